import Foundation

extension HelpSearchIndex {
    /// The index file's name beside its language's help book (`de.lproj/HelpBook.searchindex`).
    public static let fileName = "HelpBook.searchindex"

    /// Where the index of `language`'s help book goes in a content folder (what `guidebook
    /// publish` writes and ``GuidebookContent/helpSearch(for:language:)`` reads):
    /// `<language>.lproj/HelpBook.searchindex`.
    public static func filePath(language: String) -> String { "\(language).lproj/\(fileName)" }

    /// The index of `book` as a file: what `guidebook publish` writes beside each help book
    /// (`HelpBook.searchindex`), so an app reads its index instead of building it.
    ///
    /// The file has a format version and the fingerprint of the book it was made from; see
    /// ``init(fileData:book:language:file:)`` for how it is read back.
    ///
    /// ```swift
    /// let data = HelpSearchIndex.fileData(for: book)
    /// let index = try HelpSearchIndex(fileData: data, book: book)   // the same results as HelpSearchIndex(book:)
    /// ```
    ///
    /// - Complexity: a build of the index, then O(n) in its size.
    public static func fileData(for book: HelpBook, language: String? = nil) -> Data {
        let language = language ?? book.language
        let index = HelpSearchIndex(forFileOf: book, language: language)
        let fingerprint = SearchIndexFingerprint.of(book, language: language)
        var parts = SearchIndexParts(index.storage, fingerprint: fingerprint)
        parts.bodyBlockStarts = BodyBlockStarts(book: book)
        return Data(SearchIndexFile.encode(parts))
    }

    /// Reads an index file made by ``fileData(for:language:)`` for `book`.
    ///
    /// Every part is checked before the index is used: a file that is not an index, of
    /// another format version, made from another book (or another version of this one), cut
    /// short or damaged throws a ``HelpSearchIndexFileError`` and nothing is half-read. Build
    /// the index from the book then, so search never breaks:
    ///
    /// ```swift
    /// let index = (try? HelpSearchIndex(fileData: data, book: book)) ?? HelpSearchIndex(book: book)
    /// ```
    ///
    /// - Parameters:
    ///   - fileData: The file's bytes (``init(contentsOf:book:language:limits:)`` maps them).
    ///   - book: The help book the index is of; its fingerprint must match the file's.
    ///   - language: As for ``init(book:language:)``.
    ///   - file: The file's name for diagnostics.
    /// - Complexity: O(n) in the file's size, with no tokenizing or folding of the book's text.
    public init(
        fileData: Data, book: HelpBook, language: String? = nil, file: String = "HelpBook.searchindex"
    ) throws(HelpSearchIndexFileError) {
        let language = language ?? book.language
        let fingerprint = SearchIndexFingerprint.of(book, language: language)
        // The tokens are read in place: the storage keeps `fileData` and decodes a winner's
        // tokens when a result needs them. `withUnsafeBytes` rethrows untyped errors: carry
        // the typed one out in a `Result`.
        let storage = try fileData.withUnsafeBytes { bytes in
            Result { () throws(HelpSearchIndexFileError) in
                let parts = try SearchIndexFile.decode(bytes, file: file, inPlace: true)
                guard parts.fingerprint == fingerprint, parts.language == language else { throw .otherBook(file: file) }
                let places = ArticlePlaces(book: book)
                let derived = try SearchIndexFile.derive(parts, articleCount: places.count, file: file, bytes: bytes)
                return Storage(parts: parts, articles: .places(book, places), derived: derived, file: fileData)
            }
        }.get()
        self.init(storage: storage)
    }

    /// Reads an index file, mapped rather than copied where the platform can; its size is
    /// checked before it is mapped.
    ///
    /// ```swift
    /// let index = try HelpSearchIndex(contentsOf: indexURL, book: book, language: "de")
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - book: The help book the index was built from.
    ///   - language: The book's language.
    ///   - limits: Only `ReadingLimits/maximumFileSize` applies (default `ReadingLimits/default`).
    /// - Throws: ``HelpSearchIndexFileError/unreadable(file:reason:)`` when the file cannot
    ///   be read or is past the size limit, else as ``init(fileData:book:language:file:)``.
    public init(
        contentsOf url: URL, book: HelpBook, language: String? = nil, limits: ReadingLimits = .default
    ) throws(HelpSearchIndexFileError) {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, path: url.lastPathComponent, limits: limits, mapped: true)
        } catch {
            throw .unreadable(file: url.lastPathComponent, reason: error.diagnostic.message)
        }
        try self.init(fileData: data, book: book, language: language, file: url.lastPathComponent)
    }

    init(storage: Storage) {
        self.storage = storage
    }
}

extension HelpSearchIndex.Storage {
    /// Calls `body` with every article (item at any depth, to depth 64) in book order, with
    /// its section and ancestors' titles and its place.
    static func forEachArticle(in book: HelpBook, _ body: (HelpItem, [String], HelpBook.Path) -> Void) {
        func visit(_ item: HelpItem, path: [String], indexPath: [Int], depth: Int) {
            body(item, path, HelpBook.Path(indexPath))
            guard depth < 64 else { return }
            for (childIndex, child) in item.children.enumerated() {
                visit(child, path: path + [item.title], indexPath: indexPath + [childIndex], depth: depth + 1)
            }
        }
        for (sectionIndex, section) in book.sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                visit(item, path: [section.title], indexPath: [sectionIndex, itemIndex], depth: 0)
            }
        }
    }

    /// `directory[b]` is the first index of `keys` (sorted) whose top 16 bits are at least `b`.
    static func deletionDirectory(for keys: [UInt32]) -> [UInt32] {
        var directory = [UInt32](repeating: 0, count: (1 << 16) + 1)
        var slot = 0
        for bucket in 0...(1 << 16) {
            while slot < keys.count, Int(keys[slot] >> 16) < bucket { slot += 1 }
            directory[bucket] = UInt32(slot)
        }
        return directory
    }
}
