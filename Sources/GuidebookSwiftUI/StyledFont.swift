#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// Draws its content in one of the style's fonts (``GuidebookStyle/Font``) as the UIKit card
    /// does, Dynamic Type kept: the text style's own font, or the system font at the font's weight
    /// and size, that size scaled with the user's text size like the font's text style
    /// (`@ScaledMetric(relativeTo:)`, SwiftUI's `UIFontMetrics`).
    ///
    /// ```swift
    /// Text(verbatim: model.title).modifier(StyledFont(model.style.titleFont))
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct StyledFont: ViewModifier {
        private let font: GuidebookStyle.Font
        /// The font's ``GuidebookStyle/Font/pointSize`` at the user's text size.
        @ScaledMetric private var size: CGFloat

        /// Draws in `font`.
        ///
        /// - Parameter font: One of the style's fonts (title, body, a button's).
        init(_ font: GuidebookStyle.Font) {
            self.font = font
            _size = ScaledMetric(wrappedValue: CGFloat(font.pointSize), relativeTo: font.textStyle.swiftUI)
        }

        func body(content: Content) -> some View {
            content.font(font.font(scaledSize: size))
        }
    }
#endif
