/// Where localized text comes from: a folder of `.lproj` tables, a `Bundle`, or memory.
/// A source resolves a key for its own list of preferred languages.
///
/// ```swift
/// let source = try LocalizedStringsFolder(url: contentURL, preferredLanguages: ["de"])
/// source.localizedString(forKey: "Welcome Title", table: "Tutorial")?.value  // "Willkommen"
/// ```
public protocol LocalizedStringSource: Sendable {
    /// The text for `key` in `table`, in the best language that has it; `nil` when none has.
    func localizedString(forKey key: String, table: String) -> LocalizedString?

    /// The text for `key` with plural and device variations chosen (String Catalogs); sources
    /// without variations answer as `localizedString(forKey:table:)`.
    func localizedString(
        forKey key: String, table: String, counts: [Int], device: StringCatalog.Device
    ) -> LocalizedString?

    /// The languages the source has, canonical (`de`, `pt-BR`, `Base`), sorted.
    var availableLanguages: [String] { get }

    /// The table names the source has (`Tutorial`, `Localizable`), sorted.
    var tables: [String] { get }

    /// Every key of `table` that has text in exactly `language` (no fallback), in file order.
    func entries(inTable table: String, language: String) -> [LocalizedStringEntry]

    /// The text for `key` in exactly `language`, with no fallback to other languages: the entry
    /// ``entries(inTable:language:)`` lists for `key`, or `nil`. See the default implementation.
    func localizedString(forKey key: String, table: String, language: String) -> LocalizedString?
}

extension LocalizedStringSource {
    public func localizedString(
        forKey key: String, table: String, counts: [Int], device: StringCatalog.Device
    ) -> LocalizedString? {
        localizedString(forKey: key, table: table)
    }

    public var availableLanguages: [String] { [] }

    public var tables: [String] { [] }

    public func entries(inTable table: String, language: String) -> [LocalizedStringEntry] { [] }
}

/// A resolved piece of localized text and where it came from.
///
/// Its three parts live in one shared box, so handing a resolved string out of a source's
/// prepared table (`l10n.resolve`) costs one reference count, not one per part; setting a part
/// copies the box first when it is shared, so the value semantics are a plain struct's.
public struct LocalizedString: Sendable, Hashable {
    /// The parts, shared between copies until one is changed.
    private var parts: Parts

    /// The text, with format specifiers (`%@`, `%1$@`) kept verbatim.
    public var value: String {
        get { parts.value }
        set { parts = Parts(value: newValue, language: parts.language, location: parts.location) }
    }
    /// The language it was found in (`de`, `pt-BR`, `Base`).
    public var language: String {
        get { parts.language }
        set { parts = Parts(value: parts.value, language: newValue, location: parts.location) }
    }
    /// Where it stands in its file, when it came from one.
    public var location: SourceLocation? {
        get { parts.location }
        set { parts = Parts(value: parts.value, language: parts.language, location: newValue) }
    }

    /// Creates a resolved string.
    public init(value: String, language: String, location: SourceLocation? = nil) {
        parts = Parts(value: value, language: language, location: location)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parts === rhs.parts
            || (lhs.value == rhs.value && lhs.language == rhs.language && lhs.location == rhs.location)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(language)
        hasher.combine(location)
    }

    /// The immutable box: a change makes a new one.
    private final class Parts: Sendable {
        let value: String
        let language: String
        let location: SourceLocation?

        init(value: String, language: String, location: SourceLocation?) {
            self.value = value
            self.language = language
            self.location = location
        }
    }
}
