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
    func language(among available: [String], developmentLanguage: String) -> String {
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage)
        return resolver.candidates(available: available).first ?? developmentLanguage
    }
}
