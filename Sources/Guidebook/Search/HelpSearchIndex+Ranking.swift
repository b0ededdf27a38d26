import Foundation

private struct Ranked {
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

    init(documentCount: Int) {
        wordScores = [Float](repeating: 0, count: documentCount)
        // One spare slot: the branch-free appends write one past the last counted entry.
        touched = [UInt32](repeating: 0, count: documentCount + 1)
        totals = [Float](repeating: 0, count: documentCount)
        wordCounts = [UInt8](repeating: 0, count: documentCount)
        reached = [UInt32](repeating: 0, count: documentCount + 1)
    }
}

extension HelpSearchIndex.Storage {
    static let k1: Float = 1.2
    /// Tokens of context in a snippet window.
    static let snippetTokens = 24

    /// Scores every article the candidates reach (BM25F, see `HelpSearchIndex`) and builds
    /// the best `limit` results.
    func rank(candidates: [[TermMatch]], limit: Int) -> [HelpSearchResult] {
        let documentCount = itemIDs.count
        var scratch = scratchPool.withLock { $0.popLast() } ?? ScoringScratch(documentCount: documentCount)
        let n = Float(documentCount)
        var best: [Ranked] = []
        best.reserveCapacity(limit + 1)

        scratch.withBuffers { scores, touched, reached, totals, wordCounts in
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
                        let matched = Float(touchedCount)
                        let idf = log(1 + (n - matched + 0.5) / (matched + 0.5)) * (Self.k1 + 1)
                        for slot in 0..<touchedCount {
                            let index = Int(touched[slot])
                            let x = scores[index]
                            scores[index] = 0
                            reached[reachedCount] = UInt32(index)
                            reachedCount &+= wordCounts[index] == 0 ? 1 : 0
                            wordCounts[index] &+= 1
                            totals[index] += idf * x / (x + Self.k1)
                        }
                    }
                    // The best `limit`, kept sorted; most candidates fail the first comparison.
                    var worst = Ranked(document: .max, words: 0, score: -.infinity)
                    for slot in 0..<reachedCount {
                        let index = Int(reached[slot])
                        let words = Int(wordCounts[index])
                        let score = totals[index]
                        wordCounts[index] = 0
                        totals[index] = 0
                        // Quick rejection before building the candidate.
                        if best.count == limit, words < worst.words || (words == worst.words && score < worst.score) {
                            continue
                        }
                        let candidate = Ranked(document: UInt32(index), words: words, score: score)
                        if best.count == limit, !candidate.precedes(worst) { continue }
                        var position = best.count
                        while position > 0, candidate.precedes(best[position - 1]) { position -= 1 }
                        best.insert(candidate, at: position)
                        if best.count > limit { best.removeLast() }
                        if best.count == limit, let last = best.last { worst = last }
                    }
                }
            }
        }

        // Every array is zero again: hand the scratch to the next query.
        scratchPool.withLock { pool in
            if pool.count < ScoringScratch.poolSize { pool.append(scratch) }
        }

        // The winners' matched positions in title and body, found in the postings.
        var titleHits = [[(position: UInt32, word: UInt8)]](repeating: [], count: best.count)
        var bodyHits = [[(position: UInt32, word: UInt8)]](repeating: [], count: best.count)
        for (word, matches) in candidates.enumerated() {
            for match in matches {
                for (rank, ranked) in best.enumerated() {
                    positions(of: match.term, in: .title, document: ranked.document) { position in
                        titleHits[rank].append((position, UInt8(word)))
                    }
                    positions(of: match.term, in: .body, document: ranked.document) { position in
                        bodyHits[rank].append((position, UInt8(word)))
                    }
                }
            }
        }

        let wordCount = candidates.count
        return best.enumerated().map { rank, ranked in
            let document = Int(ranked.document)
            let title = titles[document]
            let titleRanges = mergedRanges(
                titleHits[rank].map { ranges(field: .title, document: document, position: Int($0.position)) })
            let (snippet, snippetRanges) = makeSnippet(document: document, hits: bodyHits[rank])
            return HelpSearchResult(
                itemID: itemIDs[document], title: title, path: paths[document], indexPath: indexPaths[document],
                score: Double(ranked.score), matchedWordCount: ranked.words, matchesAllWords: ranked.words == wordCount,
                titleHighlights: titleRanges.map { Self.stringRange($0, in: title) },
                snippet: snippet, snippetHighlights: snippetRanges.map { Self.stringRange($0, in: snippet) })
        }
    }

    /// Calls `body` with each position of `term` in `field` of `document` (binary search).
    private func positions(
        of term: UInt32, in field: SearchField, document: UInt32, _ body: (UInt32) -> Void
    ) {
        let postings = fields[field.rawValue]
        var low = Int(postings.termStarts[Int(term)])
        var high = Int(postings.termStarts[Int(term) + 1])
        while low < high {
            let middle = (low + high) / 2
            if postings.entryDocuments[middle] < document { low = middle + 1 } else { high = middle }
        }
        guard low < Int(postings.termStarts[Int(term) + 1]), postings.entryDocuments[low] == document else { return }
        for slot in Int(postings.entryPositionStarts[low])..<Int(postings.entryPositionStarts[low + 1]) {
            body(postings.positions[slot])
        }
    }

    /// The UTF-8 offsets of token `position` of a field of `document`.
    private func ranges(field: SearchField, document: Int, position: Int) -> Range<Int> {
        let postings = fields[field.rawValue]
        let token = Int(postings.tokenStarts[document]) + position
        return Int(postings.tokenRanges[2 * token])..<Int(postings.tokenRanges[2 * token + 1])
    }

    private func tokenCount(field: SearchField, document: Int) -> Int {
        let postings = fields[field.rawValue]
        return Int(postings.tokenStarts[document + 1] - postings.tokenStarts[document])
    }

    /// Sorted, with overlapping ranges (a compound and its parts) joined.
    private func mergedRanges(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound < last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    private static func isClosingPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "!"),
            UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: "\""), UInt8(ascii: "'"):
            return true
        default:
            return false
        }
    }

    private static func stringRange(_ range: Range<Int>, in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.upperBound - range.lowerBound)
        return lower..<upper
    }

    /// A window of the body around its best run of hits: the one covering the most distinct
    /// query words within `snippetTokens` tokens, then the most hits; whitespace runs become
    /// one space, and `…` marks a cut. Highlight ranges are UTF-8 offsets into the snippet.
    private func makeSnippet(document: Int, hits: [(position: UInt32, word: UInt8)]) -> (String, [Range<Int>]) {
        let count = tokenCount(field: .body, document: document)
        guard count > 0 else { return ("", []) }
        let sorted = hits.sorted { $0.position < $1.position }
        var windowStart = 0
        var windowEnd = min(count, Self.snippetTokens)
        if !sorted.isEmpty {
            var bestScore = -1
            var bestFirst = 0
            var bestLast = 0
            var low = 0
            for high in sorted.indices {
                while Int(sorted[high].position) - Int(sorted[low].position) >= Self.snippetTokens { low += 1 }
                var wordsSeen: UInt32 = 0
                for index in low...high { wordsSeen |= UInt32(1) << UInt32(sorted[index].word) }
                let score = wordsSeen.nonzeroBitCount * 1000 + (high - low + 1)
                if score > bestScore {
                    bestScore = score
                    bestFirst = Int(sorted[low].position)
                    bestLast = Int(sorted[high].position)
                }
            }
            let context = max(3, (Self.snippetTokens - (bestLast - bestFirst)) / 3)
            windowStart = max(0, bestFirst - context)
            windowEnd = min(count, max(bestLast + 1, windowStart + Self.snippetTokens))
        }
        var lowerOffset = Int.max
        var upperOffset = 0
        for position in windowStart..<windowEnd {
            let range = ranges(field: .body, document: document, position: position)
            lowerOffset = min(lowerOffset, range.lowerBound)
            upperOffset = max(upperOffset, range.upperBound)
        }
        var body = bodies[document]
        let bodyTokenStart = ranges(field: .body, document: document, position: 0).lowerBound
        // The last token is the last word or a compound ending with it.
        let lastTokenEnd = ranges(field: .body, document: document, position: count - 1).upperBound
        // Copy the window, collapsing white space, and map body offsets to snippet offsets.
        var bytes: [UInt8] = []
        let ellipsis: [UInt8] = Array("…".utf8)
        if lowerOffset > bodyTokenStart {
            bytes += ellipsis
            bytes.append(0x20)
        }
        var map: [Int] = []
        var previousWasSpace = false
        body.withUTF8 { body in
            // Keep closing punctuation right after the last word ("them." not "them").
            var punctuation = 0
            while upperOffset < body.count, punctuation < 3, Self.isClosingPunctuation(body[upperOffset]) {
                upperOffset += 1
                punctuation += 1
            }
            map = [Int](repeating: 0, count: upperOffset - lowerOffset + 1)
            for offset in lowerOffset..<upperOffset {
                map[offset - lowerOffset] = bytes.count
                let byte = body[offset]
                let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
                if isSpace {
                    if !previousWasSpace { bytes.append(0x20) }
                } else {
                    bytes.append(byte)
                }
                previousWasSpace = isSpace
            }
        }
        map[upperOffset - lowerOffset] = bytes.count
        if upperOffset < lastTokenEnd {
            bytes.append(0x20)
            bytes += ellipsis
        }
        var highlights: [Range<Int>] = []
        for hit in sorted {
            let range = ranges(field: .body, document: document, position: Int(hit.position))
            guard range.lowerBound >= lowerOffset, range.upperBound <= upperOffset else { continue }
            highlights.append(map[range.lowerBound - lowerOffset]..<map[range.upperBound - lowerOffset])
        }
        return (String(decoding: bytes, as: UTF8.self), mergedRanges(highlights))
    }
}
