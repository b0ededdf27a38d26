extension TutorialCard {
    /// The card's picture: its image from the rules with its VoiceOver words in the card's
    /// language.
    ///
    /// ```swift
    /// card.image?.source                // .symbol("square.and.arrow.up")
    /// card.image?.accessibilityLabel    // "Share arrow" ("Export Image" in Tutorial.strings)
    /// ```
    public struct Image: Sendable, Hashable, Codable {
        /// The SF Symbol or asset to draw.
        public var source: TutorialImage
        /// What VoiceOver reads for it (`"<key> Image"`); empty when no language has words for
        /// it, and the image is then left out of VoiceOver as decoration.
        public var accessibilityLabel: String

        /// Creates a picture of `source` read as `accessibilityLabel`.
        ///
        /// - Parameters:
        ///   - source: The symbol or asset.
        ///   - accessibilityLabel: Its localized words for VoiceOver.
        public init(_ source: TutorialImage, accessibilityLabel: String) {
            self.source = source
            self.accessibilityLabel = accessibilityLabel
        }
    }
}
