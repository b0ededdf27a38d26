#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI

    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// A card's picture (`TutorialCardModel.image`): an SF Symbol (`Image(systemName:)`) at the
    /// size of a large title's glyphs, or an asset of the app's catalog (`Image(_:)`) scaled to fit
    /// a row of the model's height, as UIKit draws it. It is not read on its own: the card is one VoiceOver element whose label
    /// starts with the picture's words (`TutorialCardModel.accessibilityLabel`).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct TutorialCardPicture: View {
        let image: TutorialCardModel.ImageModel
        /// The style's tint in the current colour scheme, which a symbol is drawn in (as UIKit draws
        /// it); `nil` leaves the system's colour.
        let tint: Color?

        var body: some View {
            if let name = image.systemName {
                Image(systemName: name).font(.largeTitle).foregroundColor(tint)
            } else if let name = image.assetName {
                Image(name).resizable().scaledToFit().frame(height: CGFloat(image.height))
            }
        }
    }
#endif
