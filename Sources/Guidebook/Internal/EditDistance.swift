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
}
