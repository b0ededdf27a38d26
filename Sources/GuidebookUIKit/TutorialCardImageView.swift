#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A card's picture (``TutorialCardModel/image``): an SF Symbol (`UIImage(systemName:)`) in the
    /// card's tint, or an asset of the app's catalog (`UIImage(named:)`) as drawn, scaled to fit its
    /// row at the model's height and placed at the row's leading edge
    /// (``TutorialCardModel/ImageModel/frame(imageWidth:imageHeight:rowWidth:direction:)``).
    ///
    /// The picture is drawn, not put in an image view: the card is one VoiceOver element whose
    /// label starts with the picture's words (``TutorialCardModel/accessibilityLabel``), so the
    /// picture itself is not an element. A name the system or the catalog does not know draws
    /// nothing, and the row keeps its height.
    @MainActor
    final class TutorialCardImageView: UIView {
        private let model: TutorialCardModel.ImageModel
        private let direction: LayoutDirection
        private let image: UIImage?

        init(model: TutorialCardModel.ImageModel, direction: LayoutDirection) {
            self.model = model
            self.direction = direction
            if let name = model.systemName {
                image = UIImage(systemName: name)
            } else {
                image = model.assetName.flatMap { UIImage(named: $0) }
            }
            super.init(frame: .zero)
            backgroundColor = UIColor.clear
            isOpaque = false
            isUserInteractionEnabled = false
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        /// The row's height: the model's.
        var height: CGFloat { CGFloat(model.height) }

        override func draw(_ rect: CGRect) {
            guard let image else { return }
            let size = image.size
            let frame = model.frame(
                imageWidth: Double(size.width), imageHeight: Double(size.height), rowWidth: Double(bounds.width),
                direction: direction)
            // A symbol is a template: drawn in the card's tint, as buttons are.
            let drawn = model.systemName == nil ? image : image.withTintColor(tintColor)
            drawn.draw(in: frame.cgRect)
        }
    }
#endif
