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
    /// ```swift
    /// let book = try HelpBook.load(from: contentFolder, preferredLanguages: ["de-CH", "en"])
    /// book.language   // "de"
    /// ```
    ///
    /// - Parameters:
    ///   - contentFolder: The folder holding `<lang>.lproj` folders or a top-level help file.
    ///   - preferredLanguages: BCP 47 tags, most preferred first.
    ///   - developmentLanguage: The language tried after `Base`.
    /// - Throws: ``HelpBookError/noHelpFile(folder:lookedFor:)`` when there is no help file, or a reading error.
    /// - Complexity: O(n) in the file's size.
    public static func load(
        from contentFolder: URL, preferredLanguages: [String], developmentLanguage: String = "en"
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
    /// - Parameters:
    ///   - contentFolder: The folder holding `<lang>.lproj` folders or a top-level help file.
    ///   - preferredLanguages: BCP 47 tags, most preferred first.
    ///   - developmentLanguage: The language tried after `Base`.
    /// - Throws: ``HelpBookError``.
    /// - Complexity: O(n) in the file's size.
    public static func load(
        from contentFolder: URL, preferredLanguages: [String], developmentLanguage: String = "en"
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
        return document
    }
}
