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

        /// Where the picture is drawn in its row: scaled to fit ``height`` and the row's width,
        /// keeping its proportions, at the row's leading edge (the right edge for a right-to-left
        /// card). A picture whose size is not known yet (`nil`, or empty) fills a square of
        /// ``height``.
        ///
        /// ```swift
        /// // A 200 × 100 illustration in a 300-point row: 96 high, 192 wide, at the leading edge.
        /// image.frame(imageWidth: 200, imageHeight: 100, rowWidth: 300, direction: .leftToRight)
        /// // SpotlightRect(x: 0, y: 0, width: 192, height: 96)
        /// ```
        ///
        /// - Parameters:
        ///   - imageWidth: The picture's own width, in points.
        ///   - imageHeight: The picture's own height, in points.
        ///   - rowWidth: The width of the card's content, in points.
        ///   - direction: The card's layout direction.
        /// - Returns: The frame within the row, from the row's top left corner.
        public func frame(
            imageWidth: Double?, imageHeight: Double?, rowWidth: Double, direction: LayoutDirection
        ) -> SpotlightRect {
            let row = max(0, rowWidth)
            var size = (width: min(height, row), height: min(height, row))
            if let imageWidth, let imageHeight, imageWidth > 0, imageHeight > 0 {
                let scale = min(height / imageHeight, row / imageWidth)
                size = (imageWidth * scale, imageHeight * scale)
            }
            let x = direction == .rightToLeft ? row - size.width : 0
            return SpotlightRect(x: x, y: 0, width: size.width, height: size.height)
        }
    }

    /// The card's picture (``TutorialCard/image``); `nil` for a card without one.
    public var image: ImageModel? {
        card.image.map { ImageModel(source: $0.source, accessibilityLabel: $0.accessibilityLabel) }
    }
}
