/// The first help screen: the grouped table of the book's sections and rows.
///
/// ```swift
/// let screen = HelpIndexScreen(book: book)
/// screen.title                        // "Help"
/// screen.sections[1].rows[2].title    // a row under the second header
/// ```
public struct HelpIndexScreen: Sendable, Hashable {
    /// The screen title.
    public var title: String
    /// The sections, in book order; sections without rows are left out.
    public var sections: [HelpSectionModel]
    /// The book's direction (right to left for Arabic or Hebrew books).
    public var layoutDirection: LayoutDirection

    /// Builds the index of `book`.
    ///
    /// - Parameters:
    ///   - book: The help book.
    ///   - strings: The screen's own words; `nil` for the built-in ones in the book's language.
    /// - Complexity: O(r) in the number of top-level rows.
    public init(book: HelpBook, strings: HelpScreenStrings? = nil) {
        let strings = strings ?? HelpScreenStrings(book: book)
        title = strings.title
        layoutDirection = book.layoutDirection
        sections = book.sections.enumerated().compactMap { sectionIndex, section in
            guard !section.items.isEmpty else { return nil }
            let rows = section.items.enumerated().map { row, item in
                HelpRowModel(item: item, indexPath: [sectionIndex, row])
            }
            return HelpSectionModel(id: section.id, title: section.title, rows: rows)
        }
    }
}

extension HelpBook {
    /// The direction the book's language is written in; left to right when it has none.
    public var layoutDirection: LayoutDirection {
        LayoutDirection(language: language ?? "")
    }
}
