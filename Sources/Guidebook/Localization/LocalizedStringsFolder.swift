import Foundation

/// A content folder laid out like an app's resources: `<lang>.lproj/<Table>.strings` (old-style,
/// XML or binary), `<lang>.lproj/<Table>.stringsdict` (plural and device variants) and
/// `<Table>.xcstrings` String Catalogs at the top level.
///
/// Every table is read when the folder is opened, so a syntax error surfaces at once, with its
/// position, instead of as a missing card later. Languages are resolved by `LanguageResolver`
/// (exact → language without region/script → `Base` → development language, per key by
/// default), never by `Bundle`, so Linux and iOS pick the same text. A `.strings` table and a
/// String Catalog with the same name are merged: for a key several have, a `.stringsdict` entry
/// wins (as on Apple platforms), then the `.strings` entry, then the catalog's.
///
/// ```swift
/// let copy = try LocalizedStringsFolder(url: URL(fileURLWithPath: "Examples/Compositions"),
///                                       preferredLanguages: ["de-AT", "en"])
/// copy.localizedString(forKey: "Welcome Title", table: "Tutorial")?.value  // from de.lproj
/// ```
public struct LocalizedStringsFolder: LocalizedStringSource, LocalizedContentSource {
    /// The folder.
    public let url: URL
    /// How languages are picked.
    public let resolver: LanguageResolver

    let content: LocalizedContent

    /// The languages to try, most preferred first.
    public var preferredLanguages: [String] { resolver.preferredLanguages.map(\.identifier) }
    /// The language the content was written in, tried last.
    public var developmentLanguage: String { resolver.developmentLanguage.identifier }

    /// Opens a folder and reads every table in it.
    ///
    /// - Parameters:
    ///   - url: The folder.
    ///   - preferredLanguages: BCP 47 tags, most preferred first; defaults to the platform's.
    ///   - developmentLanguage: The content's own language, tried last.
    ///   - fallback: Whether a key missing in the best language falls back per key.
    ///   - limits: How much of each table is read (default `ReadingLimits/default`); a file's
    ///     size is checked before it is read.
    /// - Throws: `LocalizationError` for a missing folder, an unreadable file or a syntax error.
    /// - Complexity: O(n) in the total size of the tables.
    public init(
        url: URL, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en", fallback: LanguageResolver.Fallback = .perKey,
        limits: ReadingLimits = .default
    ) throws(LocalizationError) {
        try self.init(
            url: url,
            resolver: LanguageResolver(
                preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage, fallback: fallback),
            limits: limits)
    }

    /// Opens a folder with a ready resolver.
    ///
    /// - Parameters:
    ///   - url: The folder.
    ///   - resolver: How languages are picked.
    ///   - limits: How much of each table is read (default `ReadingLimits/default`).
    /// - Throws: `LocalizationError` for a missing folder, an unreadable file or a syntax error.
    public init(url: URL, resolver: LanguageResolver, limits: ReadingLimits = .default) throws(LocalizationError) {
        self.url = url
        self.resolver = resolver
        content = try LocalizedContent.load(.folder(url), resolver: resolver, limits: limits)
    }

    /// The same tables resolved for other languages, without reading the folder again.
    ///
    /// - Parameter resolver: How languages are picked.
    public func resolving(with resolver: LanguageResolver) -> LocalizedStringsFolder {
        LocalizedStringsFolder(url: url, resolver: resolver, content: content)
    }

    private init(url: URL, resolver: LanguageResolver, content: LocalizedContent) {
        self.url = url
        self.resolver = resolver
        var content = content
        content.resolver = resolver
        content.prepare()
        self.content = content
    }

    /// The String Catalog behind a table, when the table has one (for lint: states, comments).
    public func catalog(forTable table: String) -> StringCatalog? {
        content.catalogs[table]
    }
}
