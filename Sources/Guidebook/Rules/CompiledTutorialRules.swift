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
    }

    /// A condition pointing at a slot of the table.
    enum Condition: Sendable {
        case parameter(slot: Int, TutorialComparison, TutorialValue)
        case event(slot: Int, TutorialComparison, Int, window: Double?)
    }

    /// The state by id and slot, for one moment's rules' state and transient parameters.
    struct Table: Sendable {
        var records: [TutorialRuleState.Record?]
        /// Each parameter slot's value: the transient one, else the persisted one.
        var parameters: [TutorialValue?]
        var events: [TutorialEventHistory?]
        var groupLastDisplayed: [Date?]
        var lastDisplayed: Date?
        var firstAppVersion: AppVersion?
        var highestAppVersion: AppVersion?
        /// By id: the store answered that the card was seen since the table was built, so a
        /// prerequisite costs the store's lock and hash once, not on every decision. Only
        /// "seen" is kept (a card not seen yet is asked again); the table is rebuilt, and this
        /// forgotten, on every change of the rules' state, which every reset makes.
        var seenInStore: [Bool] = []

        /// No state: held only while the state changes.
        static let empty = Table(
            records: [], parameters: [], events: [], groupLastDisplayed: [], lastDisplayed: nil,
            firstAppVersion: nil, highestAppVersion: nil)
    }

    /// Every card's id: the cards with rules, their prerequisites and the tours' steps (a
    /// ``KeyTable``, so that looking a key up costs no SipHash).
    let ids: KeyTable<Int>
    /// The keys by id.
    let keys: [String]
    /// The compiled rules by id; `nil` for a key without rules of its own.
    let cards: [Card?]
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
        var cards: [Int: Card] = [:]
        var prerequisiteIDs: [Int] = []
        var conditions: [Condition] = []
        var gates: [AppVersion] = []
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
                    return .parameter(slot: slot(name, in: &parameterSlots), comparison, value)
                case .event(let name, let comparison, let count, let window):
                    return .event(
                        slot: slot(name, in: &eventSlots), comparison, count,
                        window: window.map(TutorialRules.seconds))
                }
            }
            if !set.prerequisites.isEmpty { cycles[cardID] = rules.prerequisiteCycle(through: key) }
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
        self.cards = keys.indices.map { cards[$0] }
        self.prerequisiteIDs = prerequisiteIDs
        self.conditions = conditions
        self.gates = gates
        func names(_ slots: [String: Int]) -> [String] { slots.sorted { $0.value < $1.value }.map(\.key) }
        parameterNames = names(parameterSlots)
        eventNames = names(eventSlots)
        groupNames = names(groupSlots)
        self.cycles = cycles
    }

    /// The table of `state` with `transient` parameters (which win over persisted ones).
    func table(_ state: TutorialRuleState, transient: [String: TutorialValue] = [:]) -> Table {
        Table(
            records: keys.map { state.records[$0] },
            parameters: parameterNames.map { transient[$0] ?? state.parameters[$0] },
            events: eventNames.map { state.events[$0] },
            groupLastDisplayed: groupNames.map { state.lastDisplayedInGroup[$0] },
            lastDisplayed: state.lastDisplayed, firstAppVersion: state.firstAppVersion,
            highestAppVersion: state.highestAppVersion, seenInStore: Array(repeating: false, count: keys.count))
    }

    /// The id of a card whose rules are compiled, or `nil` when the rules' own decision must decide.
    func compiledID(_ key: String) -> Int? {
        guard let id = ids[key], let card = cards[id], !card.inTour else { return nil }
        return id
    }
}
