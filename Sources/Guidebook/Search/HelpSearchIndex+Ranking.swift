import Foundation

/// A posting the scorer touched in a highlighted field, kept to mark the winners' words.
private struct Hit {
    var document: UInt32
    var entry: UInt32
    var field: UInt8
    var word: UInt8
}

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

extension HelpSearchIndex.Storage {
    static let k1: Float = 1.2
    /// Tokens of context in a snippet window.
    static let snippetTokens = 24

    /// Scores every article the candidates reach (BM25F, see `HelpSearchIndex`) and builds
    /// the best `limit` results.
    func rank(candidates: [[TermMatch]], limit: Int) -> [HelpSearchResult] {
        let documentCount = itemIDs.count
        var total = [Float](repeating: 0, count: documentCount)
        var masks = [UInt32](repeating: 0, count: documentCount)
        var wordScores = [Float](repeating: 0, count: documentCount)
        var reached: [UInt32] = []
        var touched: [UInt32] = []
        var hits: [Hit] = []
        let n = Float(documentCount)

        for (word, matches) in candidates.enumerated() {
            touched.removeAll(keepingCapacity: true)
            for field in SearchField.allCases {
                let postings = fields[field.rawValue]
                let keepsHits = field.keepsRanges
                postings.entryDocuments.withUnsafeBufferPointer { documents in
                    postings.entryPositionStarts.withUnsafeBufferPointer { positionStarts in
                        postings.normalizers.withUnsafeBufferPointer { normalizers in
                            for match in matches {
                                let first = Int(postings.termStarts[Int(match.term)])
                                let last = Int(postings.termStarts[Int(match.term) + 1])
                                for entry in first..<last {
                                    let document = Int(documents[entry])
                                    let frequency = Float(positionStarts[entry + 1] &- positionStarts[entry])
                                    if wordScores[document] == 0 { touched.append(UInt32(document)) }
                                    wordScores[document] += match.weight * frequency * normalizers[document]
                                    if keepsHits {
                                        hits.append(
                                            Hit(
                                                document: UInt32(document), entry: UInt32(entry),
                                                field: UInt8(field.rawValue), word: UInt8(word)))
                                    }
                                }
                            }
                        }
                    }
                }
            }
            let matched = Float(touched.count)
            let idf = log(1 + (n - matched + 0.5) / (matched + 0.5))
            let bit = UInt32(1) << UInt32(word)
            for document in touched {
                let index = Int(document)
                let x = wordScores[index]
                wordScores[index] = 0
                if masks[index] == 0 { reached.append(document) }
                masks[index] |= bit
                total[index] += idf * x * (Self.k1 + 1) / (x + Self.k1)
            }
        }

        // The best `limit`, kept sorted; most candidates fail the first comparison.
        var best: [Ranked] = []
        best.reserveCapacity(limit + 1)
        for document in reached {
            let index = Int(document)
            let candidate = Ranked(document: document, words: masks[index].nonzeroBitCount, score: total[index])
            if best.count == limit, let worst = best.last, !candidate.precedes(worst) { continue }
            var position = best.count
            while position > 0, candidate.precedes(best[position - 1]) { position -= 1 }
            best.insert(candidate, at: position)
            if best.count > limit { best.removeLast() }
        }

        // Gather the winners' hits (wordScores is all zero again: reuse it as a marker).
        for (rank, ranked) in best.enumerated() { wordScores[Int(ranked.document)] = Float(rank + 1) }
        var titleHits = [[(position: UInt32, word: UInt8)]](repeating: [], count: best.count)
        var bodyHits = [[(position: UInt32, word: UInt8)]](repeating: [], count: best.count)
        for hit in hits {
            let rank = Int(wordScores[Int(hit.document)])
            guard rank > 0 else { continue }
            let postings = fields[Int(hit.field)]
            let entry = Int(hit.entry)
            for slot in Int(postings.entryPositionStarts[entry])..<Int(postings.entryPositionStarts[entry + 1]) {
                let item = (position: postings.positions[slot], word: hit.word)
                if hit.field == UInt8(SearchField.title.rawValue) {
                    titleHits[rank - 1].append(item)
                } else {
                    bodyHits[rank - 1].append(item)
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
        let body = Array(bodies[document].utf8[...])
        let bodyTokenStart = ranges(field: .body, document: document, position: 0).lowerBound
        var lastTokenEnd = 0
        for position in 0..<count {
            lastTokenEnd = max(lastTokenEnd, ranges(field: .body, document: document, position: position).upperBound)
        }
        // Copy the window, collapsing white space, and map body offsets to snippet offsets.
        var bytes: [UInt8] = []
        let ellipsis: [UInt8] = Array("…".utf8)
        if lowerOffset > bodyTokenStart {
            bytes += ellipsis
            bytes.append(0x20)
        }
        var map = [Int](repeating: 0, count: upperOffset - lowerOffset + 1)
        var previousWasSpace = false
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
