/// A `LocalizedStringSource` whose text lives in a `LocalizedContent`: the folder, bundle and
/// in-memory sources. This extension is their one implementation of lookup, languages, tables
/// and entries, so the three resolve identically; each source only says how it loads.
protocol LocalizedContentSource: LocalizedStringSource {
    /// The loaded tables and the resolver that picks among them.
    var content: LocalizedContent { get }
}

extension LocalizedContentSource {
    public func localizedString(forKey key: String, table: String) -> LocalizedString? {
        content.localizedString(forKey: key, table: table)
    }

    public func localizedString(
        forKey key: String, table: String, counts: [Int], device: StringCatalog.Device
    ) -> LocalizedString? {
        content.localizedString(forKey: key, table: table, counts: counts, device: device)
    }

    public var availableLanguages: [String] { content.availableLanguages }

    public var tables: [String] { content.tables }

    public func entries(inTable table: String, language: String) -> [LocalizedStringEntry] {
        content.entries(inTable: table, language: language)
    }

    public func localizedString(forKey key: String, table: String, language: String) -> LocalizedString? {
        content.localizedString(forKey: key, table: table, language: language)
    }
}
