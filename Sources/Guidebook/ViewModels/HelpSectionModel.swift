/// A section of the help index: a header over rows.
///
/// ```swift
/// HelpIndexScreen(book: book).sections.map(\.title)   // ["Getting Started", "Editing"]
/// ```
public struct HelpSectionModel: Sendable, Hashable, Identifiable {
    /// The section's id.
    public var id: String
    /// The header title.
    public var title: String
    /// The rows, in book order.
    public var rows: [HelpRowModel]

    /// Creates a section model.
    public init(id: String, title: String, rows: [HelpRowModel]) {
        self.id = id
        self.title = title
        self.rows = rows
    }

    /// The header's traits: a heading.
    public var headerTraits: AccessibilityTraits { [.header] }
}
