extension GuidebookContent {
    /// The languages with a help book, sorted by name: each `<lang>.lproj` folder with a help file
    /// (as the folder is named), and the top-level book's own `language` (HelpBook.json's
    /// `"language": "de"`) when no folder has that language.
    ///
    /// ```swift
    /// // Only HelpBook.json, whose "language" is "de":
    /// content.helpLanguages  // ["de"]
    /// ```
    public var helpLanguages: [String] {
        var languages = Set(helpFiles.keys.compactMap { $0 })
        if let topLevelHelpLanguage { languages.insert(topLevelHelpLanguage) }
        return languages.sorted()
    }

    /// The help file of `language` as ``helpLanguages`` names it: its folder's, else the
    /// top-level one when that book is in `language`.
    private func helpFile(ofLanguage language: String) -> HelpFile? {
        helpFiles[language] ?? (language == topLevelHelpLanguage ? helpFiles[nil] : nil)
    }

    /// The help book of exactly `language`: its `<lang>.lproj` help file, else the top-level
    /// one. For tools that look at each language on its own (preview, lint).
    ///
    /// ```swift
    /// content.helpBook(language: "de")?.book.sections.count
    /// ```
    ///
    /// - Parameter language: The language as its folder is named; `nil` for the top-level file only.
    /// - Returns: The document, or `nil` when there is no help file or it could not be read
    ///   (its error is in ``diagnostics``).
    public func helpBook(language: String?) -> HelpBookDocument? {
        let file = language.flatMap { helpFiles[$0] } ?? helpFiles[nil]
        return try? file?.result.get()
    }

    /// The help book an app shows for the user's languages: the first `<lang>.lproj` help file
    /// the language rules choose, else the top-level one.
    ///
    /// ```swift
    /// content.helpBook(preferredLanguages: ["de-CH", "en"])?.book.language  // "de"
    /// ```
    ///
    /// - Parameter preferredLanguages: BCP 47 tags, most preferred first.
    /// - Returns: The document, or `nil` when there is none or it could not be read.
    public func helpBook(preferredLanguages: [String]) -> HelpBookDocument? {
        try? loadHelpBook(preferredLanguages: preferredLanguages)
    }

    /// The help book for the user's languages, or why there is none: as
    /// ``helpBook(preferredLanguages:)``, with the reading error.
    ///
    /// ```swift
    /// let document = try content.loadHelpBook(preferredLanguages: ["de"])
    /// ```
    ///
    /// - Parameter preferredLanguages: BCP 47 tags, most preferred first.
    /// - Throws: ``HelpBookError/noHelpFile(folder:lookedFor:)`` when there is no help file, else
    ///   the chosen file's reading error.
    public func loadHelpBook(preferredLanguages: [String]) throws(HelpBookError) -> HelpBookDocument {
        guard let (file, _) = chosenHelpFile(preferredLanguages: preferredLanguages) else {
            throw .noHelpFile(folder: source.path(""), lookedFor: HelpBook.helpFileNames)
        }
        return try file.result.get()
    }

    /// The help file an app shows for the user's languages, by the one precedence rule
    /// (``helpLanguage(available:hasTopLevel:preferredLanguages:developmentLanguage:)``), and the
    /// `.lproj` language it was chosen as (`nil` for the top-level file): what
    /// ``loadHelpBook(preferredLanguages:)`` reads and ``helpSearch(preferredLanguages:)`` indexes.
    func chosenHelpFile(preferredLanguages: [String]) -> (file: HelpFile, language: String?)? {
        let language = Self.helpLanguage(
            available: helpLanguages, hasTopLevel: helpFiles[nil] != nil, preferredLanguages: preferredLanguages,
            developmentLanguage: developmentLanguage)
        guard let language, let file = language.map(helpFile(ofLanguage:)) ?? helpFiles[nil] else { return nil }
        return (file, language)
    }

    /// The help book for the user's languages, parsed off the caller's thread the first time it
    /// is asked for: as ``loadHelpBook(preferredLanguages:)``, for a screen that opens help
    /// without blocking the main actor.
    ///
    /// ```swift
    /// let document = try await content.prepareHelpBook(preferredLanguages: ["de"])
    /// ```
    ///
    /// - Parameter preferredLanguages: BCP 47 tags, most preferred first.
    /// - Throws: As ``loadHelpBook(preferredLanguages:)``; a parse error is in ``diagnostics`` too.
    /// - Complexity: O(n) in the book's size the first time (and its development language's
    ///   book, for a translation), O(1) afterwards.
    @concurrent
    public func prepareHelpBook(preferredLanguages: [String]) async throws(HelpBookError) -> HelpBookDocument {
        try loadHelpBook(preferredLanguages: preferredLanguages)
    }

    /// How many help books have been parsed and checked so far: 0 right after opening, at most
    /// one per help file whatever the threads that asked.
    package var parsedHelpBookCount: Int { helpFiles.values.reduce(0) { $0 + $1.parseCount } }

    /// Which help file to read: the `.lproj` language the resolver picks among those with help,
    /// `.some(nil)` for the top-level file, `nil` when there is none. The one precedence rule.
    static func helpLanguage(
        available: [String], hasTopLevel: Bool, preferredLanguages: [String], developmentLanguage: String
    ) -> String?? {
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage, fallback: .perKey)
        if let language = resolver.candidates(available: available).first { return .some(language) }
        return hasTopLevel ? .some(nil) : nil
    }
}

extension ContentSource {
    /// Reads only the help file an app would show for these languages (see
    /// ``GuidebookContent/loadHelpBook(preferredLanguages:)``); what ``HelpBook/load(from:preferredLanguages:developmentLanguage:limits:)`` uses.
    func loadHelpBook(preferredLanguages: [String], developmentLanguage: String, limits: ReadingLimits)
        throws(HelpBookError) -> HelpBookDocument
    {
        guard
            let (relative, language) = helpFile(
                preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
        else {
            throw .noHelpFile(folder: path(""), lookedFor: HelpBook.helpFileNames)
        }
        let loader = ContentLoader(self, limits: limits)
        var document = try loader.readHelpFile(relative, language: language).get()
        // A translation takes the development language's ids (one deep link in every language).
        if let (referenceRelative, referenceLanguage) = helpFile(
            preferredLanguages: [developmentLanguage], developmentLanguage: developmentLanguage),
            referenceRelative != relative
        {
            switch loader.readHelpFile(referenceRelative, language: referenceLanguage) {
            case .success(let reference):
                document.adoptIDs(from: reference)
            case .failure(let error):
                document.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "The development language's help book cannot be read, so this translation keeps ids "
                            + "derived from its own titles.",
                        at: error.location ?? SourceLocation(file: path(referenceRelative), line: 1, column: 1),
                        fix:
                            "Fix \(referenceRelative.split(separator: "/").last ?? "it") (guidebook lint names the problem).",
                        code: .translationShape))
            }
        }
        return document
    }

    /// The help file an app shows for these languages, by the one precedence rule
    /// (``GuidebookContent/helpLanguage(available:hasTopLevel:preferredLanguages:developmentLanguage:)``),
    /// and its `.lproj` language (`nil` for the top-level file).
    func helpFile(preferredLanguages: [String], developmentLanguage: String) -> (relative: String, language: String?)? {
        let (files, topLevel) = helpFiles()
        let choice = GuidebookContent.helpLanguage(
            available: files.keys.sorted(), hasTopLevel: topLevel != nil, preferredLanguages: preferredLanguages,
            developmentLanguage: developmentLanguage)
        guard let choice, let relative = choice.map({ files[$0] }) ?? topLevel else { return nil }
        return (relative, choice)
    }

    /// The help file of each `<lang>.lproj` folder (by the folder's language as named) and the
    /// top-level one, without reading them.
    package func helpFiles() -> (byLanguage: [String: String], topLevel: String?) {
        var loader = ContentLoader(self, limits: .default)  // lists names only: no file is read
        var files: [String: String] = [:]
        for name in loader.rootNames() where name.hasSuffix(".lproj") {
            if let file = loader.helpFile(inFolder: name) { files[String(name.dropLast(".lproj".count))] = file }
        }
        return (files, loader.helpFile(inFolder: ""))
    }
}
