/// A section of the help book: a header title over a group of rows (the seed's chapter).
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
}
