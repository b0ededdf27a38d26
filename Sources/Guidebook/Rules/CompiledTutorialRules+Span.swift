import Foundation

extension CompiledTutorialRules {
    /// Until when card `id` keeps showing, once the fast decision found at `now` that it shows
    /// with every prerequisite settled by the table: the first moment at which a check that
    /// reads the moment may fail (exclusive), `nil` for none. From `now` to then, a decision
    /// for the same answer of the store's seen-check is "shows" without the checks.
    ///
    /// Only three checks read the moment, and each turns from passing to failing only at a
    /// moment known now: the expiry; an event's window, when the oldest donation it counts
    /// leaves it (a later moment counts the same donations until then, or fewer); a frequency
    /// whose last display is after `now` (a clock set back), when that moment comes. The other
    /// checks read the table, the seen-answer and the app's version, all fixed while the
    /// snapshot is. An earlier moment than `now` is decided again.
    ///
    /// - Parameters:
    ///   - id: The card's id (``compiledID(_:)``); it shows at `now`.
    ///   - table: The table the decision read.
    ///   - now: The moment of that decision.
    /// - Returns: The end of the span; `nil` when nothing ends it.
    func showsUntil(_ id: Int, table: Table, now: Date) -> Date? {
        var until: Date?
        func end(_ moment: Date) { until = until.map { min($0, moment) } ?? moment }
        if let expires = cards[id].expires { end(expires) }
        for index in cards[id].conditions {
            guard case .event(let slot, _, _, let window?) = conditions[index], window.isFinite else { continue }
            let threshold = now.addingTimeInterval(-window).timeIntervalSince1970
            guard let first = firstCounted(slot, since: threshold, table: table) else { continue }
            // Early by a margin well above the rounding of `now - window` and of the dates'
            // conversions, so a moment in the span never counts differently.
            let margin = 0.001 + 1e-9 * (abs(first) + window)
            end(Date(timeIntervalSince1970: first + window - margin))
        }
        if cards[id].frequency != nil {
            let group = cards[id].frequencyGroup
            // The same last display the frequency's check reads.
            let last = group.map { table.groupLastDisplayed[$0] } ?? table.lastDisplayed
            // A wait already over stays over; a last display ahead of `now` passes until it comes.
            if let last, now < last { end(last) }
        }
        return until
    }

    /// The oldest donation of event `slot` at or after `threshold` (seconds since 1970) that a
    /// window counts, or `nil` when it counts none (none then, and none later: a later
    /// threshold only counts fewer).
    private func firstCounted(_ slot: Int, since threshold: Double, table: Table) -> Double? {
        let bounds = table.eventBounds[slot]
        if bounds.kept == 0 || bounds.newest < threshold { return nil }
        if bounds.oldest >= threshold { return bounds.oldest }
        return table.events[slot]?.firstKeptTime(since: threshold)
    }
}
