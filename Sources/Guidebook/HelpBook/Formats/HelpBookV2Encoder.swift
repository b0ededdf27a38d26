/// Writes a ``HelpBook`` in the v2 schema, as a property-list tree, an XML property list or JSON.
///
/// Every item is written with its id (derived ids included), so deep links keep working after a
/// legacy file is migrated and then edited. Bodies are written as Markdown that reads back into
/// the same body; keys stand in the schema's order; empty optional fields are left out.
/// Reading the output gives a book equal to the input.
///
/// ```swift
/// let book = try HelpBook(contentsOf: URL(filePath: "en.lproj/HelpList.plist"))
/// let json = HelpBookV2Encoder().json(for: book)        // `guidebook convert --to v2-json`
/// let plist = HelpBookV2Encoder().xmlPropertyList(for: book)   // `--to v2`
/// ```
public struct HelpBookV2Encoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The book as a v2 property-list tree (what both text forms print).
    ///
    /// - Parameter book: The book to write.
    /// - Complexity: O(n) in the size of the book.
    public func propertyList(for book: HelpBook) -> PropertyListValue {
        var root: [PropertyListDictionary.Entry] = [
            .init(key: "format", value: .string(HelpBookV2Decoder.formatName)),
            .init(key: "version", value: .integer(HelpBookV2Decoder.version)),
        ]
        if let language = book.language {
            root.append(.init(key: "language", value: .string(language)))
        }
        let sections: [PropertyListValue] = book.sections.map { section in
            .dictionary(
                PropertyListDictionary([
                    .init(key: "id", value: .string(section.id)),
                    .init(key: "title", value: .string(section.title)),
                    .init(key: "items", value: .array(section.items.map(item))),
                ]))
        }
        root.append(.init(key: "sections", value: .array(sections)))
        return .dictionary(PropertyListDictionary(root))
    }

    private func item(_ item: HelpItem) -> PropertyListValue {
        var entries: [PropertyListDictionary.Entry] = [
            .init(key: "id", value: .string(item.id)),
            .init(key: "title", value: .string(item.title)),
        ]
        if let subtitle = item.subtitle {
            entries.append(.init(key: "subtitle", value: .string(subtitle)))
        }
        if !item.body.blocks.isEmpty {
            entries.append(.init(key: "body", value: .string(item.body.markdown)))
        }
        if !item.keywords.isEmpty {
            entries.append(.init(key: "keywords", value: .array(item.keywords.map(PropertyListValue.string))))
        }
        if !item.related.isEmpty {
            entries.append(.init(key: "related", value: .array(item.related.map(PropertyListValue.string))))
        }
        if let minimum = item.minimumAppVersion {
            entries.append(.init(key: "minimumAppVersion", value: .string(minimum.description)))
        }
        if let maximum = item.maximumAppVersion {
            entries.append(.init(key: "maximumAppVersion", value: .string(maximum.description)))
        }
        if !item.children.isEmpty {
            entries.append(.init(key: "children", value: .array(item.children.map(self.item))))
        }
        return .dictionary(PropertyListDictionary(entries))
    }

    /// The book as an XML property list (`guidebook convert --to v2`), ending in a newline.
    ///
    /// - Parameter book: The book to write.
    /// - Complexity: O(n) in the size of the book.
    public func xmlPropertyList(for book: HelpBook) -> String {
        PropertyListWriter.xmlString(propertyList(for: book))
    }

    /// The book as JSON with keys in schema order (`guidebook convert --to v2-json`), ending in a newline.
    ///
    /// - Parameter book: The book to write.
    /// - Complexity: O(n) in the size of the book.
    public func json(for book: HelpBook) -> String {
        propertyList(for: book).jsonText() + "\n"
    }
}
