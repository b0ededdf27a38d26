#if canImport(SwiftUI)
    import Guidebook
    import SwiftUI

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
        /// The font as SwiftUI draws it, at the user's text size: the text style's own font when no
        /// weight or size is set (``GuidebookStyle/Font/isTextStyleFont``), else that font at
        /// ``GuidebookStyle/Font/resolvedWeight``. A ``GuidebookStyle/Font/size`` is not drawn here
        /// (SwiftUI's card keeps the style's size; UIKit's draws it).
        var font: Font {
            let style = textStyle.font
            return isTextStyleFont ? style : style.weight(resolvedWeight.font)
        }
    }

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    extension GuidebookStyle.Font.TextStyle {
        /// SwiftUI's font for the text style of the same name.
        var font: Font {
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
