extension TutorialCardModel {
    /// The picture an adapter draws above the title, or `nil`: what it is and how it is drawn.
    ///
    /// ```swift
    /// model.image?.systemName          // "square.and.arrow.up": UIImage(systemName:)
    /// model.image?.accessibilityLabel  // "Share arrow"
    /// ```
    public struct ImageModel: Sendable, Hashable {
        /// The symbol or asset.
        public var source: TutorialImage
        /// What VoiceOver reads for it; empty for decoration.
        public var accessibilityLabel: String

        /// The SF Symbol's name for `UIImage(systemName:)` and `Image(systemName:)`; `nil` for an asset.
        public var systemName: String? {
            if case .symbol(let name) = source { return name }
            return nil
        }

        /// The asset's name for `UIImage(named:)` and `Image(_:)`; `nil` for a symbol.
        public var assetName: String? {
            if case .asset(let name) = source { return name }
            return nil
        }

        /// Whether VoiceOver reads the image: only when it has words; otherwise it is decoration.
        public var isAccessibilityElement: Bool { !accessibilityLabel.allSatisfy(\.isWhitespace) }

        /// The height the image is drawn at, in points: a symbol at the size of a large title's
        /// glyphs, an illustration larger.
        public var height: Double {
            if case .symbol = source { return 34 }
            return 96
        }
    }

    /// The card's picture (``TutorialCard/image``); `nil` for a card without one.
    public var image: ImageModel? {
        card.image.map { ImageModel(source: $0.source, accessibilityLabel: $0.accessibilityLabel) }
    }
}
