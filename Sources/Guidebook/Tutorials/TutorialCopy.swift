import Foundation

/// Where the text of tutorial cards comes from: the seed's convention on any string source.
///
/// For a key `Welcome` the body is the table's `"Welcome"`, the title `"Welcome Title"`, in
/// the table `Tutorial`. The dismiss hint is the table's `"Tap to continue"` when it has one in
/// the card's language, otherwise a built-in translation for that language. Format specifiers
/// (`%@`) are kept verbatim.
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
    /// - Throws: ``TutorialCopyError/unreadableContent(path:reason:)`` when the folder cannot be read.
    public static func stringsTable(
        _ table: String = "Tutorial", in url: URL,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        developmentLanguage: String = "en"
    ) throws(TutorialCopyError) -> TutorialCopy {
        do {
            let folder = try LocalizedStringsFolder(
                url: url, preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
            return TutorialCopy(source: folder, table: table)
        } catch {
            throw .unreadableContent(path: url.path, reason: "\(error)")
        }
    }

    /// The card for `key`: body, title, dismiss hint, language and direction.
    ///
    /// A missing title gives a card with an empty title (``Tutorials`` reports it as a warning);
    /// a missing body is an error, never an empty card.
    ///
    /// - Parameter key: The tutorial key.
    /// - Throws: ``TutorialCopyError/missingBody(key:table:)`` when the table has no text for `key`.
    public func card(for key: String) throws(TutorialCopyError) -> TutorialCard {
        guard let body = source.localizedString(forKey: key, table: table) else {
            throw .missingBody(key: key, table: table)
        }
        let title = source.localizedString(forKey: "\(key) Title", table: table)
        return TutorialCard(
            key: key, title: title?.value ?? "", body: body.value, dismissHint: dismissHint(language: body.language),
            language: body.language)
    }

    /// Whether the table has a title (`"<key> Title"`) for `key`.
    public func hasTitle(for key: String) -> Bool {
        source.localizedString(forKey: "\(key) Title", table: table) != nil
    }

    /// "Tap to continue" in `language`: the table's own when it has one in that language,
    /// else the built-in translation, else the table's in any language, else English.
    ///
    /// - Parameter language: A language tag (`de`, `pt-BR`, `zh-Hant`).
    public func dismissHint(language: String) -> String {
        let fromTable = source.localizedString(forKey: Self.dismissHintKey, table: table)
        if let fromTable, fromTable.language == language { return fromTable.value }
        if let builtIn = Self.builtInDismissHint(language: language) { return builtIn }
        return fromTable?.value ?? Self.dismissHintKey
    }
}
