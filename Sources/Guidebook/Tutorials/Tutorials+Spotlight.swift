extension Tutorials {
    /// Registers (or, with `nil`, forgets) the frame of a view a spotlight card points at by id.
    ///
    /// The frame is read when the card is shown: register it once the view is laid out, in the
    /// presenter's coordinates (the window's, for the UIKit overlay). A card whose target id has
    /// no frame then is centred, and ``SpotlightLayout/diagnostic`` says why.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///     super.viewDidLayoutSubviews()
    ///     let frame = exportButton.convert(exportButton.bounds, to: nil)
    ///     tutorials.setSpotlightTarget(
    ///         "exportButton",
    ///         frame: SpotlightRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - id: The target's id, as the rules name it (`"target": "exportButton"`).
    ///   - frame: The view's frame, or `nil` when it went away.
    public func setSpotlightTarget(_ id: String, frame: SpotlightRect?) {
        spotlightTargets.withLock { $0[id] = frame }
    }

    /// Gives a card its rules' spotlight, with the frame registered for its target id now.
    func attachSpotlight(to card: inout TutorialCard) {
        guard let spotlight = rules[card.key].spotlight else { return }
        card.spotlight = spotlight
        if case .id(let id) = spotlight.target {
            card.spotlightFrame = spotlightTargets.withLock { $0[id] }
        }
    }
}
