/// One row of a help table: an article under a section header, a child of an article, or a
/// "See also" entry. Every row opens a screen, so it always shows a disclosure indicator.
///
/// ```swift
/// let row = HelpIndexScreen(book: book).sections[0].rows[0]
/// row.title              // "Welcome"
/// row.action             // .open(.article("getting-started/welcome"))
/// ```
public struct HelpRowModel: Sendable, Hashable, Identifiable {
    /// The article's id.
    public var id: String
    /// The row title.
    public var title: String
    /// The line under the title, when the article has one.
    public var subtitle: String?
    /// Where the article stands in the book (table positions: section, then rows).
    public var indexPath: HelpBook.Path
    /// How many children the article has (a table one level down); 0 for a plain article.
    public var childCount: Int

    /// Creates the row of `item` at `indexPath`.
    ///
    /// - Parameters:
    ///   - item: The article.
    ///   - indexPath: Its table position in the book.
    public init(item: HelpItem, indexPath: HelpBook.Path) {
        id = item.id
        title = item.title
        subtitle = item.subtitle.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        self.indexPath = indexPath
        childCount = item.children.count
    }

    /// Whether the row shows a disclosure indicator (a chevron): always, every row pushes a screen.
    public var showsDisclosureIndicator: Bool { true }

    /// What tapping the row does: open its article.
    public var action: TapAction { .open(.article(id)) }

    /// The row read as one element: the title, then the subtitle.
    public var accessibilityLabel: String {
        [title, subtitle].compactMap { $0 }.joined(separator: ", ")
    }

    /// The row's traits: a button (it opens a screen).
    public var accessibilityTraits: AccessibilityTraits { [.button] }
}
