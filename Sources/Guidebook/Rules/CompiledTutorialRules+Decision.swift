import Foundation

extension CompiledTutorialRules {
    /// The decision of ``TutorialRules/decide(_:state:context:hasSeen:)`` for a compiled card:
    /// the same rules in the same order, stopping at the first that fails.
    ///
    /// - Parameters:
    ///   - id: The card's id (``compiledID(_:)``).
    ///   - seen: Whether the store recorded the card as seen.
    ///   - table: The state by id and slot; notes the prerequisites the store answered seen.
    ///   - now: The moment of the decision.
    ///   - appVersion: The running app's version.
    ///   - switches: The testing switches (parameters are in the table).
    ///   - hasSeen: Whether the store recorded another card (a prerequisite) as seen.
    /// - Returns: Why the card does not show, or `nil`.
    func skipReason(
        _ id: Int, seen: Bool, table: inout Table, now: Date, appVersion: AppVersion?,
        switches: TutorialTestingSwitches, hasSeen: (String) -> Bool
    ) -> TutorialEvent.SkipReason? {
        if switches.hideAll { return .rule(.hideAll) }
        if let only = switches.showOnly, !only.contains(keys[id]) { return .rule(.showOnly) }
        if switches.showAll { return nil }
        guard let card = cards[id] else { return nil }
        let record = table.records[id]
        if record?.invalidation != nil { return .rule(.invalidated) }
        if let expires = card.expires, !(now < expires) { return .rule(.expires) }
        if let limit = card.countLimit, max(record?.displayCount ?? 0, seen ? 1 : 0) >= limit { return .alreadySeen }
        if let limit = card.dismissLimit, (record?.dismissCount ?? 0) >= limit { return .rule(.maxDismissals) }
        if let limit = card.durationLimit, (record?.displayedSeconds ?? 0) >= limit {
            return .rule(.maxDisplayDuration)
        }
        if let gate = card.gate, !Self.passes(gates[gate], table: table, current: appVersion) {
            return .rule(.newInVersion)
        }
        for index in card.prerequisites {
            let prerequisite = prerequisiteIDs[index]
            // The record and what the store said before first: array reads, where the store
            // takes a lock and hashes.
            if (table.records[prerequisite]?.displayCount ?? 0) > 0 || table.seenInStore[prerequisite] { continue }
            guard hasSeen(keys[prerequisite]) else { return .rule(.prerequisites) }
            table.seenInStore[prerequisite] = true
        }
        for index in card.conditions {
            switch conditions[index] {
            case .parameter(let slot, let comparison, let expected):
                guard let value = table.parameters[slot], comparison.holds(value, expected) else {
                    return .rule(.parameter)
                }
            case .event(let slot, let comparison, let count, let window):
                let start = window.map { now.addingTimeInterval(-$0) }
                let found = table.events[slot]?.count(since: start) ?? .init(count: 0, isExact: true)
                if !comparison.holds(found.isExact ? found.count : found.count + 1, count) { return .rule(.event) }
            }
        }
        if let interval = card.frequency {
            let last = card.frequencyGroup.map { table.groupLastDisplayed[$0] } ?? table.lastDisplayed
            if let last {
                let elapsed = now.timeIntervalSince(last)
                if !(elapsed >= interval || elapsed < 0) { return .rule(.frequency) }
            }
        }
        return nil
    }

    /// "New in 2.0": upgraded from before it, running it or later, not downgraded.
    static func passes(_ gate: AppVersion, table: Table, current: AppVersion?) -> Bool {
        guard let current else { return false }
        let first = table.firstAppVersion ?? current
        let highest = max(table.highestAppVersion ?? current, current)
        return first < gate && current >= gate && current >= highest
    }

    /// The compiled decision for `key` from a state (building the table): for tests that hold
    /// it against the rules' own decision. Keys the compiled rules leave alone give `nil`.
    func decide(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool
    ) -> TutorialDecision? {
        guard let id = compiledID(key) else { return nil }
        var table = table(state, transient: context.parameters)
        return TutorialDecision(
            key: key,
            skipReason: skipReason(
                id, seen: hasSeen(key), table: &table, now: context.now, appVersion: context.appVersion,
                switches: context.switches, hasSeen: hasSeen))
    }
}
