/// A part of an article's body as snippets show it (see
/// `HelpSearchIndex.Storage.displayedBodies`: each run of white space one space), made from
/// the book's body only as far as a snippet's window needs it, and from the top-level block
/// the window starts in when the index file says where that block starts: an index read from
/// its file keeps no bodies, and a snippet shows a few dozen words of a body of any length.
/// The bytes keep their capacity from one result to the next.
struct DisplayedBodyPrefix {
    /// The displayed text's bytes from `base`: at least as many as asked for, or all of them.
    private(set) var bytes: [UInt8] = []
    /// The offset in the displayed text of `bytes`' first byte (0, or where a block starts).
    private(set) var base = 0
    /// Whether `bytes` reach the end of the displayed text (when `false`, they may still).
    private(set) var isComplete = false
    /// Whether the text before `bytes` ends in a space (a block after the first starts after one).
    private var startsAfterSpace = false

    /// Makes the displayed text of `body` until it has at least `count` bytes (all of it when
    /// it is shorter): the plain text's pieces are read in order and the reading stops there,
    /// so nothing after it is built or copied. The bytes made are those of the whole displayed
    /// text (`count` may end them inside a scalar).
    ///
    /// - Complexity: O(`count`) plus the pieces of the body before it (and, for a body read
    ///   lazily, building its blocks).
    mutating func make(from body: HelpBody, through count: Int) {
        make(from: body, block: 0, at: 0, through: count)
    }

    /// Makes the displayed text of `body` from the start of its top-level block `block`, which
    /// is at `offset` in the displayed text (0 for the first block), until the text reaches
    /// `count` bytes from its start (or the body's end). A block after the first starts after
    /// the one space its separator (and any white space around it) became, so the bytes are
    /// the whole displayed text's from `offset` on.
    ///
    /// - Complexity: O(`count` − `offset`) plus the pieces of that block before it (the blocks
    ///   before it are not read, for a body that keeps its blocks).
    mutating func make(from body: HelpBody, block: Int, at offset: Int, through count: Int) {
        bytes.removeAll(keepingCapacity: true)
        base = offset
        startsAfterSpace = block > 0
        let limit = count - offset
        isComplete = body.forEachPlainTextPiece(fromBlock: block) { append($0, until: limit) }
    }

    /// Makes the displayed text of `body` from `offset`, inside a top-level block whose
    /// displayed text from there to its end is `tail` (a block whose string is shown as it is),
    /// then from block `nextBlock` on, until the text reaches `count` bytes from its start (or
    /// the body's end): the block's bytes before `offset` are not read.
    ///
    /// - Complexity: O(`count` − `offset`).
    mutating func make(
        from body: HelpBody, tail: UnsafeBufferPointer<UInt8>, at offset: Int, nextBlock: Int, through count: Int
    ) {
        bytes.removeAll(keepingCapacity: true)
        base = offset
        startsAfterSpace = false
        let limit = count - offset
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: tail.prefix(max(0, limit))))
        // The separator before the next block becomes one space.
        isComplete =
            append("\n\n", until: limit)
            && body.forEachPlainTextPiece(fromBlock: nextBlock) { append($0, until: limit) }
    }

    /// Makes the displayed text of `body`, kept as Markdown, from the top-level block that starts
    /// at byte `source` of its text (after a blank line), which is at `offset` in the displayed
    /// text, until the text reaches `count` bytes from its start (or the body's end). Returns
    /// `false`, making nothing, when `body` is not kept as Markdown or `source` does not follow a
    /// blank line (`HelpBody.forEachPlainTextPiece(fromMarkdownOffset:_:)`).
    ///
    /// - Complexity: O(`count` − `offset`) plus the rest of the part the window ends in.
    mutating func make(from body: HelpBody, markdownOffset source: Int, at offset: Int, through count: Int) -> Bool {
        bytes.removeAll(keepingCapacity: true)
        base = offset
        startsAfterSpace = offset > 0
        let limit = count - offset
        guard let complete = body.forEachPlainTextPiece(fromMarkdownOffset: source, { append($0, until: limit) })
        else { return false }
        isComplete = complete
        return true
    }

    /// Starts the displayed text at `offset`, to be made of bytes shown as they are
    /// (`appendShown(_:through:)`): a block's text read as it is from a body's lazily read text.
    mutating func startShown(at offset: Int) {
        bytes.removeAll(keepingCapacity: true)
        base = offset
        startsAfterSpace = false
        isComplete = false
    }

    /// Appends `text`, bytes of the displayed text as they are, until the text reaches `count`
    /// bytes from its start; returns whether it is still short of it.
    mutating func appendShown(_ text: UnsafeBufferPointer<UInt8>, through count: Int) -> Bool {
        let room = count - base - bytes.count
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text.prefix(max(0, room))))
        return bytes.count < count - base
    }

    /// Appends the one space a separator between blocks is shown as (`appendShown(_:through:)`).
    mutating func appendShownSpace(through count: Int) -> Bool {
        if bytes.count < count - base { bytes.append(0x20) }
        return bytes.count < count - base
    }

    /// Says that the bytes shown so far reach the end of the displayed text.
    mutating func markComplete() { isComplete = true }

    /// Writes to `starts` where each top-level block of `body` after the first starts in its
    /// displayed text: after the one space its separator became, where
    /// `make(from:block:at:through:)` starts it (what an index file stores, `BodyBlockStarts`).
    mutating func blockStarts(of body: HelpBody, into starts: inout [Int]) {
        bytes.removeAll(keepingCapacity: true)
        base = 0
        startsAfterSpace = false
        starts.removeAll(keepingCapacity: true)
        for (position, block) in body.blocks.enumerated() {
            if position > 0 {
                _ = append("\n\n", until: .max)
                starts.append(bytes.count)
            }
            _ = HelpBlock.forEachPlainTextPiece(of: block) { append($0, until: .max) }
        }
    }

    /// `append(_:until:)` of a piece's UTF-8.
    private mutating func append(_ piece: String, until limit: Int) -> Bool {
        if let goesOn = piece.utf8.withContiguousStorageIfAvailable({ append($0, until: limit) }) {
            return goesOn
        }
        var copy = piece
        return copy.withUTF8 { append($0, until: limit) }
    }

    /// Appends `text` with its white space collapsed, continuing any run the bytes end in,
    /// until the bytes reach `limit`; returns whether they are still short of it.
    private mutating func append(_ text: UnsafeBufferPointer<UInt8>, until limit: Int) -> Bool {
        typealias Storage = HelpSearchIndex.Storage
        var offset = 0
        while offset < text.count {
            guard bytes.count < limit else { return false }
            if Storage.isSpace(text[offset]) {
                // A run becomes one space, also when it began in an earlier piece or block.
                if !(bytes.last.map { $0 == 0x20 } ?? startsAfterSpace) { bytes.append(0x20) }
                offset += 1
                continue
            }
            // Bytes kept as they are (a control character that is not white space among them),
            // up to the next run of white space to collapse.
            // Looked for only as far as the limit: the bytes stop there whatever follows.
            let room = limit - bytes.count
            let stop = room < text.count - offset ? offset + room : text.count
            let end =
                Storage.nextRunCandidate(in: UnsafeBufferPointer(rebasing: text[..<stop]), from: offset + 1) ?? stop
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[offset..<end]))
            offset = end
        }
        return bytes.count < limit
    }
}
