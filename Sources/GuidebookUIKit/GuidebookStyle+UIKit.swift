#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    extension GuidebookColor {
        /// The colour as UIKit draws it; with a dark variant, a dynamic colour that follows the
        /// trait collection's appearance.
        var uiColor: UIColor {
            let light = Self.plain(self)
            guard let dark = dark.map(Self.plain) else { return light }
            return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
        }

        private static func plain(_ color: GuidebookColor) -> UIColor {
            UIColor(
                red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
                alpha: CGFloat(color.alpha))
        }
    }

    extension GuidebookStyle.Font {
        /// The font as UIKit draws it, at the user's text size: the text style's own font when no
        /// weight or size is set, else the system font at that weight and size scaled like the style.
        var uiFont: UIFont {
            let style = textStyle.uiTextStyle
            guard !isTextStyleFont else { return UIFont.preferredFont(forTextStyle: style) }
            let base = UIFont.systemFont(ofSize: CGFloat(pointSize), weight: resolvedWeight.uiWeight)
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base)
        }
    }

    extension GuidebookStyle.Font.TextStyle {
        /// UIKit's text style of the same name.
        var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption1
            case .caption2: .caption2
            }
        }
    }

    extension GuidebookStyle.Font.Weight {
        /// UIKit's weight of the same name.
        var uiWeight: UIFont.Weight {
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
