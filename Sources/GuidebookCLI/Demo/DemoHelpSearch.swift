import Guidebook

/// The demo's search as you type: the core's `HelpSearchIndex` (typo-tolerant, prefix of the
/// last word, ranked), with results turned back into items for the help browser and their
/// trails from the core's result rows (`HelpSearchResultRow`).
struct DemoHelpSearch: Sendable {
    /// One result: the item and the titles leading to it (`Editing › Export`).
    struct Hit: Sendable {
        var item: HelpItem
        var trail: String
    }

    private let book: HelpBook
    private let index: HelpSearchIndex

    /// Builds the index once for the book.
    init(book: HelpBook) {
        self.book = book
        self.index = HelpSearchIndex(book: book, language: book.language)
    }

    /// The best matches for `query`, best first.
    func search(_ query: String) -> [Hit] {
        index.search(query, limit: 50).compactMap { result in
            guard let item = book.item(withID: result.itemID) else { return nil }
            return Hit(item: item, trail: HelpSearchResultRow(result: result).trail)
        }
    }
}
