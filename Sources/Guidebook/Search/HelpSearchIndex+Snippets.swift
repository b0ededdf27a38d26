extension HelpSearchIndex.Storage {
    /// Tokens of context in a snippet window.
    static let snippetTokens = 24

    /// A matched token: its position in the field and the query word it matched.
    typealias Hit = (position: UInt32, word: UInt8)

    /// The results for the ranked articles: title highlights and a body snippet from one
    /// scan of each winner's tokens (`termWords`: per term, the query words it matched).
    func results(
        for best: [Ranked], wordCount: Int, termWords: UnsafeBufferPointer<UInt16>
    ) -> [HelpSearchResult] {
        var results: [HelpSearchResult] = []
        results.reserveCapacity(best.count)
        // Reused for every result.
        var hits: [Hit] = []
        var ranges: [Range<Int>] = []
        for ranked in best {
            let document = Int(ranked.document)
            let title = titles[document]
            collectHits(in: titleTokens, document: document, termWords: termWords, into: &hits)
            ranges.removeAll(keepingCapacity: true)
            for hit in hits { ranges.append(range(in: titleTokens, document: document, position: Int(hit.position))) }
            Self.merge(&ranges)
            let titleHighlights = ranges.map { Self.stringRange($0, in: title) }
            collectHits(in: bodyTokens, document: document, termWords: termWords, into: &hits)
            let (snippet, snippetHighlights) = makeSnippet(document: document, hits: hits, ranges: &ranges)
            results.append(
                HelpSearchResult(
                    itemID: itemIDs[document], title: title, path: paths[document], indexPath: indexPaths[document],
                    score: Double(ranked.score), matchedWordCount: ranked.words,
                    matchesAllWords: ranked.words == wordCount, titleHighlights: titleHighlights, snippet: snippet,
                    snippetHighlights: snippetHighlights))
        }
        return results
    }

    /// The tokens of `document` whose term matched query words (`termWords` bits), in order.
    private func collectHits(
        in tokens: FieldTokens, document: Int, termWords: UnsafeBufferPointer<UInt16>, into hits: inout [Hit]
    ) {
        hits.removeAll(keepingCapacity: true)
        let start = Int(tokens.tokenStarts[document])
        let end = Int(tokens.tokenStarts[document + 1])
        tokens.tokenTerms.withUnsafeBufferPointer { terms in
            for token in start..<end {
                var words = termWords[Int(terms[token])]
                while words != 0 {
                    hits.append((UInt32(token - start), UInt8(words.trailingZeroBitCount)))
                    words &= words - 1
                }
            }
        }
    }

    /// The UTF-8 offsets of token `position` of a field of `document`.
    private func range(in tokens: FieldTokens, document: Int, position: Int) -> Range<Int> {
        let token = Int(tokens.tokenStarts[document]) + position
        let start = Int(tokens.tokenOffsets[token])
        return start..<(start + Int(tokens.tokenLengths[token]))
    }

    /// Sorts `ranges` and joins overlapping ones (a compound and its parts), in place.
    private static func merge(_ ranges: inout [Range<Int>]) {
        guard ranges.count > 1 else { return }
        // Hits come in token order, so the ranges are mostly sorted already; ranges with the
        // same start overlap and join, so the sort's order among them does not matter.
        if zip(ranges, ranges.dropFirst()).contains(where: { $0.lowerBound > $1.lowerBound }) {
            ranges.sort { $0.lowerBound < $1.lowerBound }
        }
        var kept = 0
        for index in 1..<ranges.count {
            let range = ranges[index]
            if range.lowerBound < ranges[kept].upperBound {
                ranges[kept] = ranges[kept].lowerBound..<max(ranges[kept].upperBound, range.upperBound)
            } else {
                kept += 1
                ranges[kept] = range
            }
        }
        ranges.removeLast(ranges.count - kept - 1)
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

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Runs `body` with the UTF-8 bytes of `text` (native strings have them in place).
    private static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The index `range` of UTF-8 offsets spans in `text` (offsets on scalar boundaries).
    private static func stringRange(_ range: Range<Int>, in text: String) -> Range<String.Index> {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(lower, offsetBy: range.upperBound - range.lowerBound)
        return lower..<upper
    }

    /// A window of the body around its best run of hits: the one covering the most distinct
    /// query words within `snippetTokens` tokens, then the most hits; whitespace runs become
    /// one space, and `…` marks a cut. Highlights are the hits inside the window, joined
    /// where they overlap. `ranges` is scratch space.
    private func makeSnippet(
        document: Int, hits: [Hit], ranges: inout [Range<Int>]
    ) -> (String, [Range<String.Index>]) {
        let count = Int(bodyTokens.tokenStarts[document + 1] - bodyTokens.tokenStarts[document])
        guard count > 0 else { return ("", []) }
        var windowStart = 0
        var windowEnd = min(count, Self.snippetTokens)
        if !hits.isEmpty {
            var bestScore = -1
            var bestFirst = 0
            var bestLast = 0
            // Slide a window over the hits (in position order), counting hits per query word inside it.
            withUnsafeTemporaryAllocation(of: Int.self, capacity: QueryWords.maximumWords) { perWord in
                perWord.initialize(repeating: 0)
                var low = 0
                var distinct = 0
                for high in hits.indices {
                    let entering = Int(hits[high].word)
                    if perWord[entering] == 0 { distinct += 1 }
                    perWord[entering] += 1
                    while Int(hits[high].position) - Int(hits[low].position) >= Self.snippetTokens {
                        let leaving = Int(hits[low].word)
                        perWord[leaving] -= 1
                        if perWord[leaving] == 0 { distinct -= 1 }
                        low += 1
                    }
                    let score = distinct * 1000 + (high - low + 1)
                    if score > bestScore {
                        bestScore = score
                        bestFirst = Int(hits[low].position)
                        bestLast = Int(hits[high].position)
                    }
                }
            }
            let context = max(3, (Self.snippetTokens - (bestLast - bestFirst)) / 3)
            windowStart = max(0, bestFirst - context)
            windowEnd = min(count, max(bestLast + 1, windowStart + Self.snippetTokens))
        }
        var lowerOffset = Int.max
        var upperOffset = 0
        for position in windowStart..<windowEnd {
            let range = range(in: bodyTokens, document: document, position: position)
            lowerOffset = min(lowerOffset, range.lowerBound)
            upperOffset = max(upperOffset, range.upperBound)
        }
        let bodyTokenStart = range(in: bodyTokens, document: document, position: 0).lowerBound
        // The last token is the last word or a compound ending with it.
        let lastTokenEnd = range(in: bodyTokens, document: document, position: count - 1).upperBound

        let body = bodies[document]
        Self.withBytes(of: body) { bytes in
            // Keep closing punctuation right after the last word ("them." not "them").
            var punctuation = 0
            while upperOffset < bytes.count, punctuation < 3, Self.isClosingPunctuation(bytes[upperOffset]) {
                upperOffset += 1
                punctuation += 1
            }
        }

        // The hits inside the window, sorted and joined, as body offsets (mapping to snippet
        // offsets keeps order and overlaps, so joining before or after is the same).
        ranges.removeAll(keepingCapacity: true)
        for hit in hits {
            let range = range(in: bodyTokens, document: document, position: Int(hit.position))
            if range.lowerBound >= lowerOffset, range.upperBound <= upperOffset { ranges.append(range) }
        }
        Self.merge(&ranges)

        let snippet = Self.withBytes(of: body) { bytes in
            var writer = SnippetWriter(
                body: bytes, lowerOffset: lowerOffset, isCutBefore: lowerOffset > bodyTokenStart,
                capacity: upperOffset - lowerOffset + 8)
            var offset = lowerOffset
            while offset < upperOffset {
                let byte = bytes[offset]
                guard Self.isSpace(byte) else {
                    offset += 1
                    continue
                }
                var end = offset + 1
                while end < upperOffset, Self.isSpace(bytes[end]) { end += 1 }
                if end - offset > 1 || byte != 0x20 { writer.collapse(offset..<end, ranges: &ranges) }
                offset = end
            }
            writer.finish(at: upperOffset, ranges: &ranges)
            if upperOffset < lastTokenEnd { writer.snippet.append(contentsOf: " …".utf8) }
            // The pieces are whole runs of the body between token or white-space bounds, so
            // they are valid UTF-8 and decode to the same text unchanged.
            return String(decoding: writer.snippet, as: UTF8.self)
        }
        return (snippet, ranges.map { Self.stringRange($0, in: snippet) })
    }
}

/// Copies a snippet window out of a body in pieces between runs of white space other than
/// one plain space, each such run becoming one space, and maps sorted, disjoint ranges of
/// body offsets to snippet offsets as it passes them: body offset o maps to the prefix's
/// length + (o − window start) − (bytes dropped from the runs before o). Range bounds
/// never fall inside a run (they are token bounds).
private struct SnippetWriter {
    /// The body's UTF-8 bytes.
    let body: UnsafeBufferPointer<UInt8>
    let lowerOffset: Int
    /// The snippet's UTF-8 bytes so far (built as bytes: appending string slices costs
    /// generic dispatch and runtime type checks per piece).
    var snippet: [UInt8] = []
    let prefixLength: Int
    /// The next range bound to map: ranges[bound / 2], lower then upper.
    var bound = 0
    var mappedLower = 0
    var dropped = 0
    var segmentStart: Int

    init(body: UnsafeBufferPointer<UInt8>, lowerOffset: Int, isCutBefore: Bool, capacity: Int) {
        self.body = body
        self.lowerOffset = lowerOffset
        segmentStart = lowerOffset
        snippet.reserveCapacity(capacity)
        if isCutBefore { snippet.append(contentsOf: "… ".utf8) }
        prefixLength = snippet.count
    }

    /// Replaces the white space `run` with one space.
    mutating func collapse(_ run: Range<Int>, ranges: inout [Range<Int>]) {
        appendSegment(upTo: run.lowerBound)
        snippet.append(0x20)
        mapBounds(before: run.upperBound, ranges: &ranges)
        dropped += run.count - 1
        segmentStart = run.upperBound
    }

    /// Copies the rest of the window, up to `end`, and maps the remaining bounds.
    mutating func finish(at end: Int, ranges: inout [Range<Int>]) {
        appendSegment(upTo: end)
        mapBounds(before: .max, ranges: &ranges)
    }

    private mutating func appendSegment(upTo end: Int) {
        snippet.append(contentsOf: UnsafeBufferPointer(rebasing: body[segmentStart..<end]))
    }

    private mutating func mapBounds(before limit: Int, ranges: inout [Range<Int>]) {
        while bound < 2 * ranges.count {
            let range = ranges[bound / 2]
            let offset = bound % 2 == 0 ? range.lowerBound : range.upperBound
            guard offset < limit else { return }
            let mapped = prefixLength + offset - lowerOffset - dropped
            if bound % 2 == 0 {
                mappedLower = mapped
            } else {
                ranges[bound / 2] = mappedLower..<mapped
            }
            bound += 1
        }
    }
}
