/// Localized text held in memory, for tests and previews: language → table → key → value,
/// plus optional String Catalogs by table. Resolves exactly like the folder source.
///
/// ```swift
/// let copy = InMemoryStringSource(
///     ["en": ["Tutorial": ["Welcome": "Hello"]], "de": ["Tutorial": ["Welcome": "Hallo"]]],
///     preferredLanguages: ["de-CH"])
/// copy.localizedString(forKey: "Welcome", table: "Tutorial")?.value  // "Hallo"
/// ```
public struct InMemoryStringSource: LocalizedStringSource, LocalizedContentSource {
    /// How languages are picked.
    public let resolver: LanguageResolver

    let content: LocalizedContent

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - tables: language → table → key → value. Entry order within a table is by key.
    ///   - catalogs: String Catalogs by table name.
    ///   - preferredLanguages: BCP 47 tags, most preferred first.
    ///   - developmentLanguage: The content's own language, tried last.
    ///   - fallback: Whether a key missing in the best language falls back per key.
    public init(
        _ tables: [String: [String: [String: String]]], catalogs: [String: StringCatalog] = [:],
        preferredLanguages: [String] = ["en"], developmentLanguage: String = "en",
        fallback: LanguageResolver.Fallback = .perKey
    ) {
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage, fallback: fallback)
        self.resolver = resolver
        var content = LocalizedContent(resolver: resolver)
        for (language, byTable) in tables {
            let language = LocalizedContent.canonicalLanguage(language)
            for (table, values) in byTable {
                var stored = content.stringsTables[table, default: [:]][language] ?? LocalizedContent.Table()
                for key in values.keys.sorted() {
                    if let value = values[key] { stored.add(StringsTable.Entry(key: key, value: value, location: nil)) }
                }
                content.stringsTables[table, default: [:]][language] = stored
            }
        }
        content.catalogs = catalogs
        content.prepare()
        self.content = content
    }
}
