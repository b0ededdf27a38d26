import Foundation
@_spi(Locking) import GuidebookParsing

/// The string tables of one ``GuidebookContent``, each `.lproj` folder read when a lookup
/// first needs its language.
///
/// Opening content lists each `<lang>.lproj` folder's `.strings` and `.stringsdict` files
/// without reading them (a cached download's and a bundle's are mapped then, as its help files
/// are, because the cache renames and removes folders); String Catalogs are read at opening,
/// since one file holds every language. A folder is parsed once, under the lock, whichever
/// thread asks first; its findings then join the content's diagnostics at the folder's place
/// in reading order, so a set read whole reports what eager reading did.
final class ContentStringTables: Sendable {
    /// One `.strings` or `.stringsdict` file of a folder, not read yet.
    struct File: Sendable {
        /// Its path relative to the content's root.
        var relativePath: String
        /// The table it belongs to: its name without the extension.
        var table: String
        /// A `.stringsdict` file rather than a `.strings` one.
        var isDictionary: Bool
        /// Its bytes as mapped at opening; `nil` when it is read on first need.
        var bytes: Result<Data, FileReadError>?
    }

    /// One `.lproj` folder: its language, its files (`.strings` first, then `.stringsdict`, as
    /// they are read), and where its findings stand among what opening found.
    struct Folder: Sendable {
        /// The folder's language, canonical (`Base` too).
        var language: String
        var files: [File]
        /// How many of the opening's diagnostics and string errors come before this folder's.
        var diagnosticsIndex: Int
        var errorsIndex: Int
    }

    /// A folder as read: its tables, and the findings of reading them.
    private struct Read: Sendable {
        var strings: [String: LocalizedContent.Table<StringsTable.Entry>] = [:]
        var dictionaries: [String: LocalizedContent.Table<StringsDictionary.Entry>] = [:]
        var diagnostics: [Diagnostic] = []
        var errors: [LocalizationError] = []
    }

    private let source: ContentSource
    private let limits: ReadingLimits
    /// The folders, in the root's order.
    private let folders: [Folder]
    /// The String Catalogs by table, read at opening.
    let catalogs: [String: StringCatalog]
    /// What opening found (unreadable folders, catalogs and their states), with the folders'
    /// findings to be inserted at their indexes.
    private let openingDiagnostics: [Diagnostic]
    private let openingErrors: [LocalizationError]
    /// table → the languages with a file of it, canonical: a table's languages known from
    /// names alone, to pick what a lookup needs before anything is read.
    private let fileLanguagesByTable: [String: Set<String>]
    /// The folders read so far, by index into ``folders``, and the content of every folder
    /// once it has been built.
    private let state = Locked(State())

    private struct State: Sendable {
        var read: [Int: Read] = [:]
        var everything: LocalizedContent?
    }

    init(
        source: ContentSource, limits: ReadingLimits, folders: [Folder], catalogs: [String: StringCatalog],
        diagnostics: [Diagnostic], errors: [LocalizationError]
    ) {
        self.source = source
        self.limits = limits
        self.folders = folders
        self.catalogs = catalogs
        openingDiagnostics = diagnostics
        openingErrors = errors
        var byTable: [String: Set<String>] = [:]
        for folder in folders {
            for file in folder.files { byTable[file.table, default: []].insert(folder.language) }
        }
        fileLanguagesByTable = byTable
    }

    /// How many folders have been read: 0 until a lookup needs one.
    var foldersRead: Int { state.withLock { $0.read.count } }

    /// Every finding so far, in reading order: the opening's, with each folder read so far at its place.
    var diagnostics: [Diagnostic] {
        merged(openingDiagnostics, index: \.diagnosticsIndex, found: \.diagnostics)
    }

    /// Every string table error so far, in reading order, as the string sources throw them.
    var errors: [LocalizationError] {
        merged(openingErrors, index: \.errorsIndex, found: \.errors)
    }

    private func merged<Item>(_ opening: [Item], index: KeyPath<Folder, Int>, found: KeyPath<Read, [Item]>) -> [Item] {
        let read = state.withLock { $0.read }
        guard !read.isEmpty else { return opening }
        var result: [Item] = []
        var next = 0
        for (position, folder) in folders.enumerated() {
            guard let items = read[position]?[keyPath: found], !items.isEmpty else { continue }
            result += opening[next..<folder[keyPath: index]]
            next = folder[keyPath: index]
            result += items
        }
        return result + opening[next...]
    }

    /// Every table in every language: every folder read (once), as eager opening read them.
    var everything: LocalizedContent {
        if let built = state.withLock({ $0.everything }) { return built }
        let content = self.content(folders: Array(folders.indices))
        state.withLock { $0.everything = content }
        return content
    }

    /// The tables `resolver` can pick from, resolved: only the folders of the languages it
    /// tries for some table are read. A table's candidates among the languages with a file of
    /// it are the ones it would pick among every language, so every lookup through the result
    /// answers as it would with every folder read. Keys are not resolved ahead (a launch makes a
    /// few lookups, each a walk of one or two languages): only each table's candidates are.
    ///
    /// - Parameter languages: ``neededLanguages(_:)`` of `resolver`, when known already.
    func resolved(_ resolver: LanguageResolver, languages: Set<String>? = nil) -> LocalizedContent {
        var content = self.content(languages: languages ?? neededLanguages(resolver))
        content.resolver = resolver
        content.prepare(resolvingKeys: false)
        return content
    }

    /// The languages whose folders a lookup through `resolver` may read.
    func neededLanguages(_ resolver: LanguageResolver) -> Set<String> {
        var needed = Set<String>()
        for (table, languages) in fileLanguagesByTable {
            var available = languages
            if let catalog = catalogs[table] { available.formUnion(catalog.languages) }
            needed.formUnion(resolver.candidates(available: available.sorted()))
        }
        return needed
    }

    /// The catalogs and the tables of `languages` (each folder read once).
    func content(languages: Set<String>) -> LocalizedContent {
        content(folders: folders.indices.filter { languages.contains(folders[$0].language) })
    }

    /// The catalogs and the tables of the folders at `indexes`, each read unless it was.
    private func content(folders indexes: [Int]) -> LocalizedContent {
        var content = LocalizedContent(resolver: LanguageResolver(preferredLanguages: [], developmentLanguage: "en"))
        content.catalogs = catalogs
        var strings: [String: [String: LocalizedContent.Table<StringsTable.Entry>]] = [:]
        var dictionaries: [String: [String: LocalizedContent.Table<StringsDictionary.Entry>]] = [:]
        for index in indexes {
            let language = folders[index].language
            let read = self.read(index)
            for (table, entries) in read.strings { strings[table, default: [:]].merge(language, entries) }
            for (table, entries) in read.dictionaries { dictionaries[table, default: [:]].merge(language, entries) }
        }
        content.stringsTables = strings
        content.stringsDictionaries = dictionaries
        return content
    }

    /// The folder at `index`, read under the lock unless it was, so concurrent first asks read once.
    private func read(_ index: Int) -> Read {
        state.withLock { state in
            if let read = state.read[index] { return read }
            let folder = folders[index]
            var loader = ContentLoader(source, limits: limits)
            var read = Read()
            for file in folder.files {
                if file.isDictionary {
                    guard let dictionary = loader.readStringsDictionary(file.relativePath, bytes: file.bytes) else {
                        continue
                    }
                    read.dictionaries[file.table, default: .init()].add(contentsOf: dictionary.entries)
                } else {
                    guard let table = loader.readStrings(file.relativePath, bytes: file.bytes) else { continue }
                    if read.strings[file.table] == nil {
                        // The reader's own index, not built again.
                        read.strings[file.table] = .init(entries: table.entries, indexByKey: table.positionsByKey)
                    } else {
                        read.strings[file.table]?.add(contentsOf: table.entries)
                    }
                }
            }
            read.diagnostics = loader.diagnostics
            read.errors = loader.stringErrors
            state.read[index] = read
            return read
        }
    }
}

extension Dictionary {
    /// Sets `table` for `language`, or adds its entries after the ones a folder of the same
    /// language read before (`zh_TW.lproj` and `zh-TW.lproj`).
    fileprivate mutating func merge<Entry>(_ language: String, _ table: LocalizedContent.Table<Entry>)
    where Key == String, Value == LocalizedContent.Table<Entry> {
        if self[language] == nil {
            self[language] = table
        } else {
            self[language]?.add(contentsOf: table.entries)
        }
    }
}
