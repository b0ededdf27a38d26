/// A section of the help book: a header title over a group of rows (the seed's chapter).
///
/// Equality compares id, title and items; `location` is ignored.
///
/// ```swift
/// let section = HelpSection(id: "basics", title: "Basics", items: [])
/// ```
public struct HelpSection: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier: from the file, or derived from the title.
    public var id: String
    /// The section header.
    public var title: String
    /// The rows, in file order.
    public var items: [HelpItem]
    /// Where the section stands in its file.
    public var location: SourceLocation?

    /// Creates a section.
    public init(id: String, title: String, items: [HelpItem], location: SourceLocation? = nil) {
        self.id = id
        self.title = title
        self.items = items
        self.location = location
    }

    public static func == (lhs: HelpSection, rhs: HelpSection) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.items == rhs.items
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(items)
    }
}
