import Foundation

extension TutorialSyncState {
    /// A device's state before it synced: its seen cards, counts and tours, counted from before
    /// any reset, so that a reset another device made since wins over them.
    ///
    /// - Parameters:
    ///   - seen: The cards the local store has recorded.
    ///   - rules: The rules' state the local store holds.
    init(seen: Set<String>, rules: TutorialRuleState) {
        for key in seen { cards[key, default: Card()].seen = true }
        for (key, record) in rules.records {
            var card = cards[key] ?? Card()
            card.displayCount = max(0, record.displayCount)
            card.dismissCount = max(0, record.dismissCount)
            card.displayedSeconds = record.displayedSeconds.isFinite ? max(0, record.displayedSeconds) : 0
            card.lastDisplayed = record.lastDisplayed
            card.invalidation = record.invalidation
            cards[key] = card
        }
        for name in Set(rules.tourSteps.keys).union(rules.toursDone.keys) {
            tours[name] = Tour(
                step: rules.tourSteps[name], stepKey: rules.tourStepKeys[name], end: rules.toursDone[name])
        }
        canonicalize()
    }

    /// Takes in what the engine changed between two of its saves: counts grow by what they grew,
    /// a tour moves on, ends, or (forgotten, started over, moved back) starts an epoch at `stamp`.
    /// A record the engine dropped is not a reset here: ``reset(_:at:)`` came with it.
    ///
    /// - Parameters:
    ///   - new: The state the engine saves now.
    ///   - old: The state it saved before (or loaded).
    ///   - stamp: When; later than every epoch this state holds.
    mutating func absorb(_ new: TutorialRuleState, since old: TutorialRuleState, at stamp: Date) {
        for (key, record) in new.records {
            let before = old.records[key] ?? .init()
            guard record != before else { continue }
            var card = cards[key] ?? Card(epoch: resetAll)
            card.displayCount = Self.advance(card.displayCount, from: before.displayCount, to: record.displayCount)
            card.dismissCount = Self.advance(card.dismissCount, from: before.dismissCount, to: record.dismissCount)
            if record.displayedSeconds.isFinite {
                card.displayedSeconds = Self.advance(
                    card.displayedSeconds, from: before.displayedSeconds, to: record.displayedSeconds)
            }
            card.lastDisplayed = Epoch.later(card.lastDisplayed, record.lastDisplayed)
            if let invalidation = record.invalidation, invalidation != before.invalidation {
                card.invalidation = invalidation
            }
            cards[key] = card
        }
        let names = Set(new.tourSteps.keys).union(new.toursDone.keys).union(old.tourSteps.keys).union(
            old.toursDone.keys)
        for name in names {
            let was = Tour(step: old.tourSteps[name], stepKey: old.tourStepKeys[name], end: old.toursDone[name])
            let now = Tour(step: new.tourSteps[name], stepKey: new.tourStepKeys[name], end: new.toursDone[name])
            guard was != now else { continue }
            let current = tours[name] ?? Tour(epoch: resetAll)
            if now.isEmpty {
                tours[name] = Tour(epoch: stamp)
            } else if now.end == nil, was.end != nil || (now.step ?? 0) < (was.step ?? 0) {
                tours[name] = Tour(epoch: stamp, step: now.step, stepKey: now.stepKey)
            } else {
                tours[name] = current.joined(
                    with: Tour(epoch: current.epoch, step: now.step, stepKey: now.stepKey, end: now.end))
            }
        }
        canonicalize()
    }

    /// `value` moved on by what the engine's count grew from `old` to `new` (it never shrinks:
    /// a count goes down only with a reset, which comes on its own).
    static func advance<Number: Numeric & Comparable>(_ value: Number, from old: Number, to new: Number) -> Number {
        guard new > old else { return value }
        return value == old ? new : value + (new - old)
    }

    /// Writes what devices share into `state`: the cards' records and the tours' progress.
    /// Donated events, parameters, app versions and the frequency's clocks stay the device's own.
    ///
    /// - Parameter state: The rules' state the local store holds.
    func apply(to state: inout TutorialRuleState) {
        var records: [String: TutorialRuleState.Record] = [:]
        for (key, card) in cards {
            var record = TutorialRuleState.Record()
            record.displayCount = card.displayCount
            record.dismissCount = card.dismissCount
            record.displayedSeconds = card.displayedSeconds
            record.lastDisplayed = card.lastDisplayed
            record.invalidation = card.invalidation
            if record != TutorialRuleState.Record() { records[key] = record }
        }
        state.records = records
        state.tourSteps.removeAll()
        state.tourStepKeys.removeAll()
        state.toursDone.removeAll()
        for (name, tour) in tours {
            if let end = tour.end {
                state.toursDone[name] = end
            } else if let step = tour.step {
                state.tourSteps[name] = step
                state.tourStepKeys[name] = tour.stepKey
            }
        }
    }
}
