#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension GuidebookColor {
        /// The colour as SwiftUI draws it in `scheme`: its dark variant in dark appearance
        /// (``GuidebookColor/drawn(dark:)``), as UIKit's dynamic colour follows the trait collection.
        func color(in scheme: ColorScheme) -> Color {
            let plain = drawn(dark: scheme == .dark)
            return Color(.sRGB, red: plain.red, green: plain.green, blue: plain.blue, opacity: plain.alpha)
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension GuidebookStyle.Font {
        /// The font as SwiftUI draws it, as UIKit does: the text style's own font when no weight or
        /// size is set (``GuidebookStyle/Font/isTextStyleFont``), else the system font at
        /// ``GuidebookStyle/Font/resolvedWeight`` and at `scaledSize`, the style's
        /// ``GuidebookStyle/Font/pointSize`` scaled with the user's text size like its text style
        /// (``StyledFont`` scales it with `@ScaledMetric`, as UIKit's `UIFontMetrics`).
        ///
        /// - Parameter scaledSize: ``GuidebookStyle/Font/pointSize`` at the user's text size.
        func font(scaledSize: CGFloat) -> Font {
            isTextStyleFont
                ? textStyle.font : .system(size: scaledSize, weight: resolvedWeight.font, design: .default)
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension GuidebookStyle.Font.TextStyle {
        /// SwiftUI's text style of the same name: the one mapping, which both the text style's
        /// own font (``font``) and a styled size (scaled like it, ``StyledFont``) read.
        var swiftUI: Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }

        /// SwiftUI's system font in the text style of the same name (`Font.system(_:design:)`),
        /// which follows the user's text size as `Font.body` and its siblings do.
        var font: Font {
            .system(swiftUI, design: .default)
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension GuidebookStyle.Font.Weight {
        /// SwiftUI's weight of the same name.
        var font: Font.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }
#endif
