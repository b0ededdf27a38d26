@testable import Guidebook

/// The snippet builder as it was before the index kept its bodies with white space runs
/// collapsed (main at 01e098c): it scans the original body's window byte by byte, collapses
/// runs as it copies, and maps highlights through the bytes it dropped. Kept as the oracle
/// the index's snippets are compared against.
enum SnippetOracle {
    typealias Hit = HelpSearchIndex.Storage.Hit

    /// The snippet of `body` for `hits` (positions into `tokens`, in position order), with
    /// its highlights as UTF-8 offsets into the snippet.
    static func snippet(body: String, tokens: [SearchTokenizer.Token], hits: [Hit]) -> (String, [Range<Int>]) {
        let snippetTokens = HelpSearchIndex.Storage.snippetTokens
        let count = tokens.count
        guard count > 0 else { return ("", []) }
        func range(_ position: Int) -> Range<Int> { tokens[position].start..<tokens[position].end }
        var windowStart = 0
        var windowEnd = min(count, snippetTokens)
        if !hits.isEmpty {
            var bestScore = -1
            var bestFirst = 0
            var bestLast = 0
            var perWord = [Int](repeating: 0, count: 16)
            var low = 0
            var distinct = 0
            for high in hits.indices {
                let entering = Int(hits[high].word)
                if perWord[entering] == 0 { distinct += 1 }
                perWord[entering] += 1
                while Int(hits[high].position) - Int(hits[low].position) >= snippetTokens {
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
            let context = max(3, (snippetTokens - (bestLast - bestFirst)) / 3)
            windowStart = max(0, bestFirst - context)
            windowEnd = min(count, max(bestLast + 1, windowStart + snippetTokens))
        }
        var lowerOffset = Int.max
        var upperOffset = 0
        for position in windowStart..<windowEnd {
            lowerOffset = min(lowerOffset, range(position).lowerBound)
            upperOffset = max(upperOffset, range(position).upperBound)
        }
        let bodyTokenStart = range(0).lowerBound
        let lastTokenEnd = range(count - 1).upperBound

        let bytes = Array(body.utf8)
        // Updated from the original (ASCII . , ; : ! ? ) " ' only, which cut "100%", "C++",
        // "«Share»", "„Teilen“", "[Share]" and "<b>"): the characters after the last word that
        // are punctuation or symbols, except opening brackets, dashes and connectors; three at most.
        let after = String(decoding: bytes[upperOffset...], as: UTF8.self)
        for character in after.prefix(3) {
            guard let first = character.unicodeScalars.first, closesWord(first) else { break }
            upperOffset += character.utf8.count
        }

        var ranges: [Range<Int>] = []
        for hit in hits {
            let range = range(Int(hit.position))
            if range.lowerBound >= lowerOffset, range.upperBound <= upperOffset { ranges.append(range) }
        }
        merge(&ranges)

        var writer = Writer(
            body: bytes, lowerOffset: lowerOffset, isCutBefore: lowerOffset > bodyTokenStart)
        var offset = lowerOffset
        while offset < upperOffset {
            let byte = bytes[offset]
            guard isSpace(byte) else {
                offset += 1
                continue
            }
            var end = offset + 1
            while end < upperOffset, isSpace(bytes[end]) { end += 1 }
            if end - offset > 1 || byte != 0x20 { writer.collapse(offset..<end, ranges: &ranges) }
            offset = end
        }
        writer.finish(at: upperOffset, ranges: &ranges)
        if upperOffset < lastTokenEnd { writer.snippet.append(contentsOf: " …".utf8) }
        return (String(decoding: writer.snippet, as: UTF8.self), ranges)
    }

    private static func merge(_ ranges: inout [Range<Int>]) {
        guard ranges.count > 1 else { return }
        ranges.sort { $0.lowerBound < $1.lowerBound }
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

    private static func closesWord(_ scalar: Unicode.Scalar) -> Bool {
        let closing: Set<Unicode.GeneralCategory> = [
            .closePunctuation, .finalPunctuation, .initialPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol,
            .modifierSymbol, .otherSymbol,
        ]
        return closing.contains(scalar.properties.generalCategory)
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Copies the window in pieces between runs, each run becoming one space, and maps the
    /// sorted, disjoint ranges from body offsets to snippet offsets as it passes them.
    private struct Writer {
        let body: [UInt8]
        let lowerOffset: Int
        var snippet: [UInt8] = []
        let prefixLength: Int
        var bound = 0
        var mappedLower = 0
        var dropped = 0
        var segmentStart: Int

        init(body: [UInt8], lowerOffset: Int, isCutBefore: Bool) {
            self.body = body
            self.lowerOffset = lowerOffset
            segmentStart = lowerOffset
            if isCutBefore { snippet.append(contentsOf: "… ".utf8) }
            prefixLength = snippet.count
        }

        mutating func collapse(_ run: Range<Int>, ranges: inout [Range<Int>]) {
            snippet.append(contentsOf: body[segmentStart..<run.lowerBound])
            snippet.append(0x20)
            mapBounds(before: run.upperBound, ranges: &ranges)
            dropped += run.count - 1
            segmentStart = run.upperBound
        }

        mutating func finish(at end: Int, ranges: inout [Range<Int>]) {
            snippet.append(contentsOf: body[segmentStart..<end])
            mapBounds(before: .max, ranges: &ranges)
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
}
