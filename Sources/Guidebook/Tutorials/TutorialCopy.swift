import Foundation

/// Where the text of tutorial cards comes from: the seed's convention on any string source.
///
/// For a key `Welcome` the body is the table's `"Welcome"`, the title `"Welcome Title"`, in
/// the table `Tutorial`. Format specifiers (`%@`) are kept verbatim.
///
/// A card is in one language. The body is resolved first (falling back per key through the
/// preferred languages); its language is the card's. The title is taken from that language
/// only: when it lacks `"Welcome Title"` the title is empty (``Tutorials`` warns with
/// `missing-title`) rather than borrowed from another language. The dismiss hint is the
/// table's `"Tap to continue"` in the card's language, otherwise the built-in translation for
/// that language; only for a language with neither does it fall back to the table's hint in
/// its best language, then English. The tour controls' words (``TutorialCard/TourTexts``) are
/// the table's in the card's language, else English.
///
/// ```swift
/// let copy = try TutorialCopy.stringsTable("Tutorial", in: contentURL, preferredLanguages: ["de"])
/// let card = try copy.card(for: "Welcome")
/// card.title        // "Willkommen"
/// card.dismissHint  // "Tippen zum Fortfahren"
/// ```
public struct TutorialCopy: Sendable {
    /// The localized strings the copy is read from.
    public let source: any LocalizedStringSource
    /// The table's name: `Tutorial`.
    public let table: String

    /// The key of the dismiss hint in the table.
    public static let dismissHintKey = "Tap to continue"

    /// Reads cards from `source`.
    ///
    /// - Parameters:
    ///   - source: A strings folder, a bundle, or strings in memory.
    ///   - table: The table's name.
    public init(source: any LocalizedStringSource, table: String = "Tutorial") {
        self.source = source
        self.table = table
    }

    /// Reads cards from a content folder laid out like an app's resources (`<lang>.lproj/Tutorial.strings`).
    ///
    /// - Parameters:
    ///   - table: The table's name.
    ///   - url: The folder holding the `.lproj` folders.
    ///   - preferredLanguages: The user's languages, most preferred first; by default the
    ///     platform's (``LanguageResolver/platformPreferredLanguages()``).
    ///   - developmentLanguage: The language the content was written in, tried last.
    /// - Throws: ``TutorialCopyError/content(_:)`` with the folder's or a file's error and its location.
    public static func stringsTable(
        _ table: String = "Tutorial", in url: URL,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en"
    ) throws(TutorialCopyError) -> TutorialCopy {
        do throws(LocalizationError) {
            let folder = try LocalizedStringsFolder(
                url: url, preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
            return TutorialCopy(source: folder, table: table)
        } catch {
            throw .content(error)
        }
    }

    /// The card for `key`: body, title, dismiss hint, language and direction, all in the
    /// language the body resolved to.
    ///
    /// A title missing in the body's language gives a card with an empty title (``Tutorials``
    /// reports it as a warning), never a title from another language; a missing body is an
    /// error, never an empty card.
    ///
    /// ```swift
    /// // de lacks "Export Title": a German body with an empty title, not an English one.
    /// let card = try copy.card(for: "Export")
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    /// - Throws: ``TutorialCopyError/missingBody(key:table:)`` when the table has no text for `key`.
    public func card(for key: String) throws(TutorialCopyError) -> TutorialCard {
        // Copy that follows a ContentStore reads one content set for the whole card.
        if let live = source as? any PinnedStringSource { return try live.pinned(table).card(for: key) }
        guard let body = source.localizedString(forKey: key, table: table) else {
            throw .missingBody(key: key, table: table)
        }
        var card = TutorialCard(
            key: key, title: text(forKey: Self.titleKey(for: key), language: body.language)?.value ?? "",
            body: body.value,
            dismissHint: dismissHint(language: body.language), language: body.language)
        card.tourTexts = tourTexts(language: body.language)
        return card
    }

    /// Whether the card for `key` has a title: `"<key> Title"` in the language its body resolves
    /// to (in any language when there is no body).
    ///
    /// - Parameter key: The tutorial key.
    public func hasTitle(for key: String) -> Bool {
        if let live = source as? any PinnedStringSource { return live.pinned(table).hasTitle(for: key) }
        let titleKey = Self.titleKey(for: key)
        guard let body = source.localizedString(forKey: key, table: table) else {
            return source.localizedString(forKey: titleKey, table: table) != nil
        }
        return text(forKey: titleKey, language: body.language) != nil
    }

    /// "Tap to continue" in `language`: the table's own when it has one in that language,
    /// else the built-in translation (``GuidebookStrings``), else the table's in its best
    /// language, else English.
    ///
    /// - Parameter language: A language tag (`de`, `pt-BR`, `zh-Hant`).
    public func dismissHint(language: String) -> String {
        if let fromTable = text(forKey: Self.dismissHintKey, language: language) { return fromTable.value }
        if let builtIn = GuidebookStrings.tableLanguage(for: language) {
            return GuidebookStrings(language: builtIn).dismissHint
        }
        return source.localizedString(forKey: Self.dismissHintKey, table: table)?.value ?? Self.dismissHintKey
    }

    /// The words of the tour controls in `language`: each of ``TutorialCard/TourTexts/keys`` the
    /// table has in exactly that language, the built-in words in that language
    /// (``GuidebookStrings``, English where it lacks the language) for the others, never the
    /// table's text in another language. A progress format that does not take two whole
    /// numbers is not used.
    ///
    /// ```swift
    /// copy.tourTexts(language: "de").next  // the table's "Tour Next" in de, else "Weiter"
    /// ```
    ///
    /// - Parameter language: The card's language.
    public func tourTexts(language: String) -> TutorialCard.TourTexts {
        GuidebookStrings(language: language).tourTexts.replacing { key in text(forKey: key, language: language)?.value }
    }

    /// The table's text for `key` in exactly `language`: the resolved text when it is in that
    /// language (any source), else the source's entries for that language.
    private func text(forKey key: String, language: String) -> LocalizedString? {
        if let resolved = source.localizedString(forKey: key, table: table), resolved.language == language {
            return resolved
        }
        return source.localizedString(forKey: key, table: table, language: language)
    }
}
