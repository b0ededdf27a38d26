extension HelpSearchIndex.Storage {
    /// Tokens of context in a snippet window.
    static let snippetTokens = 24

    /// A matched token: its position in the field and the query word it matched.
    typealias Hit = (position: UInt32, word: UInt8)

    /// The results for the ranked articles: title highlights and a body snippet from one
    /// scan of each winner's tokens (`termWords`: per term, the query words it matched).
    func results(
        for best: [Ranked], wordCount: Int, termWords: UnsafeBufferPointer<UInt16>, scratch scoring: ScoringScratch
    ) -> [HelpSearchResult] {
        guard let mapped else {
            return results(
                for: best, wordCount: wordCount, termWords: termWords, scratch: scoring,
                file: UnsafeRawBufferPointer(start: nil, count: 0))
        }
        // The file's bytes are taken once for all the results: each `Data.withUnsafeBytes`
        // begins a few accesses to the data's storage, checked for exclusivity at run time.
        return mapped.file.withUnsafeBytes {
            results(for: best, wordCount: wordCount, termWords: termWords, scratch: scoring, file: $0)
        }
    }

    /// `results(for:wordCount:termWords:scratch:)` with the bytes of the file an index read
    /// in place was read from (`mapped.file`), empty for another index.
    private func results(
        for best: [Ranked], wordCount: Int, termWords: UnsafeBufferPointer<UInt16>, scratch scoring: ScoringScratch,
        file: UnsafeRawBufferPointer
    ) -> [HelpSearchResult] {
        var results: [HelpSearchResult] = []
        results.reserveCapacity(best.count)
        if let mapped, case .places(_, let places) = articles {
            // Each winner's tokens and place lie in a few places of the file and the index, each
            // a likely cache miss: they are read for every winner at once, so the misses overlap
            // instead of coming one at a time as each result decodes its tokens.
            scoring.touchedSum = best.reduce(0) {
                $0 &+ mapped.touch(Int($1.document), in: file) &+ places.touch(Int($1.document))
            }
        }
        let records = best.map { articles.record(Int($0.document)) }
        if mapped != nil {
            // The same for the start of each block of the winners' bodies in the book.
            scoring.touchedSum &+= UInt32(
                truncatingIfNeeded: records.reduce(0) { $0 &+ ($1.source?.touchBlocks() ?? 0) })
        }
        // Reused for every result.
        var hits = ScratchBuffer<Hit>(filler: (0, 0))
        var ranges = ScratchBuffer<Range<Int>>(filler: 0..<0)
        var scratch = scoring.resultTokens.take() ?? ResultTokens()
        // Swapped out, not copied: a copy would share the bytes and copy them at the first write.
        var text = DisplayedBodyPrefix()
        swap(&text, &scoring.displayedText)
        for (ranked, article) in zip(best, records) {
            let document = Int(ranked.document)
            let title = article.title
            results.append(
                withTokens(of: document, in: file, scratch: &scratch) { titleTokens, bodyTokens, tokenDocument in
                    var hitCount = Self.collectHits(
                        in: titleTokens, document: tokenDocument, termWords: termWords, wordCount: wordCount,
                        into: &hits)
                    ranges.reserve(hitCount)
                    let first = titleTokens.tokens(of: tokenDocument).lowerBound
                    for index in 0..<hitCount {
                        ranges[index] = titleTokens.range(of: first + Int(hits[index].position))
                    }
                    let titleHighlights = Self.titleRanges(
                        ranges.prefix(Self.merge(ranges.prefix(hitCount))), in: title)
                    hitCount = Self.collectHits(
                        in: bodyTokens, document: tokenDocument, termWords: termWords, wordCount: wordCount,
                        into: &hits)
                    let (snippet, snippetHighlights) = makeSnippet(
                        article: article, document: tokenDocument, tokens: bodyTokens,
                        hits: UnsafeBufferPointer(hits.prefix(hitCount)), ranges: &ranges, text: &text,
                        file: file)
                    return HelpSearchResult(
                        itemID: article.itemID, title: title, path: article.path,
                        indexPath: article.indexPath, score: Double(ranked.score),
                        matchedWordCount: ranked.words, matchesAllWords: ranked.words == wordCount,
                        titleHighlights: titleHighlights, snippet: snippet, snippetHighlights: snippetHighlights)
                })
        }
        scoring.resultTokens = consume scratch
        swap(&text, &scoring.displayedText)
        return results
    }

    /// Runs `body` with views of article `document`'s title and body tokens and the number
    /// the views know it by: the index's own arrays, or, for an index read in place from its
    /// file (whose bytes are `file`), that article's tokens alone decoded into `scratch`
    /// (where it is article 0).
    private func withTokens<R>(
        of document: Int, in file: UnsafeRawBufferPointer, scratch: inout ResultTokens,
        _ body: (TokenBuffers, TokenBuffers, Int) -> R
    ) -> R {
        guard let mapped else {
            return titleTokens.withBuffers { title in bodyTokens.withBuffers { body(title, $0, document) } }
        }
        scratch.title.load(document, of: mapped.title, in: file)
        scratch.body.load(document, of: mapped.body, in: file)
        return scratch.title.withBuffers { title in scratch.body.withBuffers { body(title, $0, 0) } }
    }

    /// Writes the tokens of `document` whose term matched query words (`termWords` bits
    /// for the first `wordCount` query words) to `hits`, in order, and returns how many there are.
    static func collectHits(
        in tokens: TokenBuffers, document: Int, termWords: UnsafeBufferPointer<UInt16>, wordCount: Int,
        into hits: inout ScratchBuffer<Hit>
    ) -> Int {
        let range = tokens.tokens(of: document)
        // Terms are stored in 16 bits when every id fits (half the memory to read).
        return tokens.terms.isEmpty
            ? collectHits(
                in: tokens.compactTerms, range: range, termWords: termWords, wordCount: wordCount, into: &hits)
            : collectHits(in: tokens.terms, range: range, termWords: termWords, wordCount: wordCount, into: &hits)
    }

    /// `collectHits(in:document:…)` over the tokens `range` of `terms`.
    @inline(__always)
    private static func collectHits<Term: FixedWidthInteger>(
        in terms: UnsafeBufferPointer<Term>, range: Range<Int>, termWords: UnsafeBufferPointer<UInt16>,
        wordCount: Int, into hits: inout ScratchBuffer<Hit>
    ) -> Int {
        let words = min(max(wordCount, 0), UInt16.bitWidth)
        let wordMask = UInt16(truncatingIfNeeded: (1 << words) - 1)
        // At most one hit per word in `wordMask` per token: the writes below stay in bounds.
        hits.reserve(range.count * words)
        var count = 0
        func add(_ words: UInt16, _ token: Int) {
            var words = words & wordMask
            while words != 0 {
                hits[count] = (UInt32(token - range.lowerBound), UInt8(words.trailingZeroBitCount))
                count += 1
                words &= words - 1
            }
        }
        var token = range.lowerBound
        // Most tokens match nothing: test eight at a time.
        while token + 8 <= range.upperBound {
            let words = (
                termWords[Int(terms[token])], termWords[Int(terms[token + 1])], termWords[Int(terms[token + 2])],
                termWords[Int(terms[token + 3])], termWords[Int(terms[token + 4])],
                termWords[Int(terms[token + 5])], termWords[Int(terms[token + 6])],
                termWords[Int(terms[token + 7])]
            )
            let any = words.0 | words.1 | words.2 | words.3 | words.4 | words.5 | words.6 | words.7
            if any & wordMask != 0 {
                add(words.0, token)
                add(words.1, token + 1)
                add(words.2, token + 2)
                add(words.3, token + 3)
                add(words.4, token + 4)
                add(words.5, token + 5)
                add(words.6, token + 6)
                add(words.7, token + 7)
            }
            token += 8
        }
        while token < range.upperBound {
            add(termWords[Int(terms[token])], token)
            token += 1
        }
        return count
    }

    /// Sorts `ranges` and joins overlapping ones (a compound and its parts), in place, and
    /// returns how many are left (at the front).
    @inline(__always)
    private static func merge(_ ranges: UnsafeMutableBufferPointer<Range<Int>>) -> Int {
        ranges.count > 1 ? mergeSeveral(ranges) : ranges.count
    }

    private static func mergeSeveral(_ ranges: UnsafeMutableBufferPointer<Range<Int>>) -> Int {
        var ranges = ranges
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
        return kept + 1
    }

    /// How many characters of closing punctuation a snippet keeps after its last word.
    static let maximumClosingCharacters = 3

    /// Where the closing punctuation and symbols right after a word end (`from` when there are
    /// none): up to ``maximumClosingCharacters`` characters that ``closesWord(_:)`` accepts,
    /// each with its combining marks, so "at 100%", "C++", "«Share»", "„Teilen“", "[Share]"
    /// and "<b>" keep their last character.
    static func closingPunctuationEnd(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var characters = UTF8Characters(bytes)
        var end = offset
        for _ in 0..<maximumClosingCharacters {
            guard end < bytes.count, closesWord(characters.scalar(at: end)) else { break }
            end = characters.characterEnd(from: end)
        }
        return end
    }

    /// Whether a character starting with `scalar` may close the word before it: Unicode
    /// punctuation and symbols, in any script, except opening brackets (`(`, `[`, `„`: open
    /// punctuation) and what joins words (dashes, connectors such as `_`). Quotes of both
    /// directions count, since `“` closes German quotes and `»` opens them.
    static func closesWord(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .closePunctuation, .finalPunctuation, .initialPunctuation, .otherPunctuation, .mathSymbol,
            .currencySymbol, .modifierSymbol, .otherSymbol:
            true
        default:
            false
        }
    }

    /// Runs `body` with the UTF-8 bytes of `text` (native strings have them in place).
    static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }

    /// The title's highlights: the indices `ranges` of UTF-8 offsets span in `title`, or none
    /// when one of them reaches outside it or splits a scalar. An index file's title tokens are
    /// checked here, against the title they point into, as a snippet checks its body's
    /// (`displayedBody`): opening the file reads no titles.
    private static func titleRanges(
        _ ranges: UnsafeMutableBufferPointer<Range<Int>>, in title: String
    ) -> [Range<String.Index>] {
        guard !ranges.isEmpty else { return [] }
        let fits = withBytes(of: title) { utf8 in ranges.allSatisfy { spansScalars($0, of: utf8) } }
        return fits ? stringRanges(ranges, shift: 0, in: title) : []
    }

    /// The indices `ranges` of UTF-8 offsets, each moved by `shift`, span in `text`
    /// (offsets on scalar boundaries).
    private static func stringRanges(
        _ ranges: UnsafeMutableBufferPointer<Range<Int>>, shift: Int, in text: String
    ) -> [Range<String.Index>] {
        let utf8 = text.utf8
        func indices(_ range: Range<Int>) -> Range<String.Index> {
            let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound + shift)
            return lower..<utf8.index(lower, offsetBy: range.count)
        }
        // Array literals allocate exactly, with less work than reserving and appending (and
        // than `Array(unsafeUninitializedCapacity:)`, whose allocation is not specialized).
        switch ranges.count {
        case 0: return []
        case 1: return [indices(ranges[0])]
        case 2: return [indices(ranges[0]), indices(ranges[1])]
        default:
            var all: [Range<String.Index>] = []
            all.reserveCapacity(ranges.count)
            for range in ranges { all.append(indices(range)) }
            return all
        }
    }

    /// A window of the body around its best run of hits: the one covering the most distinct
    /// query words within `snippetTokens` tokens, then the most hits; whitespace runs become
    /// one space, and `…` marks a cut. Highlights are the hits inside the window, joined
    /// where they overlap. `hits` are in position order (as `collectHits` finds them);
    /// `ranges` is scratch space.
    ///
    /// The stored body has its white space runs collapsed already (see `displayedBodies`) and
    /// the body tokens' offsets are into it, so the window is one slice of it: the snippet is
    /// the `…` marks around a copy of that slice, and a highlight's offset is the prefix's
    /// length plus its distance from the window's start.
    func makeSnippet(
        article: ArticleRecord, document: Int, tokens: TokenBuffers, hits: UnsafeBufferPointer<Hit>,
        ranges: inout ScratchBuffer<Range<Int>>, text: inout DisplayedBodyPrefix, file: UnsafeRawBufferPointer
    ) -> (String, [Range<String.Index>]) {
        let documentTokens = tokens.tokens(of: document)
        let count = documentTokens.count
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
        let first = documentTokens.lowerBound
        var lowerOffset = Int.max
        var upperOffset = 0
        for token in (first + windowStart)..<(first + windowEnd) {
            let range = tokens.range(of: token)
            lowerOffset = min(lowerOffset, range.lowerBound)
            upperOffset = max(upperOffset, range.upperBound)
        }
        let bodyTokenStart = tokens.range(of: first).lowerBound
        // The last token is the last word or a compound ending with it.
        let lastTokenEnd = tokens.range(of: documentTokens.upperBound - 1).upperBound

        guard let body = article.body else {
            // An index read from a file: the body's bytes as snippets show them, made from the
            // book's body only as far as the window, and only the window made a string.
            return displayedBody(
                of: article, document: document, tokens: tokens, window: (first + windowStart)..<(first + windowEnd),
                span: lowerOffset..<upperOffset, hits: hits, scratch: &text, file: file
            ) { bytes, base, closingEnd, source in
                finishSnippet(
                    window: lowerOffset..<closingEnd, cuts: (bodyTokenStart, lastTokenEnd),
                    tokens: tokens, first: first, hits: hits, ranges: &ranges
                ) { isCutBefore, range, isCutAfter in
                    if let source {
                        return Self.snippet(
                            of: source, range: (range.lowerBound - base)..<(range.upperBound - base),
                            isCutBefore: isCutBefore, isCutAfter: isCutAfter)
                    }
                    return Self.snippet(
                        ofBytes: UnsafeBufferPointer(
                            rebasing: bytes[(range.lowerBound - base)..<(range.upperBound - base)]),
                        isCutBefore: isCutBefore, isCutAfter: isCutAfter)
                }
            } ?? ("", [])
        }
        return Self.withBytes(of: body) { bytes in
            // Keep closing punctuation right after the last word ("them." not "them").
            finishSnippet(
                window: lowerOffset..<Self.closingPunctuationEnd(in: bytes, from: upperOffset),
                cuts: (bodyTokenStart, lastTokenEnd), tokens: tokens, first: first, hits: hits, ranges: &ranges
            ) { isCutBefore, range, isCutAfter in
                Self.snippet(of: body, range: range, isCutBefore: isCutBefore, isCutAfter: isCutAfter)
            }
        }
    }

    /// The snippet's string: `cutBefore` when `isCutBefore`, the bytes `range` of `text`, then
    /// `cutAfter` when `isCutAfter`. Token bounds and the closing punctuation after a word are
    /// scalar bounds, so the slice is whole scalars; appending a substring copies its bytes
    /// unvalidated.
    static func snippet(of text: String, range: Range<Int>, isCutBefore: Bool, isCutAfter: Bool) -> String {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let slice = text[lower..<utf8.index(lower, offsetBy: range.count)]
        let capacity = snippetCapacity(range.count, isCutBefore: isCutBefore, isCutAfter: isCutAfter)
        // Only the mark is written here: the initializer validates what it is given, and
        // validating non-ASCII text goes byte by byte.
        var snippet = String(unsafeUninitializedCapacity: capacity) { buffer in
            guard isCutBefore else { return 0 }
            return buffer.initialize(fromContentsOf: cutBeforeUTF8)
        }
        snippet.append(contentsOf: slice)
        if isCutAfter { snippet.append(contentsOf: cutAfterSubstring) }
        return snippet
    }

    /// `snippet(of:range:isCutBefore:isCutAfter:)` of a window's bytes, made from the book's body
    /// (not a slice of a string): they are validated alone (ASCII text a word at a time, where
    /// with the mark's `…` ahead of them every byte would be looked at in turn), then the marks
    /// are added in the capacity kept for them.
    static func snippet(ofBytes window: UnsafeBufferPointer<UInt8>, isCutBefore: Bool, isCutAfter: Bool) -> String {
        let capacity = snippetCapacity(window.count, isCutBefore: isCutBefore, isCutAfter: isCutAfter)
        var snippet = String(unsafeUninitializedCapacity: capacity) { $0.initialize(fromContentsOf: window) }
        if isCutBefore { snippet.insert(contentsOf: cutBefore, at: snippet.startIndex) }
        if isCutAfter { snippet.append(contentsOf: cutAfterSubstring) }
        return snippet
    }

    /// The UTF-8 length of a snippet of `count` bytes with the marks asked for.
    private static func snippetCapacity(_ count: Int, isCutBefore: Bool, isCutAfter: Bool) -> Int {
        (isCutBefore ? cutBeforeUTF8.count : 0) + count + (isCutAfter ? cutAfterUTF8.count : 0)
    }

    /// The snippet of the window `window` of a displayed body (its closing punctuation included):
    /// `…` marks where it cuts the body (whose tokens span `cuts`), the window's text, and the
    /// `hits` inside it as highlights. `text` makes the snippet's string: the window's bytes
    /// with `cutBefore` ahead of them and `cutAfter` after them when asked.
    private func finishSnippet(
        window: Range<Int>, cuts: (start: Int, end: Int), tokens: TokenBuffers,
        first: Int, hits: UnsafeBufferPointer<Hit>, ranges: inout ScratchBuffer<Range<Int>>,
        text: (_ isCutBefore: Bool, _ window: Range<Int>, _ isCutAfter: Bool) -> String
    ) -> (String, [Range<String.Index>]) {
        let lowerOffset = window.lowerBound
        let upperOffset = window.upperBound

        // The hits inside the window, sorted and joined.
        ranges.reserve(hits.count)
        var rangeCount = 0
        for hit in hits {
            let range = tokens.range(of: first + Int(hit.position))
            if range.lowerBound >= lowerOffset, range.upperBound <= upperOffset {
                ranges[rangeCount] = range
                rangeCount += 1
            }
        }
        rangeCount = Self.merge(ranges.prefix(rangeCount))

        let isCutBefore = lowerOffset > cuts.start
        let isCutAfter = upperOffset < cuts.end
        let prefix = isCutBefore ? Self.cutBeforeUTF8.count : 0
        let snippet = text(isCutBefore, lowerOffset..<upperOffset, isCutAfter)
        return (snippet, Self.stringRanges(ranges.prefix(rangeCount), shift: prefix - lowerOffset, in: snippet))
    }

    /// What a snippet starts with when the window starts after the body's first word.
    static let cutBefore = "… "
    static let cutBeforeUTF8 = Array(cutBefore.utf8)
    /// What a snippet ends with when the window ends before the body's last word.
    static let cutAfter = " …"
    static let cutAfterSubstring = Substring(cutAfter)
    static let cutAfterUTF8 = Array(cutAfter.utf8)

}

/// Unsafe views of a `FieldTokens`' arrays, valid inside `FieldTokens.withBuffers`. The
/// arrays are consistent by construction (`FieldBuilder`): `starts` has one entry per
/// article plus one, ascending, and every token index below the last start is in bounds
/// of `offsets`, `lengths`, and of `terms` or, when `terms` is empty, `compactTerms`.
struct TokenBuffers {
    let starts: UnsafeBufferPointer<UInt32>
    let offsets: UnsafeBufferPointer<UInt32>
    let lengths: UnsafeBufferPointer<UInt16>
    let terms: UnsafeBufferPointer<UInt32>
    let compactTerms: UnsafeBufferPointer<UInt16>

    /// The token indices of `document`.
    func tokens(of document: Int) -> Range<Int> { Int(starts[document])..<Int(starts[document + 1]) }

    /// The UTF-8 offsets of `token` in its article's text.
    func range(of token: Int) -> Range<Int> {
        let start = Int(offsets[token])
        return start..<(start + Int(lengths[token]))
    }
}

extension FieldTokens {
    /// Runs `body` with unsafe views of the token arrays.
    func withBuffers<R>(_ body: (TokenBuffers) -> R) -> R {
        tokenStarts.withUnsafeBufferPointer { starts in
            tokenOffsets.withUnsafeBufferPointer { offsets in
                tokenLengths.withUnsafeBufferPointer { lengths in
                    tokenTerms.withUnsafeBufferPointer { terms in
                        compactTokenTerms.withUnsafeBufferPointer { compactTerms in
                            body(
                                TokenBuffers(
                                    starts: starts, offsets: offsets, lengths: lengths, terms: terms,
                                    compactTerms: compactTerms))
                        }
                    }
                }
            }
        }
    }
}

/// Scratch memory reused across the results of a query (and, kept in `ScoringScratch`, from
/// one query to the next: `TokenScratch`) and freed with its owner. Its contents
/// are arbitrary (but initialized) after `reserve`: callers write before they read, and
/// stay below the count they reserved.
struct ScratchBuffer<Element>: ~Copyable {
    private var buffer: UnsafeMutableBufferPointer<Element>
    private let filler: Element

    init(filler: Element) {
        self.filler = filler
        buffer = .allocate(capacity: 64)
        buffer.initialize(repeating: filler)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    /// Makes room for at least `count` elements, dropping the contents when it grows.
    @inline(__always)
    mutating func reserve(_ count: Int) {
        if count > buffer.count { grow(to: count) }
    }

    private mutating func grow(to count: Int) {
        let capacity = max(count, 2 * buffer.count)
        buffer.deinitialize()
        buffer.deallocate()
        buffer = .allocate(capacity: capacity)
        buffer.initialize(repeating: filler)
    }

    subscript(index: Int) -> Element {
        get { buffer[index] }
        nonmutating set { buffer[index] = newValue }
    }

    /// The first `count` elements (valid until the next `reserve` or the buffer's end).
    func prefix(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(rebasing: buffer[..<count])
    }
}
