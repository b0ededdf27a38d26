/// The words help screens add around the book's own text: the screen title, the "See also"
/// header, the search prompt, the empty-results line, the Done button of a sheet. The screens and adapters take them in the
/// book's language from ``GuidebookStrings`` unless the app passes its own.
///
/// ```swift
/// HelpScreenStrings(book: germanBook).title   // "Hilfe"
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
    /// The button that closes the menu in a sheet ("Done"; ``HelpPresentation/sheet``).
    public var done: String

    /// The built-in words in `book`'s language (``GuidebookStrings``), English for a book that
    /// names no language (a loaded book has the language of the folder it was found in).
    ///
    /// - Parameter book: The book the screens show.
    public init(book: HelpBook) {
        self = GuidebookStrings(language: book.language ?? "en").helpScreenStrings
    }

    /// Creates the strings; each defaults to its English text.
    public init(
        title: String = "Help", seeAlso: String = "See also", searchPrompt: String = "Search help",
        noResults: String = "No results", done: String = "Done"
    ) {
        self.title = title
        self.seeAlso = seeAlso
        self.searchPrompt = searchPrompt
        self.noResults = noResults
        self.done = done
    }
}
