@_spi(Locking) import GuidebookParsing

/// The words Guidebook itself puts on screen around an app's own text, in the language of the
/// card or book they stand beside: the dismiss hint, the tour controls, the help screens' chrome
/// and the HTML preview's. One table for every renderer (UIKit, SwiftUI, the HTML preview, the
/// terminal), in the 27 languages of ``languages``.
///
/// A content folder's own strings win over these: ``TutorialCopy`` reads `"Tap to continue"`
/// and the tour keys (``TutorialCard/TourTexts/keys``, such as `"Tour Next"`) from the card's
/// table first. A language the table lacks resolves by ``LanguageResolver``'s rules (`de-AT` →
/// `de`, `zh-TW` → `zh-Hant`, `nn` → `nb`), then to English.
///
/// ```swift
/// GuidebookStrings(language: "de-AT").next      // "Weiter"
/// GuidebookStrings(language: "ar").skipTour     // "تخطي الجولة"
/// GuidebookStrings(language: "tlh").language    // "en"
/// ```
public struct GuidebookStrings: Sendable, Hashable {
    /// The table's language these words are in (one of ``languages``).
    public var language: String
    /// What a card without tour controls says under its body: "Tap to continue".
    public var dismissHint: String
    /// A tour's button to the next step: "Next".
    public var next: String
    /// A tour's button to the step before: "Back".
    public var back: String
    /// The next-step button on a tour's last step: "Done".
    public var done: String
    /// The button that ends a tour now: "Skip tour".
    public var skipTour: String
    /// A tour's progress, the step's number then the tour's length: `"%1$d of %2$d"`.
    public var progressFormat: String
    /// The progress as VoiceOver says it: `"Step %1$d of %2$d"`.
    public var spokenProgressFormat: String
    /// What Next does, for VoiceOver: "Shows the next step."
    public var nextHint: String
    /// What Back does, for VoiceOver: "Shows the previous step."
    public var backHint: String
    /// What Done does, for VoiceOver: "Ends the tour."
    public var doneHint: String
    /// What Skip tour does, for VoiceOver: "Ends the tour without its remaining steps."
    public var skipTourHint: String
    /// The help index's title and the breadcrumb's first step: "Help".
    public var help: String
    /// The header over an article's related articles: "See also".
    public var seeAlso: String
    /// A search field's placeholder where it is labelled apart: "Search".
    public var search: String
    /// The help search field's prompt and label: "Search help".
    public var searchHelp: String
    /// What a search that finds nothing says: "No results".
    public var noResults: String
    /// The HTML preview's name of its cards page: "Cards".
    public var cards: String
    /// The heading of the HTML preview's cards page: "Tutorial cards".
    public var tutorialCards: String
    /// The accessibility label of the HTML preview's language switcher: "Language".
    public var languageSwitcher: String
    /// The accessibility label of an article's breadcrumb: "Breadcrumb".
    public var breadcrumb: String

    /// The languages the table has, by BCP 47 tag, English first.
    public static let languages: [String] = ["en"] + table.keys.filter { $0 != "en" }.sorted()

    /// The English words, the fallback for every language the table lacks.
    public static let english = GuidebookStrings(
        language: "en",
        dismissHint: "Tap to continue",
        next: "Next", back: "Back", done: "Done", skipTour: "Skip tour",
        progressFormat: "%1$d of %2$d", spokenProgressFormat: "Step %1$d of %2$d",
        nextHint: "Shows the next step.", backHint: "Shows the previous step.",
        doneHint: "Ends the tour.", skipTourHint: "Ends the tour without its remaining steps.",
        help: "Help", seeAlso: "See also", search: "Search", searchHelp: "Search help",
        noResults: "No results", cards: "Cards", tutorialCards: "Tutorial cards",
        languageSwitcher: "Language", breadcrumb: "Breadcrumb")

    /// The table's language for `language`: ``LanguageResolver``'s best match among
    /// ``languages``, with Norwegian Nynorsk and the macro tag `no` read as Bokmål; `nil` when
    /// none matches (English is then used).
    ///
    /// - Parameter language: A language tag.
    /// - Returns: One of ``languages``, or `nil`.
    public static func tableLanguage(for language: String) -> String? {
        // Every card asks, for its one language: matched against the table once per language.
        if let known = tableLanguages.withLock({ $0[language] }) { return known }
        let found = matchTableLanguage(for: language)
        tableLanguages.withLock { known in
            if known.count < 64 { known[language] = found }
        }
        return found
    }

    /// The languages ``tableLanguage(for:)`` has matched, by the tag asked for (at most 64).
    private static let tableLanguages = Locked<[String: String?]>([:])

    private static func matchTableLanguage(for language: String) -> String? {
        guard let tag = LanguageTag(language) else { return nil }
        let wanted = ["nn", "no"].contains(tag.language) ? [language, "nb"] : [language]
        let resolver = LanguageResolver(preferredLanguages: wanted, developmentLanguage: "en")
        // The development language ends every list of candidates; it counts only when asked for.
        return resolver.candidates(available: Array(table.keys)).first { $0 != "en" || tag.language == "en" }
    }

    private static func resolve(_ language: String) -> String { tableLanguage(for: language) ?? "en" }
}

extension GuidebookStrings {
    /// The words in `language`, or in the closest language the table has, else English.
    ///
    /// (In an extension, so the table keeps the memberwise initializer.)
    ///
    /// - Parameter language: A language tag (`de`, `pt-BR`, `zh-Hant-TW`), as a card or book has.
    public init(language: String) {
        self = Self.table[Self.resolve(language)] ?? Self.english
    }
}
