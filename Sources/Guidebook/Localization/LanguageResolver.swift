/// Picks which language's text to show, from an ordered list of preferred languages and the
/// languages a source has, the same way on Linux and Apple platforms.
///
/// For each preferred language in turn, the available languages are tried in this order:
/// 1. the exact tag (`pt-BR` → `pt-BR`);
/// 2. the same language, script and region without variants, with the script inferred where a
///    language has several (`zh-TW` → `zh-Hant-TW`);
/// 3. the same language and script without a region (`pt-BR` → `pt`, `zh-TW` → `zh-Hant`,
///    `zh-CN` → `zh-Hans` or `zh`; never `sr-Latn` → `sr`, which is Cyrillic);
/// 4. the same language and script in another region (`en-AU` → `en-GB`), in the source's order.
///
/// After every preferred language come `Base` and then the development language (matched the
/// same way). With `.perKey` fallback (the default) a key missing in the best language is looked
/// up in the next candidate, so a half-translated table still shows every card. With
/// `.firstAvailableLanguageOnly` only the best language is used, as `Bundle` does on iOS.
///
/// ```swift
/// let resolver = LanguageResolver(preferredLanguages: ["zh-TW", "en"], developmentLanguage: "en")
/// resolver.candidates(available: ["en", "zh-Hans", "zh-Hant"])  // ["zh-Hant", "en"]
/// ```
public struct LanguageResolver: Sendable, Hashable {
    /// What happens when the best language lacks a key.
    public enum Fallback: Sendable, Hashable {
        /// Try the next candidate language for that key (exact → language → `Base` → development).
        case perKey
        /// Use only the best available language; a key missing there resolves to nothing.
        case firstAvailableLanguageOnly
    }

    /// The user's languages, most preferred first.
    public var preferredLanguages: [LanguageTag]
    /// The language the content was written in, tried after `Base`.
    public var developmentLanguage: LanguageTag
    /// Whether a missing key falls back to the next language.
    public var fallback: Fallback

    /// Creates a resolver.
    ///
    /// Entries that are not language tags (`C`, `POSIX`, empty) are skipped.
    ///
    /// - Parameters:
    ///   - preferredLanguages: BCP 47 tags, most preferred first; defaults to the platform's list.
    ///   - developmentLanguage: The content's own language, tried last.
    ///   - fallback: Whether a key missing in the best language falls back per key.
    public init(
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en",
        fallback: Fallback = .perKey
    ) {
        self.preferredLanguages = preferredLanguages.compactMap(LanguageTag.init)
        self.developmentLanguage = LanguageTag(developmentLanguage) ?? LanguageTag(language: "en")
        self.fallback = fallback
    }

    /// The available languages to try, best first, as spelled in `available`.
    ///
    /// - Parameter available: The languages a source has (`.lproj` names, catalog languages).
    /// - Returns: A subset of `available` without repeats; with `.firstAvailableLanguageOnly`
    ///   at most one language.
    /// - Complexity: O(p × a) for p preferred and a available languages.
    public func candidates(available: [String]) -> [String] {
        let tags = available.map { (spelling: $0, tag: LanguageTag($0)) }
        var picked: [String] = []
        var seen: Set<String> = []
        func add(_ spelling: String) {
            if seen.insert(spelling).inserted { picked.append(spelling) }
        }
        func addMatches(for wanted: LanguageTag) {
            for step in 0..<4 {
                for (spelling, tag) in tags {
                    guard let tag, Self.matches(tag, wanted, step: step) else { continue }
                    add(spelling)
                }
            }
        }
        for wanted in preferredLanguages { addMatches(for: wanted) }
        for (spelling, tag) in tags where tag?.isBase == true { add(spelling) }
        addMatches(for: developmentLanguage)
        if fallback == .firstAvailableLanguageOnly { return Array(picked.prefix(1)) }
        return picked
    }

    /// The first candidate language whose lookup yields a value.
    ///
    /// ```swift
    /// let hit = resolver.resolve(available: Array(tables.keys)) { tables[$0]?["Welcome"] }
    /// ```
    ///
    /// - Parameters:
    ///   - available: The languages a source has.
    ///   - lookup: Finds the value in one language, `nil` when that language lacks it.
    /// - Returns: The language (as spelled in `available`) and its value, or `nil`.
    /// - Complexity: O(p × a) plus the lookups.
    public func resolve<Value>(
        available: [String], _ lookup: (String) throws -> Value?
    ) rethrows -> (language: String, value: Value)? {
        for language in candidates(available: available) {
            if let value = try lookup(language) { return (language, value) }
        }
        return nil
    }

    private static func matches(_ tag: LanguageTag, _ wanted: LanguageTag, step: Int) -> Bool {
        guard !tag.isBase, !wanted.isBase else { return step == 0 && tag.isBase && wanted.isBase }
        switch step {
        case 0:
            return tag == wanted
        case 1:
            return tag.language == wanted.language && tag.hasCompatibleScript(with: wanted)
                && tag.region == wanted.region && tag.region != nil
        case 2:
            return tag.language == wanted.language && tag.hasCompatibleScript(with: wanted) && tag.region == nil
                && (tag.variants.isEmpty || tag.variants == wanted.variants)
        default:
            return tag.language == wanted.language && tag.hasCompatibleScript(with: wanted)
        }
    }
}

extension LanguageResolver {
    /// The platform's preferred languages: `Locale.preferredLanguages` on Apple platforms; on
    /// Linux the POSIX environment (see `preferredLanguages(environment:)`), since Foundation
    /// reports a fixed list there. Falls back to `["en"]` when nothing is set.
    public static func platformPreferredLanguages() -> [String] {
        let languages =
            Platform.systemPreferredLanguages ?? preferredLanguages(environment: Platform.environment)
        return languages.isEmpty ? ["en"] : languages
    }

    /// The preferred languages a POSIX environment names, most preferred first.
    ///
    /// `LANGUAGE` (a colon-separated list, as gettext reads it) comes first, then the locale
    /// from the first set of `LC_ALL`, `LC_MESSAGES`, `LANG`. Encodings and modifiers are
    /// stripped (`de_DE.UTF-8@euro` → `de-DE`). As in gettext, `LANGUAGE` is ignored when the
    /// locale is `C` or `POSIX`; those never count as languages.
    ///
    /// ```swift
    /// LanguageResolver.preferredLanguages(environment: ["LANGUAGE": "pt_BR:pt", "LANG": "en_US.UTF-8"])
    /// // ["pt-BR", "pt", "en-US"]
    /// ```
    ///
    /// - Parameter environment: The variables, e.g. `ProcessInfo.processInfo.environment`.
    /// - Returns: Canonical tags without repeats; empty when nothing usable is set.
    public static func preferredLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        let localeIsC = locale.map { value in
            let name = value.split(separator: ".").first.map(String.init) ?? value
            return name == "C" || name == "POSIX"
        }
        var result: [String] = []
        func add(_ text: Substring) {
            guard let tag = LanguageTag(String(text)), !tag.isBase else { return }
            if !result.contains(tag.identifier) { result.append(tag.identifier) }
        }
        if localeIsC != true, let list = environment["LANGUAGE"] {
            for entry in list.split(separator: ":") { add(entry) }
        }
        if let locale, localeIsC != true { add(Substring(locale)) }
        return result
    }
}
