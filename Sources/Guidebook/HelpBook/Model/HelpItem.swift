/// One help article: a row in the table, with a body and children of any depth.
///
/// Equality compares content (id, texts, links, versions, children); where the item
/// stands in its file (`location`) is ignored, so a book re-read from a migrated file
/// equals the original.
///
/// ```swift
/// let item = HelpItem(id: "editing/undo", title: "Undo", body: HelpBody(plainText: "Shake to undo."))
/// item.numberOfRows   // 0: an article without children
/// ```
public struct HelpItem: Sendable, Hashable, Codable, Identifiable {
    /// A stable identifier: from the file, or derived from the title path.
    public var id: String
    /// The row title.
    public var title: String
    /// A line under the title, when given.
    public var subtitle: String?
    /// The article's text.
    public var body: HelpBody
    /// Extra words that find this article in search.
    public var keywords: [String]
    /// Ids of related articles ("See also").
    public var related: [String]
    /// The first app version that shows this item, when limited.
    public var minimumAppVersion: AppVersion?
    /// The last app version that shows this item, when limited.
    public var maximumAppVersion: AppVersion?
    /// Child items, in file order.
    public var children: [HelpItem]
    /// Where the item stands in its file.
    public var location: SourceLocation?

    /// Marks the compiler-made memberwise initializer, which the initializers below call, as
    /// the only one with this last parameter; it holds nothing (`Never?` takes no space).
    ///
    /// Why: with an initializer written out in the type (assigning each field), Swift 6.3
    /// builds an item this large twice and copies one (a retain and release of every field);
    /// the memberwise initializer builds it in place. Loading a 10,000-row legacy book spent
    /// ~9% of its instructions in those copies.
    private var memberwise: Never? = nil

    private enum CodingKeys: String, CodingKey {
        case id, title, subtitle, body, keywords, related, minimumAppVersion, maximumAppVersion, children, location
    }

    public static func == (lhs: HelpItem, rhs: HelpItem) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.body == rhs.body
            && lhs.keywords == rhs.keywords && lhs.related == rhs.related
            && lhs.minimumAppVersion == rhs.minimumAppVersion && lhs.maximumAppVersion == rhs.maximumAppVersion
            && lhs.children == rhs.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(title)
        hasher.combine(body)
        hasher.combine(children)
    }
}

extension HelpItem {
    /// Creates an item.
    public init(
        id: String, title: String, subtitle: String? = nil, body: HelpBody = HelpBody(),
        keywords: [String] = [], related: [String] = [],
        minimumAppVersion: AppVersion? = nil, maximumAppVersion: AppVersion? = nil,
        children: [HelpItem] = [], location: SourceLocation? = nil
    ) {
        self.init(
            id: id, title: title, subtitle: subtitle, body: body, keywords: keywords, related: related,
            minimumAppVersion: minimumAppVersion, maximumAppVersion: maximumAppVersion, children: children,
            location: location, memberwise: nil)
    }

    /// A legacy row without its id yet (the legacy scanner sets it): a title, plain text and a location.
    init(row title: String, text: String, location: SourceLocation) {
        self.init(
            id: "", title: title, subtitle: nil, body: HelpBody(lazyPlainText: text), keywords: [], related: [],
            minimumAppVersion: nil, maximumAppVersion: nil, children: [], location: location, memberwise: nil)
    }
}
