/// One key of a table in one language, as a source lists it for lint and tools: its text,
/// where it stands, and (for String Catalogs) its review state and comment.
///
/// ```swift
/// for entry in source.entries(inTable: "Tutorial", language: "de") where entry.state == .needsReview {
///     print("\(entry.location.map(String.init(describing:)) ?? entry.key): needs review")
/// }
/// ```
public struct LocalizedStringEntry: Sendable, Hashable {
    /// The key.
    public var key: String
    /// The text in this language with plural forms as `other` and the iPhone device form;
    /// `nil` when the entry has no form that resolves.
    public var value: String?
    /// The language, canonical (`de`, `pt-BR`, `Base`).
    public var language: String
    /// The table (`Tutorial`).
    public var table: String
    /// Where the entry stands, when it came from a file.
    public var location: SourceLocation?
    /// The String Catalog review state (the least finished of its forms: `new`, then
    /// `needs_review`, then `stale`); `nil` for `.strings` entries and untranslated source keys.
    public var state: StringCatalog.State?
    /// The String Catalog comment, if any.
    public var comment: String?

    /// Creates an entry.
    public init(
        key: String, value: String?, language: String, table: String, location: SourceLocation? = nil,
        state: StringCatalog.State? = nil, comment: String? = nil
    ) {
        self.key = key
        self.value = value
        self.language = language
        self.table = table
        self.location = location
        self.state = state
        self.comment = comment
    }
}
