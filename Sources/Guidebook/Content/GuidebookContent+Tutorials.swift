extension GuidebookContent {
    /// The content's localized strings resolved for the user's languages: what the engine and
    /// the help screens look text up in.
    ///
    /// ```swift
    /// let strings = content.strings(preferredLanguages: ["de-AT"])
    /// strings.localizedString(forKey: "Welcome Title", table: "Tutorial")?.value  // from de.lproj
    /// ```
    ///
    /// - Parameters:
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - fallback: Whether a key missing in the best language falls back per key.
    /// - Returns: A source that resolves as ``LanguageResolver`` does, the development language last.
    public func strings(
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
        fallback: LanguageResolver.Fallback = .perKey
    ) -> any LocalizedStringSource {
        resolved(
            LanguageResolver(
                preferredLanguages: preferredLanguages, developmentLanguage: developmentLanguage, fallback: fallback))
    }

    /// The tutorial copy for the user's languages, by the engine's rules (see ``TutorialCopy``).
    ///
    /// ```swift
    /// let tutorials = Tutorials(copy: content.tutorialCopy(), store: store, presenter: presenter)
    /// ```
    ///
    /// - Parameters:
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - table: The table the copy is in.
    /// - Returns: The copy.
    public func tutorialCopy(
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial"
    ) -> TutorialCopy {
        TutorialCopy(source: strings(preferredLanguages: preferredLanguages), table: table)
    }

    /// Every tutorial key of `table`: in the development language's file order, then the keys
    /// only other languages have. Titles and the dismiss hint are no keys of their own.
    ///
    /// ```swift
    /// content.tutorialKeys()  // ["Welcome", "Library", "Editor", "Export"]
    /// ```
    ///
    /// - Parameter table: The table the copy is in.
    /// - Complexity: O(n) in the entries of the table across its languages.
    public func tutorialKeys(table: String = "Tutorial") -> [String] {
        var keys: [String] = []
        var seen: Set<String> = []
        for language in languages(ofTable: table) {
            for entry in entries(inTable: table, language: language) {
                guard let key = TutorialCopy.tutorialKey(forEntry: entry.key) else { continue }
                if seen.insert(key).inserted { keys.append(key) }
            }
        }
        return keys
    }

    /// The cards an app whose user prefers `language` shows, one per tutorial key, built by the
    /// engine's own copy rules (``TutorialCopy/card(for:)``): a body missing in `language`
    /// falls back to the development language, a missing title stays empty.
    ///
    /// A key the engine would skip (no body in any language it tries) has no card; its
    /// ``TutorialCopyError/missingBody(key:table:)`` diagnostic is in `skipped`.
    ///
    /// ```swift
    /// let (cards, skipped) = content.cards(language: "de")
    /// cards.map(\.key)  // ["Welcome", "Library", "Editor", "Export"]
    /// ```
    ///
    /// - Parameters:
    ///   - language: The user's language.
    ///   - table: The table the copy is in.
    /// - Returns: The cards in ``tutorialKeys(table:)`` order, and a diagnostic per skipped key.
    public func cards(language: String, table: String = "Tutorial") -> (
        cards: [TutorialCard], skipped: [Diagnostic]
    ) {
        let copy = tutorialCopy(preferredLanguages: [language], table: table)
        var cards: [TutorialCard] = []
        var skipped: [Diagnostic] = []
        for key in tutorialKeys(table: table) {
            do {
                cards.append(try copy.card(for: key))
            } catch {
                skipped.append(error.diagnostic)
            }
        }
        return (cards, skipped)
    }

    /// The entries `table` has in exactly `language` (no fallback), in file order, with their
    /// positions and String Catalog states: what `lint` checks.
    ///
    /// ```swift
    /// content.entries(language: "de").first?.location  // de.lproj/Tutorial.strings:3:1
    /// ```
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - language: A language tag (`de`, `pt-BR`).
    /// - Complexity: O(n) in the table's entries.
    public func entries(inTable table: String = "Tutorial", language: String) -> [LocalizedStringEntry] {
        strings.entries(inTable: table, language: language)
    }

    /// The languages with text in `table` (not `Base`), the development language first.
    ///
    /// - Parameter table: The table.
    public func languages(ofTable table: String = "Tutorial") -> [String] {
        let available = strings.languages(ofTable: table).filter { $0 != "Base" }
        return Self.developmentFirst(available, development: developmentLanguage)
    }

    /// The file `table` is read from in `language`: the `.lproj` table when there is one, else
    /// the String Catalog (position paths, see ``ContentSource``).
    ///
    /// - Parameters:
    ///   - table: The table.
    ///   - language: A language tag.
    /// - Returns: The path, or `nil` when the table has no text in that language.
    public func file(ofTable table: String = "Tutorial", language: String) -> String? {
        let language = LocalizedContent.canonicalLanguage(language)
        let entries = strings.entries(inTable: table, language: language)
        if let path = entries.lazy.compactMap(\.location?.file).first(where: { $0.hasSuffix(".strings") }) {
            return path
        }
        if let catalog = strings.catalogs[table], catalog.languages.contains(language) { return catalog.file }
        return entries.lazy.compactMap(\.location?.file).first
    }

    /// The String Catalog behind `table`, when it has one (states, comments).
    ///
    /// - Parameter table: The table.
    public func catalog(forTable table: String = "Tutorial") -> StringCatalog? {
        strings.catalogs[table]
    }
}
