import Foundation

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
    private(set) var best: [Ranked] = []
    private(set) var worst = Ranked(document: .max, words: 0, score: -.infinity)

    init(limit: Int) {
        self.limit = limit
        best.reserveCapacity(limit + 1)
    }

    /// Whether `limit` results are kept (from then on, `worst` is the bar to pass).
    var isFull: Bool { best.count == limit }

    @inline(__always)
    mutating func consider(document: Int, words: Int, score: Float) {
        if best.count == limit, words < worst.words || (words == worst.words && score < worst.score) { return }
        let candidate = Ranked(document: UInt32(document), words: words, score: score)
        if best.count == limit, !candidate.precedes(worst) { return }
        var position = best.count
        while position > 0, candidate.precedes(best[position - 1]) { position -= 1 }
        best.insert(candidate, at: position)
        if best.count > limit { best.removeLast() }
        if best.count == limit, let last = best.last { worst = last }
    }
}

/// Per-article arrays a query scores into. They are all zero between queries, so a pool
/// of them (in `HelpSearchIndex.Storage`) saves allocating and clearing them every time.
struct ScoringScratch: Sendable {
    /// How many idle scratches an index keeps (about one per concurrent searcher).
    static let poolSize = 4
    /// The current query word's pseudo-frequency per article.
    var wordScores: [Float]
    /// The articles the current word reached, in order (first `count` slots used).
    var touched: [UInt32]
    /// The score so far per article.
    var totals: [Float]
    /// How many query words each article matched.
    var wordCounts: [UInt8]
    /// The articles any word reached (first `count` slots used).
    var reached: [UInt32]
    /// Per term (and one for stop words), the query words it matched, one bit per word.
    var termWords: [UInt16]
    /// For `scoreByBlocks`, per block: the bound of the score and of the words matched, one
    /// word's bound, and the articles a word's terms reach (one bit each, zero between uses).
    var blockBounds: [Float] = []
    var blockWords: [UInt8] = []
    var wordBounds: [Float] = []
    var blockUnion: [UInt64] = []
    /// Summaries of the query's terms without stored ones, and the blocks left to visit.
    var localMaxima: [Float] = []
    var localStarts: [UInt32] = []
    var blockOrder: [UInt64] = []

    /// Grows the block arrays for `blockCount` blocks and `localTerms` computed summaries.
    mutating func prepareBlocks(blockCount: Int, localTerms: Int) {
        if blockBounds.count < blockCount {
            blockBounds = [Float](repeating: 0, count: blockCount)
            blockWords = [UInt8](repeating: 0, count: blockCount)
            wordBounds = [Float](repeating: 0, count: blockCount)
            blockUnion = [UInt64](repeating: 0, count: blockCount)
        }
        if localMaxima.count < localTerms * blockCount {
            localMaxima = [Float](repeating: 0, count: localTerms * blockCount)
            localStarts = [UInt32](repeating: 0, count: localTerms * (blockCount + 1))
        }
    }

    /// The arrays `scoreByBlocks` uses, as raw buffers.
    struct BlockBuffers {
        var scores: UnsafeMutableBufferPointer<Float>
        var totals: UnsafeMutableBufferPointer<Float>
        var wordCounts: UnsafeMutableBufferPointer<UInt8>
        var blockBounds: UnsafeMutableBufferPointer<Float>
        var blockWords: UnsafeMutableBufferPointer<UInt8>
        var wordBounds: UnsafeMutableBufferPointer<Float>
        var blockUnion: UnsafeMutableBufferPointer<UInt64>
        var localMaxima: UnsafeMutableBufferPointer<Float>
        var localStarts: UnsafeMutableBufferPointer<UInt32>
    }

    /// Runs `body` with the arrays `scoreByBlocks` uses as raw buffers.
    mutating func withBlockBuffers(_ body: (BlockBuffers) -> Void) {
        wordScores.withUnsafeMutableBufferPointer { scores in
            totals.withUnsafeMutableBufferPointer { totals in
                wordCounts.withUnsafeMutableBufferPointer { wordCounts in
                    blockBounds.withUnsafeMutableBufferPointer { blockBounds in
                        blockWords.withUnsafeMutableBufferPointer { blockWords in
                            wordBounds.withUnsafeMutableBufferPointer { wordBounds in
                                blockUnion.withUnsafeMutableBufferPointer { blockUnion in
                                    localMaxima.withUnsafeMutableBufferPointer { localMaxima in
                                        localStarts.withUnsafeMutableBufferPointer { localStarts in
                                            body(
                                                BlockBuffers(
                                                    scores: scores, totals: totals, wordCounts: wordCounts,
                                                    blockBounds: blockBounds, blockWords: blockWords,
                                                    wordBounds: wordBounds, blockUnion: blockUnion,
                                                    localMaxima: localMaxima, localStarts: localStarts))
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Runs `body` with the four arrays as raw buffers (no uniqueness checks in hot loops).
    mutating func withBuffers(
        _ body: (
            UnsafeMutableBufferPointer<Float>, UnsafeMutableBufferPointer<UInt32>, UnsafeMutableBufferPointer<UInt32>,
            UnsafeMutableBufferPointer<Float>, UnsafeMutableBufferPointer<UInt8>
        ) -> Void
    ) {
        wordScores.withUnsafeMutableBufferPointer { scores in
            touched.withUnsafeMutableBufferPointer { touched in
                reached.withUnsafeMutableBufferPointer { reached in
                    totals.withUnsafeMutableBufferPointer { totals in
                        wordCounts.withUnsafeMutableBufferPointer { counts in
                            body(scores, touched, reached, totals, counts)
                        }
                    }
                }
            }
        }
    }

    init(documentCount: Int, termCount: Int) {
        termWords = [UInt16](repeating: 0, count: termCount + 1)
        wordScores = [Float](repeating: 0, count: documentCount)
        // One spare slot: the branch-free appends write one past the last counted entry.
        touched = [UInt32](repeating: 0, count: documentCount + 1)
        totals = [Float](repeating: 0, count: documentCount)
        wordCounts = [UInt8](repeating: 0, count: documentCount)
        reached = [UInt32](repeating: 0, count: documentCount + 1)
    }
}

/// How `HelpSearchIndex.Storage.rank` scores (see there).
enum ScoringStrategy {
    case pruned, exhaustive
}

extension HelpSearchIndex.Storage {
    static let k1: Float = 1.2

    /// Scores every article the candidates reach (BM25F, see `HelpSearchIndex`) and builds
    /// the best `limit` results.
    ///
    /// `strategy` `.exhaustive` scores every article the candidates reach; `.pruned` (the
    /// default) skips blocks of articles that cannot enter the results when a query reaches
    /// a long impact list. Both return the same results (the tests compare them).
    func rank(candidates: [[TermMatch]], limit: Int, strategy: ScoringStrategy = .pruned) -> [HelpSearchResult] {
        let documentCount = itemIDs.count
        var scratch =
            scratchPool.withLock { $0.popLast() }
            ?? ScoringScratch(documentCount: documentCount, termCount: terms.count)
        var top = TopResults(limit: limit)
        // A query reaching a long impact list scores block by block, best bound first, and
        // stops where no block can enter; others scatter their postings and touch only what
        // they reach.
        let usesBlocks =
            strategy == .pruned && blocks.blockCount < 1 << 24
            && candidates.contains { $0.contains { blocks.termRows[Int($0.term)] >= 0 } }
        if usesBlocks {
            scoreByBlocks(candidates, scratch: &scratch, into: &top)
        } else {
            scratch.withBuffers { scores, touched, reached, totals, wordCounts in
                scoreSparsely(
                    candidates, scores: scores, touched: touched, reached: reached, totals: totals,
                    wordCounts: wordCounts, into: &top)
            }
        }
        let best = top.best

        // The winners' matched tokens in title and body, from one scan of each one's tokens.
        for (word, matches) in candidates.enumerated() {
            for match in matches { scratch.termWords[Int(match.term)] |= 1 << UInt16(word) }
        }
        let results = scratch.termWords.withUnsafeBufferPointer { termWords in
            self.results(for: best, wordCount: candidates.count, termWords: termWords)
        }
        for matches in candidates {
            for match in matches { scratch.termWords[Int(match.term)] = 0 }
        }

        // Every array is zero again: hand the scratch to the next query.
        scratchPool.withLock { pool in
            if pool.count < ScoringScratch.poolSize { pool.append(scratch) }
        }
        return results
    }

    /// `ln(1 + (N − n + 0.5) / (n + 0.5)) · (k₁ + 1)` for a word matching `matched` articles.
    private func idf(matched: Int) -> Float {
        let n = Float(itemIDs.count)
        let matched = Float(matched)
        return log(1 + (n - matched + 0.5) / (matched + 0.5)) * (Self.k1 + 1)
    }

    /// Scores by scattering postings, touching only the articles the words reach.
    private func scoreSparsely(
        _ candidates: [[TermMatch]], scores: UnsafeMutableBufferPointer<Float>,
        touched: UnsafeMutableBufferPointer<UInt32>, reached: UnsafeMutableBufferPointer<UInt32>,
        totals: UnsafeMutableBufferPointer<Float>, wordCounts: UnsafeMutableBufferPointer<UInt8>,
        into top: inout TopResults
    ) {
        var reachedCount = 0
        impactDocuments.withUnsafeBufferPointer { documents in
            impacts.withUnsafeBufferPointer { impacts in
                for matches in candidates {
                    var touchedCount = 0
                    for match in matches {
                        let first = Int(impactStarts[Int(match.term)])
                        let last = Int(impactStarts[Int(match.term) + 1])
                        for entry in first..<last {
                            // Branch-free: record the article when its score was still zero.
                            let document = Int(documents[entry])
                            let score = scores[document]
                            touched[touchedCount] = UInt32(document)
                            touchedCount &+= score == 0 ? 1 : 0
                            scores[document] = score + match.weight * impacts[entry]
                        }
                    }
                    let idf = idf(matched: touchedCount)
                    for slot in 0..<touchedCount {
                        let index = Int(touched[slot])
                        let x = scores[index]
                        scores[index] = 0
                        reached[reachedCount] = UInt32(index)
                        reachedCount &+= wordCounts[index] == 0 ? 1 : 0
                        wordCounts[index] &+= 1
                        totals[index] += idf * (x / (x + Self.k1))
                    }
                }
            }
        }
        for slot in 0..<reachedCount {
            let index = Int(reached[slot])
            top.consider(document: index, words: Int(wordCounts[index]), score: totals[index])
            wordCounts[index] = 0
            totals[index] = 0
        }
    }

    /// One query term's impact list and block summaries, stored or computed for the query.
    private struct TermBlocks {
        var weight: Float
        /// The term's entries in `impactDocuments` / `impacts`.
        var first: Int
        var last: Int
        /// Whether the summaries are the stored ones (`blocks`) or the query's (`localMaxima`,
        /// `localStarts`), and where its rows start there.
        var isStored: Bool
        var maxima: Int
        var starts: Int
    }

    /// Whether a block whose key (see `scoreByBlocks`) bounds its articles' words and score
    /// may hold an article that enters `top` (a tie may: it can be earlier in the book).
    @inline(__always)
    private func canPass(_ key: UInt64, _ top: TopResults) -> Bool {
        guard top.isFull else { return true }
        let words = Int(key >> 55)
        let bound = Float(bitPattern: UInt32(truncatingIfNeeded: key >> 24) & 0x7FFF_FFFF)
        return words > top.worst.words || (words == top.worst.words && bound >= top.worst.score)
    }

    /// Scores block by block (`BlockSummaries`): bounds every block's score from the largest
    /// impacts of the query's terms there, then scores blocks exactly, best bound first,
    /// until no block left can pass the worst result kept.
    ///
    /// Each article's score is made of the same floating-point operations in the same order
    /// as in `scoreSparsely` (adding a zero changes no sum), so both find the same results
    /// with the same scores. The bounds carry a small margin over their rounding.
    private func scoreByBlocks(_ candidates: [[TermMatch]], scratch: inout ScoringScratch, into top: inout TopResults) {
        let blockCount = blocks.blockCount
        let documentCount = itemIDs.count
        var localCount = 0
        for matches in candidates {
            for match in matches where blocks.termRows[Int(match.term)] < 0 { localCount += 1 }
        }
        scratch.prepareBlocks(blockCount: blockCount, localTerms: localCount)
        var order = scratch.blockOrder
        scratch.blockOrder = []
        order.removeAll(keepingCapacity: true)
        var idfs: [Float] = []
        idfs.reserveCapacity(candidates.count)
        var termBlocks: [[TermBlocks]] = []
        termBlocks.reserveCapacity(candidates.count)

        scratch.withBlockBuffers { buffers in
            impactDocuments.withUnsafeBufferPointer { documents in
                impacts.withUnsafeBufferPointer { impacts in
                    blocks.maxima.withUnsafeBufferPointer { storedMaxima in
                        blocks.entryStarts.withUnsafeBufferPointer { storedStarts in
                            blocks.masks.withUnsafeBufferPointer { storedMasks in
                                let localMaxima = UnsafeBufferPointer(buffers.localMaxima)
                                let localStarts = UnsafeBufferPointer(buffers.localStarts)
                                // Summaries of the terms without stored ones.
                                var local = 0
                                for matches in candidates {
                                    termBlocks.append(
                                        matches.map { match in
                                            let term = Int(match.term)
                                            let first = Int(impactStarts[term])
                                            let last = Int(impactStarts[term + 1])
                                            let row = Int(blocks.termRows[term])
                                            if row >= 0 {
                                                return TermBlocks(
                                                    weight: match.weight, first: first, last: last, isStored: true,
                                                    maxima: row * blockCount, starts: row * (blockCount + 1))
                                            }
                                            let maxima = local * blockCount
                                            let starts = local * (blockCount + 1)
                                            local += 1
                                            var entry = first
                                            for block in 0..<blockCount {
                                                buffers.localStarts[starts + block] = UInt32(entry)
                                                var largest: Float = 0
                                                while entry < last,
                                                    Int(documents[entry]) >> BlockSummaries.shift == block
                                                {
                                                    largest = max(largest, impacts[entry])
                                                    entry += 1
                                                }
                                                buffers.localMaxima[maxima + block] = largest
                                            }
                                            buffers.localStarts[starts + blockCount] = UInt32(last)
                                            return TermBlocks(
                                                weight: match.weight, first: first, last: last, isStored: false,
                                                maxima: maxima, starts: starts)
                                        })
                                }

                                // Per word: its idf, and per block a bound of its pseudo-frequency.
                                let bounds = buffers.blockBounds
                                let blockWords = buffers.blockWords
                                let wordBounds = buffers.wordBounds
                                let union = buffers.blockUnion
                                for block in 0..<blockCount {
                                    bounds[block] = 0
                                    blockWords[block] = 0
                                }
                                for terms in termBlocks {
                                    var matched = 0
                                    if terms.count == 1 {
                                        matched = terms[0].last - terms[0].first
                                    } else {
                                        for term in terms {
                                            if term.isStored {
                                                for block in 0..<blockCount {
                                                    union[block] |= storedMasks[term.maxima + block]
                                                }
                                            } else {
                                                for entry in term.first..<term.last {
                                                    let document = Int(documents[entry])
                                                    union[document >> BlockSummaries.shift] |=
                                                        1 << UInt64(document & (BlockSummaries.size - 1))
                                                }
                                            }
                                        }
                                        for block in 0..<blockCount {
                                            matched += union[block].nonzeroBitCount
                                            union[block] = 0
                                        }
                                    }
                                    let idf = idf(matched: matched)
                                    idfs.append(idf)
                                    for block in 0..<blockCount { wordBounds[block] = 0 }
                                    for term in terms {
                                        let maxima = term.isStored ? storedMaxima : localMaxima
                                        let weight = term.weight
                                        for block in 0..<blockCount {
                                            wordBounds[block] += weight * maxima[term.maxima + block]
                                        }
                                    }
                                    for block in 0..<blockCount {
                                        let x = wordBounds[block]
                                        bounds[block] += idf * (x / (x + Self.k1))
                                        blockWords[block] &+= x > 0 ? 1 : 0
                                    }
                                }

                                // Blocks as sortable keys: words, then the score bound (with a
                                // margin for rounding; positive floats order like their bits),
                                // then the block.
                                for block in 0..<blockCount where blockWords[block] > 0 {
                                    let bound = bounds[block] * (1 + 1e-4)
                                    order.append(
                                        UInt64(blockWords[block]) << 55 | UInt64(bound.bitPattern) << 24
                                            | UInt64(block))
                                }

                                // Best bound first: the best blocks one by one until the results
                                // are full, then the blocks that can still pass the bar they set,
                                // heaped once, until one cannot.
                                var heaped = false
                                while true {
                                    let key: UInt64
                                    if !top.isFull {
                                        guard !order.isEmpty else { break }
                                        var bestSlot = 0
                                        for slot in order.indices where order[slot] > order[bestSlot] {
                                            bestSlot = slot
                                        }
                                        key = order[bestSlot]
                                        order.swapAt(bestSlot, order.count - 1)
                                        order.removeLast()
                                    } else {
                                        if !heaped {
                                            // Drop what cannot pass the bar now, and heap the rest
                                            // (a max-heap: few of them are usually visited).
                                            var kept = 0
                                            for slot in order.indices where canPass(order[slot], top) {
                                                order[kept] = order[slot]
                                                kept += 1
                                            }
                                            order.removeLast(order.count - kept)
                                            BlockHeap.heapify(&order)
                                            heaped = true
                                        }
                                        guard let best = order.first, canPass(best, top) else { break }
                                        key = best
                                        BlockHeap.removeFirst(&order)
                                    }

                                    // Score the block's articles exactly.
                                    let block = Int(key & 0xFF_FFFF)
                                    let base = block << BlockSummaries.shift
                                    let end = min(base + BlockSummaries.size, documentCount)
                                    for (word, terms) in termBlocks.enumerated() {
                                        var reached = false
                                        for term in terms {
                                            let starts = term.isStored ? storedStarts : localStarts
                                            let first = Int(starts[term.starts + block])
                                            let last = Int(starts[term.starts + block + 1])
                                            let weight = term.weight
                                            for entry in first..<last {
                                                buffers.scores[Int(documents[entry])] += weight * impacts[entry]
                                            }
                                            reached = reached || last > first
                                        }
                                        guard reached else { continue }
                                        let idf = idfs[word]
                                        for document in base..<end {
                                            let x = buffers.scores[document]
                                            buffers.scores[document] = 0
                                            buffers.totals[document] += idf * (x / (x + Self.k1))
                                            buffers.wordCounts[document] &+= x > 0 ? 1 : 0
                                        }
                                    }
                                    for document in base..<end {
                                        let words = buffers.wordCounts[document]
                                        if words > 0 {
                                            top.consider(
                                                document: document, words: Int(words), score: buffers.totals[document])
                                        }
                                        buffers.wordCounts[document] = 0
                                        buffers.totals[document] = 0
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        order.removeAll(keepingCapacity: true)
        scratch.blockOrder = order
    }
}

/// A binary max-heap of block keys in an array, for visiting blocks best first.
enum BlockHeap {
    /// Orders `keys` as a max-heap: `keys[0]` is the largest.
    static func heapify(_ keys: inout [UInt64]) {
        var index = keys.count / 2
        while index > 0 {
            index -= 1
            siftDown(&keys, from: index)
        }
    }

    /// Removes the largest key (`keys[0]`); `keys` must not be empty.
    static func removeFirst(_ keys: inout [UInt64]) {
        keys.swapAt(0, keys.count - 1)
        keys.removeLast()
        siftDown(&keys, from: 0)
    }

    private static func siftDown(_ keys: inout [UInt64], from start: Int) {
        var parent = start
        let count = keys.count
        while true {
            let left = 2 * parent + 1
            guard left < count else { return }
            var child = left
            if left + 1 < count, keys[left + 1] > keys[left] { child = left + 1 }
            guard keys[child] > keys[parent] else { return }
            keys.swapAt(child, parent)
            parent = child
        }
    }
}
