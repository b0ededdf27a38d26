extension TutorialCardModel {
    /// How the card is drawn: the card's ``TutorialCard/presentation``, or, where it has none,
    /// ``TutorialPresentation/spotlight`` with a spotlight and ``TutorialPresentation/overlay``
    /// without. A card made in code that asks to point at a target but has no spotlight is drawn
    /// as an overlay, never half-anchored.
    ///
    /// ```swift
    /// var card = TutorialCard(key: "Export", title: "Export", body: "Share it as a PDF.", dismissHint: "Tap to continue",
    ///                         dimmingOpacity: 0.4, language: "en")
    /// card.spotlight = TutorialSpotlight(target: .id("exportButton"))
    /// card.presentation = .anchored
    /// let model = TutorialCardModel(card: card)
    /// model.presentation      // .anchored
    /// model.dimmingOpacity    // 0: the screen is not dimmed
    /// ```
    public var presentation: TutorialPresentation {
        let chosen = card.presentation ?? (card.spotlight == nil ? .overlay : .spotlight)
        return chosen.pointsAtTarget && card.spotlight == nil ? .overlay : chosen
    }

    /// Whether a tap at `point` is the card's: everywhere for a card over the dimmed screen; on
    /// the card itself for an anchored or inline one, whose taps elsewhere reach the app (UIKit:
    /// `hitTest` returns `nil` there; the card stays up).
    ///
    /// - Parameters:
    ///   - point: Where the tap landed, in the presenter's coordinates.
    ///   - placement: The placement of the last layout pass.
    /// - Returns: `true` when the adapter takes the tap (then ``input(forTapAt:placement:)`` says
    ///   what it is).
    public func receivesTap(at point: SpotlightPoint, placement: Placement) -> Bool {
        !presentation.passesTapsOutsideCard || placement.cardFrame.contains(point)
    }
}
