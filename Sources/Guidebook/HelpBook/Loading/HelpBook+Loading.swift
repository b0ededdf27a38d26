import Foundation

extension HelpBookDocument {
    /// Reads a help file from memory: an XML or binary property list, or JSON (detected from
    /// the first character, `{` or `[`), in the legacy or the v2 format.
    ///
    /// ```swift
    /// let document = try HelpBookDocument(data: downloaded, file: "HelpList.plist")
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path used in positions.
    ///   - limits: How much of the file is read before it is refused: its size, nesting, the
    ///     longest string and the number of values (`ReadingLimits`).
    /// - Throws: ``HelpBookError`` naming the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    public init(data: Data, file: String = "", limits: ReadingLimits = .default) throws(HelpBookError) {
        if let error = limits.exceeded(.fileSize, by: data.count, at: SourceLocation(file: file, line: 1, column: 1)) {
            throw Self.looksLikeJSON(data) ? .json(.limitExceeded(error)) : .propertyList(.limitExceeded(error))
        }
        // The common legacy shape is read straight from the bytes; anything else takes the tree.
        if !Self.looksLikeJSON(data), let document = LegacyHelpListScanner.read(data, file: file, limits: limits) {
            self = document
        } else {
            self = try Self.readThroughTree(data: data, file: file, limits: limits)
        }
        // What a search index file made from these bytes records, so it opens without a walk of the text.
        book.sourceHash = HelpBook.sourceHash(of: data)
    }

    /// The general path: the bytes read into a property-list (or JSON) tree, then the tree into
    /// a document. ``init(data:file:limits:)`` takes it for everything the legacy scanner hands back;
    /// tests compare the two paths.
    package static func readThroughTree(
        data: Data, file: String, limits: ReadingLimits = .default
    ) throws(HelpBookError) -> HelpBookDocument {
        let tree: PropertyListValue
        if looksLikeJSON(data) {
            do {
                tree = try JSONReader.read(data, file: file, limits: limits)
            } catch {
                throw .json(error)
            }
        } else {
            do {
                tree = try PropertyListReader.read(data, file: file, limits: limits)
            } catch {
                throw .propertyList(error)
            }
        }
        return try HelpBookDocument(propertyList: tree, file: file, limits: limits)
    }

    /// Reads a help file from disk (see ``init(data:file:limits:)``).
    ///
    /// ```swift
    /// let document = try HelpBookDocument(contentsOf: URL(filePath: "en.lproj/HelpList.plist"))
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: How much of the file is read (default `ReadingLimits/default`); its size is
    ///     checked before it is read.
    /// - Throws: ``HelpBookError/fileRead(_:)`` when it cannot be read, otherwise as ``init(data:file:limits:)``.
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL, limits: ReadingLimits = .default) throws(HelpBookError) {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, limits: limits)
        } catch {
            throw .fileRead(error)
        }
        try self.init(data: data, file: url.path, limits: limits)
    }

    /// `{` or `[` as the first non-blank character (after a UTF-8 byte-order mark).
    static func looksLikeJSON(_ data: Data) -> Bool {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}

extension HelpBook {
    /// Reads a help book from memory (see ``HelpBookDocument/init(data:file:limits:)``); reading warnings are dropped.
    ///
    /// ```swift
    /// let book = try HelpBook(data: data, file: "HelpList.plist")
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path used in positions.
    ///   - limits: How much of the file is read (default `ReadingLimits/default`).
    /// - Throws: ``HelpBookError`` naming the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    public init(data: Data, file: String = "", limits: ReadingLimits = .default) throws(HelpBookError) {
        self = try HelpBookDocument(data: data, file: file, limits: limits).book
    }

    /// Reads a help book from a file: the legacy `HelpList.plist` or v2 (property list or JSON).
    ///
    /// ```swift
    /// let book = try HelpBook(contentsOf: Bundle.main.url(forResource: "HelpList", withExtension: "plist")!)
    /// ```
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: How much of the file is read (default `ReadingLimits/default`); its size is
    ///     checked before it is read.
    /// - Throws: ``HelpBookError`` naming the position of the first problem.
    /// - Complexity: O(n) in the file's size.
    public init(contentsOf url: URL, limits: ReadingLimits = .default) throws(HelpBookError) {
        self = try HelpBookDocument(contentsOf: url, limits: limits).book
    }
}
