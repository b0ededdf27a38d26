#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The ground of one action button, drawn behind it at the same frame, as UIKit's
    /// `TutorialButtonGround` draws it: the fill of its ``Guidebook/TutorialButtonAppearance`` on a
    /// rounded rectangle of the look's corners, then its outline inside the edge.
    ///
    /// ```swift
    /// title.background { ActionButtonGround(look: button.appearance, tint: tint) }
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct ActionButtonGround: View {
        /// The look drawn: the button's, or its focused look.
        let look: TutorialButtonAppearance
        /// The card's tint in the colour scheme; `nil` for the app's accent colour.
        let tint: Color?
        @Environment(\.colorScheme) private var colorScheme

        var body: some View {
            let radius = CGFloat(look.cornerRadius)
            ZStack {
                if let fill = look.fill {
                    RoundedRectangle(cornerRadius: radius).foregroundColor(fill.color(tint: tint, in: colorScheme))
                }
                if let border = look.border, look.borderWidth > 0 {
                    RoundedRectangle(cornerRadius: radius).strokeBorder(lineWidth: CGFloat(look.borderWidth))
                        .foregroundColor(border.color(tint: tint, in: colorScheme))
                }
            }
        }
    }
#endif
