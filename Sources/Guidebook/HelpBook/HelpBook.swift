/// An in-app help book: sections of items, each item an article that may have
/// children of any depth (the seed's chained `MenuItem`).
///
/// ```swift
/// let book = try HelpBook(contentsOf: url)   // legacy HelpList.plist or v2
/// book.numberOfSections                      // table sections
/// book.sections[0].title                     // header
/// book.sections[0].items[2].children         // one level down
/// ```
public struct HelpBook: Sendable, Hashable, Codable {
    /// The sections, in file order.
    public var sections: [HelpSection]
    /// The language the content is written in (`en`, `de`), when known.
    public var language: String?

    /// Creates a book.
    public init(sections: [HelpSection], language: String? = nil) {
        self.sections = sections
        self.language = language
    }
}
