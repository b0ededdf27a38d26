import Foundation

/// The loaded tables behind every source: `.strings` tables by table and language, String
/// Catalogs by table, and the resolver that picks among them. Shared by the folder, bundle
/// and in-memory sources so they resolve identically.
package struct LocalizedContent: Sendable {
    /// A table entry with a key, so one `Table` serves `.strings` and `.stringsdict`.
    package protocol KeyedEntry: Sendable {
        /// The key the entry is looked up by.
        var key: String { get }
    }

    /// One language's table (`.strings` or `.stringsdict`): entries in order plus an index.
    package struct Table<Entry: KeyedEntry>: Sendable {
        package var entries: [Entry] = []
        var indexByKey: [String: Int] = [:]

        package init(entries: [Entry] = []) {
            add(contentsOf: entries)
        }

        /// A table of `entries` whose keys stand at `indexByKey` (distinct keys, as a reader's table has).
        package init(entries: [Entry], indexByKey: [String: Int]) {
            self.entries = entries
            self.indexByKey = indexByKey
        }

        /// Adds an entry; a repeated key keeps its first place and takes the new value.
        package mutating func add(_ entry: Entry) {
            if let index = indexByKey[entry.key] {
                entries[index] = entry
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }

        /// Adds entries in order, as `add(_:)` does one by one.
        package mutating func add(contentsOf entries: [Entry]) {
            for entry in entries { add(entry) }
        }

        func entry(forKey key: String) -> Entry? {
            indexByKey[key].map { entries[$0] }
        }
    }

    /// table → language (canonical) → entries.
    package var stringsTables: [String: [String: Table<StringsTable.Entry>]] = [:] {
        didSet { dropPrepared() }
    }
    /// table → language (canonical) → `.stringsdict` entries by key.
    package var stringsDictionaries: [String: [String: Table<StringsDictionary.Entry>]] = [:] {
        didSet { dropPrepared() }
    }
    /// table → catalog.
    package var catalogs: [String: StringCatalog] = [:] {
        didSet { dropPrepared() }
    }
    /// How languages are picked; setting it drops the cached candidate lists.
    package var resolver: LanguageResolver {
        didSet { dropPrepared() }
    }
    /// table → the languages to try, best first; filled by `prepare()`.
    private var candidatesByTable: [String: [String]] = [:]
    /// table → key → what a lookup without counts on an iPhone finds, resolved through the
    /// candidate languages by `prepare()`: the common lookup is then a probe, not a walk of the
    /// chain. Computed by the same walk, so it cannot answer differently.
    private var resolvedByTable: [String: [String: LocalizedString]] = [:]

    /// Forgets what `prepare()` computed, after a change to the tables or the resolver.
    private mutating func dropPrepared() {
        candidatesByTable = [:]
        resolvedByTable = [:]
    }

    package init(resolver: LanguageResolver) {
        self.resolver = resolver
    }

    /// Computes every table's candidate languages once, so lookups do no language matching,
    /// and, with `resolvingKeys`, what every key resolves to, so a lookup is one probe.
    ///
    /// Content opened for a card skips the keys: resolving every key of every table costs more
    /// than the few lookups a launch makes, each a walk of one or two languages.
    package mutating func prepare(resolvingKeys: Bool = true) {
        var candidates: [String: [String]] = [:]
        for table in tables {
            candidates[table] = resolver.candidates(available: languages(ofTable: table))
        }
        candidatesByTable = candidates
        guard resolvingKeys else { return }
        var resolved: [String: [String: LocalizedString]] = [:]
        for table in tables {
            var keys = Set<String>()
            for byLanguage in stringsTables[table]?.values.map(\.indexByKey) ?? [] { keys.formUnion(byLanguage.keys) }
            for byLanguage in stringsDictionaries[table]?.values.map(\.indexByKey) ?? [] {
                keys.formUnion(byLanguage.keys)
            }
            for entry in catalogs[table]?.entries ?? [] { keys.insert(entry.key) }
            var byKey: [String: LocalizedString] = [:]
            byKey.reserveCapacity(keys.count)
            for key in keys {
                byKey[key] = walk(forKey: key, table: table, counts: [], device: .iphone)
            }
            resolved[table] = byKey
        }
        resolvedByTable = resolved
    }

    /// The languages to try for a table, best first.
    func candidates(forTable table: String) -> [String] {
        candidatesByTable[table] ?? resolver.candidates(available: languages(ofTable: table))
    }

    /// The canonical spelling of a language name from a folder or file (`zh_TW` → `zh-TW`).
    package static func canonicalLanguage(_ name: String) -> String {
        LanguageTag(name)?.identifier ?? name
    }

    package var availableLanguages: [String] {
        var languages = Set<String>()
        for byLanguage in stringsTables.values { languages.formUnion(byLanguage.keys) }
        for byLanguage in stringsDictionaries.values { languages.formUnion(byLanguage.keys) }
        for catalog in catalogs.values { languages.formUnion(catalog.languages) }
        return languages.sorted()
    }

    package var tables: [String] {
        Set(stringsTables.keys).union(stringsDictionaries.keys).union(catalogs.keys).sorted()
    }

    /// The languages one table has: its `.strings` languages and its catalog's languages.
    func languages(ofTable table: String) -> [String] {
        var languages = Set(stringsTables[table]?.keys.map { $0 } ?? [])
        languages.formUnion(stringsDictionaries[table]?.keys.map { $0 } ?? [])
        if let catalog = catalogs[table] { languages.formUnion(catalog.languages) }
        return languages.sorted()
    }

    package func localizedString(
        forKey key: String, table: String, counts: [Int] = [], device: StringCatalog.Device = .iphone
    ) -> LocalizedString? {
        if counts.isEmpty, device == .iphone, let resolved = resolvedByTable[table] { return resolved[key] }
        return walk(forKey: key, table: table, counts: counts, device: device)
    }

    /// Walks the table's candidate languages, best first, for the first that has `key`.
    private func walk(forKey key: String, table: String, counts: [Int], device: StringCatalog.Device)
        -> LocalizedString?
    {
        let strings = stringsTables[table]
        let variants = stringsDictionaries[table]
        let catalog = catalogs[table]
        guard strings != nil || variants != nil || catalog != nil else { return nil }
        for language in candidates(forTable: table) {
            // As on Apple platforms, a .stringsdict entry wins over a .strings entry.
            if let entry = variants?[language]?.entry(forKey: key),
                let value = entry.content.resolve(language: language, counts: counts, device: device)
            {
                return LocalizedString(value: value, language: language, location: entry.location)
            }
            if let entry = strings?[language]?.entry(forKey: key) {
                return LocalizedString(value: entry.value, language: language, location: entry.location)
            }
            if let catalog, let value = catalog.string(forKey: key, language: language, counts: counts, device: device)
            {
                let entry = catalog.entry(forKey: key)
                let location = entry?.localizations[language]?.stringUnit?.location ?? entry?.location
                return LocalizedString(value: value, language: language, location: location)
            }
        }
        return nil
    }

    /// The text for `key` in exactly `language`: what ``entries(inTable:language:)`` lists for
    /// it (a `.strings` entry, else a `.stringsdict` one, else the catalog's), found by a probe
    /// of each kind of table instead of a list of the whole table.
    package func localizedString(forKey key: String, table: String, language: String) -> LocalizedString? {
        // A language spelled as the tables are (a resolved string's) needs no canonical spelling.
        let language =
            stringsTables[table]?[language] != nil || stringsDictionaries[table]?[language] != nil
            ? language : Self.canonicalLanguage(language)
        if let entry = stringsTables[table]?[language]?.entry(forKey: key) {
            return LocalizedString(value: entry.value, language: language, location: entry.location)
        }
        if let entry = stringsDictionaries[table]?[language]?.entry(forKey: key) {
            return entry.content.resolve(language: language).map {
                LocalizedString(value: $0, language: language, location: entry.location)
            }
        }
        guard let catalog = catalogs[table], let entry = catalog.entry(forKey: key),
            let value = catalog.content(forKey: key, language: language)?.resolve(language: language)
        else { return nil }
        let localized = entry.localizations[language]
        return LocalizedString(
            value: value, language: language,
            location: localized?.stringUnit?.location ?? localized?.location ?? entry.location)
    }

    package func entries(inTable table: String, language: String) -> [LocalizedStringEntry] {
        let language = Self.canonicalLanguage(language)
        var result: [LocalizedStringEntry] = []
        var seen = Set<String>()
        for entry in stringsTables[table]?[language]?.entries ?? [] {
            seen.insert(entry.key)
            result.append(
                LocalizedStringEntry(
                    key: entry.key, value: entry.value, language: language, table: table, location: entry.location))
        }
        for entry in stringsDictionaries[table]?[language]?.entries ?? [] where seen.insert(entry.key).inserted {
            result.append(
                LocalizedStringEntry(
                    key: entry.key, value: entry.content.resolve(language: language), language: language,
                    table: table, location: entry.location))
        }
        guard let catalog = catalogs[table] else { return result }
        for entry in catalog.entries where !seen.contains(entry.key) {
            guard let content = catalog.content(forKey: entry.key, language: language) else { continue }
            let localized = entry.localizations[language]
            result.append(
                LocalizedStringEntry(
                    key: entry.key, value: content.resolve(language: language), language: language, table: table,
                    location: localized?.stringUnit?.location ?? localized?.location ?? entry.location,
                    state: localized?.state,
                    comment: entry.comment))
        }
        return result
    }
}

extension LocalizedContent {
    /// A file's bytes, its size checked first; ``LocalizationError/fileRead(_:)`` when it cannot
    /// be read (one file given by URL; content folders are read by `ContentLoader`).
    static func readData(at url: URL, limits: ReadingLimits) throws(LocalizationError) -> Data {
        do throws(FileReadError) {
            return try FileBytes.read(url, limits: limits)
        } catch {
            throw .fileRead(error)
        }
    }
}

extension StringsTable.Entry: LocalizedContent.KeyedEntry {}

extension StringsDictionary.Entry: LocalizedContent.KeyedEntry {}
