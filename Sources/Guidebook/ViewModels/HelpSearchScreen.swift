/// The search screen for one query: the result rows, or the empty-results line.
///
/// ```swift
/// let screen = HelpSearchScreen(query: text, results: search.search(text))
/// screen.emptyMessage   // "No results" when nothing matched a non-empty query
/// ```
public struct HelpSearchScreen: Sendable, Hashable {
    /// What the user typed.
    public var query: String
    /// The results, best first.
    public var rows: [HelpSearchResultRow]
    /// The line shown instead of rows when a query with words found nothing; `nil` otherwise.
    public var emptyMessage: String?
    /// The search field's placeholder.
    public var prompt: String

    /// Builds the screen from a query's results.
    ///
    /// - Parameters:
    ///   - query: The text in the search field.
    ///   - results: What the search returned for it.
    ///   - strings: The screen's own words.
    public init(query: String, results: [HelpSearchResult], strings: HelpScreenStrings = HelpScreenStrings()) {
        self.query = query
        rows = results.map(HelpSearchResultRow.init(result:))
        let hasWords = query.contains { $0.isLetter || $0.isNumber }
        emptyMessage = results.isEmpty && hasWords ? strings.noResults : nil
        prompt = strings.searchPrompt
    }

    /// Builds the screen from `search`'s results for `query`, or `nil` at once while its index
    /// is still being built (``HelpSearch/isReady``): a menu then keeps the book on screen, with
    /// no "No results" for a search not yet run, and asks again after
    /// ``HelpSearch/waitUntilReady()``.
    ///
    /// ```swift
    /// let screen = HelpSearchScreen(query: text, search: search)  // nil: "Preparing search…"
    /// ```
    ///
    /// - Parameters:
    ///   - query: The text in the search field.
    ///   - search: The search to ask, without waiting for its index.
    ///   - strings: The screen's own words.
    public init?(query: String, search: HelpSearch, strings: HelpScreenStrings = HelpScreenStrings()) {
        guard let results = search.searchIfReady(query) else { return nil }
        self.init(query: query, results: results, strings: strings)
    }

    /// Whether the table shows search results instead of the book (the query has words).
    public var isSearching: Bool { query.contains { $0.isLetter || $0.isNumber } }
}
