import Foundation
@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// The rules in force and what is made from them, swapped whole (``adopt(_:generation:)``):
    /// a decision reads one book, never the compiled rules of one set with the tours of another.
    struct RuleBook: Sendable {
        let rules: TutorialRules
        /// The rules compiled for the fast decision.
        let compiled: CompiledTutorialRules
        /// Keys a seen-check alone cannot settle (``TutorialRules/keysShownAfterSeen``), in a
        /// ``KeyTable``: asked on every seen-check of a seen card, it costs no SipHash.
        let shownAfterSeen: KeyTable<Void>

        /// Compiles `rules` (the costly part, done before the book is swapped in).
        init(_ rules: TutorialRules) {
            self.rules = rules
            compiled = CompiledTutorialRules(rules)
            shownAfterSeen = KeyTable(keys: rules.keysShownAfterSeen)
        }
    }

    /// What the compiled decision reads, published whole (``SnapshotCell``): the rule book and
    /// the table of one moment's state. Never changed once published; a change of the state or
    /// of the book publishes a new one, so a decision reads one book and its table without the
    /// rules' lock.
    final class RuleSnapshot: Sendable {
        let book: RuleBook
        let table: CompiledTutorialRules.Table

        init(book: RuleBook, table: CompiledTutorialRules.Table) {
            self.book = book
            self.table = table
        }
    }

    /// What a thread found deciding on the snapshot it holds (the note of ``RuleStorage/snapshots``):
    /// kept while the thread reads the same snapshot, fresh when it reads another. The last key
    /// decided and its compiled id (a screen asking for its own card again skips the key's hash
    /// and probe), and how long that card keeps showing (within the span, its checks).
    struct DecisionNote: Sendable {
        /// The key last looked up, or `nil` when none was.
        var key: String?
        /// What the lookup of ``key`` found (the card's compiled id).
        var compiledID: Int?
        /// The store's seen-answer under which the card shows at every moment from ``showsFrom``
        /// (inclusive) to ``showsUntil`` (exclusive), in seconds since the reference date; `nil`
        /// when no such span is known.
        var showsWhenSeen: Bool?
        var showsFrom = Double.infinity
        var showsUntil = -Double.infinity

        /// A note of `key`'s lookup, with no span.
        init(key: String? = nil, compiledID: Int? = nil) {
            self.key = key
            self.compiledID = compiledID
        }
    }

    /// The rules' state and the rule book behind one lock (taken after the engine's, before the store's).
    struct RuleStorage: Sendable {
        var book: RuleBook
        /// The content store's generation the book came from (0 for rules given in code): a
        /// swap from an older generation, arriving late, is ignored.
        var bookGeneration = 0
        var persisted = TutorialRuleState()
        /// Parameters for this process only.
        var transient: [String: TutorialValue] = [:]
        /// Counts changes to `persisted`; `saved` is the last generation handed to the store.
        var generation = 0
        var saved = 0
        var saving = false
        /// `persisted` and `transient` by id and slot, for the compiled decision; rebuilt on
        /// every change (``refreshTable()``) and published with the book in ``snapshots``.
        var table = CompiledTutorialRules.Table.empty
        /// Where decisions read the book and the table without this lock.
        let snapshots: SnapshotCell<RuleSnapshot, DecisionNote>

        /// The running app's version, which the table's version gates read.
        let appVersion: AppVersion?

        init(book: RuleBook, appVersion: AppVersion?) {
            self.book = book
            self.appVersion = appVersion
            snapshots = SnapshotCell(RuleSnapshot(book: book, table: .empty), note: DecisionNote())
        }

        /// Rebuilds the table after a change and publishes it with the book.
        mutating func refreshTable() {
            table = book.compiled.table(persisted, transient: transient, appVersion: appVersion)
            publish()
        }

        /// Patches the table after a change of one input (``TablePatch``) and publishes it:
        /// the rows that read the input, not every card's (`rules.donate.2000cards`).
        mutating func patchTable(_ patch: TablePatch) {
            switch patch {
            case .event(let name):
                book.compiled.patchEvent(name, in: &table, history: persisted.events[name])
            case .parameter(let name):
                book.compiled.patchParameter(
                    name, in: &table, value: transient[name] ?? persisted.parameters[name], appVersion: appVersion)
            }
            publish()
        }

        /// Publishes the book and the table for the decisions that follow.
        func publish() {
            snapshots.publish(RuleSnapshot(book: book, table: table))
        }

        /// Sizes the event histories for the book's rules.
        mutating func reserveHistories() {
            for name in persisted.events.keys {
                persisted.events[name]?.reserve(book.rules.historyCapacity(for: name))
            }
        }
    }

    /// Reads the saved rule state (a corrupt one is set aside by the store, reported, and
    /// started afresh), sizes the event
    /// histories for the rules, notes the app version, and reports what is wrong with the rules.
    static func loadRuleStorage(
        store: any TutorialStateStore, book: RuleBook, appVersion: AppVersion?
    ) -> (RuleStorage, [Diagnostic]) {
        var storage = RuleStorage(book: book, appVersion: appVersion)
        var findings = book.rules.diagnostics
        if let data = store.loadRuleState() {
            do {
                storage.persisted = try JSONDecoder().decode(TutorialRuleState.self, from: data)
            } catch {
                // Kept before the fresh state is saved over it: never silently lost.
                findings.append(Self.corruptRuleState(data, error: error, keptIn: store.setAsideRuleState(data)))
                storage.generation += 1
            }
        }
        let before = storage.persisted
        storage.reserveHistories()
        if let appVersion { storage.persisted.noteAppVersion(appVersion, hadSeenCards: store.hasSeenAny) }
        // Progress saved under other rules (an earlier launch's) at a step the tours no longer have.
        book.rules.carryTours(from: nil, state: &storage.persisted) { store.hasSeen($0) }
        if storage.persisted != before { storage.generation += 1 }
        storage.refreshTable()
        return (storage, findings)
    }

    /// The one decision, explained or not: the seen-check that settles a seen card no rule can
    /// bring back, then the compiled rules when they cover the key, else the rules' own.
    /// ``skipReason(_:)`` and ``explain(_:)`` are this function with another recorder
    /// (``RuleRecorder``), so an explanation never disagrees with what shows.
    ///
    /// A compiled card is decided on the published ``RuleSnapshot`` without the rules' lock:
    /// the only lock is the store's seen-check. Other keys (tour steps, keys without rules)
    /// are decided by the rules' own evaluation under the lock, with the book in force then.
    func evaluate(_ key: String, into recorder: inout some RuleRecorder) {
        let seen = store.hasSeen(key)
        let now = clock.now()
        let outcome = ruleSnapshots.withValue { snapshot, note -> SnapshotDecision in
            // The key this thread decided last on this snapshot skips the key's hash and probe
            // (a screen asks for its own card again and again).
            if note.key != key { note = DecisionNote(key: key, compiledID: snapshot.book.compiled.compiledID(key)) }
            guard let id = note.compiledID else { return .byRules }
            // A card this thread saw show on this snapshot, at a moment of its span, with the
            // same seen-answer: every check would pass again (`showsUntil`).
            let moment = now.timeIntervalSinceReferenceDate
            if !recorder.explaining, note.showsWhenSeen == seen, note.showsFrom <= moment, moment < note.showsUntil {
                return .decided
            }
            return decideCompiled(id, key: key, seen: seen, now: now, on: snapshot, note: &note, into: &recorder)
        }
        switch outcome {
        case .decided: break
        case .learned(let id, let snapshot): noteSeenInStore(id, from: snapshot)
        case .byRules: evaluateByRules(key, seen: seen, now: now, into: &recorder)
        }
    }

    /// The compiled decision of card `id` on `snapshot`, out of line so that the span's fast
    /// answer in ``evaluate(_:into:)`` stays a few instructions; notes a new span in `note`.
    @inline(never)
    private func decideCompiled(
        _ id: Int, key: String, seen: Bool, now: Date, on snapshot: RuleSnapshot, note: inout DecisionNote,
        into recorder: inout some RuleRecorder
    ) -> SnapshotDecision {
        let moment = now.timeIntervalSinceReferenceDate
        if !alwaysShow, seen, !snapshot.book.shownAfterSeen.contains(key) {
            recorder.checkSeenOnce()
            guard recorder.goesOn else { return .decided }
        }
        // A prerequisite the store answers seen is noted in the next table (below), so the
        // store is asked once per table, not on every decision. The closure does not
        // escape and runs while this method runs on `self` and this thread's slot holds
        // the snapshot: capturing both unowned saves the retain and release a strong
        // capture costs on every decision.
        var learned: Int?
        snapshot.book.compiled.evaluate(
            id, seen: seen, table: snapshot.table, now: now, appVersion: options.appVersion,
            switches: switches,
            hasSeen: { [unowned(unsafe) self, unowned(unsafe) snapshot] prerequisite in
                let seen = self.store.hasSeen(snapshot.book.compiled.keys[prerequisite])
                if seen { learned = prerequisite }
                return seen
            },
            into: &recorder)
        if let learned { return .learned(learned, from: snapshot) }
        // Shown, every prerequisite settled by the table, no switch on: the span it keeps showing.
        if recorder.failure == nil, !recorder.forced, !recorder.explaining, switches.leaveRulesAlone {
            note.showsWhenSeen = seen
            note.showsFrom = moment
            note.showsUntil =
                snapshot.book.compiled.showsUntil(id, table: snapshot.table, now: now)?
                .timeIntervalSinceReferenceDate ?? .infinity
        }
        return .decided
    }

    /// What a decision on the published snapshot left to do.
    private enum SnapshotDecision {
        case decided
        /// Decided; the store answered a prerequisite seen that the snapshot's table did not know.
        case learned(Int, from: RuleSnapshot)
        /// The key is not compiled: the rules' own evaluation decides.
        case byRules
    }

    /// The rules' own evaluation, under the lock: tour steps and keys without rules.
    private func evaluateByRules(_ key: String, seen: Bool, now: Date, into recorder: inout some RuleRecorder) {
        ruleStorage.withLock { storage in
            // The book in force now: it may be newer than the snapshot that sent the key here.
            if let id = storage.book.compiled.compiledID(key) {
                storage.book.compiled.evaluate(
                    id, seen: seen, table: storage.table, now: now, appVersion: options.appVersion,
                    switches: switches, hasSeen: { [store] in store.hasSeen(storage.book.compiled.keys[$0]) },
                    into: &recorder)
                return
            }
            if !alwaysShow, seen, !storage.book.shownAfterSeen.contains(key) {
                recorder.checkSeenOnce()
                guard recorder.goesOn else { return }
            }
            let store = store
            let context = TutorialDecisionContext(
                now: now, appVersion: options.appVersion, parameters: storage.transient, switches: switches)
            storage.book.rules.evaluate(
                key, state: storage.persisted, context: context, hasSeen: { store.hasSeen($0) }, into: &recorder)
        }
    }

    /// Notes in the table that the store answered `id` seen, when the table the decision read
    /// is still the one in force (a change since then may have been a reset of that card).
    private func noteSeenInStore(_ id: Int, from snapshot: RuleSnapshot) {
        ruleStorage.withLock { storage in
            guard storage.snapshots.value === snapshot, storage.table.cards.indices.contains(id) else { return }
            storage.table.cards[id].seenInStore = true
            storage.publish()
        }
    }

    /// A change that touches one input of the table: the table is patched, not rebuilt.
    enum TablePatch {
        /// Only this event's history changed.
        case event(String)
        /// Only this parameter changed (persisted or transient).
        case parameter(String)
    }

    /// Changes the persisted rule state and saves it soon after.
    ///
    /// - Parameters:
    ///   - patch: The one input the change touches, when it touches only one; `nil` rebuilds the table.
    ///   - change: The change.
    func changeRules<Result>(patching patch: TablePatch? = nil, _ change: (inout TutorialRuleState) -> Result) -> Result
    {
        changeRules(patching: patch) { state, _ in change(&state) }
    }

    /// Changes the persisted rule state by the rules in force (read in the same lock) and saves it soon after.
    func changeRules<Result>(
        patching patch: TablePatch? = nil, _ change: (inout TutorialRuleState, TutorialRules) -> Result
    ) -> Result {
        let result = ruleStorage.withLock { storage in
            storage.generation += 1
            defer {
                if let patch { storage.patchTable(patch) } else { storage.refreshTable() }
            }
            return change(&storage.persisted, storage.book.rules)
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
                    fix:
                        "Give setParameter(_:to:) finite numbers only (not NaN or infinity); the state is saved again with the next change.",
                    code: .ruleStateUnsaved))
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

    /// Takes in the store's rules' state after another device changed it (``SyncingStateStore``):
    /// first hands the store what this engine has not saved yet, so nothing is lost or counted
    /// twice, then reads the cards' records and the tours' progress, in one lock. Donated events,
    /// parameters, versions and the frequency's clocks stay this engine's.
    func reloadRuleState() {
        let store = store
        ruleStorage.withLock { storage in
            if storage.saved < storage.generation, let data = try? JSONEncoder().encode(storage.persisted) {
                store.saveRuleState(data)
                storage.saved = storage.generation
            }
            guard let data = store.loadRuleState(),
                let shared = try? JSONDecoder().decode(TutorialRuleState.self, from: data)
            else { return }
            defer { storage.refreshTable() }
            storage.persisted.records = shared.records
            storage.persisted.tourSteps = shared.tourSteps
            storage.persisted.tourStepKeys = shared.tourStepKeys
            storage.persisted.toursDone = shared.toursDone
        }
    }

    /// Notes that `key` came up now: the frequency's clocks, and the count for `.onPresent`.
    /// Returns the moment, to measure the display's duration with the same clock.
    func recordPresented(_ key: String) -> Date {
        let now = clock.now()
        changeRules { state, rules in
            let group = rules[key].group
            state.lastDisplayed = now
            if let group { state.lastDisplayedInGroup[group] = now }
            state.records[key, default: .init()].lastDisplayed = now
            if options.recording == .onPresent { state.records[key, default: .init()].displayCount += 1 }
        }
        return now
    }

    /// Notes how `key` went away; invalidates it when its rules name the action chosen; advances its
    /// tour. Returns the invalidation and tour events to send.
    func recordDismissed(_ key: String, reason: DismissReason, presentedAt start: Date) -> [TutorialEvent] {
        let elapsed = max(0, clock.now().timeIntervalSince(start))
        return changeRules { state, rules in
            let tours = rules.tours(containing: key).filter { $0.kind == .sequence }
            var record = state.records[key, default: .init()]
            record.displayedSeconds += elapsed
            if options.recording == .onDismiss, reason.countsAsSeen { record.displayCount += 1 }
            if reason.isByUser { record.dismissCount += 1 }
            var events: [TutorialEvent] = []
            if case .action(let id) = reason, record.invalidation == nil, rules[key].invalidatingActions.contains(id) {
                record.invalidation = .actionChosen(id)
                events.append(.invalidated(key, .actionChosen(id)))
            }
            state.records[key] = record
            guard reason.countsAsSeen else { return events }
            for tour in tours where state.toursDone[tour.name] == nil {
                guard let index = tour.steps.firstIndex(of: key), index == state.tourSteps[tour.name] ?? 0 else {
                    continue
                }
                if reason == .back, tour.allowsBack, index > 0 {
                    state.moveTour(tour.name, to: index - 1, of: tour.steps)
                    events.append(
                        .tourStep(tour: tour.name, step: index, of: tour.steps.count, key: tour.steps[index - 1]))
                    continue
                }
                let end: TutorialRuleState.TourEnd? =
                    reason == .skippedByUser ? .skipped : index + 1 >= tour.steps.count ? .finished : nil
                if let end {
                    state.toursDone[tour.name] = end
                    state.forgetTourStep(tour.name)
                    events.append(.tourEnded(tour.name, end))
                } else {
                    state.moveTour(tour.name, to: index + 1, of: tour.steps)
                    events.append(
                        .tourStep(
                            tour: tour.name, step: index + 2, of: tour.steps.count, key: tour.steps[index + 1]))
                }
            }
            return events
        }
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
