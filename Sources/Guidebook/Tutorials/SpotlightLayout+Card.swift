extension SpotlightLayout {
    /// Lays out a card's spotlight, or returns `nil` when the card has none.
    ///
    /// ```swift
    /// let layout = SpotlightLayout(card: card, safeArea: safeArea, cardWidth: 300, cardHeight: 140)
    /// ```
    ///
    /// - Parameters:
    ///   - card: The card (``TutorialCard/spotlight`` and the frame resolved at show time).
    ///   - safeArea: The part of the screen the card must stay inside.
    ///   - cardWidth: The card's width.
    ///   - cardHeight: The card's height.
    public init?(card: TutorialCard, safeArea: SpotlightRect, cardWidth: Double, cardHeight: Double) {
        guard let spotlight = card.spotlight else { return nil }
        self.init(
            spotlight: spotlight, targetFrame: card.spotlightFrame, key: card.key, safeArea: safeArea,
            cardWidth: cardWidth, cardHeight: cardHeight, layoutDirection: card.layoutDirection)
    }
}
