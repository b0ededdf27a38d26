/// The words help screens add around the book's own text: the screen title, the "See also"
/// header, the search prompt, the empty-results line. English unless the app passes its own.
///
/// ```swift
/// let strings = HelpScreenStrings(title: "Hilfe", seeAlso: "Siehe auch",
///                                 searchPrompt: "Hilfe durchsuchen", noResults: "Keine Treffer")
/// ```
public struct HelpScreenStrings: Sendable, Hashable {
    /// The index screen's title and the first breadcrumb ("Help").
    public var title: String
    /// The header over an article's related articles ("See also").
    public var seeAlso: String
    /// The search field's placeholder ("Search help").
    public var searchPrompt: String
    /// Shown when a search finds nothing ("No results").
    public var noResults: String

    /// Creates the strings; each defaults to its English text.
    public init(
        title: String = "Help", seeAlso: String = "See also", searchPrompt: String = "Search help",
        noResults: String = "No results"
    ) {
        self.title = title
        self.seeAlso = seeAlso
        self.searchPrompt = searchPrompt
        self.noResults = noResults
    }
}
