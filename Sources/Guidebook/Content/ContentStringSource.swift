/// The string tables of one ``GuidebookContent`` resolved for one list of preferred languages:
/// what ``GuidebookContent/strings(preferredLanguages:fallback:)`` hands out.
///
/// Lookups through the resolver read only the `.lproj` folders of the languages it tries; a
/// list of another language's entries, or of every language and table, reads the rest.
struct ContentStringSource: LocalizedStringSource, LocalizedContentSource {
    /// The tables of the languages the resolver tries, resolved.
    let content: LocalizedContent
    /// The languages whose folders ``content`` holds.
    private let languages: Set<String>
    /// Every table, for what ``content`` does not hold.
    private let stringTables: ContentStringTables

    init(tables: ContentStringTables, resolver: LanguageResolver) {
        self.stringTables = tables
        languages = tables.neededLanguages(resolver)
        content = tables.resolved(resolver, languages: languages)
    }

    /// ``content`` when it holds `language`'s folders, else every table.
    private func holding(_ language: String) -> LocalizedContent {
        languages.contains(LocalizedContent.canonicalLanguage(language)) ? content : stringTables.everything
    }

    var availableLanguages: [String] { stringTables.everything.availableLanguages }

    var tables: [String] { stringTables.everything.tables }

    func entries(inTable table: String, language: String) -> [LocalizedStringEntry] {
        holding(language).entries(inTable: table, language: language)
    }

    func localizedString(forKey key: String, table: String, language: String) -> LocalizedString? {
        holding(language).localizedString(forKey: key, table: table, language: language)
    }
}

extension GuidebookContent {
    /// The string tables with `resolver` picking among their languages (only the `.lproj`
    /// folders of the languages it tries are read).
    func resolved(_ resolver: LanguageResolver) -> ContentStringSource {
        ContentStringSource(tables: stringTables, resolver: resolver)
    }
}
