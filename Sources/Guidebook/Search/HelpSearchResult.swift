/// One article found by `HelpSearchIndex.search(_:limit:)`: what to show in a results
/// list, with the matched words marked in the title and in a snippet of the body.
///
/// Highlight ranges are over the displayed strings (`title`, `snippet`) and slice to the
/// matched words; `titleHighlightOffsets` and `snippetHighlightOffsets` give the same
/// ranges as UTF-16 offsets for JSON, HTML and JavaScript.
///
/// ```swift
/// for result in index.search("export pdf") {
///     print(result.path.joined(separator: " › "))
///     print(result.snippetHighlights.map { result.snippet[$0] })   // ["Export", "PDF"]
/// }
/// ```
public struct HelpSearchResult: Sendable, Hashable {
    /// The article's id (`HelpItem.id`).
    public var itemID: String
    /// The article's title, as displayed.
    public var title: String
    /// Titles from the section down to the article, for display (`Editing › Export › PDF`).
    public var path: [String]
    /// Where the article stands in the book (`book.item(at: result.indexPath)` is the article).
    public var indexPath: HelpBook.Path
    /// The ranking score (higher is better); only its order is meaningful.
    public var score: Double
    /// How many of the query's words the article matched.
    public var matchedWordCount: Int
    /// Whether the article matched every word of the query.
    public var matchesAllWords: Bool
    /// Ranges of `title` that matched.
    public var titleHighlights: [Range<String.Index>]
    /// A window of the body around the best hit, cut at word boundaries, `…` where cut;
    /// runs of white space shown as one space.
    public var snippet: String
    /// Ranges of `snippet` that matched.
    public var snippetHighlights: [Range<String.Index>]

    /// Creates a result.
    public init(
        itemID: String, title: String, path: [String], indexPath: HelpBook.Path, score: Double,
        matchedWordCount: Int, matchesAllWords: Bool, titleHighlights: [Range<String.Index>],
        snippet: String, snippetHighlights: [Range<String.Index>]
    ) {
        self.itemID = itemID
        self.title = title
        self.path = path
        self.indexPath = indexPath
        self.score = score
        self.matchedWordCount = matchedWordCount
        self.matchesAllWords = matchesAllWords
        self.titleHighlights = titleHighlights
        self.snippet = snippet
        self.snippetHighlights = snippetHighlights
    }

    /// `titleHighlights` as UTF-16 offsets into `title`.
    public var titleHighlightOffsets: [Range<Int>] { Self.utf16Offsets(titleHighlights, in: title) }

    /// `snippetHighlights` as UTF-16 offsets into `snippet`.
    public var snippetHighlightOffsets: [Range<Int>] { Self.utf16Offsets(snippetHighlights, in: snippet) }

    private static func utf16Offsets(_ ranges: [Range<String.Index>], in text: String) -> [Range<Int>] {
        ranges.map { range in
            let lower = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
            let upper = lower + text.utf16.distance(from: range.lowerBound, to: range.upperBound)
            return lower..<upper
        }
    }
}
