import Guidebook

extension ParsedArguments {
    /// The languages a command shows, most preferred first: `--language L` when given, else the
    /// platform's preferred languages (on Linux `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`;
    /// `["en"]` when none names a language), as an app on the user's device would pick.
    var preferredLanguages: [String] {
        value("language").map { [$0] } ?? LanguageResolver.platformPreferredLanguages()
    }

    /// The one language, of those a content folder has, that ``preferredLanguages`` resolves to;
    /// `developmentLanguage` when none matches.
    ///
    /// - Parameters:
    ///   - available: The content's languages (`.lproj` names).
    ///   - developmentLanguage: The content's own language, tried last.
    /// A note for standard error when `--language L` asked for a language the content does not
    /// have and `shown` is shown instead; `nil` when no language was asked for or it is shown.
    ///
    /// - Parameters:
    ///   - shown: The language the command shows (`nil`: the content's unlabeled files).
    ///   - what: What is shown (`the card`, `the help book`).
    ///   - missing: The file that would translate it (`fr.lproj/Tutorial.strings`).
    func fallbackNote(shown: String?, what: String, missing: (String) -> String) -> String? {
        guard let asked = value("language") else { return nil }
        let askedTag = LanguageTag(asked)
        if let shown, let shownTag = LanguageTag(shown), shownTag.language == askedTag?.language { return nil }
        let instead = shown.map { "\($0) instead" } ?? "the content's own language instead"
        return "note: There is no \(asked) content, so \(what) is shown in \(instead). "
            + "To translate it, add \(missing(askedTag?.language ?? asked))."
    }

    func language(among available: [String], developmentLanguage: String) -> String {
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
        return resolver.candidates(available: available).first ?? developmentLanguage
    }
}
