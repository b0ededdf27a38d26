import Foundation

/// Reads article bodies (plain text, or the Markdown subset) into ``HelpBody`` and writes
/// bodies back as Markdown that reads into the same body.
///
/// The subset (documented in `Documentation/HelpBookFormat.md`):
/// - blocks: paragraphs separated by blank lines; a line starting `- ` or `* ` is a bullet item,
///   `1. ` (any number) a numbered item; other lines right after an item continue it;
///   a blank line ends a list;
/// - inlines: `**bold**`, `*italic*` or `_italic_` (`_` not inside words), `[text](url)`,
///   backslash escapes of ASCII punctuation (`\*`), and a single newline as a line break;
/// - links: `guidebook://help/<id>`, `#<id>` and `help:<id>` go to an article, `https:` and `mailto:` to
///   the web; any other target (`javascript:`, `data:`, `file:`, relative paths) keeps only
///   its text and is reported;
/// - everything else, raw HTML included, is literal text. Lines are trimmed.
///
/// Both directions work on UTF-8 bytes; where a marker byte touches non-ASCII text they ask
/// ``UTF8Characters`` whether it is a `Character` of its own, so the results are those of
/// walking `Character`s (`"*\u{301}"` is not a marker). A test compares both directions with
/// the `Character`-walking implementation they replaced, kept as an oracle.
enum HelpMarkdown {
    /// A problem found while reading a body (for example a link with an unsafe scheme).
    struct Finding: Sendable, Hashable {
        /// What is wrong and what a help book shows instead.
        var message: String
        /// What is wrong alone, as a clause, for a text drawn elsewhere (a card's body).
        var reason: String
        var fix: String
        var code: DiagnosticCode
    }

    /// A link's target as written, and where it stands in the text read.
    struct LinkTarget: Sendable, Hashable {
        /// The target's UTF-8 bytes in the text (after the `(`).
        var range: Range<Int>
        /// Where the link goes; `nil` for a target the reader refuses (its text alone is shown,
        /// with a finding).
        var destination: HelpLink?
    }

    /// The deepest nesting of bold and italic; deeper markers are literal text.
    static let maximumInlineDepth = 32
    /// The longest link text looked at; a `[` without its `]` within this many characters is literal.
    static let maximumLinkTextLength = 2000
    /// The longest link target.
    static let maximumLinkTargetLength = 4000

    // MARK: Reading

    /// Reads Markdown-subset text.
    ///
    /// - Complexity: O(n) in the length of the text.
    static func parse(_ text: String) -> (body: HelpBody, findings: [Finding]) {
        var copy = text
        return copy.withUTF8 { parse($0) }
    }

    /// Reads Markdown-subset text from its UTF-8 bytes (valid UTF-8).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (body: HelpBody, findings: [Finding]) {
        var reader = BlockReader(text: UTF8Characters(bytes))
        return reader.read()
    }

    /// The targets of the links in Markdown-subset text, in reading order, as ``parse(_:)`` reads
    /// them: what a finding about one link (a refused scheme, an article a book lacks) points at.
    ///
    /// ```swift
    /// HelpMarkdown.linkTargets(in: "See [PDF](help:export-pdf).").first?.range  // 10..<25
    /// ```
    ///
    /// - Complexity: O(n) in the length of the text.
    static func linkTargets(in text: String) -> [LinkTarget] {
        var copy = text
        return copy.withUTF8 { bytes in
            var reader = BlockReader(text: UTF8Characters(bytes))
            reader.targets = []
            _ = reader.read()
            return reader.targets ?? []
        }
    }

    /// Splits text into lines and lines into paragraphs and lists, then reads each block's
    /// inlines from its lines (joined with `\n` when there are several).
    ///
    /// The scan for line ends also notes whether a line holds any byte that can start markup
    /// (`\`, `*`, `_`, `[`); a block whose lines hold none is its lines' text and line breaks,
    /// which is what the inline reader would make of it, and skips that reader.
    private struct BlockReader {
        /// A trimmed line, and whether it holds no byte that can start markup.
        struct Line {
            var range: Range<Int>
            var isPlain: Bool
        }

        var text: UTF8Characters
        var findings: [Finding] = []
        /// The links' targets, where they stand in ``text``, when asked for (`nil`: not kept).
        var targets: [LinkTarget]?
        var blocks: [HelpBlock] = []
        /// The lines of the open paragraph.
        var paragraphLines: [Line] = []
        var listOrdered = false
        var listItems: [[Line]] = []
        /// Lines joined for one block.
        var scratch: [UInt8] = []

        init(text: UTF8Characters) {
            self.text = text
        }

        /// The bytes that end a line or may start markup.
        private static var lineEndOrMarkup: (UInt8, UInt8, UInt8, UInt8, UInt8) {
            (0x0A, UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["))
        }

        mutating func read() -> (body: HelpBody, findings: [Finding]) {
            let bytes = text.bytes
            let hasCarriageReturn = ByteScan.firstOf(0x0D, 0x0D, in: bytes, from: 0).end < bytes.count
            var lineStart = 0
            var index = 0
            while index <= bytes.count {
                // "\r\n", "\r" and "\n" end a line (each a Character of its own).
                let lineEnd: Int
                var isPlain = false
                if hasCarriageReturn {
                    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                    lineEnd = index
                    if index < bytes.count, bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                        index += 1
                    }
                } else {
                    let stop = ByteScan.firstOf(Self.lineEndOrMarkup, in: bytes, from: index, to: bytes.count)
                    if stop == bytes.count || bytes[stop] == 0x0A {
                        lineEnd = stop
                        isPlain = true
                    } else {
                        lineEnd = ByteScan.firstOf(0x0A, 0x0A, in: bytes, from: stop + 1).end
                    }
                    index = lineEnd
                }
                addLine(Line(range: HelpMarkdown.trimmed(lineStart..<lineEnd, in: text), isPlain: isPlain))
                index += 1
                lineStart = index
            }
            closeBlock()
            return (HelpBody(blocks: blocks), findings)
        }

        private mutating func addLine(_ line: Line) {
            if line.range.isEmpty {
                closeBlock()
            } else if let item = HelpMarkdown.listItem(line.range, in: text) {
                if !paragraphLines.isEmpty || (!listItems.isEmpty && listOrdered != item.ordered) {
                    closeBlock()
                }
                listOrdered = item.ordered
                // A `*` marker made the line look like markup; its content may still be plain.
                let isPlain =
                    line.isPlain
                    || ByteScan.firstOf(
                        Self.lineEndOrMarkup, in: text.bytes, from: item.content.lowerBound, to: item.content.upperBound
                    )
                        == item.content.upperBound
                listItems.append([Line(range: item.content, isPlain: isPlain)])
            } else if !listItems.isEmpty {
                listItems[listItems.count - 1].append(line)
            } else {
                paragraphLines.append(line)
            }
        }

        private mutating func closeBlock() {
            // A paragraph or item of dropped links only has nothing to show (and nothing the
            // writer could write back): it goes.
            if !paragraphLines.isEmpty {
                let paragraph = inlines(paragraphLines)
                if !paragraph.isEmpty { blocks.append(.paragraph(paragraph)) }
                paragraphLines.removeAll(keepingCapacity: true)
            }
            if !listItems.isEmpty {
                var items: [[HelpInline]] = []
                items.reserveCapacity(listItems.count)
                for item in listItems {
                    let content = inlines(item)
                    if !content.isEmpty { items.append(content) }
                }
                if !items.isEmpty { blocks.append(.list(ordered: listOrdered, items: items)) }
                listItems.removeAll(keepingCapacity: true)
            }
        }

        /// The inlines of a block's lines: plain lines directly, others through the inline
        /// reader (one line in place, several joined first).
        private mutating func inlines(_ lines: [Line]) -> [HelpInline] {
            let bytes = text.bytes
            if lines.allSatisfy(\.isPlain) {
                // Trimmed lines without markup: their text, with line breaks between them.
                var result: [HelpInline] = []
                result.reserveCapacity(2 * lines.count - 1)
                for line in lines {
                    if !result.isEmpty { result.append(.lineBreak) }
                    result.append(
                        .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[line.range]), as: UTF8.self)))
                }
                return result
            }
            let firstTarget = targets?.count ?? 0
            defer { placeTargets(from: firstTarget, readIn: lines) }
            if lines.count == 1 {
                return HelpMarkdown.inlines(
                    of: UnsafeBufferPointer(rebasing: bytes[lines[0].range]), findings: &findings, targets: &targets)
            }
            scratch.removeAll(keepingCapacity: true)
            for line in lines {
                if !scratch.isEmpty { scratch.append(0x0A) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[line.range]))
            }
            return scratch.withUnsafeBufferPointer { joined in
                HelpMarkdown.inlines(of: joined, findings: &findings, targets: &targets)
            }
        }

        /// Moves the targets from `first` on, read in `lines` joined with `\n`, to where they
        /// stand in ``text`` (a link stays on one line).
        private mutating func placeTargets(from first: Int, readIn lines: [Line]) {
            guard var placed = targets, first < placed.count else { return }
            targets = nil
            for index in first..<placed.count {
                var lineStart = 0
                for (position, line) in lines.enumerated() {
                    if placed[index].range.lowerBound <= lineStart + line.range.count || position == lines.count - 1 {
                        let shift = line.range.lowerBound - lineStart
                        let range = placed[index].range
                        placed[index].range = (range.lowerBound + shift)..<(range.upperBound + shift)
                        break
                    }
                    lineStart += line.range.count + 1
                }
            }
            targets = placed
        }
    }

    /// Reads plain text: paragraphs separated by blank lines, a single newline a line break,
    /// no markup (the legacy format's bodies).
    static func plainTextBlocks(_ text: String) -> [HelpBlock] {
        var copy = text
        return copy.withUTF8 { bytes in plainTextBlocks(bytes, original: text) }
    }

    /// Newlines, spaces and tabs are ASCII, so the text is cut on UTF-8 bytes (found with
    /// `memchr`), without grapheme breaking; a one-line text without outer blanks is kept as
    /// it is (no copy).
    private static func plainTextBlocks(_ bytes: UnsafeBufferPointer<UInt8>, original: String) -> [HelpBlock] {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return [] }
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func find(_ byte: UInt8, from start: Int) -> Int? {
            guard start < bytes.count, let found = memchr(base + start, Int32(byte), bytes.count - start) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        let hasCarriageReturn = find(0x0D, from: 0) != nil
        if !hasCarriageReturn, find(0x0A, from: 0) == nil, !isBlank(bytes[0]), !isBlank(bytes[bytes.count - 1]) {
            return [.paragraph([.text(original)])]
        }
        var blocks: [HelpBlock] = []
        var current: [HelpInline] = []
        func addLine(_ lineStart: Int, _ lineEnd: Int) {
            var start = lineStart
            var end = lineEnd
            while start < end, isBlank(bytes[start]) { start += 1 }
            while start < end, isBlank(bytes[end - 1]) { end -= 1 }
            if start == end {
                if !current.isEmpty { blocks.append(.paragraph(current)) }
                current = []
            } else {
                if !current.isEmpty { current.append(.lineBreak) }
                current.append(
                    .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
            }
        }
        var lineStart = 0
        if hasCarriageReturn {
            // "\r\n", "\r" and "\n" all end a line.
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A || byte == 0x0D {
                    addLine(lineStart, index)
                    index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                    lineStart = index
                } else {
                    index += 1
                }
            }
        } else {
            while let newline = find(0x0A, from: lineStart) {
                addLine(lineStart, newline)
                lineStart = newline + 1
            }
        }
        addLine(lineStart, bytes.count)
        if !current.isEmpty { blocks.append(.paragraph(current)) }
        return blocks
    }

    /// Whether `byte` is a space or a tab.
    @inline(__always)
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// `range` without the space and tab characters at either end.
    static func trimmed(_ range: Range<Int>, in text: UTF8Characters) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        let bytes = text.bytes
        while start < end, isBlank(bytes[start]), text.isWholeASCII(at: start) { start += 1 }
        while start < end, isBlank(bytes[end - 1]), text.isWholeASCII(at: end - 1) { end -= 1 }
        return start..<end
    }

    /// A list item's line: `- x`, `* x` → bullet; `12. x` → numbered; otherwise `nil`.
    /// `marker` is where the marker's `-`, `*` or `.` stands, `content` the trimmed text after it.
    static func listItem(
        _ line: Range<Int>, in text: UTF8Characters
    ) -> (ordered: Bool, marker: Int, content: Range<Int>)? {
        let bytes = text.bytes
        let start = line.lowerBound
        guard start < line.upperBound else { return nil }
        let first = bytes[start]
        let ordered: Bool
        let marker: Int
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "*") {
            guard text.isWholeASCII(at: start) else { return nil }
            ordered = false
            marker = start
        } else {
            var digitsEnd = start
            while digitsEnd < line.upperBound, (0x30...0x39).contains(bytes[digitsEnd]),
                text.isWholeASCII(at: digitsEnd)
            {
                digitsEnd += 1
            }
            guard digitsEnd > start, digitsEnd - start <= 9, digitsEnd < line.upperBound,
                bytes[digitsEnd] == UInt8(ascii: "."), text.isWholeASCII(at: digitsEnd)
            else { return nil }
            ordered = true
            marker = digitsEnd
        }
        guard marker + 1 < line.upperBound, isBlank(bytes[marker + 1]), text.isWholeASCII(at: marker + 1) else {
            return nil
        }
        let content = trimmed((marker + 1)..<line.upperBound, in: text)
        return content.isEmpty ? nil : (ordered, marker, content)
    }

    /// The inlines of one block's text (its lines joined with `\n`).
    private static func inlines(
        of bytes: UnsafeBufferPointer<UInt8>, findings: inout [Finding], targets: inout [LinkTarget]?
    ) -> [HelpInline] {
        var parser = InlineParser(text: UTF8Characters(bytes))
        if targets != nil { parser.targets = [] }
        var result = parser.parse(0..<bytes.count, allowLinks: true)
        findings.append(contentsOf: parser.findings)
        if let found = parser.targets { targets?.append(contentsOf: found) }
        // Lines are trimmed and blank lines end blocks, so blanks and line breaks at the
        // block's edges (left by a dropped link) go too.
        _ = HelpInline.removingSpaceAtEdges(of: &result, anyWhitespace: false)
        if result.contains(.text("")) { result.removeAll { $0 == .text("") } }
        return result
    }
}
