import Foundation

/// The donations of one event: how many ever, and when the most recent ones happened.
///
/// Bounded: it keeps the times of the last ``capacity`` donations and the total count, however
/// many are donated. A count within a window is exact while the window holds fewer than
/// `capacity` donations; past that the history can only say "at least `capacity`"
/// (``WindowCount/isExact`` is `false`). `Tutorials` sizes the capacity from its rules (one more
/// than the largest count a rule compares with), so every rule's answer is exact.
///
/// ```swift
/// var history = TutorialEventHistory(capacity: 16)
/// history.donate(at: Date())
/// history.count(since: Date().addingTimeInterval(-7 * 86_400)).count  // 1
/// ```
public struct TutorialEventHistory: Sendable, Hashable, Codable {
    /// A count of donations within a window.
    public struct WindowCount: Sendable, Hashable {
        /// The donations counted (at most ``TutorialEventHistory/capacity`` when not exact).
        public var count: Int
        /// Whether `count` is the true count, or only "at least `count`".
        public var isExact: Bool
    }

    /// How many donations were ever made.
    public private(set) var total: Int
    /// How many donation times are kept.
    public private(set) var capacity: Int
    /// Donation times in seconds since 1970, ascending. Up to twice the capacity in memory (old
    /// ones are dropped in halves, so a donation costs O(1) amortized); the last `capacity` count.
    private var times: [Double]

    /// An empty history.
    ///
    /// - Parameter capacity: How many donation times to keep (at least 1).
    public init(capacity: Int) {
        total = 0
        self.capacity = max(1, capacity)
        times = []
    }

    /// How many donation times the history holds: never more than ``capacity``.
    public var storedCount: Int { min(times.count, capacity) }

    /// Records one donation at `date`.
    ///
    /// - Parameter date: When it happened (a clock going back is tolerated: kept in order).
    /// - Complexity: O(1) amortized for donations in time order.
    public mutating func donate(at date: Date) {
        total += 1
        let time = date.timeIntervalSince1970
        if let last = times.last, time < last {
            let index = times.firstIndex { $0 > time } ?? times.endIndex
            times.insert(time, at: index)
        } else {
            times.append(time)
        }
        if times.count >= 2 * capacity { times.removeFirst(times.count - capacity) }
    }

    /// Keeps at least `capacity` times from now on (earlier donations already dropped stay dropped).
    mutating func reserve(_ capacity: Int) {
        self.capacity = max(self.capacity, capacity)
    }

    /// The donations at or after `start`; every donation when `start` is `nil`.
    ///
    /// - Parameter start: The window's beginning (now minus the window), or `nil` for all time.
    /// - Complexity: O(log capacity).
    public func count(since start: Date?) -> WindowCount {
        guard let start else { return WindowCount(count: total, isExact: true) }
        let kept = times.suffix(capacity)
        let threshold = start.timeIntervalSince1970
        var low = kept.startIndex
        var high = kept.endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if kept[middle] < threshold { low = middle + 1 } else { high = middle }
        }
        let count = kept.endIndex - low
        // Every kept time is in the window and some were dropped: there may be more.
        let exact = !(low == kept.startIndex && total > kept.count)
        return WindowCount(count: count, isExact: exact)
    }

    private enum CodingKeys: String, CodingKey { case total, capacity, times }

    /// Reads a history written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = max(0, try container.decode(Int.self, forKey: .total))
        capacity = max(1, try container.decode(Int.self, forKey: .capacity))
        times = try container.decode([Double].self, forKey: .times).sorted().suffix(capacity).map { $0 }
        total = max(total, times.count)
    }

    /// Writes the total, the capacity and the last `capacity` times.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(total, forKey: .total)
        try container.encode(capacity, forKey: .capacity)
        try container.encode(Array(times.suffix(capacity)), forKey: .times)
    }

    /// Two histories are equal when they count the same: same total, capacity and kept times.
    public static func == (lhs: TutorialEventHistory, rhs: TutorialEventHistory) -> Bool {
        lhs.total == rhs.total && lhs.capacity == rhs.capacity
            && lhs.times.suffix(lhs.capacity)
                .elementsEqual(rhs.times.suffix(rhs.capacity))
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(total)
        hasher.combine(capacity)
        for time in times.suffix(capacity) { hasher.combine(time) }
    }
}
