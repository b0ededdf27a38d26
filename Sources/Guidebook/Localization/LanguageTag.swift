/// A BCP 47 language tag as used for `.lproj` folders and String Catalogs: language, script,
/// region and variants, in canonical case.
///
/// Parsing accepts the spellings found in app bundles and POSIX locales: hyphens or
/// underscores (`zh_TW`, `pt-BR`), any case (`ZH-hant-tw`), POSIX suffixes (`de_DE.UTF-8@euro`),
/// `Base`, and the old English names Xcode once used for `.lproj` folders (`English.lproj`,
/// `German.lproj`). Extensions and private-use parts (`-u-…`, `-x-…`) are dropped.
///
/// ```swift
/// let tag = LanguageTag("zh_TW")
/// tag?.identifier        // "zh-TW"
/// tag?.effectiveScript   // "Hant" (inferred from the region)
/// LanguageTag("sr-latn")?.identifier  // "sr-Latn"
/// ```
public struct LanguageTag: Sendable, Hashable, CustomStringConvertible {
    /// The primary language subtag in lowercase (`pt`), or `Base`.
    public var language: String
    /// The script subtag in title case (`Hant`, `Latn`), when the tag names one.
    public var script: String?
    /// The region subtag in uppercase (`BR`) or three digits (`419`), when the tag names one.
    public var region: String?
    /// Variant subtags in lowercase (`valencia`, `1996`).
    public var variants: [String]

    /// The `Base` localization: Interface Builder's language-neutral resources.
    public static let base = LanguageTag(uncheckedLanguage: "Base")

    /// Creates a tag from its parts, canonicalizing their case.
    ///
    /// - Parameters:
    ///   - language: The language subtag (`pt`).
    ///   - script: The script subtag (`Hant`), if any.
    ///   - region: The region subtag (`BR`), if any.
    ///   - variants: Variant subtags, if any.
    public init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
        self.language = language.lowercased() == "base" ? "Base" : language.lowercased()
        self.script = script.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
        self.region = region?.uppercased()
        self.variants = variants.map { $0.lowercased() }
    }

    private init(uncheckedLanguage: String) {
        language = uncheckedLanguage
        script = nil
        region = nil
        variants = []
    }

    /// Parses a tag; `nil` when the text is not a language tag (`C`, `POSIX`, empty, `12`).
    ///
    /// - Parameter text: `pt-BR`, `zh_Hant_TW`, `en_GB.UTF-8`, `Base`, `English`, ...
    public init?(_ text: String) {
        var text = Substring(text)
        if let cut = text.firstIndex(where: { $0 == "." || $0 == "@" }) { text = text[..<cut] }
        if text.isEmpty { return nil }
        if let legacy = Self.legacyNames[text.lowercased()] {
            self.init(language: legacy)
            return
        }
        let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = subtags.first, Self.isAlpha(first),
            (2...3).contains(first.count) || first.lowercased() == "base"
        else { return nil }
        if first.lowercased() == "base" {
            guard subtags.count == 1 else { return nil }
            self = .base
            return
        }
        let language = Self.deprecatedLanguages[first.lowercased()] ?? first.lowercased()
        var script: Substring?
        var region: Substring?
        var variants: [Substring] = []
        for subtag in subtags.dropFirst() {
            if subtag.count == 1 { break }  // an extension or private use: ignored
            if script == nil, region == nil, variants.isEmpty, subtag.count == 4, Self.isAlpha(subtag) {
                script = subtag
            } else if region == nil, variants.isEmpty,
                (subtag.count == 2 && Self.isAlpha(subtag))
                    || (subtag.count == 3 && subtag.allSatisfy(\.isASCII)
                        && subtag.allSatisfy(\.isNumber))
            {
                region = subtag
            } else if (5...8).contains(subtag.count) || (subtag.count == 4 && subtag.first?.isNumber == true),
                subtag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
            {
                variants.append(subtag)
            } else {
                return nil
            }
        }
        self.init(
            language: language, script: script.map(String.init), region: region.map(String.init),
            variants: variants.map(String.init))
    }

    /// Whether this is the `Base` localization.
    public var isBase: Bool { language == "Base" }

    /// The canonical identifier, parts joined by hyphens: `zh-Hant-TW`.
    public var identifier: String {
        var parts = [language]
        if let script { parts.append(script) }
        if let region { parts.append(region) }
        parts += variants
        return parts.joined(separator: "-")
    }

    public var description: String { identifier }

    /// The script the tag is written in: the explicit one, or the one its language and region
    /// imply for languages written in more than one script (`zh-TW` → `Hant`, `zh` → `Hans`,
    /// `sr` → `Cyrl`); `nil` for languages with one usual script.
    public var effectiveScript: String? {
        if let script { return script }
        guard let defaultScript = Self.defaultScripts[language] else { return nil }
        if let region, let regional = Self.regionalScripts[language]?[region] { return regional }
        return defaultScript
    }

    /// Whether two tags can stand for each other's script: equal effective scripts, or a
    /// language with one usual script where one side names none.
    func hasCompatibleScript(with other: LanguageTag) -> Bool {
        let mine = effectiveScript
        let theirs = other.effectiveScript
        if mine == theirs { return true }
        return Self.defaultScripts[language] == nil && (mine == nil || theirs == nil)
    }

    private static func isAlpha(_ text: Substring) -> Bool {
        text.allSatisfy { $0.isASCII && $0.isLetter }
    }

    /// Languages written in more than one script, with the script a bare tag means.
    private static let defaultScripts: [String: String] = [
        "zh": "Hans", "sr": "Cyrl", "uz": "Latn", "bs": "Latn", "pa": "Guru", "az": "Latn", "mn": "Cyrl",
        "ms": "Latn", "ha": "Latn", "ks": "Arab", "sd": "Arab", "ff": "Latn", "shi": "Tfng", "vai": "Vaii",
    ]

    /// Regions that imply another script than the language's default.
    private static let regionalScripts: [String: [String: String]] = [
        "zh": ["TW": "Hant", "HK": "Hant", "MO": "Hant"],
        "sr": ["ME": "Latn"],
        "uz": ["AF": "Arab"],
        "pa": ["PK": "Arab"],
    ]

    /// Language codes replaced by newer ones.
    private static let deprecatedLanguages: [String: String] = ["iw": "he", "in": "id", "ji": "yi", "jw": "jv"]

    /// The English names older Xcode versions gave `.lproj` folders.
    private static let legacyNames: [String: String] = [
        "english": "en", "german": "de", "french": "fr", "japanese": "ja", "spanish": "es", "italian": "it",
        "dutch": "nl",
    ]
}
