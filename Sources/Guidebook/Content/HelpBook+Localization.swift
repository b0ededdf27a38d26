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
        ContentSource.folder(contentFolder).helpFiles().byLanguage.keys.sorted()
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
        ContentSource.folder(contentFolder).helpFile(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage
        ).map { (contentFolder.appendingPathComponent($0.relative), $0.language) }
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
    ///   - limits: How much of each file is read (default `ReadingLimits/default`); a file's
    ///     size is checked before it is read.
    /// - Throws: ``HelpBookError/noHelpFile(folder:lookedFor:)`` when there is no help file, or a reading error.
    /// - Complexity: O(n) in the file's size (and the development language's file's, for a translation).
    public static func load(
        from contentFolder: URL, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en", limits: ReadingLimits = .default
    ) throws(HelpBookError) -> HelpBook {
        try HelpBookDocument.load(
            from: contentFolder, preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage,
            limits: limits
        ).book
    }
}

extension HelpBookDocument {
    /// Loads the help document for the preferred languages from a content folder, with its
    /// reading warnings (for `lint`). See ``HelpBook/load(from:preferredLanguages:developmentLanguage:limits:)``.
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
    ///   - limits: How much of each file is read (default `ReadingLimits/default`).
    /// - Throws: ``HelpBookError``.
    /// - Complexity: O(n) in the file's size (and the development language's file's, for a translation).
    public static func load(
        from contentFolder: URL, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en", limits: ReadingLimits = .default
    ) throws(HelpBookError) -> HelpBookDocument {
        try ContentSource.folder(contentFolder).loadHelpBook(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage, limits: limits)
    }
}
