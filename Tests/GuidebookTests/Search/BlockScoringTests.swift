import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The parts the pruned scoring relies on, each checked against the plain computation it
/// replaces: the block summaries' layout, the queue of blocks, the per-article word counts
/// and the kept results.
@Suite struct BlockScoringTests {
    /// Every stored summary agrees with the term's impact list: the mask has the articles the
    /// list has (so a group's entries are where the popcounts say), each group maximum is the
    /// largest impact there, the block maxima and the block order follow from them.
    @Test func blockSummariesDescribeTheImpactLists() throws {
        let storage = HelpSearchIndex(book: SyntheticHelpBook.make(articles: 700, seed: 3), blockFraction: 8).storage
        let summaries = storage.blocks
        let blockCount = summaries.blockCount
        let groups = BlockSummaries.groupsPerBlock
        var checkedRows = 0
        for term in storage.terms.indices where summaries.termRows[term] >= 0 {
            let row = Int(summaries.termRows[term])
            let first = Int(storage.impactStarts[term])
            let last = Int(storage.impactStarts[term + 1])
            var expectedMasks = [UInt64](repeating: 0, count: blockCount)
            var expectedGroups = [Float](repeating: 0, count: blockCount * groups)
            for entry in first..<last {
                let document = Int(storage.impactDocuments[entry])
                expectedMasks[document / 64] |= 1 << UInt64(document % 64)
                expectedGroups[document / 8] = max(expectedGroups[document / 8], storage.impacts[entry])
            }
            #expect(Array(summaries.masks[(row * blockCount)..<((row + 1) * blockCount)]) == expectedMasks)
            #expect(
                Array(summaries.groupMaxima[(row * blockCount * groups)..<((row + 1) * blockCount * groups)])
                    == expectedGroups)
            for block in 0..<blockCount {
                // The entries of group g start where the popcount of the mask below it says.
                let start = Int(summaries.entryStarts[row * (blockCount + 1) + block])
                for group in 0..<groups {
                    let below = expectedMasks[block] & ((1 << UInt64(group * 8)) - 1)
                    let entry = start + below.nonzeroBitCount
                    let inGroup = (expectedMasks[block] >> UInt64(group * 8)) & 0xFF
                    if inGroup != 0 {
                        #expect(
                            Int(storage.impactDocuments[entry]) == block * 64 + group * 8 + inGroup.trailingZeroBitCount
                        )
                    }
                }
                let blockMaximum = expectedGroups[(block * groups)..<((block + 1) * groups)].max() ?? 0
                #expect(summaries.blockMaxima[row * blockCount + block] == blockMaximum)
            }
            let order = summaries.blockOrder[(row * blockCount)..<((row + 1) * blockCount)].map { Int($0) }
            let maxima = summaries.blockMaxima[(row * blockCount)..<((row + 1) * blockCount)]
            let expectedOrder = (0..<blockCount).sorted {
                maxima[maxima.startIndex + $0] != maxima[maxima.startIndex + $1]
                    ? maxima[maxima.startIndex + $0] > maxima[maxima.startIndex + $1] : $0 < $1
            }
            #expect(order == expectedOrder)
            checkedRows += 1
        }
        #expect(checkedRows > 10)
    }

    /// The queue gives back every key, largest first, and stops where the caller refuses one.
    @Test(arguments: [0, 1, 15, 16, 17, 157, 300])
    func theBlockQueueTakesTheLargestKeyFirst(_ count: Int) {
        var random = SplitMix64(seed: UInt64(count) + 1)
        let keys = (0..<count).map { _ in
            UInt64.random(in: 1...1_000, using: &random) << 24 | UInt64.random(in: 0...99, using: &random)
        }
        let storage = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(count, 1))
        let chunks = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: max(1, (count + 15) / 16))
        defer {
            storage.deallocate()
            chunks.deallocate()
        }
        var queue = BlockQueue(keys: storage, chunkMaxima: chunks)
        for key in keys { queue.append(key) }
        queue.prepare()
        var taken: [UInt64] = []
        while let key = queue.removeLargest(where: { _ in true }) { taken.append(key) }
        #expect(taken == keys.sorted(by: >))

        // A refusal leaves the key in place and ends the walk.
        var bounded = BlockQueue(keys: storage, chunkMaxima: chunks)
        for key in keys { bounded.append(key) }
        bounded.prepare()
        let bar = UInt64(500) << 24
        var above: [UInt64] = []
        while let key = bounded.removeLargest(where: { $0 >= bar }) { above.append(key) }
        #expect(above == keys.filter { $0 >= bar }.sorted(by: >))
    }

    /// Bit planes count each article's words: the articles with at least k words and the
    /// largest count are those of a plain count per article.
    @Test(arguments: [1, 2, 3, 5, 9, 16])
    func wordCountPlanesCountEveryArticlesWords(_ wordCount: Int) {
        var random = SplitMix64(seed: UInt64(wordCount) * 7)
        let planeCount = Int.bitWidth - wordCount.leadingZeroBitCount
        let blockCount = 20
        let buffer = UnsafeMutableBufferPointer<UInt64>.allocate(capacity: planeCount * blockCount)
        defer { buffer.deallocate() }
        let planes = WordCountPlanes(planes: buffer, planeCount: planeCount)
        var counts = [[Int]](repeating: [Int](repeating: 0, count: 64), count: blockCount)
        for word in 0..<wordCount {
            for block in 0..<blockCount {
                // Sparse, dense, empty and full masks.
                let mask: UInt64
                switch random.next() % 4 {
                case 0: mask = random.next() & random.next() & random.next()
                case 1: mask = random.next() | random.next()
                case 2: mask = block % 5 == 0 ? 0 : random.next()
                default: mask = block % 7 == 0 ? .max : random.next()
                }
                if word == 0 { planes.set(mask, block: block) } else { planes.add(mask, block: block) }
                for article in 0..<64 where mask & (1 << UInt64(article)) != 0 { counts[block][article] += 1 }
            }
        }
        for block in 0..<blockCount {
            #expect(planes.mostWords(block: block) == counts[block].max())
            for minimum in 0...(wordCount + 2) {
                var expected: UInt64 = 0
                for article in 0..<64 where counts[block][article] >= minimum { expected |= 1 << UInt64(article) }
                #expect(planes.articles(withAtLeast: minimum, block: block) == expected, "block \(block) ≥ \(minimum)")
            }
        }
    }

    /// The kept results are the best `limit` of everything offered, in any order offered:
    /// more words first, then higher score, then earlier article.
    @Test(arguments: [1, 3, 10, 50])
    func topResultsKeepTheBestInOrder(_ limit: Int) {
        var random = SplitMix64(seed: UInt64(limit))
        var top = TopResults(limit: limit)
        var offered: [Ranked] = []
        for document in (0..<400).shuffled(using: &random) {
            // Few distinct scores and word counts: many ties.
            let ranked = Ranked(
                document: UInt32(document), words: Int(random.next() % 3) + 1, score: Float(random.next() % 6) / 2)
            offered.append(ranked)
            top.consider(document: document, words: ranked.words, score: ranked.score)
        }
        let expected = Array(offered.sorted { $0.precedes($1) }.prefix(limit))
        #expect(top.best.map(\.document) == expected.map(\.document))
        #expect(top.isFull)
        #expect(top.worst.document == expected.last?.document)
    }

    /// One word in many identical articles and one better article late in the book: the
    /// single-term walk visits the better article's block first, and must still visit the
    /// earlier blocks, whose equal scores win their ties by book order.
    @Test func aSingleWordKeepsBookOrderAmongEqualScores() {
        let same = (0..<300).map { number in
            SearchTestBooks.item("same-\(number)", "Tuning the guitar", "Open the tuner and play each string.")
        }
        let better = SearchTestBooks.item("better", "Guitar", "The guitar, the guitar, the guitar.")
        let book = HelpBook(sections: [
            HelpSection(id: "a", title: "A", items: Array(same[..<200])),
            HelpSection(id: "b", title: "B", items: [better] + Array(same[200...])),
        ])
        let index = HelpSearchIndex(book: book)
        for limit in [1, 7, 10, 64, 200] {
            #expect(index.search("guitar", limit: limit) == index.search("guitar", limit: limit, strategy: .exhaustive))
        }
        #expect(index.search("guitar", limit: 10).map(\.itemID) == ["better"] + (0..<9).map { "same-\($0)" })
    }
}
