/// One scored article: how many query words it has, its score, and its place in the book.
struct Ranked {
    var document: UInt32
    var words: Int
    var score: Float

    /// More words, then higher score, then earlier in the book.
    func precedes(_ other: Ranked) -> Bool {
        if words != other.words { return words > other.words }
        if score != other.score { return score > other.score }
        return document < other.document
    }
}

/// The best results so far, kept sorted; most articles fail the first comparison.
/// Articles may be offered in any order: ties on words and score go to book order.
struct TopResults {
    let limit: Int
    /// The first `count` slots are the results, best first (the rest are placeholders).
    private var slots: [Ranked]
    private(set) var count = 0
    private(set) var worst = Ranked(document: .max, words: 0, score: -.infinity)

    init(limit: Int) {
        self.limit = limit
        slots = Array(repeating: worst, count: limit)
    }

    /// The results, best first.
    var best: [Ranked] { Array(slots.prefix(count)) }

    /// Whether `limit` results are kept (from then on, `worst` is the bar to pass).
    var isFull: Bool { count == limit }

    @inline(__always)
    mutating func consider(document: Int, words: Int, score: Float) {
        if count == limit, words < worst.words || (words == worst.words && score < worst.score) { return }
        insert(Ranked(document: UInt32(document), words: words, score: score))
    }

    private mutating func insert(_ candidate: Ranked) {
        guard limit > 0, count < limit || candidate.precedes(worst) else { return }
        let kept = count
        // Move the results it precedes down one slot (dropping the last when full), then
        // place it (few move: most that get here are near the end).
        let last = slots.withUnsafeMutableBufferPointer { slots in
            var position = kept < slots.count ? kept : kept - 1
            while position > 0, candidate.precedes(slots[position - 1]) {
                slots[position] = slots[position - 1]
                position -= 1
            }
            slots[position] = candidate
            return slots[slots.count - 1]
        }
        if count < limit { count += 1 }
        if count == limit { worst = last }
    }
}
