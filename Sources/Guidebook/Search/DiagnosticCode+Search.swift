/// The codes of the help search index (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A part of the search index file is damaged.
    public static let searchIndexDamaged = DiagnosticCode(rawValue: "search-index-damaged")
    /// A help book has no search index file beside it (`guidebook index --check`).
    public static let searchIndexMissing = DiagnosticCode(rawValue: "search-index-missing")
    /// A search index file has no help book beside it, so no app reads it (`guidebook index --check`).
    public static let searchIndexWithoutBook = DiagnosticCode(rawValue: "search-index-without-book")
    /// The file is not a search index.
    public static let searchIndexNotAnIndex = DiagnosticCode(rawValue: "search-index-not-an-index")
    /// The search index was built from another help book.
    public static let searchIndexStale = DiagnosticCode(rawValue: "search-index-stale")
    /// The search index file ends in the middle of a part.
    public static let searchIndexTruncated = DiagnosticCode(rawValue: "search-index-truncated")
    /// The search index file cannot be read.
    public static let searchIndexUnreadable = DiagnosticCode(rawValue: "search-index-unreadable")
    /// The search index has a format version this Guidebook does not read.
    public static let searchIndexVersion = DiagnosticCode(rawValue: "search-index-version")
}
