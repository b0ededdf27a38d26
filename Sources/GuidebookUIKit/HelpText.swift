#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// Maps Guidebook's attributed text to UIKit's: Dynamic Type body text, bold runs and search
    /// highlights in the body style's bold face, italic runs in its italic face (bold and italic
    /// together where both apply), links kept. The fonts are the text style's at the current
    /// Dynamic Type size; a screen draws its text again when the size changes.
    @MainActor
    enum HelpText {
        /// `text` as an `NSAttributedString`.
        ///
        /// - Parameters:
        ///   - text: Text with Guidebook's attributes.
        ///   - textStyle: The text style whose bold and italic faces the styled runs take.
        ///   - plainFont: The font of the runs without a style (a card's styled body font); `nil`:
        ///     the text style's own.
        static func attributed(
            _ text: AttributedString, textStyle: UIFont.TextStyle = .body, plainFont: UIFont? = nil
        ) -> NSAttributedString {
            let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: textStyle)
            var fonts: [UInt32: UIFont] = [:]
            if let plainFont { fonts[0] = plainFont }
            func font(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
                if let font = fonts[traits.rawValue] { return font }
                // A face the system lacks falls back to the plain body face.
                let descriptor = traits.isEmpty ? body : body.withSymbolicTraits(traits) ?? body
                let font = UIFont(descriptor: descriptor, size: 0)
                fonts[traits.rawValue] = font
                return font
            }
            let result = NSMutableAttributedString(string: "")
            for run in text.runs {
                let style = run.guidebookInlineStyle ?? []
                var traits: UIFontDescriptor.SymbolicTraits = []
                if style.contains(.bold) || run.guidebookHighlight == true { traits.insert(.traitBold) }
                if style.contains(.italic) { traits.insert(.traitItalic) }
                var attributes: [NSAttributedString.Key: Any] = [.font: font(traits)]
                if let link = run.link { attributes[.link] = link }
                result.append(NSAttributedString(string: String(text[run.range].characters), attributes: attributes))
            }
            return result
        }
    }
#endif
