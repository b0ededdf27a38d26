extension GuidebookContent {
    /// The languages whose help book gets an index file, each at
    /// `HelpSearchIndex.filePath(language:)`: every one of ``helpLanguages``, and the development
    /// language when a top-level help book without its own `language` stands in for it (as
    /// ``helpSearch(preferredLanguages:)`` searches such a book under the development language).
    /// What `guidebook publish` and `guidebook index` write.
    ///
    /// ```swift
    /// // Only a top-level HelpList.plist (the seed's format), developed in English:
    /// content.searchIndexLanguages  // ["en"]: en.lproj/HelpBook.searchindex
    /// ```
    public var searchIndexLanguages: [String] {
        var languages = helpLanguages
        if helpFiles[nil] != nil, topLevelHelpLanguage == nil, !languages.contains(developmentLanguage) {
            languages.append(developmentLanguage)
            languages.sort()
        }
        return languages
    }

    /// The search over a help book of this content: its prebuilt index read from
    /// `<language>.lproj/HelpBook.searchindex` (what `guidebook publish` writes beside each
    /// language's book) when the content has one made from this book, else an index built
    /// from the book in the background (``HelpSearch/init(buildingInBackground:language:)``).
    ///
    /// The file is mapped, not copied. A missing file is normal (content not published with
    /// indexes). A file that is refused (cut short, stale, of a newer format, damaged, too
    /// large) is reported in ``HelpSearch/indexFileProblem`` (and ``HelpSearch/indexFileFinding``,
    /// whose fix names `guidebook index` for content bundled with the app and `guidebook publish`
    /// for downloaded content) and search answers from the built index all the same. Either way this returns before the build: ``HelpSearch/isReady`` is
    /// `false` until it ends, and a query asked before then waits for it.
    ///
    /// ```swift
    /// let document = try content.loadHelpBook(preferredLanguages: ["de"])
    /// let search = content.helpSearch(for: document, language: "de")
    /// await search.waitUntilReady()  // optional: a query would wait for the build itself
    /// search.search("abspielen").first?.title
    /// ```
    ///
    /// - Parameters:
    ///   - document: A help book of this content.
    ///   - language: The language the book is in (its folder's name).
    /// - Complexity: O(n) in the index file's size when it is used; O(1) here otherwise, the
    ///   index build being O(n) in the book's text off the caller's thread.
    public func helpSearch(for document: HelpBookDocument, language: String) -> HelpSearch {
        let path = HelpSearchIndex.filePath(language: language)
        let bookLanguage = document.book.language ?? language
        guard source.isFile(path) else {
            return HelpSearch(buildingInBackground: document.book, language: bookLanguage)
        }
        let problem: HelpSearchIndexFileError
        switch source.data(path, limits: limits, mapped: true) {
        case .success(let data):
            do {
                let index = try HelpSearchIndex(
                    fileData: data, book: document.book, language: bookLanguage, file: source.path(path))
                return HelpSearch(index: index)
            } catch {
                problem = error
            }
        case .failure(let failure):
            problem = .unreadable(file: source.path(path), reason: failure.diagnostic.message)
        }
        return HelpSearch(
            buildingInBackground: document.book, language: bookLanguage, indexFileProblem: problem,
            indexFileWriter: searchIndexWriter)
    }

    /// The tool that writes this content's index files: `guidebook publish` for a download,
    /// `guidebook index` (or its plugin) for a folder or a bundle shipped with the app; `nil`
    /// for content in memory.
    var searchIndexWriter: HelpSearchIndexFileError.Writer? {
        switch source.kind {
        case .download: .publish
        case .folder, .bundle: .index
        case .memory: nil
        }
    }

    /// The search over the help book an app shows for the user's languages
    /// (``helpBook(preferredLanguages:)``), its prebuilt index read when the content has one:
    /// what the help menus use, so a published index spares the app the build.
    ///
    /// ```swift
    /// let search = content.helpSearch(preferredLanguages: ["de-CH", "en"])
    /// search?.search("abspielen").first?.title
    /// ```
    ///
    /// - Parameter preferredLanguages: BCP 47 tags, most preferred first.
    /// - Returns: The search, or `nil` when there is no help book or it could not be read.
    /// - Complexity: That of ``helpSearch(for:language:)``.
    public func helpSearch(preferredLanguages: [String]) -> HelpSearch? {
        guard let (file, chosen) = chosenHelpFile(preferredLanguages: preferredLanguages),
            let document = try? file.result.get()
        else { return nil }
        // The top-level file (`nil`) is indexed under its own language, as publish writes it.
        let language = chosen ?? document.book.language ?? developmentLanguage
        return helpSearch(for: document, language: language)
    }
}
