import Foundation

extension CompiledTutorialRules {
    /// The decision of ``TutorialRules/decide(_:state:context:hasSeen:)`` for a compiled card:
    /// the same rules in the same order, stopping at the first that fails.
    ///
    /// - Parameters:
    ///   - id: The card's id (``compiledID(_:)``).
    ///   - seen: Whether the store recorded the card as seen.
    ///   - table: The state by id and slot.
    ///   - now: The moment of the decision.
    ///   - appVersion: The running app's version.
    ///   - switches: The testing switches (parameters are in the table).
    ///   - hasSeen: Whether the store recorded another card (a prerequisite, by id) as seen;
    ///     asked only when the table does not know it already.
    /// - Returns: Why the card does not show, or `nil`.
    func skipReason(
        _ id: Int, seen: Bool, table: Table, now: Date, appVersion: AppVersion?,
        switches: TutorialTestingSwitches, hasSeen: (Int) -> Bool
    ) -> TutorialSkipReason? {
        var first = FirstFailure()
        evaluate(
            id, seen: seen, table: table, now: now, appVersion: appVersion, switches: switches, hasSeen: hasSeen,
            into: &first)
        return first.skipReason
    }

    /// Every rule of a compiled card, in the order of the rules' own evaluation and stated
    /// through the same checks (``RuleRecorder``): the fast decision and the explanation of a
    /// compiled card are this one function with a different recorder.
    ///
    /// The fast decision skips the checks the table already settled as passing
    /// (``CardState/tableChecksPass``): a passing check never is the first failure, so the
    /// decision is the same; an explanation states every check.
    func evaluate(
        _ id: Int, seen: Bool, table: Table, now: Date, appVersion: AppVersion?,
        switches: TutorialTestingSwitches, hasSeen: (Int) -> Bool, into recorder: inout some RuleRecorder
    ) {
        recorder.checkSwitches(switches, key: keys[id])
        // The card's fields are read in place (`cards[id].countLimit`), never copied out whole:
        // copying the card costs about as much as a rule (perf: 41 -> 39 ns a decision).
        guard recorder.goesOn, cards[id].hasRules else { return }
        let state = table.cards[id]
        let settled = state.tableChecksPass && !recorder.explaining
        // The record (which holds an invalidation's text) is read only for the checks stated:
        // when settled, not even as `nil` (destroying an optional record costs a value
        // witness call, about 3 ns a decision).
        if !settled { recorder.checkInvalidation(table.records[id]?.invalidation) }
        if let expires = cards[id].expires { recorder.checkExpiry(expires, now: now) }
        guard recorder.goesOn else { return }
        if let limit = cards[id].countLimit {
            recorder.checkDisplayCount(limit: limit, displays: max(state.displayCount, seen ? 1 : 0))
        }
        if !settled {
            if let limit = cards[id].dismissLimit {
                recorder.checkDismissals(limit: limit, dismissals: table.records[id]?.dismissCount ?? 0)
            }
            if let limit = cards[id].durationLimit {
                recorder.checkDisplayDuration(limit: limit, shown: table.records[id]?.displayedSeconds ?? 0)
            }
        }
        guard recorder.goesOn else { return }
        if !settled, let gate = cards[id].gate {
            recorder.checkVersionGate(
                gates[gate], first: table.firstAppVersion, highest: table.highestAppVersion, current: appVersion)
        }
        for index in cards[id].prerequisites where recorder.goesOn {
            let prerequisite = prerequisiteIDs[index]
            // The record and what the store said before first: array reads, where the store
            // takes a lock and hashes (the engine notes a "seen" answer in its next table).
            let done =
                table.cards[prerequisite].displayCount > 0 || table.cards[prerequisite].seenInStore
                || hasSeen(prerequisite)
            recorder.checkPrerequisite(keys[prerequisite], done: done)
        }
        if cards[id].inCycle, recorder.goesOn { recorder.checkCycle(cycles[id] ?? []) }
        for index in cards[id].conditions where recorder.goesOn {
            switch conditions[index] {
            case .parameter(let slot, let comparison, let expected):
                if !settled {
                    recorder.checkParameter(
                        parameterNames[slot], comparison, expectedValues[expected], value: table.parameters[slot])
                }
            case .event(let slot, let comparison, let count, let window):
                let start = window.map { now.addingTimeInterval(-$0) }
                // The bounds settle most windows; the history's own count does the rest.
                let found =
                    start.flatMap { table.eventBounds[slot].count(since: $0.timeIntervalSince1970) }
                    ?? table.events[slot]?.count(since: start) ?? .init(count: 0, isExact: true)
                recorder.checkEvent(eventNames[slot], comparison, count, window: window, found: found)
            }
        }
        guard recorder.goesOn else { return }
        let group = cards[id].frequencyGroup
        recorder.checkFrequency(
            interval: cards[id].frequency, ignored: cards[id].ignoresFrequency, group: group.map { groupNames[$0] },
            since: group.map { table.groupLastDisplayed[$0] } ?? table.lastDisplayed, now: now)
    }
}
