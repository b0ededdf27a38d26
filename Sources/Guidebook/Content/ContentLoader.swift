import Foundation

/// Reads a ``ContentSource``: the one loader behind ``GuidebookContent``, ``HelpBook/load(from:preferredLanguages:developmentLanguage:limits:)``
/// and the folder and bundle string sources.
///
/// Nothing stops at a broken file: each file that cannot be read or parsed becomes a
/// diagnostic (and, for the string sources, which throw, a typed error), and the next file is
/// read. Names are visited sorted, so the first error is the same on every machine.
package struct ContentLoader {
    let source: ContentSource
    /// How much of each file the readers accept (``GuidebookContent/limits``).
    let limits: ReadingLimits
    /// Everything found so far, in reading order.
    var diagnostics: [Diagnostic] = []
    /// The string tables' errors as the string sources throw them, in reading order.
    var stringErrors: [LocalizationError] = []

    /// - Parameters:
    ///   - source: Where the files are.
    ///   - limits: The loader's limits, passed on to every reader (no default: a loader that
    ///     forgot the app's limits would read past them).
    init(_ source: ContentSource, limits: ReadingLimits) {
        self.source = source
        self.limits = limits
    }

    /// The names at the root; a missing or unreadable root is an error (and no names).
    mutating func rootNames() -> [String] {
        switch source.listing("") {
        case .names(let names):
            return names
        case .notAFolder:
            let error = LocalizationError.notAFolder(path: source.path(""))
            stringErrors.append(error)
            diagnostics.append(error.diagnostic)
            return []
        case .unreadable(let error):
            record(error)
            return []
        }
    }

    /// The names in one `<lang>.lproj` folder; an unreadable folder is an error (and no names).
    mutating func names(inFolder folder: String) -> [String] {
        switch source.listing(folder) {
        case .names(let names): return names
        case .notAFolder: return []
        case .unreadable(let error):
            record(error)
            return []
        }
    }

    private mutating func record(_ failure: FileReadError) {
        let error = LocalizationError.fileRead(failure)
        stringErrors.append(error)
        diagnostics.append(error.diagnostic)
    }

    /// The finding of an error met reading `relative`, placed at the file when the error has no position.
    func diagnostic(of error: some DiagnosticError, reading relative: String) -> Diagnostic {
        var diagnostic = error.diagnostic
        if diagnostic.location == nil {
            diagnostic.location = SourceLocation(file: source.path(relative), line: 0, column: 0)
        }
        return diagnostic
    }

    /// A file's bytes, or the finding of why they cannot be read (`FileReadError`: missing,
    /// not a file, larger than `ReadingLimits.maximumFileSize`, not permitted).
    ///
    /// A string table's failure is recorded here, in ``diagnostics`` and in ``stringErrors`` as
    /// the string sources throw it. A file that is no string table passes `recorded: false`:
    /// nothing is recorded, and its reader reports the finding as an error of its own kind (the
    /// rules file's is a rules finding, ``rulesFile()``).
    ///
    /// - Parameter bytes: The file's bytes when they were taken already (mapped at opening).
    mutating func data(_ relative: String, recorded: Bool = true, bytes: Result<Data, FileReadError>? = nil)
        -> FileRead
    {
        switch bytes ?? source.data(relative, limits: limits) {
        case .success(let data):
            return .read(data)
        case .failure(let failure):
            if recorded { record(failure) }
            return .failed(failure.diagnostic)
        }
    }

    /// A file's bytes, or the finding of why they could not be read.
    enum FileRead {
        case read(Data)
        case failed(Diagnostic)
    }

    // MARK: Strings

    /// Every `<lang>.lproj` folder's string table files, listed but not read (mapped for a
    /// source whose folders may move, ``bytesAtOpening(_:)``), and the String Catalogs, read:
    /// the tables ``GuidebookContent`` reads a folder of when a lookup first needs it.
    mutating func findStrings(rootNames names: [String]) -> (tables: ContentStringTables, folderLanguages: [String]) {
        var folders: [ContentStringTables.Folder] = []
        var catalogs: [String: StringCatalog] = [:]
        var folderLanguages: [String] = []
        for name in names {
            if name.hasSuffix(".lproj") {
                let language = LocalizedContent.canonicalLanguage(String(name.dropLast(".lproj".count)))
                folderLanguages.append(language)
                let names = self.names(inFolder: name)
                var files: [ContentStringTables.File] = []
                for (suffix, isDictionary) in [(".strings", false), (".stringsdict", true)] {
                    for file in names where file.hasSuffix(suffix) {
                        let relative = "\(name)/\(file)"
                        files.append(
                            ContentStringTables.File(
                                relativePath: relative, table: String(file.dropLast(suffix.count)),
                                isDictionary: isDictionary, bytes: bytesAtOpening(relative)))
                    }
                }
                guard !files.isEmpty else { continue }
                folders.append(
                    ContentStringTables.Folder(
                        language: language, files: files, diagnosticsIndex: diagnostics.count,
                        errorsIndex: stringErrors.count))
            } else if name.hasSuffix(".xcstrings"), let catalog = readCatalog(name) {
                catalogs[String(name.dropLast(".xcstrings".count))] = catalog
                diagnostics += Self.stateDiagnostics(catalog)
            }
        }
        let tables = ContentStringTables(
            source: source, limits: limits, folders: folders, catalogs: catalogs, diagnostics: diagnostics,
            errors: stringErrors)
        return (tables, folderLanguages)
    }

    /// Reads one `.strings` file (`bytes` when they were taken already); its failure is recorded.
    mutating func readStrings(_ relative: String, bytes: Result<Data, FileReadError>? = nil) -> StringsTable? {
        guard case .read(let data) = data(relative, bytes: bytes) else { return nil }
        do {
            let table = try StringsFileReader.read(data, file: source.path(relative), limits: limits)
            for duplicate in table.duplicates {
                let first = duplicate.first.map { " (first at line \($0.line))" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        .warning, "\"\(duplicate.key)\" is written twice in this table\(first); the second value wins.",
                        at: duplicate.repeated, fix: "Keep one of the two entries.", code: .duplicateKey))
            }
            return table
        } catch {
            stringErrors.append(.strings(error))
            diagnostics.append(diagnostic(of: error, reading: relative))
            return nil
        }
    }

    /// Reads one `.stringsdict` file (`bytes` when they were taken already); its failure is recorded.
    mutating func readStringsDictionary(_ relative: String, bytes: Result<Data, FileReadError>? = nil)
        -> StringsDictionary?
    {
        guard case .read(let data) = data(relative, bytes: bytes) else { return nil }
        do {
            return try StringsDictionary(data: data, file: source.path(relative), limits: limits)
        } catch {
            stringErrors.append(error)
            diagnostics.append(diagnostic(of: error, reading: relative))
            return nil
        }
    }

    private mutating func readCatalog(_ relative: String) -> StringCatalog? {
        guard case .read(let data) = data(relative) else { return nil }
        do {
            return try StringCatalog(data: data, file: source.path(relative), limits: limits)
        } catch {
            stringErrors.append(.catalog(error))
            diagnostics.append(diagnostic(of: error, reading: relative))
            return nil
        }
    }

    /// Translations a String Catalog marks `new`, `needs_review` or `stale`: a warning each.
    static func stateDiagnostics(_ catalog: StringCatalog) -> [Diagnostic] {
        let flagged: [StringCatalog.State: String] = [
            .new: "is not translated yet (state new)", .needsReview: "needs review (state needs_review)",
            .stale: "is stale: the key is no longer in the code (state stale)",
        ]
        var diagnostics: [Diagnostic] = []
        for entry in catalog.entries {
            for language in entry.localizations.keys.sorted() {
                guard let content = entry.localizations[language] else { continue }
                for unit in content.allStringUnits {
                    guard let what = flagged[unit.state] else { continue }
                    diagnostics.append(
                        Diagnostic(
                            .warning, "\"\(entry.key)\" in \(language) \(what).",
                            at: unit.location ?? content.location ?? entry.location,
                            fix: unit.state == .stale
                                ? "Remove the entry, or use the key again."
                                : "Translate or review it, then mark it translated in Xcode.",
                            code: .catalogState))
                }
            }
        }
        return diagnostics
    }

    // MARK: Help books

    /// The help file in a folder of the source (`""` for the root): the first of
    /// ``HelpBook/helpFileNames`` that is a file.
    func helpFile(inFolder folder: String) -> String? {
        let prefix = folder.isEmpty ? "" : folder + "/"
        return HelpBook.helpFileNames.map { prefix + $0 }.first(where: source.isFile)
    }

    /// Reads one help file. The book's `language` is the file's own, else the `.lproj`
    /// folder's (never `Base`).
    ///
    /// - Parameter bytes: The file's bytes when they were taken already (``bytesAtOpening(_:)``).
    func readHelpFile(
        _ relative: String, language: String?, bytes: Result<Data, FileReadError>? = nil
    ) -> Result<HelpBookDocument, HelpBookError> {
        let path = source.path(relative)
        let data: Data
        switch bytes ?? source.data(relative, limits: limits) {
        case .success(let read): data = read
        case .failure(let failure): return .failure(.fileRead(failure))
        }
        do {
            var document = try HelpBookDocument(data: data, file: path, limits: limits)
            if document.book.language == nil, let language, language != "Base" { document.book.language = language }
            return .success(document)
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of a file read after opening (a help file, a string table), taken at opening
    /// for a source whose folder may be renamed or removed while the content is in use: a cached
    /// download (the cache renames a staged set and removes the one it replaces) and a bundle
    /// are mapped, so a file read later is the one the set was opened with. `nil` for a folder,
    /// read when the file is first needed, and for memory, which holds its bytes.
    func bytesAtOpening(_ relative: String) -> Result<Data, FileReadError>? {
        guard source.kind == .download || source.kind == .bundle else { return nil }
        return source.data(relative, limits: limits, mapped: true)
    }

    // MARK: Rules

    /// The file names the tutorial rules are read from, in order of preference.
    package static let rulesFileNames = ["Tutorials.json", "Tutorials.plist"]

    /// The rules file at the root, as read; `nil` when there is none. A file that cannot be read
    /// (larger than `ReadingLimits.maximumFileSize`, unreadable) is a rules finding
    /// (``GuidebookContent/rulesFindings``), never a string table's error.
    mutating func rulesFile() -> Result<ContentFile, TutorialRulesError>? {
        guard let relative = Self.rulesFileNames.first(where: source.isFile) else { return nil }
        switch data(relative, recorded: false) {
        case .read(let data):
            return .success(
                ContentFile(relativePath: relative, path: source.path(relative), data: data, limits: limits))
        case .failed(let finding):
            return .failure(TutorialRulesError([finding]))
        }
    }
}

extension LocalizedContent {
    /// The string tables of `source` for the string sources, which throw: the first error, in
    /// reading order, when a table cannot be loaded.
    static func load(_ source: ContentSource, resolver: LanguageResolver, limits: ReadingLimits)
        throws(LocalizationError) -> LocalizedContent
    {
        var loader = ContentLoader(source, limits: limits)
        let (tables, _) = loader.findStrings(rootNames: loader.rootNames())
        var content = tables.everything
        if let first = tables.errors.first { throw first }
        content.resolver = resolver
        content.prepare()
        return content
    }
}
