#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension TutorialButtonAppearance.Paint {
        /// The colour as SwiftUI draws it, as UIKit's `TutorialButtonGround` resolves it: a style's
        /// colour in the colour scheme, the card's tint (else the app's accent colour, as UIKit's
        /// inherited `tintColor`) or the secondary label colour, at the paint's opacity.
        ///
        /// - Parameters:
        ///   - tint: The card's tint in the colour scheme; `nil` for the app's accent colour.
        ///   - scheme: Light or dark.
        func color(tint: Color?, in scheme: ColorScheme) -> Color {
            switch self {
            case .color(let color): color.color(in: scheme)
            case .tint(let opacity): (tint ?? Color.accentColor).opacity(opacity)
            case .secondaryLabel(let opacity): Color.secondary.opacity(opacity)
            }
        }
    }
#endif
