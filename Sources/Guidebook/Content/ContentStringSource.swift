/// The string tables of one ``GuidebookContent`` resolved for one list of preferred languages:
/// what ``GuidebookContent/strings(preferredLanguages:fallback:)`` hands out.
struct ContentStringSource: LocalizedStringSource, LocalizedContentSource {
    let content: LocalizedContent
}

extension GuidebookContent {
    /// The string tables with `resolver` picking among their languages.
    func resolved(_ resolver: LanguageResolver) -> LocalizedContent {
        var content = strings
        content.resolver = resolver
        content.prepare()
        return content
    }
}
