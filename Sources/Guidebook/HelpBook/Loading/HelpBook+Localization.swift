import Foundation

extension HelpBook {
    /// The help file names looked for in each place, in order of preference.
    public static let helpFileNames = ["HelpBook.json", "HelpBook.plist", "HelpList.plist"]

    /// The languages a content folder has help for: the `<lang>.lproj` folders holding a help
    /// file, sorted by name.
    ///
    /// ```swift
    /// HelpBook.availableLanguages(in: URL(filePath: "Examples/Compositions"))   // ["ar", "de", "en"]
    /// ```
    ///
    /// - Parameter contentFolder: The folder holding `<lang>.lproj` folders.
    /// - Complexity: O(l) file-system checks for l folders.
    public static func availableLanguages(in contentFolder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: contentFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".lproj") }.sorted().compactMap { name in
            let folder = contentFolder.appendingPathComponent(name)
            guard helpFile(inFolder: folder) != nil else { return nil }
            return String(name.dropLast(".lproj".count))
        }
    }

    /// Where the help for the preferred languages is: the first `<lang>.lproj` chosen by the
    /// language rules that holds a help file, else a help file at the top of the folder.
    ///
    /// ```swift
    /// HelpBook.helpFile(in: folder, preferredLanguages: ["de-AT"])?.language   // "de"
    /// ```
    ///
    /// - Parameters:
    ///   - contentFolder: The folder holding `<lang>.lproj` folders or a top-level help file.
    ///   - preferredLanguages: BCP 47 tags, most preferred first.
    ///   - developmentLanguage: The language tried after `Base` when no preferred one has help.
    /// - Returns: The file and its `.lproj` language (`nil` for a top-level file), or `nil` when there is none.
    public static func helpFile(
        in contentFolder: URL, preferredLanguages: [String], developmentLanguage: String = "en"
    ) -> (url: URL, language: String?)? {
        let available = availableLanguages(in: contentFolder)
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage,
            fallback: .perKey)
        for language in resolver.candidates(available: available) {
            if let url = helpFile(inFolder: contentFolder.appendingPathComponent("\(language).lproj")) {
                return (url, language)
            }
        }
        return helpFile(inFolder: contentFolder).map { ($0, nil) }
    }

    /// Loads the help book for the preferred languages from a content folder (see
    /// ``helpFile(in:preferredLanguages:developmentLanguage:)``). The book's `language` is the
    /// file's own, else the `.lproj` folder's.
    ///
    /// By default the languages are the platform's, the same ones ``TutorialCopy/stringsTable(_:in:preferredLanguages:developmentLanguage:)``
    /// uses (``LanguageResolver/platformPreferredLanguages()``: `Locale.preferredLanguages` on
    /// Apple platforms, `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG` on Linux), so cards and help
    /// are in one language. A translation with the development language's shape gets its ids
    /// (see `Documentation/HelpBookFormat.md`), so one deep link opens the same article in every
    /// language.
    ///
    /// ```swift
    /// let book = try HelpBook.load(from: contentFolder, preferredLanguages: ["de-CH", "en"])
    /// book.language                                  // "de"
    /// book.item(forLink: "guidebook://help/export-pdf")?.title   // "Als PDF exportieren"
    /// ```
    ///
    /// - Parameters:
    ///   - contentFolder: The folder holding `<lang>.lproj` folders or a top-level help file.
    ///   - preferredLanguages: BCP 47 tags, most preferred first (default: the platform's).
    ///   - developmentLanguage: The language tried after `Base`, whose book gives the ids.
    /// - Throws: ``HelpBookError/noHelpFile(folder:lookedFor:)`` when there is no help file, or a reading error.
    /// - Complexity: O(n) in the file's size (and the development language's file's, for a translation).
    public static func load(
        from contentFolder: URL, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en"
    ) throws(HelpBookError) -> HelpBook {
        try HelpBookDocument.load(
            from: contentFolder, preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage
        ).book
    }

    private static func helpFile(inFolder folder: URL) -> URL? {
        for name in helpFileNames {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return url
            }
        }
        return nil
    }
}

extension HelpBookDocument {
    /// Loads the help document for the preferred languages from a content folder, with its
    /// reading warnings (for `lint`). See ``HelpBook/load(from:preferredLanguages:developmentLanguage:)``.
    ///
    /// ```swift
    /// let document = try HelpBookDocument.load(from: folder, preferredLanguages: ["en"])
    /// ```
    ///
    /// A translation gets the development language's ids when it has that book's shape, else a
    /// `translation-shape` warning (see "One id in every language" in `Documentation/HelpBookFormat.md`).
    ///
    /// - Parameters:
    ///   - contentFolder: The folder holding `<lang>.lproj` folders or a top-level help file.
    ///   - preferredLanguages: BCP 47 tags, most preferred first (default: the platform's).
    ///   - developmentLanguage: The language tried after `Base`, whose book gives the ids.
    /// - Throws: ``HelpBookError``.
    /// - Complexity: O(n) in the file's size (and the development language's file's, for a translation).
    public static func load(
        from contentFolder: URL, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en"
    ) throws(HelpBookError) -> HelpBookDocument {
        guard
            let (url, language) = HelpBook.helpFile(
                in: contentFolder, preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
        else {
            throw .noHelpFile(folder: contentFolder.path, lookedFor: HelpBook.helpFileNames)
        }
        var document = try HelpBookDocument(contentsOf: url)
        if document.book.language == nil, let language, language != "Base" {
            document.book.language = language
        }
        if let (referenceURL, referenceLanguage) = HelpBook.helpFile(
            in: contentFolder, preferredLanguages: [developmentLanguage], developmentLanguage: developmentLanguage),
            referenceURL.standardizedFileURL != url.standardizedFileURL
        {
            do {
                var reference = try HelpBookDocument(contentsOf: referenceURL)
                if reference.book.language == nil { reference.book.language = referenceLanguage }
                document.adoptIDs(from: reference)
            } catch {
                document.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "The development language's help book cannot be read, so this translation keeps ids "
                            + "derived from its own titles.",
                        at: error.location ?? SourceLocation(file: referenceURL.path, line: 1, column: 1),
                        fix: "Fix \(referenceURL.lastPathComponent) (guidebook lint names the problem).",
                        code: "translation-shape"))
            }
        }
        return document
    }
}
