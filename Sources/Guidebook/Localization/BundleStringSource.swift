import Foundation

/// Localized text from a `Bundle`'s `.lproj` folders and String Catalogs, resolved by
/// Guidebook's own rule rather than `Bundle.localizedString(forKey:value:table:)`.
///
/// On Linux `Bundle` always answers in the development language, and on iOS a key missing
/// from the chosen table falls back to the key itself; this source resolves the same way on
/// both (see `LanguageResolver`). The bundle's development region (`CFBundleDevelopmentRegion`
/// in its `Info.plist`) is the default development language. Tables are read when the source is created.
///
/// ```swift
/// let copy = try BundleStringSource(bundle: .main)
/// copy.localizedString(forKey: "Welcome", table: "Tutorial")?.value
/// ```
public struct BundleStringSource: LocalizedStringSource, LocalizedContentSource {
    /// The folder the tables were read from (the bundle's resources).
    public let resourceURL: URL
    /// How languages are picked.
    public let resolver: LanguageResolver

    let content: LocalizedContent

    /// Reads the bundle's tables.
    ///
    /// Compiled String Catalogs arrive in an app bundle as `.strings` and `.stringsdict` files
    /// in `.lproj` folders, which this reads; an uncompiled `.xcstrings` in the resources is read too.
    ///
    /// - Parameters:
    ///   - bundle: The bundle.
    ///   - preferredLanguages: BCP 47 tags, most preferred first; defaults to the platform's.
    ///   - developmentLanguage: The content's own language; defaults to the bundle's
    ///     `CFBundleDevelopmentRegion`, else `en`.
    ///   - fallback: Whether a key missing in the best language falls back per key.
    ///   - limits: How much of each table is read (default `ReadingLimits/default`); a file's
    ///     size is checked before it is read.
    /// - Throws: `LocalizationError` for an unreadable file or a syntax error.
    public init(
        bundle: Bundle, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String? = nil, fallback: LanguageResolver.Fallback = .perKey,
        limits: ReadingLimits = .default
    ) throws(LocalizationError) {
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages,
            developmentLanguage: developmentLanguage ?? bundle.statedDevelopmentRegion ?? "en", fallback: fallback)
        resourceURL = bundle.resourceURL ?? bundle.bundleURL
        self.resolver = resolver
        content = try LocalizedContent.load(.folder(resourceURL), resolver: resolver, limits: limits)
    }
}
