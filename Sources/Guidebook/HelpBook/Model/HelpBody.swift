import Foundation

/// The text of a help article: plain text or a small Markdown subset, parsed into
/// blocks and inlines that presenters draw. Raw HTML is never passed through.
///
/// A body read from plain text (``init(plainText:)``, the legacy format's bodies) keeps the
/// text and splits it into ``blocks`` when they are asked for, so loading a large legacy
/// book does not build every article's blocks up front; so does a v2 book's Markdown body
/// without a link (reading it can find nothing to report). Equality, hashing and coding see
/// the blocks either way.
///
/// ```swift
/// let body = HelpBody(plainText: "Tap + to add.\nSwipe to delete.")
/// body.blocks.count   // 1 paragraph with a line break
/// ```
public struct HelpBody: Sendable, Hashable, Codable {
    /// Blocks as given, or plain text split into blocks on demand.
    private enum Storage: Sendable {
        case blocks([HelpBlock])
        case plainText(String)
        /// Markdown-subset text without a `[`: no link, so reading it finds nothing to report.
        case markdown(String)
    }

    private var storage: Storage

    /// The blocks, in order.
    ///
    /// - Complexity: O(1) for a body built from blocks; O(n) in the length of the text for a
    ///   body read from plain text or from Markdown without links (its blocks are built on each read).
    public var blocks: [HelpBlock] {
        get {
            switch storage {
            case .blocks(let blocks): return blocks
            case .plainText(let text): return HelpMarkdown.plainTextBlocks(text)
            case .markdown(let text): return HelpMarkdown.parse(text).body.blocks
            }
        }
        set { storage = .blocks(newValue) }
    }

    /// Creates a body from blocks.
    public init(blocks: [HelpBlock] = []) {
        storage = .blocks(blocks)
    }

    /// A body whose blocks are read from `text` as plain text when asked for.
    init(lazyPlainText text: String) {
        storage = .plainText(text)
    }

    /// A body whose blocks are read from `text` as Markdown when asked for, or now when `text`
    /// holds a `[` (a link, which reading may report): reading text without one finds nothing,
    /// so a book's loader reports the same findings either way.
    ///
    /// - Returns: The body, and the findings of reading it now (none when it is read later).
    static func markdown(_ text: String) -> (body: HelpBody, findings: [HelpMarkdown.Finding]) {
        var copy = text
        let mayHoldLink = copy.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(UInt8(ascii: "[")), bytes.count) != nil
        }
        guard mayHoldLink else { return (HelpBody(storage: .markdown(text)), []) }
        return HelpMarkdown.parse(text)
    }

    private init(storage: Storage) {
        self.storage = storage
    }

    /// The text a reader sees, without markup: blocks separated by a blank line,
    /// list items each on a line of their own. Search snippets and highlight
    /// ranges refer to this string.
    public var plainText: String {
        blocks.map(\.plainText).joined(separator: "\n\n")
    }

    /// Calls `body` with pieces of ``plainText`` in order (a lazily read body with its raw text,
    /// which its plain text follows), without joining them: what a search index fingerprint
    /// hashes.
    func forEachPlainTextChunk(_ body: (String) -> Void) {
        if case .plainText(let text) = storage {
            body("\u{1}")
            body(text)
            return
        }
        forEachPlainTextPieceOfBlocks {
            body($0)
            return true
        }
    }

    /// Calls `body` with the pieces of ``plainText`` in order, without joining them, until it
    /// returns `false`: a search snippet reads a body only as far as its window (a body kept as
    /// Markdown is read a part at a time, a lazily read plain text body builds its blocks first).
    ///
    /// ```swift
    /// var text = ""
    /// body.forEachPlainTextPiece { text += $0; return text.utf8.count < 100 }
    /// ```
    ///
    /// - Returns: Whether `body` was given every piece (it never returned `false`).
    @discardableResult
    func forEachPlainTextPiece(_ body: (String) -> Bool) -> Bool {
        if case .markdown(let text) = storage { return Self.forEachPlainTextPiece(ofMarkdown: text, body) }
        return forEachPlainTextPieceOfBlocks(body)
    }

    /// `forEachPlainTextPiece(_:)` from the whole body's blocks: what a walk of every piece
    /// uses (reading Markdown in one go costs less than in parts).
    @discardableResult
    private func forEachPlainTextPieceOfBlocks(_ body: (String) -> Bool) -> Bool {
        forEachPlainTextPiece(fromBlock: 0, body)
    }

    /// The number of top-level blocks of a body that keeps them (made from blocks, or Markdown
    /// read with a link), else `nil` (its blocks are built when read): a search snippet starts
    /// at one of them with `forEachPlainTextPiece(fromBlock:_:)` at no cost.
    var storedBlockCount: Int? {
        if case .blocks(let blocks) = storage { return blocks.count }
        return nil
    }

    /// The text a body read lazily keeps (plain text, or Markdown without a link), which its
    /// blocks are read from when asked for; `nil` for a body that keeps its blocks. A search
    /// snippet of an index read from a file slices a block shown as it is from it.
    var lazyText: String? {
        switch storage {
        case .blocks: return nil
        case .plainText(let text), .markdown(let text): return text
        }
    }

    /// The text of top-level block `index` when the block is a paragraph of one plain text (the
    /// usual shape), else `nil`; `nil` too for a body that does not keep its blocks
    /// (`storedBlockCount`). A search snippet inside such a block is sliced from it.
    func soleText(ofBlock index: Int) -> String? {
        guard case .blocks(let blocks) = storage, blocks.indices.contains(index) else { return nil }
        return blocks.withUnsafeBufferPointer { blocks in
            guard case .paragraph(let inlines) = blocks[index], inlines.count == 1,
                case .text(let text) = inlines[0]
            else { return nil }
            return text
        }
    }

    /// Reads the first byte of each top-level block's first text (the end of the chain of
    /// values from the body to the block's text) and returns their sum; of a body read lazily,
    /// the first byte of its text. A search reads its winners' bodies this way all at once, before it
    /// makes their snippets, so the cache misses overlap instead of coming one after another.
    func touchBlocks() -> Int {
        guard case .blocks(let blocks) = storage else { return Int(lazyText?.utf8.first ?? 0) }
        return blocks.withUnsafeBufferPointer { blocks in
            var sum = 0
            for index in blocks.indices {
                switch blocks[index] {
                case .paragraph(let inlines): sum &+= HelpInline.touchFirstText(of: inlines)
                case .list(_, let items): sum &+= items.first.map(HelpInline.touchFirstText) ?? 0
                }
            }
            return sum
        }
    }

    /// `forEachPlainTextPiece(_:)` from top-level block `first` on (none when it is past the
    /// last), without the separator before it: the pieces of ``plainText`` after that block's
    /// `"\n\n"`. The blocks are read where they lie, not copied (a copy retains every payload).
    ///
    /// - Complexity: O(1) to reach block `first` of a body that keeps its blocks
    ///   (`storedBlockCount`), else building the blocks first.
    @discardableResult
    func forEachPlainTextPiece(fromBlock first: Int, _ body: (String) -> Bool) -> Bool {
        blocks.withUnsafeBufferPointer { blocks in
            var position = max(0, first)
            while position < blocks.count {
                if position > first, !body("\n\n") { return false }
                guard HelpBlock.forEachPlainTextPiece(of: blocks[position], body) else { return false }
                position += 1
            }
            return true
        }
    }

    /// The length of the parts Markdown is read in by `forEachPlainTextPiece(ofMarkdown:_:)`:
    /// each ends at the first blank line this many bytes or more after it starts.
    static let markdownPartLength = 256

    /// `forEachPlainTextPiece(_:)` of a body kept as Markdown (without links): the text is read
    /// a part at a time, each part ending at an empty line (`\n\n`), so a search snippet near
    /// the start of a long body reads only the first parts. A blank line closes every block and
    /// nothing after it changes the blocks before it, so the parts' blocks, in order, are those
    /// of the whole text (a test compares them): reading the part up to and including the first
    /// `\n` of the empty line ends with an empty line too, and the part after it starts with one,
    /// which closes nothing. The findings of reading are dropped: text without a `[` has none.
    private static func forEachPlainTextPiece(
        ofMarkdown text: String, from first: Int = 0, _ body: (String) -> Bool
    ) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var start = min(max(0, first), bytes.count)
            var isFirstBlock = true
            while start < bytes.count {
                let end = markdownPartEnd(in: bytes, from: start)
                let blocks = HelpMarkdown.parse(UnsafeBufferPointer(rebasing: bytes[start..<end])).body.blocks
                for block in blocks {
                    if !isFirstBlock, !body("\n\n") { return false }
                    isFirstBlock = false
                    guard HelpBlock.forEachPlainTextPiece(of: block, body) else { return false }
                }
                start = end
            }
            return true
        }
    }

    /// `forEachPlainTextPiece(_:)` of a body kept as Markdown from byte `offset` of its text, which
    /// follows a blank line (`\n\n`): the pieces of the top-level blocks from the one that starts
    /// there on, without the separator before it (a blank line closes every block, so they are the
    /// whole text's blocks from that one on). `nil` for another body or an `offset` that does not
    /// follow a blank line. A search snippet restarts there, not at the body's start.
    func forEachPlainTextPiece(fromMarkdownOffset offset: Int, _ body: (String) -> Bool) -> Bool? {
        guard case .markdown(let text) = storage, Self.followsBlankLine(offset, in: text) else { return nil }
        return Self.forEachPlainTextPiece(ofMarkdown: text, from: offset, body)
    }

    /// Whether byte `offset` of `text` follows a blank line (`\n\n`).
    static func followsBlankLine(_ offset: Int, in text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            offset >= 2 && offset <= bytes.count && bytes[offset - 1] == 0x0A && bytes[offset - 2] == 0x0A
        }
    }

    /// For a body kept as Markdown, each top-level block that starts right after a blank line
    /// (`\n\n`) and where in the text it starts: where `forEachPlainTextPiece(fromMarkdownOffset:_:)`
    /// can start. Empty for another body. The text is read once, a blank line at a time.
    func markdownRestarts() -> [(block: Int, offset: Int)] {
        guard case .markdown(let text) = storage else { return [] }
        var copy = text
        return copy.withUTF8 { bytes in
            var restarts: [(block: Int, offset: Int)] = []
            var block = 0
            var start = 0
            while start < bytes.count {
                // The part up to the next blank line, and the line breaks after it.
                var end = Self.markdownPartEnd(in: bytes, from: start, atLeast: 0)
                while end < bytes.count, bytes[end] == 0x0A { end += 1 }
                let count = HelpMarkdown.parse(UnsafeBufferPointer(rebasing: bytes[start..<end])).body.blocks.count
                if start > 0, count > 0 { restarts.append((block, start)) }
                block += count
                start = end
            }
            return restarts
        }
    }

    /// Where the part of Markdown `bytes` that starts at `start` ends: after the first `\n` of
    /// the first `\n\n` at least `length` bytes on, else at the end of the text.
    static func markdownPartEnd(
        in bytes: UnsafeBufferPointer<UInt8>, from start: Int, atLeast length: Int = markdownPartLength
    ) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var offset = start + length
        while offset + 1 < bytes.count {
            guard let found = memchr(base + offset, 0x0A, bytes.count - offset) else { return bytes.count }
            let newline = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if newline + 1 < bytes.count, bytes[newline + 1] == 0x0A { return newline + 1 }
            offset = newline + 1
        }
        return bytes.count
    }

    /// Appends the UTF-8 of ``plainText`` to `bytes` without building the string.
    func appendPlainText(to bytes: inout [UInt8]) {
        forEachPlainTextPieceOfBlocks {
            bytes += $0.utf8
            return true
        }
    }

    /// Whether the body may hold links: `false` for plain text read lazily (legacy bodies have
    /// none) and Markdown without a `[`, so renaming link targets does not build its blocks.
    var mayHoldLinks: Bool {
        if case .blocks = storage { return true }
        return false
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool {
        blocks.allSatisfy { $0.plainText.allSatisfy(\.isWhitespace) }
    }

    public static func == (lhs: HelpBody, rhs: HelpBody) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.plainText(let left), .plainText(let right)) where left == right: return true
        case (.markdown(let left), .markdown(let right)) where left == right: return true
        default: break
        }
        return lhs.blocks == rhs.blocks
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(blocks)
    }

    private enum CodingKeys: String, CodingKey {
        case blocks
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(blocks: try container.decode([HelpBlock].self, forKey: .blocks))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(blocks, forKey: .blocks)
    }
}

/// A block of an article body.
public enum HelpBlock: Sendable, Hashable, Codable {
    /// A paragraph of inline content.
    case paragraph([HelpInline])
    /// A list; each item is a run of inline content.
    case list(ordered: Bool, items: [[HelpInline]])

    /// Calls `body` with the pieces of the block's plain text in order until it returns
    /// `false`, and returns whether it never did.
    static func forEachPlainTextPiece(of block: HelpBlock, _ body: (String) -> Bool) -> Bool {
        switch block {
        case .paragraph(let inlines):
            return HelpInline.forEachPlainTextPiece(of: inlines, body)
        case .list(_, let items):
            return items.withUnsafeBufferPointer { items in
                for row in items.indices {
                    if row > 0, !body("\n") { return false }
                    guard HelpInline.forEachPlainTextPiece(of: items[row], body) else { return false }
                }
                return true
            }
        }
    }

    /// The block's text without markup.
    public var plainText: String {
        switch self {
        case .paragraph(let inlines):
            return HelpInline.plainText(of: inlines)
        case .list(_, let items):
            return items.map { HelpInline.plainText(of: $0) }.joined(separator: "\n")
        }
    }
}

/// Inline content within a block.
public indirect enum HelpInline: Sendable, Hashable, Codable {
    /// Plain text.
    case text(String)
    /// **Bold** text.
    case strong([HelpInline])
    /// *Italic* text.
    case emphasis([HelpInline])
    /// A link: to another article by id, or to a web address.
    case link([HelpInline], HelpLink)
    /// A line break inside a paragraph.
    case lineBreak

    /// Calls `body` with the pieces of `plainText(of:)` in order until it returns `false`, and
    /// returns whether it never did.
    static func forEachPlainTextPiece(of inlines: [HelpInline], _ body: (String) -> Bool) -> Bool {
        // Read where they lie: iterating the array copies each inline (a retain of its box).
        inlines.withUnsafeBufferPointer { inlines in
            for index in inlines.indices {
                switch inlines[index] {
                case .text(let string):
                    guard body(string) else { return false }
                case .strong(let children), .emphasis(let children), .link(let children, _):
                    guard forEachPlainTextPiece(of: children, body) else { return false }
                case .lineBreak:
                    guard body("\n") else { return false }
                }
            }
            return true
        }
    }

    /// The first byte of the first inline's text when it is text, else the number of inlines
    /// (see `HelpBody.touchBlocks()`).
    static func touchFirstText(of inlines: [HelpInline]) -> Int {
        guard let first = inlines.first else { return 0 }
        if case .text(let string) = first { return Int(string.utf8.first ?? 0) }
        return inlines.count
    }

    /// The text of a run of inlines without markup.
    public static func plainText(of inlines: [HelpInline]) -> String {
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let string): text += string
            case .strong(let children), .emphasis(let children), .link(let children, _):
                text += plainText(of: children)
            case .lineBreak: text += "\n"
            }
        }
        return text
    }
}

/// Where a link in an article goes.
public enum HelpLink: Sendable, Hashable, Codable {
    /// Another article in the same book, by id (`guidebook://help/<id>` or `#<id>`).
    case article(String)
    /// A web address (`https:` or `mailto:` only; other schemes are rejected).
    case web(String)
}
