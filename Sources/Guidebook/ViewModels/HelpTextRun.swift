import Foundation

/// A stretch of Guidebook's attributed text with one style, for adapters that compose text from
/// pieces (SwiftUI's `Text` concatenation): bold (also a search highlight), italic, a link.
///
/// ```swift
/// HelpTextRun.runs(of: screen.body).map(\.text).joined()   // the body's characters
/// ```
public struct HelpTextRun: Sendable, Hashable {
    /// The characters of the stretch.
    public var text: String
    /// Drawn bold: ``HelpInlineStyle/bold`` or a search match (``GuidebookAttributes/HighlightAttribute``).
    public var isBold: Bool
    /// Drawn italic: ``HelpInlineStyle/italic``.
    public var isItalic: Bool
    /// The link the stretch opens (a `guidebook://help/<id>`, `https:` or `mailto:` URL), or `nil`.
    public var link: URL?

    /// A stretch with these characters and style.
    public init(text: String, isBold: Bool = false, isItalic: Bool = false, link: URL? = nil) {
        self.text = text
        self.isBold = isBold
        self.isItalic = isItalic
        self.link = link
    }

    /// `text` cut where its style changes; neighbouring runs of the same style are joined.
    ///
    /// - Parameter text: Text with Guidebook's attributes (a body, a search result's title).
    /// - Returns: The stretches in order; their characters together are `text`'s.
    /// - Complexity: O(n) in the size of `text`.
    public static func runs(of text: AttributedString) -> [HelpTextRun] {
        var result: [HelpTextRun] = []
        for run in text.runs {
            let style = run.guidebookInlineStyle ?? []
            let piece = HelpTextRun(
                text: String(text[run.range].characters),
                isBold: style.contains(.bold) || run.guidebookHighlight == true,
                isItalic: style.contains(.italic), link: run.link)
            if let last = result.last, last.isBold == piece.isBold, last.isItalic == piece.isItalic,
                last.link == piece.link
            {
                result[result.count - 1].text += piece.text
            } else {
                result.append(piece)
            }
        }
        return result
    }
}
