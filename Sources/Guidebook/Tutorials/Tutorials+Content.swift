extension Tutorials {
    /// Creates an engine whose copy and rules both come from a content set: the cards' text from
    /// its `Tutorial` table, and when each may show from its `Tutorials.json` / `Tutorials.plist`
    /// (``GuidebookContent/tutorialRules``). Writers change either without a code change.
    ///
    /// A content set without a rules file shows every card once. A rules file that was refused
    /// (an unknown rule, a wrong type; see Documentation/TutorialRulesFormat.md) is not applied
    /// in part: the engine runs with the defaults, every card once, and its findings, each with
    /// file:line:column and a fix, come first in ``diagnostics``. `guidebook lint` reports the
    /// same findings before the content ships.
    ///
    /// ```swift
    /// let content = GuidebookContent(source: .bundle(.main))
    /// let tutorials = Tutorials(content: content, store: .propertyListFile(appStateURL), presenter: presenter)
    /// tutorials.show("Export")  // as Tutorials.json says: up to 3 times, after Welcome
    /// ```
    ///
    /// - Parameters:
    ///   - content: The content set: copy and rules.
    ///   - store: Where seen cards are remembered (its recoveries appear in ``diagnostics``).
    ///   - presenter: What draws the cards.
    ///   - options: When cards count as seen; testing switches; the app version.
    ///   - clock: Where the rules read the time; the system's by default.
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - table: The table the copy is in.
    public convenience init(
        content: GuidebookContent, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init(), clock: TutorialClock = .system,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial"
    ) {
        self.init(
            copy: content.tutorialCopy(preferredLanguages: preferredLanguages, table: table), store: store,
            presenter: presenter, options: options, rules: content.tutorialRules, clock: clock)
        reportRulesFindings(of: content)
    }

    /// Creates an engine on the content an app swaps while it runs (a download from
    /// ``RemoteContentUpdater`` replacing the bundled set): the copy is read live, so the next card
    /// comes from the set swapped in, and the rules are those of the set in use now.
    ///
    /// Rules are read once, when the engine is made: a set swapped in later brings its copy at
    /// once and its rules at the next launch, when the engine is made from the cached set. So a
    /// card's counts and tour never change meaning halfway through a session. The rules file of a
    /// download is checked with the rest of the set: a set whose rules file is refused is never
    /// swapped in (``ContentStore/replace(with:)`` and the updater's validation refuse it whole).
    ///
    /// ```swift
    /// let content = ContentStore(GuidebookContent(source: .bundle(.main)))
    /// let tutorials = Tutorials(content: content, store: .propertyListFile(appStateURL), presenter: presenter)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The store whose content the engine shows: live copy, the current set's rules.
    ///   - store: Where seen cards are remembered (its recoveries appear in ``diagnostics``).
    ///   - presenter: What draws the cards.
    ///   - options: When cards count as seen; testing switches; the app version.
    ///   - clock: Where the rules read the time; the system's by default.
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - table: The table the copy is in.
    public convenience init(
        content: ContentStore, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init(), clock: TutorialClock = .system,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial"
    ) {
        let current = content.content
        self.init(
            copy: content.tutorialCopy(preferredLanguages: preferredLanguages, table: table), store: store,
            presenter: presenter, options: options, rules: current.tutorialRules, clock: clock)
        reportRulesFindings(of: current)
    }

    /// Puts a refused rules file's findings first in ``diagnostics``: they were found before the engine ran.
    private func reportRulesFindings(of content: GuidebookContent) {
        guard !content.rulesFindings.isEmpty else { return }
        state.withLock { $0.diagnostics.insert(contentsOf: content.rulesFindings, at: 0) }
    }
}
