import Foundation

/// The loaded tables behind every source: `.strings` tables by table and language, String
/// Catalogs by table, and the resolver that picks among them. Shared by the folder, bundle
/// and in-memory sources so they resolve identically.
package struct LocalizedContent: Sendable {
    /// One language's `.strings` table: entries in order plus an index.
    package struct Table: Sendable {
        package var entries: [StringsTable.Entry] = []
        var indexByKey: [String: Int] = [:]

        package init(entries: [StringsTable.Entry] = []) {
            for entry in entries { add(entry) }
        }

        /// Adds an entry; a repeated key keeps its first place and takes the new value.
        package mutating func add(_ entry: StringsTable.Entry) {
            if let index = indexByKey[entry.key] {
                entries[index] = entry
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }

        func entry(forKey key: String) -> StringsTable.Entry? {
            indexByKey[key].map { entries[$0] }
        }
    }

    /// One language's `.stringsdict` table: entries in order plus an index.
    package struct VariantTable: Sendable {
        package var entries: [StringsDictionary.Entry] = []
        var indexByKey: [String: Int] = [:]

        package mutating func add(_ entry: StringsDictionary.Entry) {
            if let index = indexByKey[entry.key] {
                entries[index] = entry
            } else {
                indexByKey[entry.key] = entries.count
                entries.append(entry)
            }
        }

        func entry(forKey key: String) -> StringsDictionary.Entry? {
            indexByKey[key].map { entries[$0] }
        }
    }

    /// table → language (canonical) → entries.
    package var stringsTables: [String: [String: Table]] = [:] {
        didSet { candidatesByTable = [:] }
    }
    /// table → language (canonical) → `.stringsdict` entries by key.
    package var stringsDictionaries: [String: [String: VariantTable]] = [:] {
        didSet { candidatesByTable = [:] }
    }
    /// table → catalog.
    package var catalogs: [String: StringCatalog] = [:] {
        didSet { candidatesByTable = [:] }
    }
    /// How languages are picked; setting it drops the cached candidate lists.
    package var resolver: LanguageResolver {
        didSet { candidatesByTable = [:] }
    }
    /// table → the languages to try, best first; filled by `prepare()`.
    private var candidatesByTable: [String: [String]] = [:]

    package init(resolver: LanguageResolver) {
        self.resolver = resolver
    }

    /// Computes every table's candidate languages once, so lookups do no language matching.
    package mutating func prepare() {
        var candidates: [String: [String]] = [:]
        for table in tables {
            candidates[table] = resolver.candidates(available: languages(ofTable: table))
        }
        candidatesByTable = candidates
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
    /// Loads a folder laid out like an app's resources: every `<lang>.lproj/<Table>.strings`
    /// and every top-level `<Table>.xcstrings`.
    package static func load(folder url: URL, resolver: LanguageResolver) throws(LocalizationError) -> LocalizedContent
    {
        var content = LocalizedContent(resolver: resolver)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notAFolder(path: url.path)
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        for name in names {
            let item = url.appendingPathComponent(name)
            if name.hasSuffix(".lproj") {
                let language = canonicalLanguage(String(name.dropLast(".lproj".count)))
                let files: [String]
                do {
                    files = try manager.contentsOfDirectory(atPath: item.path).sorted()
                } catch {
                    throw .unreadableFile(path: item.path, reason: error.localizedDescription)
                }
                for file in files where file.hasSuffix(".strings") {
                    let table = String(file.dropLast(".strings".count))
                    let path = item.appendingPathComponent(file)
                    let parsed = try readStrings(at: path)
                    var existing = content.stringsTables[table, default: [:]][language] ?? Table()
                    for entry in parsed.entries { existing.add(entry) }
                    content.stringsTables[table, default: [:]][language] = existing
                }
                for file in files where file.hasSuffix(".stringsdict") {
                    let table = String(file.dropLast(".stringsdict".count))
                    let path = item.appendingPathComponent(file)
                    let parsed = try readStringsDictionary(at: path)
                    var existing = content.stringsDictionaries[table, default: [:]][language] ?? VariantTable()
                    for entry in parsed.entries { existing.add(entry) }
                    content.stringsDictionaries[table, default: [:]][language] = existing
                }
            } else if name.hasSuffix(".xcstrings") {
                let table = String(name.dropLast(".xcstrings".count))
                content.catalogs[table] = try StringCatalog(contentsOf: item)
            }
        }
        content.prepare()
        return content
    }

    static func readStringsDictionary(at url: URL) throws(LocalizationError) -> StringsDictionary {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        return try StringsDictionary(data: data, file: url.path)
    }

    static func readStrings(at url: URL) throws(LocalizationError) -> StringsTable {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try StringsFileReader.read(data, file: url.path)
        } catch {
            throw .strings(error)
        }
    }
}
