extension HelpSearchIndex.Storage {
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// The offset of the first byte at or after `offset` that may start a run to collapse:
    /// an ASCII control character (tabs and line breaks among them) or a space followed by
    /// a space; `nil` when there is none. Eight bytes at a time: most text has neither.
    @inline(__always)
    static func nextRunCandidate(in text: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        var offset = offset
        let raw = UnsafeRawBufferPointer(text)
        while offset + 8 <= text.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // The high bit of bytes below 0x20 (exact for the lowest one, which is all we use).
            let controls = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
            // The high bit of every space, exactly.
            let other = word ^ 0x2020_2020_2020_2020
            let spaces = ~(((other & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | other | 0x7F7F_7F7F_7F7F_7F7F)
            // Spaces followed by a space within the word (the last byte's follower is in the next).
            let found = controls | (spaces & (spaces >> 8))
            if found != 0 { return offset + found.trailingZeroBitCount / 8 }
            // When the last byte is a space, look at it again with its follower.
            offset += spaces >> 63 != 0 ? 7 : 8
        }
        while offset < text.count {
            let byte = text[offset]
            if byte < 0x20 || (byte == 0x20 && offset + 1 < text.count && text[offset + 1] == 0x20) { return offset }
            offset += 1
        }
        return nil
    }

    /// The bodies as snippets show them, each run of white space (spaces, tabs, line breaks)
    /// other than one plain space collapsed to one space, with the body `tokens`' offsets
    /// moved into them. Tokens never hold white space, so a token keeps its length, and a
    /// window between token bounds in the displayed body is the window of the original body
    /// with its runs collapsed. Bodies without such runs are kept as they are (shared).
    ///
    /// - Complexity: O(n) in the bodies' length, plus O(t log r) for the t tokens of a body
    ///   with r runs to collapse.
    static func displayedBodies(_ bodies: [String], tokens: inout FieldTokens) -> [String] {
        var displayed: [String] = []
        displayed.reserveCapacity(bodies.count)
        // Per collapsed run: the body offset where it ends, and the bytes dropped up to there.
        var runs: [(end: Int, dropped: Int)] = []
        var bytes: [UInt8] = []
        for (document, body) in bodies.enumerated() {
            displayed.append(collapsed(body, runs: &runs, bytes: &bytes))
            guard !runs.isEmpty else { continue }
            // A token starts before a run or after it, never inside it; tokens come in order,
            // except that a compound steps back to its first part.
            let documentTokens = Int(tokens.tokenStarts[document])..<Int(tokens.tokenStarts[document + 1])
            runs.withUnsafeBufferPointer { runs in
                tokens.tokenOffsets.withUnsafeMutableBufferPointer { offsets in
                    // Tokens between the ends of runs[run - 1] and runs[run] move back by the
                    // bytes dropped up to runs[run - 1].
                    var run = 0
                    var (lower, upper, shift) = (Int.min, runs[0].end, 0)
                    for token in documentTokens {
                        let offset = Int(offsets[token])
                        if offset < lower || offset >= upper {
                            while run > 0, runs[run - 1].end > offset { run -= 1 }
                            while run < runs.count, runs[run].end <= offset { run += 1 }
                            lower = run > 0 ? runs[run - 1].end : Int.min
                            upper = run < runs.count ? runs[run].end : Int.max
                            shift = run > 0 ? runs[run - 1].dropped : 0
                        }
                        offsets[token] = UInt32(offset - shift)
                    }
                }
            }
        }
        return displayed
    }

    /// `body` with each run of white space other than one plain space collapsed to one space
    /// (`body` itself when it has none); `runs` gets, per collapsed run, the body offset where
    /// it ends and the bytes dropped up to there (`bytes` is scratch space).
    private static func collapsed(
        _ body: String, runs: inout [(end: Int, dropped: Int)], bytes: inout [UInt8]
    ) -> String {
        let collapsedAny = withBytes(of: body) { collapse($0, runs: &runs, bytes: &bytes) }
        // Collapsing ASCII white space between whole scalars keeps the bytes valid UTF-8.
        return collapsedAny ? String(decoding: bytes, as: UTF8.self) : body
    }

    /// Writes `text` with its runs collapsed to `bytes` and the runs to `runs` (as `collapsed`);
    /// returns whether there was any (else `bytes` is left empty).
    static func collapse(
        _ text: UnsafeBufferPointer<UInt8>, runs: inout [(end: Int, dropped: Int)], bytes: inout [UInt8]
    ) -> Bool {
        runs.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        var offset = 0
        var copied = 0
        var dropped = 0
        while let candidate = nextRunCandidate(in: text, from: offset) {
            guard isSpace(text[candidate]) else {
                offset = candidate + 1  // another control character: kept as it is
                continue
            }
            // A line break or tab after one space: the run starts at the space.
            let start = candidate > offset && text[candidate - 1] == 0x20 ? candidate - 1 : candidate
            var end = start + 1
            while end < text.count, isSpace(text[end]) { end += 1 }
            if end - start > 1 || text[start] != 0x20 {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied..<start]))
                bytes.append(0x20)
                copied = end
                dropped += end - start - 1
                runs.append((end, dropped))
            }
            offset = end
        }
        if !runs.isEmpty { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[copied...])) }
        return !runs.isEmpty
    }

    /// How many bytes past a snippet's window a body read only as far as the window is made:
    /// the closing punctuation after its last word (and the characters' marks) lie inside them.
    static let windowLookahead = 16

    /// Runs `body` with bytes of article `document`'s body as snippets show it, the offset in
    /// that text of the first of them, the end of the window whose words span the bytes `span`
    /// (its closing punctuation included), and, when the bytes are those of one of the body's
    /// strings, that string (to slice the snippet from, not made from the bytes, which would
    /// validate them again); or returns `nil` when a token the snippet reads reaches outside
    /// the text or splits a scalar: the file's token offsets are checked here, against the text
    /// they point into, before a snippet uses them. The tokens checked are those the snippet
    /// reads: those of `window` (token indices), the `hits` inside the window and, when the text
    /// starts at the body's start, the first (the others' bytes are never read).
    ///
    /// An index read from a file does not store the bodies: the text is read from the book's
    /// body from the top-level block the window starts in (`MappedBlockStarts`, for a body that
    /// keeps its blocks). When that block is a paragraph of one string shown as it is (its
    /// displayed length is its string's, or nothing collapses before the window's end: the usual
    /// case), the string's own bytes are the text; a window that runs on past such a paragraph is
    /// made in `scratch` from the window's start; else the text is made in `scratch` from the
    /// block's start. A body read lazily (one string, no blocks) is sliced from its string where
    /// the file says the window's block lies as it is shown (`shownWindow`), else made from its
    /// start. Either way only as far as the window needs. `file` is the bytes of the
    /// file the index was read from (`mapped.file`), taken once for all of a query's results.
    func displayedBody<R>(
        of article: ArticleRecord, document: Int, tokens: TokenBuffers, window: Range<Int>, span: Range<Int>,
        hits: UnsafeBufferPointer<Hit>, scratch: inout DisplayedBodyPrefix, file: UnsafeRawBufferPointer,
        _ body: (UnsafeBufferPointer<UInt8>, _ base: Int, _ closingEnd: Int, _ text: String?) -> R
    ) -> R? {
        guard let source = article.source else { return nil }
        let end = span.upperBound
        var start = (block: 0, start: 0, next: Int?.none)
        let through = min(end, Int.max - Self.windowLookahead) + Self.windowLookahead
        var made = false
        if let mapped, let starts = mapped.blockStarts {
            let found = starts.block(containing: span.lowerBound, of: article.document, in: file)
            if source.storedBlockCount != nil {
                start = found
            } else if let text = source.lazyText,
                let shown = shownWindow(
                    of: text, in: found, article: article.document, document: document, starts: starts,
                    tokens: tokens, window: window, span: span, hits: hits, through: through, scratch: &scratch,
                    made: &made, file: file, body)
            {
                return shown
            } else if !made {
                made = restartMarkdown(
                    source, from: found.block, article: article.document, span: span, starts: starts,
                    through: through, scratch: &scratch, file: file)
            }
        }
        if let text = source.soleText(ofBlock: start.block) {
            let checked = Self.withBytes(of: text) { bytes -> R?? in
                // A block whose displayed length (to the next block's start, less the one space
                // its separator became) is its string's is its string as it is: a run of white
                // space collapsed would have dropped bytes, and so would a space starting a block
                // after the first (it joins the separator's). Only a lone tab or line break, shown
                // as a space, keeps the length: the window's own bytes are looked at for those.
                // Of another block, the bytes up to the window's end are.
                let isWhole = start.next.map { $0 - 1 - start.start == bytes.count } ?? false
                let windowStart = span.lowerBound - start.start
                let windowEnd = end - start.start
                guard windowEnd <= bytes.count else {
                    // A window past its block's end: the displayed text from the window's start
                    // is the rest of a whole block's string (with no lone tab or line break), then
                    // the blocks after it. Else it is made from the block's start below.
                    guard isWhole, windowStart < bytes.count else { return .none }
                    let tail = UnsafeBufferPointer(rebasing: bytes[windowStart...])
                    if Self.nextRunCandidate(in: tail, from: 0) == nil {
                        scratch.make(
                            from: source, tail: tail, at: span.lowerBound, nextBlock: start.block + 1,
                            through: through)
                        made = true
                    }
                    return .none
                }
                let looked = isWhole ? windowStart : 0
                guard start.block == 0 || bytes.first != 0x20,
                    Self.nextRunCandidate(in: UnsafeBufferPointer(rebasing: bytes[looked..<windowEnd]), from: 0) == nil
                else { return .none }
                // After the window's end, the closing punctuation stops at white space either way.
                return .some(
                    blockWindow(
                        bytes, base: start.start, text: text, document: document, tokens: tokens, window: window,
                        span: span, hits: hits, body))
            }
            if let checked { return checked }
        }
        if !made { scratch.make(from: source, block: start.block, at: start.start, through: through) }
        // The start is at or before the window's (`block(containing:)`), so `end` is in the bytes' range.
        var base = scratch.base
        var closingEnd =
            base + scratch.bytes.withUnsafeBufferPointer { Self.closingPunctuationEnd(in: $0, from: end - base) }
        if !scratch.isComplete, closingEnd + Self.windowLookahead / 2 > base + scratch.bytes.count {
            // Characters longer than the margin after the window (rare): the rest of the body.
            scratch.make(from: source, block: start.block, at: start.start, through: .max)
            base = scratch.base
            closingEnd =
                base + scratch.bytes.withUnsafeBufferPointer { Self.closingPunctuationEnd(in: $0, from: end - base) }
        }
        return scratch.bytes.withUnsafeBufferPointer { utf8 in
            checkedWindow(
                utf8, base: base, closingEnd: closingEnd, document: document, tokens: tokens, window: window,
                span: span, hits: hits
            ) { body($0, base, closingEnd, nil) }
        }
    }

    /// `displayedBody` of a body read lazily from `text` (plain text, or Markdown without a link)
    /// when the file says the block the window starts in (`found`) is shown as it lies in `text`
    /// (`MappedBlockStarts.source`): a window inside the block is sliced from `text`; a window
    /// that runs on past it is made in `scratch` (`made`) from the window's start, of blocks shown
    /// as they lie, each after one space. Returns `.none` when the block or a block after it is
    /// not so shown, or its bytes hold white space to collapse (a file that lies): the caller
    /// makes the text from the body's start then. The file's source of a block is clamped to
    /// `text`, so a wrong one shows other words of the same body and never reads outside it.
    private func shownWindow<R>(
        of text: String, in found: (block: Int, start: Int, next: Int?), article: Int, document: Int,
        starts: MappedBlockStarts, tokens: TokenBuffers, window: Range<Int>, span: Range<Int>,
        hits: UnsafeBufferPointer<Hit>, through: Int, scratch: inout DisplayedBodyPrefix,
        made: inout Bool, file: UnsafeRawBufferPointer,
        _ body: (UnsafeBufferPointer<UInt8>, _ base: Int, _ closingEnd: Int, _ text: String?) -> R
    ) -> R?? {
        guard starts.source(ofBlock: found.block, of: article, in: file) != nil else { return .none }
        return Self.withBytes(of: text) { source -> R?? in
            func shown(_ block: Int) -> UnsafeBufferPointer<UInt8>? {
                guard let place = starts.source(ofBlock: block, of: article, in: file) else { return nil }
                let lower = min(place.start, source.count)
                return UnsafeBufferPointer(rebasing: source[lower..<(lower + min(place.count, source.count - lower))])
            }
            guard let block = shown(found.block) else { return .none }
            let windowStart = span.lowerBound - found.start
            let windowEnd = span.upperBound - found.start
            guard windowStart < block.count else { return .none }
            guard windowEnd > block.count else {
                guard
                    Self.nextRunCandidate(in: UnsafeBufferPointer(rebasing: block[windowStart..<windowEnd]), from: 0)
                        == nil
                else { return .none }
                // The block is followed by a space or the body's end: the closing punctuation stops there.
                return .some(
                    blockWindow(
                        block, base: found.start, text: nil, document: document, tokens: tokens, window: window,
                        span: span, hits: hits, body))
            }
            // The rest of the block, then the blocks after it, each after the one space its
            // separator became, as far as the window and its margin.
            scratch.startShown(at: span.lowerBound)
            var piece = UnsafeBufferPointer(rebasing: block[windowStart...])
            var next = found.block + 1
            let blockCount = starts.sourceBlockCount(of: article, in: file)
            while true {
                let used = UnsafeBufferPointer(rebasing: piece.prefix(max(0, through - span.lowerBound)))
                // A block shown as it is has no white space to collapse, and none at its ends
                // (it would have joined the separator's space).
                guard Self.nextRunCandidate(in: used, from: 0) == nil, used.first != 0x20 else { return .none }
                guard scratch.appendShown(used, through: through) else { break }
                guard next < blockCount else {
                    scratch.markComplete()
                    break
                }
                guard used.last != 0x20, let following = shown(next) else { return .none }
                guard scratch.appendShownSpace(through: through) else { break }
                piece = following
                next += 1
            }
            made = true
            return .none
        }
    }

    /// Makes in `scratch` the displayed text of `body`, kept as Markdown, from the nearest block at
    /// or before the window's (`block`) that starts after a blank line of its text (the file's sources say
    /// where: `MappedBlockStarts.restart`), as far as `through`; returns whether it did (`false`
    /// for the body's first block, or none within 64 blocks back: the caller reads from the
    /// body's start). A start that does not follow a blank line is never parsed from, and one
    /// past the window's is never used, so a lying file shows other words of the same body.
    private func restartMarkdown(
        _ body: HelpBody, from windowBlock: Int, article: Int, span: Range<Int>, starts: MappedBlockStarts,
        through: Int, scratch: inout DisplayedBodyPrefix, file: UnsafeRawBufferPointer
    ) -> Bool {
        var block = windowBlock
        while block > 0, block > windowBlock - 64 {
            if let restart = starts.restart(ofBlock: block, of: article, in: file), restart.start <= span.lowerBound,
                scratch.make(from: body, markdownOffset: restart.offset, at: restart.start, through: through)
            {
                return true
            }
            block -= 1
        }
        return false
    }

    /// `displayedBody`'s result for a window that ends inside `bytes`, a block's displayed text
    /// from `base` to the block's end (`text` when they are that string's): the closing
    /// punctuation after the window stops at the block's end, where white space or the body's end
    /// follows.
    private func blockWindow<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, base: Int, text: String?, document: Int, tokens: TokenBuffers,
        window: Range<Int>, span: Range<Int>, hits: UnsafeBufferPointer<Hit>,
        _ body: (UnsafeBufferPointer<UInt8>, _ base: Int, _ closingEnd: Int, _ text: String?) -> R
    ) -> R? {
        let closingEnd = base + Self.closingPunctuationEnd(in: bytes, from: span.upperBound - base)
        return checkedWindow(
            bytes, base: base, closingEnd: closingEnd, document: document, tokens: tokens, window: window, span: span,
            hits: hits
        ) { body($0, base, closingEnd, text) }
    }

    /// `body(utf8)` when the tokens a snippet of the window reads lie on scalar bounds inside
    /// `utf8`, the displayed text from `base` (see `displayedBody`), else `nil`.
    private func checkedWindow<R>(
        _ utf8: UnsafeBufferPointer<UInt8>, base: Int, closingEnd: Int, document: Int, tokens: TokenBuffers,
        window: Range<Int>, span: Range<Int>, hits: UnsafeBufferPointer<Hit>,
        _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        func isValid(_ range: Range<Int>) -> Bool {
            Self.spansScalars((range.lowerBound - base)..<(range.upperBound - base), of: utf8)
        }
        let all = tokens.tokens(of: document)
        guard base > 0 || isValid(tokens.range(of: all.lowerBound)) else { return nil }
        for token in window where !isValid(tokens.range(of: token)) { return nil }
        for hit in hits {
            let range = tokens.range(of: all.lowerBound + Int(hit.position))
            if range.lowerBound >= span.lowerBound, range.upperBound <= closingEnd, !isValid(range) {
                return nil
            }
        }
        return body(utf8)
    }

    /// Whether the UTF-8 offsets `range` (of a token read from an index file) lie inside `utf8`
    /// and start and end on scalar boundaries: what slicing the text with them needs.
    static func spansScalars(_ range: Range<Int>, of utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        range.lowerBound >= 0 && range.upperBound <= utf8.count && isBoundary(range.lowerBound, utf8)
            && isBoundary(range.upperBound, utf8)
    }

    /// Whether `offset` starts a scalar (or is the end) of `utf8`.
    private static func isBoundary(_ offset: Int, _ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        offset == utf8.count || utf8[offset] & 0xC0 != 0x80
    }
}
