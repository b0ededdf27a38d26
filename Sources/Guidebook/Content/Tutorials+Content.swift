@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Creates an engine whose copy and rules both come from a content set: the cards' text from
    /// its `Tutorial` table, and when each may show from its `Tutorials.json` / `Tutorials.plist`
    /// (``GuidebookContent/tutorialRules``). Writers change either without a code change.
    ///
    /// Rules given in code (`rules:`) join the file's
    /// (Documentation/TutorialRulesFormat.md, "Rules in code and in the file"): a card gets the conditions of both; where both
    /// set one rule differently the file's applies and a warning in ``diagnostics`` says where.
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
    ///   - rules: Rules written in code, joined with the content's rules file.
    public convenience init(
        content: GuidebookContent, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init(), clock: TutorialClock = .system,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial",
        rules: TutorialRules = .init()
    ) {
        let (merged, conflicts) = rules.merged(withRulesOf: content)
        self.init(
            copy: content.tutorialCopy(preferredLanguages: preferredLanguages, table: table), store: store,
            presenter: presenter, options: options, rules: merged, clock: clock)
        reportRulesFindings(of: content, conflicts: conflicts)
    }

    /// Creates an engine on the content an app swaps while it runs (a download from
    /// `RemoteContentUpdater` replacing the bundled set): the copy is read live, so the next card
    /// comes from the set swapped in, and so are the rules.
    ///
    /// When ``ContentStore/replace(with:)`` swaps in a set whose rules differ, they are compiled
    /// on the thread that called it (never on a thread that shows cards) and swapped in whole:
    /// every decision after `replace` returns is made by the new rules (joined, each time, with
    /// the rules given in code, `rules:`), and none reads half of
    /// each. The rule state is kept (counts, donations, parameters, seen cards), and so is each
    /// tour's progress, except where the new rules no longer have a tour's current step: see
    /// Documentation/TutorialRulesFormat.md, "Rules that change while the app runs". A card on
    /// screen stays up as it was drawn; its dismissal is recorded by the new rules. Cards waiting
    /// behind it are decided by the new rules when their turn comes. The swap sends no event.
    ///
    /// The rules file of a download is checked with the rest of the set: a set whose rules file
    /// is refused is never swapped in (``ContentStore/replace(with:)`` and the updater's
    /// validation refuse it whole), so the rules in force never change to broken ones.
    ///
    /// ```swift
    /// let content = ContentStore(GuidebookContent(source: .bundle(.main)))
    /// let tutorials = Tutorials(content: content, store: .propertyListFile(appStateURL), presenter: presenter)
    /// ```
    ///
    /// - Parameters:
    ///   - content: The store whose content the engine shows: live copy, live rules.
    ///   - store: Where seen cards are remembered (its recoveries appear in ``diagnostics``).
    ///   - presenter: What draws the cards.
    ///   - options: When cards count as seen; testing switches; the app version.
    ///   - clock: Where the rules read the time; the system's by default.
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - table: The table the copy is in.
    ///   - rules: Rules written in code, joined with the rules file of every set swapped in.
    public convenience init(
        content: ContentStore, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init(), clock: TutorialClock = .system,
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial",
        rules: TutorialRules = .init()
    ) {
        let (current, generation) = content.current()
        let (merged, conflicts) = rules.merged(withRulesOf: current)
        self.init(
            copy: content.tutorialCopy(preferredLanguages: preferredLanguages, table: table), store: store,
            presenter: presenter, options: options, book: RuleBook(merged), clock: clock,
            followsContent: true)
        ruleStorage.withLock { $0.bookGeneration = generation }
        reportRulesFindings(of: current, conflicts: conflicts)
        let (latest, id) = content.observe { [weak self] content, generation in
            let (merged, conflicts) = rules.merged(withRulesOf: content)
            self?.adopt(merged, generation: generation, conflicts: content.rulesWarnings + conflicts)
        }
        contentObservation.withLock { $0 = { content.removeObserver(id) } }
        // A set swapped in between reading the first and observing.
        let (latestRules, latestConflicts) = rules.merged(withRulesOf: latest.content)
        adopt(latestRules, generation: latest.generation, conflicts: latest.content.rulesWarnings + latestConflicts)
    }

    /// Makes `rules` the engine's from the next decision on, unless the engine already has
    /// rules from a later generation of its content store (swaps may be told out of order).
    ///
    /// Compiles outside the lock, then swaps the book, carries the tours over
    /// (``TutorialRules/carryTours(from:state:hasSeen:)``) and rebuilds the table under it: a
    /// decision sees the old book and table or the new ones. The `conflicts` between the rules
    /// in code and the set's file, and the newer format's keys the file's reading ignored
    /// (``GuidebookContent/rulesWarnings``), are reported when the book is swapped.
    func adopt(_ rules: TutorialRules, generation: Int, conflicts: [Diagnostic] = []) {
        let unchanged = ruleStorage.withLock { storage -> Bool in
            guard storage.book.rules == rules else { return false }
            storage.bookGeneration = max(storage.bookGeneration, generation)
            return true
        }
        if unchanged { return }
        let book = RuleBook(rules)
        let store = store
        let swapped = ruleStorage.withLock { storage -> Bool in
            guard generation > storage.bookGeneration else { return false }
            let old = storage.book.rules
            let before = storage.persisted
            storage.book = book
            storage.bookGeneration = generation
            storage.reserveHistories()
            rules.carryTours(from: old, state: &storage.persisted) { store.hasSeen($0) }
            if storage.persisted != before { storage.generation += 1 }
            storage.refreshTable()
            return true
        }
        if swapped {
            rulesChanged()
            for conflict in conflicts { report(conflict) }
        }
    }

    /// Puts a refused rules file's findings, the newer format's keys it ignored, and the conflicts
    /// of its rules with those in code first in ``diagnostics``: they were found before the engine ran.
    private func reportRulesFindings(of content: GuidebookContent, conflicts: [Diagnostic]) {
        let findings = content.rulesFindings + content.rulesWarnings + conflicts
        guard !findings.isEmpty else { return }
        state.withLock { $0.diagnostics.insert(contentsOf: findings, at: 0) }
    }
}
