import Foundation

extension Tutorials {
    /// The rules' state behind its own lock (taken after the engine's, before the store's).
    struct RuleStorage: Sendable {
        var persisted = TutorialRuleState()
        /// Parameters for this process only.
        var transient: [String: TutorialValue] = [:]
        /// Counts changes to `persisted`; `saved` is the last generation handed to the store.
        var generation = 0
        var saved = 0
        var saving = false
        /// `persisted` and `transient` by id and slot, for the compiled decision; rebuilt on
        /// every change (``refreshTable(_:)``).
        var table = CompiledTutorialRules.Table.empty

        /// Rebuilds the table after a change.
        mutating func refreshTable(_ compiled: CompiledTutorialRules) {
            table = compiled.table(persisted, transient: transient)
        }
    }

    /// Reads the saved rule state (a corrupt one is set aside by the store, reported, and
    /// started afresh), sizes the event
    /// histories for the rules, notes the app version, and reports what is wrong with the rules.
    static func loadRuleStorage(
        store: any TutorialStateStore, rules: TutorialRules, compiled: CompiledTutorialRules, appVersion: AppVersion?
    ) -> (RuleStorage, [Diagnostic]) {
        var storage = RuleStorage()
        var findings = rules.diagnostics
        if let data = store.loadRuleState() {
            do {
                storage.persisted = try JSONDecoder().decode(TutorialRuleState.self, from: data)
            } catch {
                // Kept before the fresh state is saved over it: never silently lost.
                let kept = store.setAsideRuleState(data)
                let keptNote = kept.map { " It was kept at \($0)." } ?? " The store could not keep a copy."
                findings.append(
                    Diagnostic(
                        .warning,
                        "The saved tutorial rule state (\(PropertyListStateStore.ruleStateKey)) could not be read (\(error)); display counts, donations and tour progress start afresh.\(keptNote)",
                        fix: "Nothing to do: the seen cards are kept, and the state is written anew.",
                        code: "rule-state-corrupt"))
                storage.generation += 1
            }
        }
        let before = storage.persisted
        for name in storage.persisted.events.keys {
            storage.persisted.events[name]?.reserve(rules.historyCapacity(for: name))
        }
        if let appVersion { storage.persisted.noteAppVersion(appVersion, hadSeenCards: store.hasSeenAny) }
        if storage.persisted != before { storage.generation += 1 }
        storage.refreshTable(compiled)
        return (storage, findings)
    }

    /// Why the card for `key` does not show now, by the compiled rules when they cover it (the
    /// seen-check already made: `seen`), else by the rules' own decision.
    func compiledSkipReason(_ key: String, seen: Bool) -> TutorialEvent.SkipReason? {
        guard let id = compiled.compiledID(key) else { return decision(for: key, explaining: false).skipReason }
        let now = clock.now()
        let store = store
        return ruleStorage.withLock { storage in
            compiled.skipReason(
                id, seen: seen, table: &storage.table, now: now, appVersion: options.appVersion, switches: switches
            ) { store.hasSeen($0) }
        }
    }

    /// The decision for `key` now, from the rules' state under its lock.
    func decision(for key: String, explaining: Bool) -> TutorialDecision {
        let now = clock.now()
        let store = store
        return ruleStorage.withLock { storage in
            let context = TutorialDecisionContext(
                now: now, appVersion: options.appVersion, parameters: storage.transient, switches: switches)
            return explaining
                ? rules.explain(key, state: storage.persisted, context: context) { store.hasSeen($0) }
                : rules.decide(key, state: storage.persisted, context: context) { store.hasSeen($0) }
        }
    }

    /// Changes the persisted rule state and saves it soon after.
    func changeRules<Result>(_ change: (inout TutorialRuleState) -> Result) -> Result {
        let result = ruleStorage.withLock { storage in
            storage.generation += 1
            // The table shares the state's buffers: drop it first so the change is made in place.
            storage.table = .empty
            defer { storage.refreshTable(compiled) }
            return change(&storage.persisted)
        }
        rulesChanged()
        return result
    }

    /// Starts a save unless one is running (it picks the change up).
    func rulesChanged() {
        let start = ruleStorage.withLock { storage in
            if storage.saving || storage.saved >= storage.generation { return false }
            storage.saving = true
            return true
        }
        if start { Task.detached { self.saveRuleStateInBackground() } }
    }

    private func saveRuleStateInBackground() {
        while saveRuleState() {}
        let again = ruleStorage.withLock { storage in
            storage.saving = false
            return storage.saved < storage.generation
        }
        if again { rulesChanged() }
    }

    /// Hands the latest rule state to the store; returns whether it wrote one. Snapshots are
    /// encoded outside the lock and handed over in generation order, never an older after a newer.
    @discardableResult
    func saveRuleState() -> Bool {
        let job = ruleStorage.withLock { storage -> (TutorialRuleState, Int)? in
            storage.saved < storage.generation ? (storage.persisted, storage.generation) : nil
        }
        guard let (snapshot, generation) = job else { return false }
        let data: Data
        do {
            data = try JSONEncoder().encode(snapshot)
        } catch {
            report(
                Diagnostic(
                    .error, "The tutorial rule state could not be encoded (\(error)); it was not saved.",
                    fix: "Report this as a bug.", code: "rule-state-unsaved"))
            ruleStorage.withLock { $0.saved = max($0.saved, generation) }
            return false
        }
        let store = store
        ruleStorage.withLock { storage in
            guard generation > storage.saved else { return }
            store.saveRuleState(data)
            storage.saved = generation
        }
        return true
    }

    /// Notes that `key` came up now: the frequency's clocks, and the count for `.onPresent`.
    /// Returns the moment, to measure the display's duration with the same clock.
    func recordPresented(_ key: String) -> Date {
        let now = clock.now()
        let group = rules[key].group
        changeRules { state in
            state.lastDisplayed = now
            if let group { state.lastDisplayedInGroup[group] = now }
            state.records[key, default: .init()].lastDisplayed = now
            if options.recording == .onPresent { state.records[key, default: .init()].displayCount += 1 }
        }
        return now
    }

    /// Notes how `key` went away; advances its tour. Returns the tour events to send.
    func recordDismissed(_ key: String, reason: DismissReason, presentedAt start: Date) -> [TutorialEvent] {
        let elapsed = max(0, clock.now().timeIntervalSince(start))
        let tours = rules.tours(containing: key).filter { $0.kind == .sequence }
        return changeRules { state in
            var record = state.records[key, default: .init()]
            record.displayedSeconds += elapsed
            if options.recording == .onDismiss, reason.countsAsSeen { record.displayCount += 1 }
            if reason == .tapped || reason == .skippedByUser { record.dismissCount += 1 }
            state.records[key] = record
            guard reason.countsAsSeen else { return [] }
            var events: [TutorialEvent] = []
            for tour in tours where state.toursDone[tour.name] == nil {
                guard let index = tour.steps.firstIndex(of: key), index == state.tourSteps[tour.name] ?? 0 else {
                    continue
                }
                let end: TutorialRuleState.TourEnd? =
                    reason == .skippedByUser ? .skipped : index + 1 >= tour.steps.count ? .finished : nil
                if let end {
                    state.toursDone[tour.name] = end
                    state.tourSteps[tour.name] = nil
                    events.append(.tourEnded(tour.name, end))
                } else {
                    state.tourSteps[tour.name] = index + 1
                    events.append(
                        .tourStep(
                            tour: tour.name, step: index + 2, of: tour.steps.count, key: tour.steps[index + 1]))
                }
            }
            return events
        }
    }

    /// Where `key` is in the ordered tour it belongs to, for the card ("2 of 4").
    func tourStep(of key: String) -> TutorialCard.TourStep? {
        rules.tourStep(of: key)
    }

    /// Reports a skip; an expiry that made the card skip is recorded as its invalidation.
    func skipped(_ key: String, _ reason: TutorialEvent.SkipReason) {
        if reason == .rule(.expires) { invalidate(key, reason: .expired) }
        emit(.skipped(key, reason))
    }
}

extension TutorialEvent.SkipReason {
    /// Rules that wait for the card's turn (its tour's step, the frequency): checked again when
    /// the card reaches the front of the queue, so a request made too early waits rather than drops.
    var waitsForTurn: Bool {
        self == .rule(.tour) || self == .rule(.frequency)
    }
}
