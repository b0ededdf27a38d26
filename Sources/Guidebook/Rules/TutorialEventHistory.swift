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
        let threshold = start.timeIntervalSince1970
        if let count = bounds.count(since: threshold) { return count }
        return times.withUnsafeBufferPointer { times in
            // Some kept times are before `threshold` and the newest is not: the first at or
            // after it is found by halving between them (ascending; plain index arithmetic,
            // the buffer's bounds hold by construction).
            let first = max(0, times.count - capacity)
            var low = first + 1
            var high = times.count - 1
            while low < high {
                let middle = (low &+ high) >> 1
                if times[middle] < threshold { low = middle &+ 1 } else { high = middle }
            }
            return WindowCount(count: times.count - low, isExact: true)
        }
    }

    /// The oldest kept donation time at or after `threshold` (seconds since 1970), or `nil`.
    ///
    /// - Complexity: O(capacity).
    func firstKeptTime(since threshold: Double) -> Double? {
        times.suffix(capacity).first { $0 >= threshold }
    }

    /// The oldest and newest kept times and the counts: enough for a window that holds every
    /// kept donation or none, the common cases. Plain values, so the compiled decision keeps
    /// them in its table and reads them without the history's buffer.
    struct Bounds: Sendable {
        var oldest = 0.0
        var newest = 0.0
        var kept = 0
        var total = 0

        /// The count at or after `threshold` (seconds since 1970) when the window holds every
        /// kept time or none; `nil` when it splits them.
        @inline(__always)
        func count(since threshold: Double) -> WindowCount? {
            // Every kept time is in the window (none kept counts too), and when some were
            // dropped there may be more.
            if kept == 0 || oldest >= threshold { return WindowCount(count: kept, isExact: total <= kept) }
            if newest < threshold { return WindowCount(count: 0, isExact: true) }
            return nil
        }
    }

    /// This history's ``Bounds``.
    var bounds: Bounds {
        let kept = storedCount
        guard kept > 0, let newest = times.last else { return Bounds(total: total) }
        return Bounds(oldest: times[times.count - kept], newest: newest, kept: kept, total: total)
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
