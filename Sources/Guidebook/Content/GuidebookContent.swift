import Foundation

/// One loaded set of Guidebook content: its languages, tutorial copy and String Catalogs, a
/// help book per language, the tutorial rules file, and every problem found while reading it.
///
/// The one way content is loaded, whatever it comes from (a folder in the app, a bundle, a
/// cached download, memory; see ``ContentSource``). The engine's copy, the help screens and
/// every `guidebook` command read through it, so a tool shows what an app shows.
///
/// Loading never throws and never stops at a broken file: a `.strings` file with a syntax
/// error in one language becomes a ``Diagnostic`` with its position, and every other language
/// still loads. Ask ``hasErrors`` before trusting a download.
///
/// ```swift
/// let content = GuidebookContent(source: .folder(contentURL))
/// content.languages                 // ["en", "ar", "de"]: the development language first
/// for finding in content.diagnostics { print(finding) }
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
    /// Everything found while reading, in reading order: unreadable and malformed files
    /// (errors), repeated keys, catalog review states, help book findings (warnings).
    public let diagnostics: [Diagnostic]
    /// The tutorial rules file (`Tutorials.json`, else `Tutorials.plist`) as read, when there is one.
    ///
    /// Read into ``tutorialRules``; a refused file's findings are in ``diagnostics``. `nil` also
    /// when the file could not be read (larger than ``ReadingLimits/maximumFileSize``,
    /// unreadable): that finding is the rules file's, like a syntax error in it.
    public let rulesFile: ContentFile?
    /// The writers' rules from ``rulesFile``: what `Tutorials(content:store:presenter:)` gives
    /// the engine.
    ///
    /// The defaults (every card once) when the content has no rules file, and also when the file
    /// is refused. A refused file is never applied in part: its findings (file:line:column, a
    /// did-you-mean) are errors in ``diagnostics``, so ``hasErrors`` is `true`,
    /// ``ContentStore/replace(with:)`` refuses the set, and a download with such a file is not used.
    ///
    /// ```swift
    /// let content = GuidebookContent(source: .bundle(.main))
    /// content.tutorialRules["Export"].maxDisplayCount  // 3, from Tutorials.json
    /// ```
    public let tutorialRules: TutorialRules
    /// The refused rules file's findings (also in ``diagnostics``); empty when it was read or absent.
    package let rulesFindings: [Diagnostic]
    /// How much of each file was read before it was refused (see ``ReadingLimits``): a file
    /// past a limit is an error in ``diagnostics`` and loads nothing.
    public let limits: ReadingLimits

    /// The string tables, resolved per request with ``resolved(_:)``.
    let strings: LocalizedContent
    /// The string tables' errors as the string sources throw them, in reading order. `package`:
    /// the CLI's demo stops at the first, as ``TutorialCopy/stringsTable(_:in:preferredLanguages:developmentLanguage:)``
    /// would in an app; apps read ``diagnostics``.
    package let stringErrors: [LocalizationError]
    /// Every help file, by `.lproj` language (as the folder is named); `nil` for the top-level one.
    package let helpFiles: [String?: HelpFile]
    /// The top-level help book's own `language`, which counts as a language of the content.
    let topLevelHelpLanguage: String?

    /// One help file and what reading it gave.
    package struct HelpFile: Sendable {
        /// Its path relative to the content's root.
        package var relativePath: String
        /// The document, or why it could not be read.
        package var result: Result<HelpBookDocument, HelpBookError>
    }

    /// Whether any finding is an error: a file that could not be read or parsed.
    ///
    /// Content with errors still serves what did load; an updater should keep its previous
    /// content instead (``ContentStore/replace(with:)`` refuses it).
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The findings that are errors.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// Loads everything in `source`.
    ///
    /// ```swift
    /// let candidate = GuidebookContent(source: .download(stagingFolder))
    /// guard !candidate.hasErrors else { return report(candidate.errors) }
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
    /// - Complexity: O(n) in the total size of the files.
    public init(source: ContentSource, developmentLanguage: String? = nil, limits: ReadingLimits = .default) {
        var loader = ContentLoader(source, limits: limits)
        let names = loader.rootNames()
        let (strings, folderLanguages) = loader.loadStrings(rootNames: names)
        let rulesFile = loader.rulesFile()

        var (helpFiles, helpOrder) = Self.readHelpFiles(rootNames: names, loader: loader)
        var languages = Set(folderLanguages)
        for catalog in strings.catalogs.values { languages.formUnion(catalog.languages) }
        // A help book is content in its language too: its `.lproj` folder's, or a top-level
        // book's own `language` (a folder whose only book is HelpBook.json has that language).
        languages.formUnion(helpOrder.compactMap { $0 })
        let topLevelHelpLanguage = helpFiles[nil].flatMap { Self.ownLanguage(of: $0) }
        if let topLevelHelpLanguage { languages.insert(topLevelHelpLanguage) }
        languages.remove("Base")
        let development =
            developmentLanguage ?? source.developmentRegion
            ?? (strings.catalogs["Tutorial"] ?? strings.catalogs.values.sorted { $0.file < $1.file }.first)?
            .sourceLanguage
            ?? (languages.contains("en") || languages.isEmpty ? "en" : languages.sorted()[0])
        self.source = source
        self.developmentLanguage = LocalizedContent.canonicalLanguage(development)
        self.languages = Self.developmentFirst(languages.sorted(), development: self.developmentLanguage)
        self.strings = strings
        self.stringErrors = loader.stringErrors
        let helpDiagnostics = Self.adoptIDs(
            in: &helpFiles, order: helpOrder, loader: loader, developmentLanguage: self.developmentLanguage)
        self.helpFiles = helpFiles
        self.topLevelHelpLanguage = topLevelHelpLanguage
        self.rulesFile = try? rulesFile?.get()
        self.limits = limits
        do {
            tutorialRules =
                try rulesFile.map { file throws(TutorialRulesError) in try TutorialRules(file: file.get()) }
                ?? TutorialRules()
            rulesFindings = []
        } catch {
            tutorialRules = TutorialRules()
            rulesFindings = error.diagnostics
        }
        self.diagnostics = loader.diagnostics + rulesFindings + helpDiagnostics
    }

    /// Every help file (each `<lang>.lproj` one and the top-level one) as read, and their keys in
    /// folder order.
    private static func readHelpFiles(
        rootNames names: [String], loader: ContentLoader
    ) -> ([String?: HelpFile], [String?]) {
        var files: [String?: HelpFile] = [:]
        var order: [String?] = []
        for name in names where name.hasSuffix(".lproj") {
            let language = String(name.dropLast(".lproj".count))
            guard let relative = loader.helpFile(inFolder: name) else { continue }
            files[language] = HelpFile(
                relativePath: relative, result: loader.readHelpFile(relative, language: language))
            order.append(language)
        }
        if let relative = loader.helpFile(inFolder: "") {
            files[nil] = HelpFile(relativePath: relative, result: loader.readHelpFile(relative, language: nil))
            order.append(nil)
        }
        return (files, order)
    }

    /// The language a top-level help file's book names for itself (`"language"` in HelpBook.json),
    /// in the spelling the content's languages use; `nil` when it names none or cannot be read.
    private static func ownLanguage(of file: HelpFile) -> String? {
        guard case .success(let document) = file.result, let language = document.book.language,
            LanguageTag(language) != nil
        else { return nil }
        return LocalizedContent.canonicalLanguage(language)
    }

    /// Gives each translation the development language's ids (one deep link in every language)
    /// and returns the help files' findings: reading errors, then each book's warnings and
    /// checks, in folder order.
    private static func adoptIDs(
        in files: inout [String?: HelpFile], order: [String?], loader: ContentLoader, developmentLanguage: String
    ) -> [Diagnostic] {
        // A translation takes the development language's ids (one deep link in every language).
        let referenceKey = helpLanguage(
            available: order.compactMap { $0 }, hasTopLevel: files[nil] != nil,
            preferredLanguages: [developmentLanguage], developmentLanguage: developmentLanguage)
        if let referenceKey, let reference = files[referenceKey],
            case .success(let referenceDocument) = reference.result
        {
            for key in order where key != referenceKey {
                guard let file = files[key], case .success(var document) = file.result else { continue }
                document.adoptIDs(from: referenceDocument)
                files[key]?.result = .success(document)
            }
        }
        var diagnostics: [Diagnostic] = []
        for key in order {
            guard let file = files[key] else { continue }
            switch file.result {
            case .success(let document): diagnostics += document.validate()
            case .failure(let error):
                diagnostics.append(loader.diagnostic(of: error, reading: file.relativePath))
            }
        }
        return diagnostics
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
