import Foundation
@_spi(Locking) import GuidebookParsing

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
        let documentCount = articles.count
        let scratch =
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
            scoreByBlocks(candidates, scratch: scratch, into: &top)
        } else {
            scoreSparsely(candidates, scratch: scratch, into: &top)
        }
        let best = top.best

        // The winners' matched tokens in title and body, from one scan of each one's tokens.
        let termWords = scratch.termWords
        for (word, matches) in candidates.enumerated() {
            for match in matches { termWords[Int(match.term)] |= 1 << UInt16(word) }
        }
        let results = self.results(
            for: best, wordCount: candidates.count, termWords: UnsafeBufferPointer(termWords), scratch: scratch)
        for matches in candidates {
            for match in matches { termWords[Int(match.term)] = 0 }
        }

        // Every per-article array is zero again: hand the scratch to the next query.
        scratchPool.withLock { pool in
            if pool.count < ScoringScratch.poolSize { pool.append(scratch) }
        }
        return results
    }

    /// `ln(1 + (N − n + 0.5) / (n + 0.5)) · (k₁ + 1)` for a word matching `matched` articles.
    func idf(matched: Int) -> Float {
        let n = Float(articles.count)
        let matched = Float(matched)
        return log(1 + (n - matched + 0.5) / (matched + 0.5)) * (Self.k1 + 1)
    }

    /// Scores by scattering postings, touching only the articles the words reach.
    private func scoreSparsely(_ candidates: [[TermMatch]], scratch: ScoringScratch, into top: inout TopResults) {
        let (scores, touched, reached) = (scratch.wordScores, scratch.touched, scratch.reached)
        let (totals, wordCounts) = (scratch.totals, scratch.wordCounts)
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

    /// One query term's block summaries, stored or computed for the query, each as the
    /// term's row (see `BlockSummaries` for the layout).
    private struct TermBlocks {
        var weight: Float
        /// The number of articles the term occurs in.
        var count: Int
        var groupMaxima: UnsafeBufferPointer<Float>
        var masks: UnsafeBufferPointer<UInt64>
        var starts: UnsafeBufferPointer<UInt32>
        /// For stored summaries: each block's largest impact, and the blocks by it, largest first.
        var blockMaxima: UnsafeBufferPointer<Float>?
        var blockOrder: UnsafeBufferPointer<UInt32>?
    }

    /// Whether an article with `words` query words and a score up to `bound` may enter `top`
    /// (a tie may: it can be earlier in the book).
    @inline(__always)
    private func canPass(words: Int, bound: Float, _ top: TopResults) -> Bool {
        guard top.isFull else { return true }
        return words > top.worst.words || (words == top.worst.words && bound >= top.worst.score)
    }

    /// Whether a block whose key (see `scoreByBlocks`) bounds its articles' words and score
    /// may hold an article that enters `top`.
    @inline(__always)
    private func canPass(_ key: UInt64, _ top: TopResults) -> Bool {
        let bound = Float(bitPattern: UInt32(truncatingIfNeeded: key >> 24) & 0x7FFF_FFFF)
        return canPass(words: Int(key >> 55), bound: bound, top)
    }

    /// Scores block by block (`BlockSummaries`), visiting only the blocks, and in them the
    /// groups of 8 articles, that can still hold an article entering the results.
    ///
    /// A query of one word matching one stored term walks that term's blocks by their largest
    /// impact (a stored order) until a block's bound cannot pass the worst result kept. Any
    /// other query bounds every group first: per word, the weighted sum of its terms' group
    /// maxima through the saturation, added over the words; and the most words one article of
    /// the block has, from bit planes of per-article word counts built from the masks. It then
    /// visits blocks best bound first (`BlockQueue`) until the best left cannot pass. In a
    /// visited block, only the groups that can pass are scored exactly: an article with more
    /// words than the worst kept, or as many and a group bound at least the worst score
    /// (ties may pass: an earlier article wins them).
    ///
    /// Each article's score is made of the same floating-point operations in the same order
    /// as in `scoreSparsely` (adding a zero changes no sum), so both find the same results
    /// with the same scores. The score bounds carry a small margin over their rounding; the
    /// word bounds are exact.
    private func scoreByBlocks(_ candidates: [[TermMatch]], scratch: ScoringScratch, into top: inout TopResults) {
        let blockCount = blocks.blockCount
        let groups = BlockSummaries.groupsPerBlock
        var localCount = 0
        for matches in candidates {
            for match in matches where blocks.termRows[Int(match.term)] < 0 { localCount += 1 }
        }
        let localSummaries = scratch.localSummaries(terms: localCount, blockCount: blockCount)
        var order = BlockQueue(keys: scratch.blockOrder, chunkMaxima: scratch.chunkMaxima)
        var idfs: [Float] = []
        idfs.reserveCapacity(candidates.count)
        var termBlocks: [[TermBlocks]] = []
        termBlocks.reserveCapacity(candidates.count)
        let scores = scratch.wordScores
        let totals = scratch.totals
        let wordCounts = scratch.wordCounts
        let groupBounds = GroupBounds(bounds: scratch.groupBounds)
        let planes = WordCountPlanes(
            planes: scratch.planes, planeCount: Int.bitWidth - candidates.count.leadingZeroBitCount)

        impactDocuments.withUnsafeBufferPointer { documents in
            impacts.withUnsafeBufferPointer { impacts in
                blocks.withBuffers { stored in
                    // Every term's summaries: its stored rows, or computed into the scratch.
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
                                        weight: match.weight, count: last - first,
                                        groupMaxima: stored.groupMaxima.row(row, blockCount * groups),
                                        masks: stored.masks.row(row, blockCount),
                                        starts: stored.entryStarts.row(row, blockCount + 1),
                                        blockMaxima: stored.blockMaxima.row(row, blockCount),
                                        blockOrder: stored.blockOrder.row(row, blockCount))
                                }
                                let groupMaxima = localSummaries.groupMaxima.row(local, blockCount * groups)
                                let masks = localSummaries.masks.row(local, blockCount)
                                let starts = localSummaries.starts.row(local, blockCount + 1)
                                local += 1
                                BlockSummaries.summarize(
                                    first..<last, documents: documents, impacts: impacts, masks: masks,
                                    groupMaxima: groupMaxima, starts: starts)
                                return TermBlocks(
                                    weight: match.weight, count: last - first,
                                    groupMaxima: UnsafeBufferPointer(groupMaxima), masks: UnsafeBufferPointer(masks),
                                    starts: UnsafeBufferPointer(starts), blockMaxima: nil, blockOrder: nil)
                            })
                    }

                    // Scores the passing groups' articles exactly: scatters each word's
                    // impacts there (a group's entries follow the block's by the popcount of
                    // the mask below it), then adds each reached article's share in word order.
                    func scoreGroups(of block: Int, passing: UInt64) {
                        let base = block << BlockSummaries.shift
                        var any: UInt64 = 0
                        for (word, terms) in termBlocks.enumerated() {
                            var reached: UInt64 = 0
                            for term in terms {
                                let mask = term.masks[block]
                                let scored = mask & passing
                                guard scored != 0 else { continue }
                                reached |= scored
                                let start = Int(term.starts[block])
                                let weight = term.weight
                                // The entries are the mask's articles in order: the article
                                // comes from the bit, only the impact is read.
                                if scored == mask {
                                    var entry = start
                                    var bits = mask
                                    while bits != 0 {
                                        scores[base &+ bits.trailingZeroBitCount] += weight * impacts[entry]
                                        entry &+= 1
                                        bits &= bits &- 1
                                    }
                                } else {
                                    var rest = scored
                                    while rest != 0 {
                                        let shift = UInt64(rest.trailingZeroBitCount & ~(BlockSummaries.groupSize - 1))
                                        var entry = start &+ (mask & ((1 &<< shift) &- 1)).nonzeroBitCount
                                        var bits = mask & (0xFF &<< shift)
                                        while bits != 0 {
                                            scores[base &+ bits.trailingZeroBitCount] += weight * impacts[entry]
                                            entry &+= 1
                                            bits &= bits &- 1
                                        }
                                        rest &= ~(0xFF &<< shift)
                                    }
                                }
                            }
                            guard reached != 0 else { continue }
                            let idf = idfs[word]
                            var bits = reached
                            while bits != 0 {
                                let document = base + bits.trailingZeroBitCount
                                bits &= bits &- 1
                                let x = scores[document]
                                scores[document] = 0
                                totals[document] += idf * (x / (x + Self.k1))
                                wordCounts[document] &+= x > 0 ? 1 : 0
                            }
                            any |= reached
                        }
                        while any != 0 {
                            let document = base + any.trailingZeroBitCount
                            any &= any &- 1
                            let words = wordCounts[document]
                            if words > 0 {
                                top.consider(document: document, words: Int(words), score: totals[document])
                            }
                            wordCounts[document] = 0
                            totals[document] = 0
                        }
                    }

                    // One word matching one term with stored summaries: visit its blocks by their
                    // largest impact until the bound of the next cannot pass the worst result
                    // kept (every article has the one word, so scores alone decide).
                    if termBlocks.count == 1, termBlocks[0].count == 1, let maxima = termBlocks[0][0].blockMaxima,
                        let blockOrder = termBlocks[0][0].blockOrder
                    {
                        let term = termBlocks[0][0]
                        let idf = idf(matched: term.count)
                        idfs.append(idf)
                        for block in blockOrder {
                            let block = Int(block)
                            let largest = maxima[block]
                            guard largest > 0 else { break }
                            var passing = UInt64.max
                            if top.isFull {
                                let x = term.weight * largest
                                guard idf * (x / (x + Self.k1)) * (1 + 1e-4) >= top.worst.score else { break }
                                let x8 = term.weight * term.groupMaxima.eight(at: block &* groups)
                                let bounds = idf * (x8 / (x8 + Self.k1)) * (1 + 1e-4)
                                passing = 0
                                for group in 0..<groups where bounds[group] >= top.worst.score {
                                    passing |= 0xFF &<< UInt64(group &* BlockSummaries.groupSize)
                                }
                            }
                            scoreGroups(of: block, passing: passing)
                        }
                        return
                    }

                    // Per word: its idf (the articles any of its terms reach), and per group a
                    // bound of its pseudo-frequency, added to the group's score bound, and the
                    // articles it reaches, counted into the planes.
                    for (word, terms) in termBlocks.enumerated() {
                        var matched = 0
                        if terms.count == 1 {
                            matched = terms[0].count
                        } else {
                            for block in 0..<blockCount {
                                var union: UInt64 = 0
                                for term in terms { union |= term.masks[block] }
                                matched += union.nonzeroBitCount
                            }
                        }
                        let idf = idf(matched: matched)
                        idfs.append(idf)
                        for block in 0..<blockCount {
                            var x = SIMD8<Float>.zero
                            var reached: UInt64 = 0
                            for term in terms {
                                x += term.weight * term.groupMaxima.eight(at: block &* groups)
                                reached |= term.masks[block]
                            }
                            if word == 0 {
                                // The first word sets what later words add to.
                                groupBounds.store(idf * (x / (x + Self.k1)), block: block)
                                planes.set(reached, block: block)
                            } else if reached != 0 {
                                groupBounds.store(
                                    groupBounds.load(block: block) + idf * (x / (x + Self.k1)), block: block)
                                planes.add(reached, block: block)
                            }
                        }
                    }

                    // Blocks as sortable keys: words, then the score bound (the best group's,
                    // with a margin for rounding; positive floats order like their bits),
                    // then the block.
                    for block in 0..<blockCount {
                        let words = planes.mostWords(block: block)
                        guard words > 0 else { continue }
                        let bounds = groupBounds.load(block: block) * (1 + 1e-4)
                        groupBounds.store(bounds, block: block)
                        order.append(UInt64(words) << 55 | UInt64(bounds.largest.bitPattern) << 24 | UInt64(block))
                    }

                    // Best bound first, until the best block left cannot pass the worst
                    // result kept.
                    order.prepare()
                    while let key = order.removeLargest(where: { canPass($0, top) }) {
                        let block = Int(key & 0xFF_FFFF)

                        // The groups that can pass (all of them until the results are full):
                        // those with an article with more words than the worst result kept,
                        // and those with one with as many whose score bound passes it.
                        var passing = UInt64.max
                        if top.isFull {
                            let worst = top.worst
                            let asMany = planes.articles(withAtLeast: worst.words, block: block)
                            guard asMany != 0 else { continue }
                            let more = planes.articles(withAtLeast: worst.words + 1, block: block)
                            let bounds = groupBounds.load(block: block)
                            passing = 0
                            for group in 0..<groups {
                                let groupBits: UInt64 = 0xFF &<< UInt64(group &* BlockSummaries.groupSize)
                                if more & groupBits != 0
                                    || (asMany & groupBits != 0 && bounds[group] >= worst.score)
                                {
                                    passing |= groupBits
                                }
                            }
                            guard passing != 0 else { continue }
                        }

                        scoreGroups(of: block, passing: passing)
                    }
                }
            }
        }
    }
}

/// A bound of the score per group of 8 articles, 8 floats per block.
private struct GroupBounds {
    let bounds: UnsafeMutableBufferPointer<Float>

    @inline(__always)
    func load(block: Int) -> SIMD8<Float> {
        UnsafeBufferPointer(bounds).eight(at: block &* BlockSummaries.groupsPerBlock)
    }

    @inline(__always)
    func store(_ values: SIMD8<Float>, block: Int) {
        let index = block &* BlockSummaries.groupsPerBlock
        assert(block >= 0 && index &+ 8 <= bounds.count)
        UnsafeMutableRawPointer(bounds.baseAddress.unsafelyUnwrapped + index).storeBytes(
            of: values, as: SIMD8<Float>.self)
    }
}

extension SIMD8 where Scalar == Float {
    /// The largest lane (spelled out: the generic `max()` is not inlined).
    @inline(__always)
    fileprivate var largest: Float {
        Swift.max(
            Swift.max(Swift.max(self[0], self[1]), Swift.max(self[2], self[3])),
            Swift.max(Swift.max(self[4], self[5]), Swift.max(self[6], self[7])))
    }
}

extension UnsafeBufferPointer where Element == Float {
    /// The eight floats from `index` (a block's group maxima).
    @inline(__always)
    fileprivate func eight(at index: Int) -> SIMD8<Float> {
        assert(index >= 0 && index &+ 8 <= count)
        return UnsafeRawPointer(baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: SIMD8<Float>.self)
    }
}
