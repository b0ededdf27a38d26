/// Optimal-string-alignment distance: insertions, deletions, substitutions and
/// transpositions of neighbours each count as one edit. Shared by search
/// (typo tolerance) and the command line ("did you mean").
package enum EditDistance {
    /// The distance between two sequences, or `nil` once it is certain to exceed `limit`.
    ///
    /// - Complexity: O(n·m) time, O(m) memory; stops early past `limit`.
    package static func distance<C: Collection>(_ a: C, _ b: C, limit: Int = .max) -> Int?
    where C.Element: Equatable {
        let a = Array(a)
        let b = Array(b)
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count <= limit ? b.count : nil }
        if b.isEmpty { return a.count <= limit ? a.count : nil }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        let result = previous[b.count]
        return result <= limit ? result : nil
    }

    /// The candidate closest to `word` within a small distance, for "did you mean" messages.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        let limit = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            guard let distance = distance(Array(word), Array(candidate), limit: limit) else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance between two short scalar sequences, or `nil`
    /// past `limit`: the allocation-free variant search uses to check typo candidates.
    ///
    /// Rows live in one stack buffer; a band of width `2·limit+1` around the diagonal is all
    /// that can stay within `limit`, so cells outside it are skipped.
    ///
    /// - Complexity: O(min(n, m)·limit) time, O(m) stack memory.
    package static func distance(
        _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, limit: Int
    ) -> Int? {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return nil }
        if limit == 1 { return distanceWithinOne(a, b) }
        if n == 0 || m == 0 { return max(n, m) }
        let unreachable = limit + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * (m + 1)) { buffer -> Int? in
            guard var previousPrevious = buffer.baseAddress else { return nil }
            var previous = previousPrevious + (m + 1)
            var current = previous + (m + 1)
            for j in 0...m {
                previous[j] = min(j, unreachable)
                previousPrevious[j] = unreachable
            }
            for i in 1...n {
                let low = max(1, i - limit)
                let high = min(m, i + limit)
                current[0] = min(i, unreachable)
                if low > 1 { current[low - 1] = unreachable }
                var rowMinimum = current[0]
                let ai = a[i - 1]
                for j in low...high {
                    let cost = ai == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, ai == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    value = min(value, unreachable)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if high < m { current[high + 1] = unreachable }
                if rowMinimum > limit { return nil }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            let result = previous[m]
            return result <= limit ? result : nil
        }
    }

    /// `distance(a, b, limit: 1)` without the table: past the common prefix, one
    /// substitution, transposition, insertion or deletion must leave the rest equal.
    ///
    /// - Complexity: O(min(n, m)).
    private static func distanceWithinOne(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Int? {
        // The caller checked that the lengths differ by at most 1.
        let (long, short) = a.count >= b.count ? (a, b) : (b, a)
        var first = 0
        while first < short.count, long[first] == short[first] { first += 1 }
        if first == long.count { return 0 }
        func restEqual(long longStart: Int, short shortStart: Int) -> Bool {
            var i = longStart
            var j = shortStart
            while j < short.count {
                if long[i] != short[j] { return false }
                i += 1
                j += 1
            }
            return true
        }
        if long.count != short.count { return restEqual(long: first + 1, short: first) ? 1 : nil }
        if restEqual(long: first + 1, short: first + 1) { return 1 }
        if first + 1 < long.count, long[first] == short[first + 1], long[first + 1] == short[first],
            restEqual(long: first + 2, short: first + 2)
        {
            return 1
        }
        return nil
    }
}
