import Foundation

/// One search result as a row: the title and the snippet with the matched words marked
/// (``GuidebookAttributes/HighlightAttribute``), and the trail of titles above the article.
///
/// ```swift
/// let rows = HelpSearchScreen(query: "export", results: search.search("export")).rows
/// rows[0].trail                    // "Editing › Export"
/// rows[0].snippet.runs.filter { $0.guidebookHighlight == true }.count
/// ```
public struct HelpSearchResultRow: Sendable, Hashable, Identifiable {
    /// The article's id.
    public var id: String
    /// The title, matches highlighted.
    public var title: AttributedString
    /// A window of the body around the best hit, matches highlighted.
    public var snippet: AttributedString
    /// The titles from the section down to the article's parent, joined by ` › ` (empty for none).
    public var trail: String
    /// Where the article stands in the book (table positions).
    public var indexPath: HelpBook.Path

    /// Creates the row of a search result.
    ///
    /// - Parameter result: A result from `HelpSearch` or `HelpSearchIndex`.
    public init(result: HelpSearchResult) {
        id = result.itemID
        title = Self.highlighted(result.title, result.titleHighlights)
        snippet = Self.highlighted(result.snippet, result.snippetHighlights)
        trail = result.path.dropLast().joined(separator: " › ")
        indexPath = result.indexPath
    }

    /// What tapping the row does: open its article.
    public var action: TapAction { .open(.article(id)) }

    /// The row read as one element: title, trail, snippet.
    public var accessibilityLabel: String {
        [String(title.characters), trail, String(snippet.characters)].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// `text` with the `ranges` marked; a range outside the text is ignored.
    static func highlighted(_ text: String, _ ranges: [Range<String.Index>]) -> AttributedString {
        var attributed = AttributedString(text)
        for range in ranges {
            guard range.lowerBound >= text.startIndex, range.upperBound <= text.endIndex,
                let converted = Range<AttributedString.Index>(range, in: attributed)
            else { continue }
            attributed[converted].guidebookHighlight = true
        }
        return attributed
    }
}
