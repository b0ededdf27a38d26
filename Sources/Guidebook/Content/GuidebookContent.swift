import Foundation

/// One loaded set of Guidebook content: its languages, tutorial copy and String Catalogs, a
/// help book per language, the tutorial rules file, and every problem found while reading it.
///
/// The one way content is loaded, whatever it comes from (a folder in the app, a bundle, a
/// cached download, memory; see ``ContentSource``). The engine's copy, the help screens and
/// every `guidebook` command read through it, so a tool shows what an app shows.
///
/// Loading never throws and never stops at a broken file: a `.strings` file with a syntax
/// error in one language becomes a `Diagnostic` with its position, and every other language
/// still loads. Ask ``hasErrors`` before trusting a download.
///
/// Opening costs what the first card needs: the string tables and the rules are read, and each
/// help file is only found. A help book is parsed the first time it is asked for, once per
/// language whatever the threads (``prepareHelpBook(preferredLanguages:)`` parses it off the
/// caller's thread), and its findings then join ``diagnostics``. ``validateEverything()``
/// parses every book, for a tool or an updater that judges the whole set.
///
/// ```swift
/// let content = GuidebookContent(source: .folder(contentURL))
/// content.languages                 // ["en", "ar", "de"]: the development language first
/// for finding in content.validateEverything() { print(finding) }
/// let copy = content.tutorialCopy(preferredLanguages: ["de-AT"])
/// let book = content.helpBook(preferredLanguages: ["de-AT"])?.book
/// ```
///
/// Layout read (the same as an app's resources): `<lang>.lproj/<Table>.strings` and
/// `.stringsdict`, top-level `<Table>.xcstrings`, a help file per `<lang>.lproj` and at the
/// top (``HelpBook/helpFileNames``, in that order of preference), and `Tutorials.json` or
/// `Tutorials.plist` at the top for the tutorial rules.
public struct GuidebookContent: Sendable {
    /// Where the content was read from.
    public let source: ContentSource
    /// The language the content is written in: tried last when resolving, first in ``languages``.
    public let developmentLanguage: String
    /// Every language the content has (`.lproj` folders and String Catalog languages, not
    /// `Base`), the development language first, then by name.
    public let languages: [String]
    /// Everything found so far, in reading order: unreadable and malformed files (errors),
    /// repeated keys, catalog review states, then the findings of each help book parsed so far
    /// (its reading error, or its warnings and checks), in folder order.
    ///
    /// A help book is parsed when it is first asked for, so its findings join this list then.
    /// Call ``validateEverything()`` to parse every book first, as a tool or an updater does
    /// before judging a whole set.
    public var diagnostics: [Diagnostic] {
        rootDiagnostics + stringTables.diagnostics + rulesFindings + rulesWarnings
            + helpOrder.flatMap { helpFiles[$0]?.findings ?? [] }
    }
    /// What opening found before the string tables: an unreadable root.
    private let rootDiagnostics: [Diagnostic]
    /// The tutorial rules file (`Tutorials.json`, else `Tutorials.plist`) as read, when there is one.
    ///
    /// Read into ``tutorialRules``; a refused file's findings are in ``diagnostics``. `nil` also
    /// when the file could not be read (larger than `ReadingLimits.maximumFileSize`,
    /// unreadable): that finding is the rules file's, like a syntax error in it.
    public let rulesFile: ContentFile?
    /// The writers' rules from ``rulesFile``: what `Tutorials(content:store:presenter:)` gives
    /// the engine.
    ///
    /// The defaults (every card once) when the content has no rules file, and also when the file
    /// is refused. A refused file is never applied in part: its findings (file:line:column, a
    /// did-you-mean) are errors in ``diagnostics``, so ``hasErrors`` is `true`,
    /// ``ContentStore/replace(with:)`` refuses the set, and a download with such a file is not used.
    /// A file of a newer rules format (`"format": 2` in an app that reads
    /// ``TutorialRules/supportedFormat`` 1) is applied without the keys and values this release
    /// does not know, each a warning in ``diagnostics`` (`rules-newer-key`, `rules-newer-value`).
    ///
    /// ```swift
    /// let content = GuidebookContent(source: .bundle(.main))
    /// content.tutorialRules["Export"].maxDisplayCount  // 3, from Tutorials.json
    /// ```
    public let tutorialRules: TutorialRules
    /// The refused rules file's findings (also in ``diagnostics``); empty when it was read or absent.
    package let rulesFindings: [Diagnostic]
    /// The rules file's keys and values of a newer format than this release reads
    /// (``TutorialRules/supportedFormat``), ignored: warnings in ``diagnostics``, and first in an
    /// engine's. The file is applied without them.
    package let rulesWarnings: [Diagnostic]
    /// How much of each file was read before it was refused (see `ReadingLimits`): a file
    /// past a limit is an error in ``diagnostics`` and loads nothing.
    public let limits: ReadingLimits

    /// Every string table in every language (each `.lproj` folder read, once, on first use).
    /// A lookup reads only its languages' folders, through ``resolved(_:)``.
    var strings: LocalizedContent { stringTables.everything }
    /// The string tables, each `.lproj` folder read when a lookup first needs its language.
    let stringTables: ContentStringTables
    /// The string tables' errors as the string sources throw them, in reading order, every
    /// folder read first. `package`: the CLI's demo stops at the first, as
    /// ``TutorialCopy/stringsTable(_:in:preferredLanguages:developmentLanguage:)`` would in an
    /// app; apps read ``diagnostics``.
    package var stringErrors: [LocalizationError] {
        _ = stringTables.everything
        return rootErrors + stringTables.errors
    }
    /// The string errors opening found before the string tables: an unreadable root.
    private let rootErrors: [LocalizationError]
    /// Every help file, by `.lproj` language (as the folder is named); `nil` for the top-level
    /// one. Each is parsed when first asked for (see ``HelpFile``).
    package let helpFiles: [String?: HelpFile]
    /// The keys of ``helpFiles`` in folder order, the top-level file last: the order of their findings.
    package let helpOrder: [String?]
    /// The top-level help book's own `language`, which counts as a language of the content.
    let topLevelHelpLanguage: String?

    /// Whether any finding so far is an error: a file that could not be read or parsed.
    ///
    /// Content with errors still serves what did load; an updater should keep its previous
    /// content instead (``ContentStore/replace(with:)`` refuses it). Like ``diagnostics``, this
    /// counts the help books parsed so far: call ``validateEverything()`` first to judge them all.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings so far that are errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Parses every help book not parsed yet and returns every finding of the content: what
    /// ``diagnostics`` holds once nothing is left to read.
    ///
    /// Opening reads only what cards need, so an app pays for a help book when it shows it.
    /// A tool, a test or an updater that judges a whole set calls this first
    /// (``ContentStore/replace(with:)`` does); afterwards ``hasErrors`` covers every file.
    ///
    /// ```swift
    /// let candidate = GuidebookContent(source: .download(stagingFolder))
    /// let findings = candidate.validateEverything()
    /// guard !candidate.hasErrors else { return report(findings) }
    /// ```
    ///
    /// - Returns: Every finding, in the order of ``diagnostics``.
    /// - Complexity: O(n) in the size of the help books not parsed yet.
    @discardableResult
    public func validateEverything() -> [Diagnostic] {
        _ = stringTables.everything
        for key in helpOrder { _ = helpFiles[key]?.result }
        return diagnostics
    }

    /// Opens the content in `source`: reads its String Catalogs and rules, and finds its
    /// `.lproj` string tables and help files without parsing them (a folder's tables are read
    /// when a lookup first needs its language, a help book when it is first asked for). A cached download's
    /// and a bundle's help files are mapped now, so a book parsed later is the one the set was
    /// opened with even when the cache has since renamed or removed the set's folder.
    ///
    /// ```swift
    /// let content = GuidebookContent(source: .bundle(.main))
    /// content.tutorialCopy(preferredLanguages: ["de"])  // ready; no help book parsed yet
    /// ```
    ///
    /// - Parameters:
    ///   - source: Where the content is.
    ///   - developmentLanguage: The language it is written in; by default the source's own
    ///     (a bundle's development region), else a String Catalog's source language, else `en`
    ///     when the content has it, else its first language.
    ///   - limits: How much of each file is read: a larger file is not read at all, and a
    ///     string, item count or nesting past its limit stops that file with an error. The
    ///     defaults suit any help a person writes; lower them for content from a server.
    /// - Complexity: O(n) in the size of the String Catalogs and the rules file; `.lproj` string
    ///   tables are only listed (a folder is read when a lookup first needs its language), and a
    ///   top-level help file (whose `language` names a language of the content) is read too.
    public init(source: ContentSource, developmentLanguage: String? = nil, limits: ReadingLimits = .default) {
        var loader = ContentLoader(source, limits: limits)
        let names = loader.rootNames()
        let rootDiagnostics = loader.diagnostics
        let rootErrors = loader.stringErrors
        loader.diagnostics = []
        loader.stringErrors = []
        let (stringTables, folderLanguages) = loader.findStrings(rootNames: names)
        let rulesFile = loader.rulesFile()

        let (helpPaths, helpOrder) = Self.findHelpFiles(rootNames: names, loader: loader)
        let helpBytes = helpPaths.mapValues(loader.bytesAtOpening)
        // The top-level book is read now: its own `language` is a language of the content.
        let topLevelRead = helpPaths[nil].map { loader.readHelpFile($0, language: nil, bytes: helpBytes[nil] ?? nil) }
        var languages = Set(folderLanguages)
        for catalog in stringTables.catalogs.values { languages.formUnion(catalog.languages) }
        // A help book is content in its language too: its `.lproj` folder's, or a top-level
        // book's own `language` (a folder whose only book is HelpBook.json has that language).
        languages.formUnion(helpOrder.compactMap { $0 })
        let topLevelHelpLanguage = topLevelRead.flatMap(Self.ownLanguage(of:))
        if let topLevelHelpLanguage { languages.insert(topLevelHelpLanguage) }
        languages.remove("Base")
        let development =
            developmentLanguage ?? source.developmentRegion
            ?? (stringTables.catalogs["Tutorial"] ?? stringTables.catalogs.values.sorted { $0.file < $1.file }.first)?
            .sourceLanguage
            ?? (languages.contains("en") || languages.isEmpty ? "en" : languages.sorted()[0])
        self.source = source
        self.developmentLanguage = LocalizedContent.canonicalLanguage(development)
        self.languages = Self.developmentFirst(languages.sorted(), development: self.developmentLanguage)
        self.stringTables = stringTables
        self.rootDiagnostics = rootDiagnostics
        self.rootErrors = rootErrors
        self.helpFiles = Self.helpFiles(
            at: helpPaths, bytes: helpBytes, order: helpOrder, topLevelRead: topLevelRead, source: source,
            limits: limits,
            developmentLanguage: self.developmentLanguage)
        self.helpOrder = helpOrder
        self.topLevelHelpLanguage = topLevelHelpLanguage
        self.rulesFile = try? rulesFile?.get()
        self.limits = limits
        do {
            let read = try rulesFile.map { file throws(TutorialRulesError) in
                let file = try file.get()
                return try TutorialRules.readLocating(
                    file.data, file: file.path, isJSON: file.relativePath.lowercased().hasSuffix(".json"),
                    limits: file.limits)
            }
            tutorialRules = read?.rules ?? TutorialRules()
            rulesWarnings = read?.warnings ?? []
            rulesFindings = []
        } catch {
            tutorialRules = TutorialRules()
            rulesWarnings = []
            rulesFindings = error.diagnostics
        }
    }

    /// Every help file's path (each `<lang>.lproj` one and the top-level one), without reading
    /// them, and their keys in folder order.
    private static func findHelpFiles(
        rootNames names: [String], loader: ContentLoader
    ) -> ([String?: String], [String?]) {
        var files: [String?: String] = [:]
        var order: [String?] = []
        for name in names where name.hasSuffix(".lproj") {
            let language = String(name.dropLast(".lproj".count))
            guard let relative = loader.helpFile(inFolder: name) else { continue }
            files[language] = relative
            order.append(language)
        }
        if let relative = loader.helpFile(inFolder: "") {
            files[nil] = relative
            order.append(nil)
        }
        return (files, order)
    }

    /// The language a top-level help file's book names for itself (`"language"` in HelpBook.json),
    /// in the spelling the content's languages use; `nil` when it names none or cannot be read.
    private static func ownLanguage(of read: Result<HelpBookDocument, HelpBookError>) -> String? {
        guard case .success(let document) = read, let language = document.book.language,
            LanguageTag(language) != nil
        else { return nil }
        return LocalizedContent.canonicalLanguage(language)
    }

    /// The help files, none parsed: each translation points at the development language's
    /// file, whose ids it takes when it is parsed (one deep link in every language).
    private static func helpFiles(
        at paths: [String?: String], bytes: [String?: Result<Data, FileReadError>?], order: [String?],
        topLevelRead: Result<HelpBookDocument, HelpBookError>?, source: ContentSource, limits: ReadingLimits,
        developmentLanguage: String
    ) -> [String?: HelpFile] {
        let referenceKey = helpLanguage(
            available: order.compactMap { $0 }, hasTopLevel: paths[nil] != nil,
            preferredLanguages: [developmentLanguage], developmentLanguage: developmentLanguage)
        func file(_ key: String?, reference: HelpFile?) -> HelpFile? {
            paths[key].map {
                HelpFile(
                    relativePath: $0, language: key, reference: reference, source: source, limits: limits,
                    bytes: bytes[key] ?? nil, read: key == nil ? topLevelRead : nil)
            }
        }
        let reference = referenceKey.flatMap { file($0, reference: nil) }
        var files: [String?: HelpFile] = [:]
        for key in order {
            files[key] = referenceKey == .some(key) ? reference : file(key, reference: reference)
        }
        return files
    }

    /// `languages` with `development` moved to the front when it is there.
    static func developmentFirst(_ languages: [String], development: String) -> [String] {
        guard let index = languages.firstIndex(of: development) else { return languages }
        var ordered = languages
        ordered.remove(at: index)
        ordered.insert(development, at: 0)
        return ordered
    }
}
