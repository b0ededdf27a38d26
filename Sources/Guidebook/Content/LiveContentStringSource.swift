@_spi(Locking) import GuidebookParsing

/// The strings of whatever content a ``ContentStore`` holds now, for one list of preferred
/// languages. The resolved tables are kept until the store's generation changes.
///
/// ``TutorialCopy`` takes one ``snapshot()`` per card, so a card's body, title and hint come
/// from the same set even when the content is replaced meanwhile.
final class LiveContentStringSource: PinnedStringSource, Sendable {
    private let store: ContentStore
    private let preferredLanguages: [String]
    private let cache = Locked<(generation: Int, source: ContentStringSource)?>(nil)

    init(store: ContentStore, preferredLanguages: [String]) {
        self.store = store
        self.preferredLanguages = preferredLanguages
    }

    /// The strings of the content in use now, resolved.
    func snapshot() -> ContentStringSource {
        let (content, generation) = store.current()
        if let cached = cache.withLock({ $0 }), cached.generation == generation { return cached.source }
        let resolver = LanguageResolver(
            preferredLanguages: preferredLanguages, developmentLanguage: content.developmentLanguage)
        let source = content.resolved(resolver)
        cache.withLock { $0 = (generation, source) }
        return source
    }

    /// Copy of `table` fixed to the content in use now.
    func pinned(_ table: String) -> TutorialCopy {
        TutorialCopy(source: snapshot(), table: table)
    }

    func localizedString(forKey key: String, table: String) -> LocalizedString? {
        snapshot().localizedString(forKey: key, table: table)
    }

    func localizedString(
        forKey key: String, table: String, counts: [Int], device: StringCatalog.Device
    ) -> LocalizedString? {
        snapshot().localizedString(forKey: key, table: table, counts: counts, device: device)
    }

    var availableLanguages: [String] { snapshot().availableLanguages }

    var tables: [String] { snapshot().tables }

    func entries(inTable table: String, language: String) -> [LocalizedStringEntry] {
        snapshot().entries(inTable: table, language: language)
    }

    func localizedString(forKey key: String, table: String, language: String) -> LocalizedString? {
        snapshot().localizedString(forKey: key, table: table, language: language)
    }
}
