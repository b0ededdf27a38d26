extension HelpBook {
    /// The deepest nesting of items a file may have (a section's row is depth 1).
    @available(*, deprecated, renamed: "ReadingLimits.maximumHelpDepth")
    public static var maximumDepth: Int { ReadingLimits.default.maximumHelpDepth }
    /// The most items a file may have.
    @available(*, deprecated, renamed: "ReadingLimits.maximumHelpItemCount")
    public static var maximumItemCount: Int { ReadingLimits.default.maximumHelpItemCount }

    /// Reads a book from a property-list tree: the legacy shape (root array) or v2 (root dictionary).
    ///
    /// ```swift
    /// let book = try HelpBook(propertyList: .array([.dictionary(["Title": .string("Basics"),
    ///                                                           "Undo": .string("Shake.")])]))
    /// ```
    ///
    /// - Parameters:
    ///   - propertyList: The parsed file.
    ///   - file: The path used in error positions.
    /// - Throws: ``HelpBookError`` naming the position of the first problem.
    /// - Complexity: O(n) in the size of the tree.
    public init(propertyList: PropertyListValue, file: String = "") throws(HelpBookError) {
        self = try HelpBookDocument(propertyList: propertyList, file: file).book
    }
}

extension HelpBookDocument {
    /// Reads a document from a property-list tree, detecting the format: a root array is the
    /// legacy `HelpList.plist`; a root dictionary with `format` or `sections` is v2.
    ///
    /// ```swift
    /// let document = try HelpBookDocument(propertyList: tree, file: "HelpList.plist")
    /// document.format   // .legacy
    /// ```
    ///
    /// - Parameters:
    ///   - propertyList: The parsed file.
    ///   - file: The path used in positions.
    ///   - limits: How deep items may nest and how many there may be
    ///     (`ReadingLimits.maximumHelpDepth`, `ReadingLimits.maximumHelpItemCount`).
    /// - Throws: ``HelpBookError`` naming the position of the first problem.
    /// - Complexity: O(n) in the size of the tree.
    public init(propertyList: PropertyListValue, file: String = "", limits: ReadingLimits = .default)
        throws(HelpBookError)
    {
        switch propertyList {
        case .array:
            var decoder = LegacyHelpListDecoder(file: file, limits: limits)
            let book = try decoder.decode(propertyList)
            self.init(book: book, format: .legacy, diagnostics: decoder.diagnostics, file: file)
        case .dictionary where HelpBookV2Decoder.looksLikeV2(propertyList):
            var decoder = HelpBookV2Decoder(file: file, limits: limits)
            let book = try decoder.decode(propertyList)
            self.init(book: book, format: .v2, diagnostics: decoder.diagnostics, file: file)
        default:
            throw .wrongRootType(
                found: propertyList.typeName,
                at: propertyList.dictionaryValue?.location ?? SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
