import Foundation

/// What devices share about the cards: seen cards, counts and tours' progress, with their resets.
///
/// A join-semilattice: ``merged(with:)`` is commutative, associative and idempotent, so devices
/// that exchange their states in any order, any number of times, end with the same state. Each
/// card and tour carries the reset it counts from (its *epoch*): state from before the latest
/// reset counts for nothing, so a device that has not heard of a reset cannot undo it. Within
/// one epoch, seen wins over unseen, counts take the maximum and a tour takes its furthest step.
///
/// ```swift
/// var phone = TutorialSyncState()
/// phone.markSeen("Welcome")
/// var pad = TutorialSyncState()
/// pad.reset("Welcome", at: Date())
/// phone.merged(with: pad).isSeen("Welcome")  // false: the reset came after phone's state
/// ```
///
/// ``SyncingStateStore`` keeps one and makes its stamps; this type is the pure part, tested on Linux.
public struct TutorialSyncState: Sendable, Hashable {
    /// When every card was last reset (``TutorialStateStore/removeAll()``); `nil` when never.
    public internal(set) var resetAll: Date?
    /// Per card key, in canonical form (nothing that reads as the empty state is kept).
    var cards: [String: Card] = [:]
    /// Per tour name, in canonical form.
    var tours: [String: Tour] = [:]

    /// What one card's state is within its epoch.
    struct Card: Sendable, Hashable {
        /// The reset this state counts from; `nil` before any.
        var epoch: Date?
        var seen = false
        var displayCount = 0
        var dismissCount = 0
        var displayedSeconds = 0.0
        var lastDisplayed: Date?
        var invalidation: TutorialInvalidation?

        /// Whether the card holds nothing but its epoch: a reset, or no state at all.
        var isEmpty: Bool {
            !seen && displayCount == 0 && dismissCount == 0 && displayedSeconds == 0 && lastDisplayed == nil
                && invalidation == nil
        }

        /// The later epoch wins whole; within one epoch, seen wins and counts take the maximum.
        func joined(with other: Card) -> Card {
            if Epoch.less(other.epoch, epoch) { return self }
            if Epoch.less(epoch, other.epoch) { return other }
            var card = self
            card.seen = seen || other.seen
            card.displayCount = max(displayCount, other.displayCount)
            card.dismissCount = max(dismissCount, other.dismissCount)
            card.displayedSeconds = max(displayedSeconds, other.displayedSeconds)
            card.lastDisplayed = Epoch.later(lastDisplayed, other.lastDisplayed)
            card.invalidation = Self.join(invalidation, other.invalidation)
            return card
        }

        /// Either invalidation; two different ones settle on the same one on every device.
        static func join(_ one: TutorialInvalidation?, _ other: TutorialInvalidation?) -> TutorialInvalidation? {
            guard let one, let other else { return one ?? other }
            return one.description >= other.description ? one : other
        }
    }

    /// Where one tour stands within its epoch.
    struct Tour: Sendable, Hashable {
        /// The tour's last reset (or Back, which starts an epoch at the step before); `nil` before any.
        var epoch: Date?
        /// The furthest step reached, and its key.
        var step: Int?
        var stepKey: String?
        /// How it ended, once it did.
        var end: TutorialRuleState.TourEnd?

        var isEmpty: Bool { step == nil && stepKey == nil && end == nil }

        /// The later epoch wins whole; within one epoch, the furthest step and any end.
        func joined(with other: Tour) -> Tour {
            if Epoch.less(other.epoch, epoch) { return self }
            if Epoch.less(epoch, other.epoch) { return other }
            var tour = self
            if (other.step ?? -1, other.stepKey ?? "") > (step ?? -1, stepKey ?? "") {
                tour.step = other.step
                tour.stepKey = other.stepKey
            }
            if let theirs = other.end, theirs.rawValue > (end?.rawValue ?? "") { tour.end = theirs }
            return tour
        }
    }

    /// An empty state: nothing seen, nothing reset.
    public init() {}

    /// The join of two states: what a device knows after hearing of `other`.
    ///
    /// - Parameter other: Another device's state.
    /// - Returns: The state both converge to; the same whatever the order of merges.
    /// - Complexity: O(n + m) in the entries of both states.
    public func merged(with other: TutorialSyncState) -> TutorialSyncState {
        var result = TutorialSyncState()
        result.resetAll = Epoch.later(resetAll, other.resetAll)
        result.cards = cards.merging(other.cards) { $0.joined(with: $1) }
        result.tours = tours.merging(other.tours) { $0.joined(with: $1) }
        result.canonicalize()
        return result
    }

    /// Whether the card for `key` counts as seen: seen since its last reset and the last reset of all.
    ///
    /// - Parameter key: The tutorial key.
    public func isSeen(_ key: String) -> Bool {
        cards[key]?.seen ?? false
    }

    /// Every card that counts as seen.
    public var seenKeys: Set<String> {
        Set(cards.filter(\.value.seen).keys)
    }

    /// Whether this state says anything of `key`: its own state or reset, or a reset of all.
    /// A local card it says nothing of was seen before syncing began.
    ///
    /// - Parameter key: The tutorial key.
    func speaks(of key: String) -> Bool {
        resetAll != nil || cards[key] != nil
    }

    /// Records that the card for `key` was seen, in its current epoch.
    ///
    /// - Parameter key: The tutorial key.
    public mutating func markSeen(_ key: String) {
        cards[key, default: Card(epoch: resetAll)].seen = true
    }

    /// Forgets the card for `key` as of `stamp`: its seen state and counts from before it count for nothing.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - stamp: When; later than every epoch this state holds (``SyncingStateStore`` makes sure).
    public mutating func reset(_ key: String, at stamp: Date) {
        cards[key] = Card(epoch: stamp)
        canonicalize()
    }

    /// Forgets every card and tour as of `stamp`.
    ///
    /// - Parameter stamp: When; later than every epoch this state holds.
    public mutating func resetAll(at stamp: Date) {
        resetAll = Epoch.later(resetAll, stamp)
        canonicalize()
    }

    /// The latest moment this state mentions, to make the next stamp later than all of them.
    var latestEpoch: Date? {
        var latest = resetAll
        for card in cards.values { latest = Epoch.later(latest, card.epoch) }
        for tour in tours.values { latest = Epoch.later(latest, tour.epoch) }
        return latest
    }

    /// Drops what reads as the empty state: entries from before the reset of all, and empty
    /// entries of that epoch. Two states that read the same are then equal.
    mutating func canonicalize() {
        let floor = resetAll
        cards = cards.filter { !Epoch.less($0.value.epoch, floor) && !($0.value.isEmpty && $0.value.epoch == floor) }
        tours = tours.filter { !Epoch.less($0.value.epoch, floor) && !($0.value.isEmpty && $0.value.epoch == floor) }
    }
}

/// Epochs are optional moments: `nil` (before any reset) comes first.
enum Epoch {
    static func less(_ one: Date?, _ other: Date?) -> Bool {
        switch (one, other) {
        case (nil, .some): true
        case (.some(let one), .some(let other)): one < other
        default: false
        }
    }

    static func later(_ one: Date?, _ other: Date?) -> Date? {
        less(one, other) ? other : one
    }
}
