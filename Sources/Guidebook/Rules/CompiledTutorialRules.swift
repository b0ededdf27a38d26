import Foundation

/// ``TutorialRules`` compiled for the fast decision: each card a small id, each card's rules
/// precomputed (limits in seconds, its frequency resolved, its conditions pointing at slots),
/// and a ``Table`` of the state by id and slot, rebuilt when the state changes. A decision is
/// then one hash of the key and array reads, where the rules' own ``TutorialRules/decide(_:state:context:hasSeen:)``
/// hashes every name it reads.
///
/// The decision is the same, rule for rule, and so is the explanation: both are one evaluation
/// stated through the checks of ``RuleRecorder`` (a differential test holds decision and
/// explanation against the rules' own on the scenario table and random rules). Tour steps, and
/// keys the rules do not name, are left to the rules' own decision.
/// Each compiled card is plain values (limits, and ranges into the flat ``prerequisiteIDs``
/// and ``conditions``), so reading one retains nothing: a profile of the decision showed a
/// third of its time in retains and releases of per-card objects and arrays.
final class CompiledTutorialRules: Sendable {
    /// One card's rules, compiled: plain values only.
    struct Card: Sendable {
        let expires: Date?
        let countLimit: Int?
        let dismissLimit: Int?
        let durationLimit: Double?
        /// The index of its version gate in ``gates``.
        let gate: Int?
        /// Its prerequisites' ids, in ``prerequisiteIDs``.
        let prerequisites: Range<Int>
        /// Its conditions, in ``conditions``.
        let conditions: Range<Int>
        /// The frequency's interval in seconds; `nil` when immediate or ignored.
        let frequency: Double?
        /// Whether the card ignores the frequency (for the explanation's words).
        let ignoresFrequency: Bool
        /// The group slot whose last display the frequency counts from; `nil` for the global one.
        let frequencyGroup: Int?
        /// Whether the card is a tour step (the rules' own decision handles it).
        let inTour: Bool
        /// Whether its prerequisites form a cycle through it (then it never shows; ``cycles`` has the words).
        let inCycle: Bool
        /// Whether the key has rules of its own (``none`` has not).
        var hasRules = true

        /// The place of a key without rules of its own (a prerequisite, a tour step).
        static let none = Card(
            expires: nil, countLimit: nil, dismissLimit: nil, durationLimit: nil, gate: nil, prerequisites: 0..<0,
            conditions: 0..<0, frequency: nil, ignoresFrequency: false, frequencyGroup: nil, inTour: false,
            inCycle: false, hasRules: false)
    }

    /// A condition pointing at a slot of the table: plain values (a parameter's expected value
    /// is an index into ``expectedValues``), so reading one retains nothing.
    enum Condition: Sendable {
        case parameter(slot: Int, TutorialComparison, expected: Int)
        case event(slot: Int, TutorialComparison, Int, window: Double?)
    }

    /// The state by id and slot, for one moment's rules' state and transient parameters.
    struct Table: Sendable {
        var records: [TutorialRuleState.Record?]
        /// Each parameter slot's value: the transient one, else the persisted one.
        var parameters: [TutorialValue?]
        var events: [TutorialEventHistory?]
        /// Each event slot's ``TutorialEventHistory/Bounds``, which settle most windows without
        /// reading the history.
        var eventBounds: [TutorialEventHistory.Bounds] = []
        var groupLastDisplayed: [Date?]
        var lastDisplayed: Date?
        var firstAppVersion: AppVersion?
        var highestAppVersion: AppVersion?
        /// By id, what the fast decision reads of each card in one read (plain values).
        var cards: [CardState] = []

        /// No state: held only while the state changes.
        static let empty = Table(
            records: [], parameters: [], events: [], groupLastDisplayed: [], lastDisplayed: nil,
            firstAppVersion: nil, highestAppVersion: nil)
    }

    /// One card's state as the fast decision reads it: plain values, so reading it retains
    /// nothing (a ``TutorialRuleState/Record`` holds an invalidation's text).
    struct CardState: Sendable {
        /// The record's display count.
        var displayCount = 0
        /// Every check that reads only the table passes (``settlesInTable(_:)``): the
        /// invalidation, the dismissals, the display duration, the version gate and the
        /// parameters. They change only when the state does, and the table is rebuilt then,
        /// so the fast decision skips them; a check that passes cannot be its first failure.
        var tableChecksPass = false
        /// The store answered that the card was seen while an earlier table was in force, so a
        /// prerequisite costs the store's lock and hash once, not on every decision. Only
        /// "seen" is kept (a card not seen yet is asked again); the engine publishes a table
        /// with it set (`Tutorials.noteSeenInStore`), and a rebuilt table forgets it, as on
        /// every change of the records, which every reset makes.
        var seenInStore = false
    }

    /// Every card's id: the cards with rules, their prerequisites and the tours' steps (a
    /// ``KeyTable``, so that looking a key up costs no SipHash).
    let ids: KeyTable<Int>
    /// The keys by id.
    let keys: [String]
    /// The compiled rules by id; ``Card/none`` for a key without rules of its own.
    let cards: [Card]
    /// The values the parameter conditions compare with (``Condition/parameter(slot:_:expected:)``).
    let expectedValues: [TutorialValue]
    /// Every card's prerequisites' ids, one card after the other (``Card/prerequisites``).
    let prerequisiteIDs: [Int]
    /// Every card's conditions, one card after the other (``Card/conditions``).
    let conditions: [Condition]
    /// The version gates (``Card/gate``).
    let gates: [AppVersion]
    let parameterNames: [String]
    let eventNames: [String]
    let groupNames: [String]
    /// The prerequisite cycle through each card that is in one, by id, for the explanation.
    let cycles: [Int: [String]]
    /// Each event's slot, by name.
    let eventSlots: [String: Int]
    /// Each parameter's slot, by name.
    let parameterSlots: [String: Int]
    /// By parameter slot, the ids of the cards whose conditions read it: a change of the
    /// parameter patches their rows of the table (``patchParameter(_:in:value:appVersion:)``).
    let parameterReaders: [[Int]]

    init(_ rules: TutorialRules) {
        var keys = rules.cards.keys.sorted()
        var ids = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($0.element, $0.offset) })
        func id(_ key: String) -> Int {
            if let id = ids[key] { return id }
            ids[key] = keys.count
            keys.append(key)
            return keys.count - 1
        }
        var parameterSlots: [String: Int] = [:]
        var eventSlots: [String: Int] = [:]
        var groupSlots: [String: Int] = [:]
        func slot(_ name: String, in slots: inout [String: Int]) -> Int {
            if let slot = slots[name] { return slot }
            slots[name] = slots.count
            return slots.count - 1
        }
        let tourSteps = Set(rules.tours.flatMap(\.steps))
        let mayCycle = Self.cardsLeftAfterPeeling(rules)
        var cards: [Int: Card] = [:]
        var prerequisiteIDs: [Int] = []
        var conditions: [Condition] = []
        var gates: [AppVersion] = []
        var expectedValues: [TutorialValue] = []
        var cycles: [Int: [String]] = [:]
        for key in rules.cards.keys.sorted() {
            let set = rules[key]
            let groupFrequency = set.group.flatMap { rules.groupFrequencies[$0] }
            let frequency = groupFrequency ?? rules.frequency
            let cardID = id(key)
            let firstPrerequisite = prerequisiteIDs.count
            prerequisiteIDs += set.prerequisites.map { id($0) }
            let firstCondition = conditions.count
            conditions += set.conditions.map { condition in
                switch condition {
                case .parameter(let name, let comparison, let value):
                    expectedValues.append(value)
                    return .parameter(
                        slot: slot(name, in: &parameterSlots), comparison, expected: expectedValues.count - 1)
                case .event(let name, let comparison, let count, let window):
                    return .event(
                        slot: slot(name, in: &eventSlots), comparison, count,
                        window: window.map(TutorialRules.seconds))
                }
            }
            if !set.prerequisites.isEmpty, mayCycle.contains(key) {
                cycles[cardID] = rules.prerequisiteCycle(through: key)
            }
            var gate: Int?
            if let version = set.newInVersion {
                gate = gates.count
                gates.append(version)
            }
            cards[cardID] = Card(
                expires: set.expires, countLimit: set.maxDisplayCount, dismissLimit: set.maxDismissals,
                durationLimit: set.maxDisplayDuration.map(TutorialRules.seconds), gate: gate,
                prerequisites: firstPrerequisite..<prerequisiteIDs.count,
                conditions: firstCondition..<conditions.count,
                frequency: frequency == .immediate || set.ignoresFrequency ? nil : frequency.seconds,
                ignoresFrequency: set.ignoresFrequency,
                frequencyGroup: groupFrequency != nil ? set.group.map { slot($0, in: &groupSlots) } : nil,
                inTour: tourSteps.contains(key),
                inCycle: cycles[cardID] != nil)
        }
        for step in tourSteps { _ = id(step) }
        self.ids = KeyTable(ids)
        self.keys = keys
        self.cards = keys.indices.map { cards[$0] ?? .none }
        self.expectedValues = expectedValues
        self.prerequisiteIDs = prerequisiteIDs
        self.conditions = conditions
        self.gates = gates
        func names(_ slots: [String: Int]) -> [String] { slots.sorted { $0.value < $1.value }.map(\.key) }
        parameterNames = names(parameterSlots)
        eventNames = names(eventSlots)
        groupNames = names(groupSlots)
        self.cycles = cycles
        self.eventSlots = eventSlots
        self.parameterSlots = parameterSlots
        var readers = [[Int]](repeating: [], count: parameterSlots.count)
        for id in self.cards.indices {
            for index in self.cards[id].conditions {
                if case .parameter(let slot, _, _) = conditions[index], readers[slot].last != id {
                    readers[slot].append(id)
                }
            }
        }
        parameterReaders = readers
    }

    /// The cards that may be on a prerequisite cycle: those left after peeling, again and
    /// again, every card whose prerequisites are all peeled (Kahn's algorithm). Only these are
    /// searched for a cycle, so a long chain is not walked again from each of its cards.
    /// - Complexity: O(cards + prerequisites).
    static func cardsLeftAfterPeeling(_ rules: TutorialRules) -> Set<String> {
        var waiting: [String: Int] = [:]
        var dependents: [String: [String]] = [:]
        for (key, set) in rules.cards {
            let prerequisites = Set(set.prerequisites)
            waiting[key] = prerequisites.count
            for prerequisite in prerequisites { dependents[prerequisite, default: []].append(key) }
        }
        var peeled = waiting.filter { $0.value == 0 }.map(\.key)
        peeled += dependents.keys.filter { waiting[$0] == nil }
        while let key = peeled.popLast() {
            waiting[key] = nil
            for dependent in dependents[key] ?? [] {
                guard let count = waiting[dependent] else { continue }
                waiting[dependent] = count - 1
                if count == 1 { peeled.append(dependent) }
            }
        }
        return Set(waiting.keys)
    }

    /// The table of `state` with `transient` parameters (which win over persisted ones), for
    /// an app at `appVersion`.
    func table(
        _ state: TutorialRuleState, transient: [String: TutorialValue] = [:], appVersion: AppVersion?
    ) -> Table {
        let records = keys.map { state.records[$0] }
        let events = eventNames.map { state.events[$0] }
        var table = Table(
            records: records,
            parameters: parameterNames.map { transient[$0] ?? state.parameters[$0] },
            events: events, eventBounds: events.map { $0?.bounds ?? .init() },
            groupLastDisplayed: groupNames.map { state.lastDisplayedInGroup[$0] },
            lastDisplayed: state.lastDisplayed, firstAppVersion: state.firstAppVersion,
            highestAppVersion: state.highestAppVersion,
            cards: records.map { CardState(displayCount: $0?.displayCount ?? 0) })
        // Each card's table-only checks, stated by the decision's own code (a recorder that
        // notes their failures): nothing here asks the store or the clock.
        for id in keys.indices where cards[id].hasRules {
            table.cards[id].tableChecksPass = tableChecksPass(id, table: table, appVersion: appVersion)
        }
        return table
    }

    /// Patches `table` for one event's new history: its slot, nothing else (no table-only
    /// check reads events, so no card's ``CardState/tableChecksPass`` changes).
    /// - Complexity: O(1) beyond the copy of the event slots a shared table makes.
    func patchEvent(_ name: String, in table: inout Table, history: TutorialEventHistory?) {
        guard let slot = eventSlots[name] else { return }
        table.events[slot] = history
        table.eventBounds[slot] = history?.bounds ?? .init()
    }

    /// Patches `table` for one parameter's new value: its slot, and the table-only checks of
    /// the cards that read it, run again as ``table(_:transient:appVersion:)`` runs them.
    /// - Complexity: O(the cards that read the parameter).
    func patchParameter(_ name: String, in table: inout Table, value: TutorialValue?, appVersion: AppVersion?) {
        guard let slot = parameterSlots[name] else { return }
        table.parameters[slot] = value
        for id in parameterReaders[slot] {
            table.cards[id].tableChecksPass = tableChecksPass(id, table: table, appVersion: appVersion)
        }
    }

    /// Whether every table-only check of card `id` passes on `table`.
    private func tableChecksPass(_ id: Int, table: Table, appVersion: AppVersion?) -> Bool {
        var checks = TableChecks()
        evaluate(
            id, seen: false, table: table, now: .distantPast, appVersion: appVersion, switches: .init(),
            hasSeen: { _ in false }, into: &checks)
        return checks.pass
    }

    /// Whether a check reads only the table (the state and the app's version, fixed while the
    /// table lives): not the moment, the store or the switches.
    static func settlesInTable(_ rule: TutorialRuleKind) -> Bool {
        switch rule {
        case .invalidated, .maxDismissals, .maxDisplayDuration, .newInVersion, .parameter: true
        case .hideAll, .showOnly, .alwaysShow, .expires, .maxDisplayCount, .prerequisites, .event, .frequency,
            .tour:
            false
        }
    }

    /// Visits every check (as an explanation does, without its words) and notes whether the
    /// table-only ones pass.
    private struct TableChecks: RuleRecorder {
        var failure: TutorialRuleKind?
        var forced = false
        var pass = true
        var explaining: Bool { true }

        mutating func record(
            _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: () -> String, _ value: () -> String
        ) {
            if !passed, CompiledTutorialRules.settlesInTable(rule) { pass = false }
        }
    }

    /// The id of a card whose rules are compiled, or `nil` when the rules' own decision must decide.
    func compiledID(_ key: String) -> Int? {
        guard let id = ids[key], cards[id].hasRules, !cards[id].inTour else { return nil }
        return id
    }
}
