#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// Maps Guidebook's attributed text to UIKit's: Dynamic Type body text, bold runs and search
    /// highlights in the headline style (the body's bold face), links kept.
    ///
    /// Italic has no Dynamic Type text style of its own, so it is drawn upright here.
    @MainActor
    enum HelpText {
        /// `text` as an `NSAttributedString`.
        static func attributed(_ text: AttributedString) -> NSAttributedString {
            let body = UIFont.preferredFont(forTextStyle: .body)
            let bold = UIFont.preferredFont(forTextStyle: .headline)
            let result = NSMutableAttributedString(string: "")
            for run in text.runs {
                let isBold = run.guidebookInlineStyle?.contains(.bold) == true || run.guidebookHighlight == true
                var attributes: [NSAttributedString.Key: Any] = [.font: isBold ? bold : body]
                if let link = run.link { attributes[.link] = link }
                result.append(NSAttributedString(string: String(text[run.range].characters), attributes: attributes))
            }
            return result
        }
    }
#endif
