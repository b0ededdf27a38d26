/// Why a prebuilt search index file was refused: each case's ``diagnostic`` says what is
/// wrong and how to fix it. Search never breaks over it: build the index from the book
/// instead (``HelpSearchIndex/init(book:language:)``), as `HelpSearch` does.
///
/// ```swift
/// do {
///     index = try HelpSearchIndex(fileData: data, book: book)
/// } catch {
///     print(error.diagnostic(writtenBy: .index))  // HelpBook.searchindex: byte 8: error: The search index was made from another help book. Run `guidebook index` …
///     index = HelpSearchIndex(book: book)
/// }
/// ```
public enum HelpSearchIndexFileError: DiagnosticError, Equatable {
    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file does not start with the index file's signature.
    case notAnIndex(file: String)
    /// The file's format version is not one this library reads.
    case unsupportedVersion(file: String, found: Int, supported: Int)
    /// The file was made from another help book (or another version of it).
    case otherBook(file: String)
    /// The file ends before a part it announces (a download cut short).
    case truncated(file: String, byteOffset: Int)
    /// A part of the file contradicts another (a damaged or hostile file).
    case inconsistent(file: String, part: String, byteOffset: Int)

    /// The finding, with the file as its location; its fix names both tools that write index
    /// files, since the error does not know which wrote this one (``diagnostic(writtenBy:)`` does).
    public var diagnostic: Diagnostic {
        diagnostic(writtenBy: nil)
    }

    /// The finding, with the file as its location and a fix naming the tool that writes the
    /// content's index files: `guidebook index` for content bundled with the app, `guidebook
    /// publish` for content it downloads (``GuidebookContent/helpSearch(for:language:)`` knows
    /// which from the content's source, ``HelpSearch/indexFileFinding``).
    ///
    /// - Parameter writer: The tool; `nil` names both.
    /// - Returns: The finding.
    public func diagnostic(writtenBy writer: Writer?) -> Diagnostic {
        let fix =
            switch writer {
            case .index:
                "Run `guidebook index` on the content folder again (or build the app again with the "
                    + "`guidebook-index` plugin) to rebuild the index from the help book."
            case .publish: "Run `guidebook publish` again to rebuild the index from the help book."
            case nil:
                "Rebuild the index from the help book: run `guidebook index` again for content bundled with "
                    + "the app, `guidebook publish` for content it downloads."
            }
        switch self {
        case .unreadable(let file, let reason):
            return Diagnostic(
                .error, "The search index could not be read: \(reason)",
                at: SourceLocation(file: file, line: 0, column: 0),
                fix: "Check that the file exists and can be read.", code: .searchIndexUnreadable)
        case .notAnIndex(let file):
            return Diagnostic(
                .error, "The file is not a Guidebook search index (it does not start with \"GBSI\").",
                at: SourceLocation(file: file, line: 0, column: 0, byteOffset: 0), fix: fix,
                code: .searchIndexNotAnIndex)
        case .unsupportedVersion(let file, let found, let supported):
            return Diagnostic(
                .error,
                "The search index has format version \(found); this version of Guidebook reads version \(supported).",
                at: SourceLocation(file: file, line: 0, column: 0, byteOffset: 4),
                fix: "Write the index with the `guidebook` tool that matches the app's Guidebook version.",
                code: .searchIndexVersion)
        case .otherBook(let file):
            return Diagnostic(
                .error, "The search index was made from another help book (or another version of it).",
                at: SourceLocation(file: file, line: 0, column: 0, byteOffset: 8), fix: fix,
                code: .searchIndexStale)
        case .truncated(let file, let offset):
            return Diagnostic(
                .error, "The search index ends at byte \(offset), in the middle of a part.",
                at: SourceLocation(file: file, line: 0, column: 0, byteOffset: offset), fix: fix,
                code: .searchIndexTruncated)
        case .inconsistent(let file, let part, let offset):
            return Diagnostic(
                .error, "The search index is damaged: \(part).",
                at: SourceLocation(file: file, line: 0, column: 0, byteOffset: offset), fix: fix,
                code: .searchIndexDamaged)
        }
    }
}
