@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Registers (or, with `nil`, forgets) the frame of a view a spotlight card points at by id.
    ///
    /// The frame is read when the card is shown: register it once the view is laid out, in the
    /// presenter's coordinates (the window's, for the UIKit overlay). A card whose target id has
    /// no frame then is centred, and ``SpotlightLayout/diagnostic`` says why.
    ///
    /// ```swift
    /// // Once the button is laid out, with its frame in the window's coordinates:
    /// tutorials.setSpotlightTarget("exportButton", frame: SpotlightRect(x: 300, y: 60, width: 44, height: 44))
    /// tutorials.show("Export")
    /// ```
    ///
    /// - Parameters:
    ///   - id: The target's id, as the rules name it (`"target": "exportButton"`).
    ///   - frame: The view's frame, or `nil` when it went away.
    public func setSpotlightTarget(_ id: String, frame: SpotlightRect?) {
        spotlightTargets.withLock { $0[id] = frame }
    }

    /// Gives a card its rules' presentation, style (the app's, the file's, the card's:
    /// ``TutorialOptions/style``) and spotlight, with the frame registered for its target id now.
    func attachSpotlight(to card: inout TutorialCard) {
        let rules = rules
        let set = rules[card.key]
        card.presentation = set.presentation
        card.style = rules.style(of: card.key, over: options.style)
        guard let spotlight = set.spotlight else { return }
        card.spotlight = spotlight
        if case .id(let id) = spotlight.target {
            card.spotlightFrame = spotlightTargets.withLock { $0[id] }
        }
    }
}
