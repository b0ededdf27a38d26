extension HelpMarkdown {
    /// Reads inline Markdown with a stack of open `*`/`**`/`_`/`__` frames: a closer matches the
    /// nearest open frame of its character; frames it skips over become literal text again.
    /// Linear in the input (the stack is at most ``HelpMarkdown/maximumInlineDepth`` deep).
    ///
    /// Works on the block's UTF-8 bytes. Marker bytes (`\`, `*`, `_`, `[`, `]`, `(`, `)`) count
    /// only where they are a `Character` of their own (``UTF8Characters/isWholeASCII(at:)``), and
    /// lengths and neighbours are those of `Character`s, as in the reader it replaced.
    struct InlineParser {
        var text: UTF8Characters
        var findings: [Finding] = []
        /// Every link's target, in reading order, offsets in ``text``, when asked for (`nil`: not kept).
        var targets: [LinkTarget]?

        /// For each `[`, the byte offset of its `]` (nested brackets counted, escapes skipped);
        /// built in one pass so that many unmatched `[` stay linear.
        private var closingBracket: [Int: Int] = [:]

        init(text: UTF8Characters, matchBrackets: Bool = true) {
            self.text = text
            let bytes = text.bytes
            guard matchBrackets,
                ByteScan.firstOf(UInt8(ascii: "["), UInt8(ascii: "["), in: bytes, from: 0).end < bytes.count
            else { return }
            var open: [Int] = []
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]"),
                    self.text.isWholeASCII(at: index)
                else {
                    index += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\\"):
                    // The character after a backslash is skipped, whatever it is.
                    index = index + 1 < bytes.count ? self.text.characterEnd(from: index + 1) : index + 1
                case UInt8(ascii: "["):
                    open.append(index)
                    index += 1
                default:
                    if let start = open.popLast() { closingBracket[start] = index }
                    index += 1
                }
            }
        }

        /// An open bold or italic, and the inlines read inside it so far.
        private struct Frame {
            var delimiter: UInt8
            var size: Int
            private var nodes: [HelpInline] = []
            /// Text not yet closed into a node, so runs of text grow in place: while it is one
            /// range of the block's bytes it stays a range (no copy); otherwise its bytes.
            private var runStart = 0
            private var runEnd = 0
            private var copied: [UInt8]?

            init(delimiter: UInt8, size: Int) {
                self.delimiter = delimiter
                self.size = size
            }

            /// Appends the block's bytes `range` as text.
            mutating func appendText(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) {
                guard !range.isEmpty else { return }
                if copied == nil {
                    if runStart == runEnd {
                        runStart = range.lowerBound
                        runEnd = range.upperBound
                        return
                    }
                    if runEnd == range.lowerBound {
                        runEnd = range.upperBound
                        return
                    }
                    copied = Array(UnsafeBufferPointer(rebasing: bytes[runStart..<runEnd]))
                }
                copied?.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            }

            /// Appends `count` copies of `byte` as text.
            mutating func appendText(repeating byte: UInt8, count: Int, of bytes: UnsafeBufferPointer<UInt8>) {
                guard count > 0 else { return }
                startCopying(bytes)
                copied?.append(contentsOf: repeatElement(byte, count: count))
            }

            /// Appends `string` as text.
            mutating func appendText(_ string: String, of bytes: UnsafeBufferPointer<UInt8>) {
                guard !string.isEmpty else { return }
                startCopying(bytes)
                copied?.append(contentsOf: string.utf8)
            }

            private mutating func startCopying(_ bytes: UnsafeBufferPointer<UInt8>) {
                if copied == nil { copied = Array(UnsafeBufferPointer(rebasing: bytes[runStart..<runEnd])) }
            }

            mutating func append(_ node: HelpInline, of bytes: UnsafeBufferPointer<UInt8>) {
                if case .text(let new) = node {
                    appendText(new, of: bytes)
                } else {
                    flush(bytes)
                    nodes.append(node)
                }
            }

            mutating func append(contentsOf other: [HelpInline], of bytes: UnsafeBufferPointer<UInt8>) {
                for node in other { append(node, of: bytes) }
            }

            mutating func flush(_ bytes: UnsafeBufferPointer<UInt8>) {
                if let copied {
                    if !copied.isEmpty { nodes.append(.text(String(decoding: copied, as: UTF8.self))) }
                    self.copied = nil
                } else if runStart < runEnd {
                    nodes.append(
                        .text(String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<runEnd]), as: UTF8.self)))
                }
                runStart = 0
                runEnd = 0
            }

            mutating func finish(_ bytes: UnsafeBufferPointer<UInt8>) -> [HelpInline] {
                flush(bytes)
                return nodes
            }
        }

        /// The bytes that may start markup: `\`, a line break, `*`, `_` and `[`.
        private static var specialBytes: (UInt8, UInt8, UInt8, UInt8, UInt8) {
            (UInt8(ascii: "\\"), 0x0A, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["))
        }

        /// Whether `byte` may start markup (one of ``specialBytes``).
        @inline(__always)
        private static func isSpecial(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "\\"), 0x0A, UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["): true
            default: false
            }
        }

        mutating func parse(_ range: Range<Int>, allowLinks: Bool) -> [HelpInline] {
            let bytes = text.bytes
            var frames = [Frame(delimiter: 0, size: 0)]
            var index = range.lowerBound
            let end = range.upperBound

            while index < end {
                let byte = bytes[index]
                guard Self.isSpecial(byte), text.isWholeASCII(at: index), byte != UInt8(ascii: "[") || allowLinks else {
                    // Text up to the next character that may start markup.
                    var runEnd = index + 1
                    while true {
                        runEnd = ByteScan.firstOf(Self.specialBytes, in: bytes, from: runEnd, to: end)
                        if runEnd == end || text.isWholeASCII(at: runEnd) { break }
                        runEnd += 1
                    }
                    frames[frames.count - 1].appendText(index..<runEnd, of: bytes)
                    index = runEnd
                    continue
                }
                switch byte {
                case UInt8(ascii: "\\"):
                    if index + 1 < end, bytes[index + 1] < 0x80, Self.isPunctuation(bytes[index + 1]),
                        text.isWholeASCII(at: index + 1)
                    {
                        frames[frames.count - 1].appendText((index + 1)..<(index + 2), of: bytes)
                        index += 2
                    } else {
                        frames[frames.count - 1].appendText(index..<(index + 1), of: bytes)
                        index += 1
                    }
                case 0x0A:
                    frames[frames.count - 1].append(.lineBreak, of: bytes)
                    index += 1
                case UInt8(ascii: "["):
                    if let (node, after) = link(at: index, end: end) {
                        frames[frames.count - 1].append(contentsOf: node, of: bytes)
                        index = after
                    } else {
                        frames[frames.count - 1].appendText(index..<(index + 1), of: bytes)
                        index += 1
                    }
                default:
                    index = delimiterRun(at: index, range: range, frames: &frames)
                }
            }
            Self.unwind(&frames, to: 0, bytes: bytes)
            return Self.trimmingBlanksAroundLineBreaks(frames[0].finish(bytes))
        }

        /// Flattens frames above `target` back into literal text.
        private static func unwind(_ frames: inout [Frame], to target: Int, bytes: UnsafeBufferPointer<UInt8>) {
            while frames.count - 1 > target, var frame = frames.popLast() {
                frames[frames.count - 1].appendText(repeating: frame.delimiter, count: frame.size, of: bytes)
                frames[frames.count - 1].append(contentsOf: frame.finish(bytes), of: bytes)
            }
        }

        /// Reads the run of `*` or `_` at `index`: closes open frames it can close, opens
        /// frames with the rest, and keeps what is left as text. Returns the index after the run.
        private mutating func delimiterRun(at index: Int, range: Range<Int>, frames: inout [Frame]) -> Int {
            let bytes = text.bytes
            let end = range.upperBound
            let delimiter = bytes[index]
            var runEnd = index + 1
            while runEnd < end, bytes[runEnd] == delimiter, text.isWholeASCII(at: runEnd) { runEnd += 1 }
            let previous = index > range.lowerBound ? text.firstScalar(ofCharacterEndingAt: index) : nil
            let next = runEnd < end ? text.scalar(at: runEnd) : nil
            var canOpen = next.map { !UTF8Characters.isWhitespace($0) } ?? false
            var canClose = previous.map { !UTF8Characters.isWhitespace($0) } ?? false
            if delimiter == UInt8(ascii: "_") {
                canOpen = canOpen && !(previous.map(UTF8Characters.isLetterOrNumber) ?? false)
                canClose = canClose && !(next.map(UTF8Characters.isLetterOrNumber) ?? false)
            }
            var remaining = runEnd - index
            while canClose, remaining > 0,
                let target = frames.indices.dropFirst().last(where: {
                    frames[$0].delimiter == delimiter && frames[$0].size <= remaining
                })
            {
                Self.unwind(&frames, to: target, bytes: bytes)
                guard var frame = frames.popLast() else { break }
                // Blanks and line breaks at the inner edges (left by a dropped link) move
                // outside, where they read back the same.
                var nodes = frame.finish(bytes)
                let edges = HelpInline.removingSpaceAtEdges(of: &nodes, anyWhitespace: true)
                let top = frames.count - 1
                if nodes.isEmpty {
                    frames[top].appendText(repeating: frame.delimiter, count: frame.size, of: bytes)
                    frames[top].append(contentsOf: edges.leading + edges.trailing, of: bytes)
                    frames[top].appendText(repeating: frame.delimiter, count: frame.size, of: bytes)
                } else {
                    frames[top].append(contentsOf: edges.leading, of: bytes)
                    let strong = frame.size == 2
                    let folded = HelpMarkdown.folding(nodes, strong: strong)
                    frames[top].append(strong ? .strong(folded) : .emphasis(folded), of: bytes)
                    frames[top].append(contentsOf: edges.trailing, of: bytes)
                }
                remaining -= frame.size
            }
            while canOpen, remaining > 0, frames.count <= HelpMarkdown.maximumInlineDepth {
                let size = remaining >= 2 ? 2 : 1
                frames.append(Frame(delimiter: delimiter, size: size))
                remaining -= size
            }
            // The run's last `remaining` bytes are the delimiters left over.
            frames[frames.count - 1].appendText((runEnd - remaining)..<runEnd, of: bytes)
            return runEnd
        }

        static func trimmingBlanksAroundLineBreaks(_ nodes: [HelpInline]) -> [HelpInline] {
            guard nodes.contains(.lineBreak) || nodes.contains(where: \.containsLineBreak) else { return nodes }
            var result = nodes.map { node -> HelpInline in
                switch node {
                case .strong(let children): .strong(trimmingBlanksAroundLineBreaks(children))
                case .emphasis(let children): .emphasis(trimmingBlanksAroundLineBreaks(children))
                default: node
                }
            }
            for index in result.indices where result[index] == .lineBreak {
                if index > 0 { result[index - 1] = result[index - 1].trimmingBlanks(leading: false) }
                if index + 1 < result.count { result[index + 1] = result[index + 1].trimmingBlanks(leading: true) }
            }
            // Breaks side by side (a line of dropped links between them) are one: two would
            // write as a blank line, which ends the paragraph. No break is at the inner edge of
            // a bold or italic: those moved outside when it closed.
            var kept: [HelpInline] = []
            kept.reserveCapacity(result.count)
            for node in result where node != .text("") && !(node == .lineBreak && kept.last == .lineBreak) {
                kept.append(node)
            }
            return kept
        }

        private static func isPunctuation(_ byte: UInt8) -> Bool {
            (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
                || (0x7B...0x7E).contains(byte)
        }

        /// Whether `start..<end` holds at most `limit` characters.
        private mutating func characterCount(from start: Int, to end: Int, isAtMost limit: Int) -> Bool {
            // A character is at least one byte.
            guard end - start > limit else { return true }
            var count = 0
            var index = start
            while index < end {
                count += 1
                if count > limit { return false }
                index = text.characterEnd(from: index)
            }
            return true
        }

        /// `[text](target)` starting at `start`: the inlines it stands for and the index after it.
        private mutating func link(at start: Int, end: Int) -> ([HelpInline], Int)? {
            let bytes = text.bytes
            guard let closing = closingBracket[start], closing + 1 < end,
                characterCount(from: start, to: closing, isAtMost: HelpMarkdown.maximumLinkTextLength),
                bytes[closing + 1] == UInt8(ascii: "("), text.isWholeASCII(at: closing + 1),
                // a link stays on one line
                ByteScan.firstOf(0x0A, 0x0A, in: UnsafeBufferPointer(rebasing: bytes[(start + 1)..<closing]), from: 0)
                    .end == closing - start - 1
            else { return nil }
            // The target: characters up to the `)` that balances, none of them whitespace.
            var targetEnd = closing + 2
            var characters = 0
            var parentheses = 0
            var closed = false
            while targetEnd < end, characters < HelpMarkdown.maximumLinkTargetLength {
                if UTF8Characters.isWhitespace(text.scalar(at: targetEnd)) { return nil }
                let next = text.characterEnd(from: targetEnd)
                if next == targetEnd + 1 {
                    if bytes[targetEnd] == UInt8(ascii: "(") { parentheses += 1 }
                    if bytes[targetEnd] == UInt8(ascii: ")") {
                        if parentheses == 0 {
                            closed = true
                            break
                        }
                        parentheses -= 1
                    }
                }
                targetEnd = next
                characters += 1
            }
            guard closed else { return nil }
            let target = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(closing + 2)..<targetEnd]), as: UTF8.self)
            var labelParser = InlineParser(text: text, matchBrackets: false)
            let label = labelParser.parse((start + 1)..<closing, allowLinks: false)
            let destination = Self.destination(of: target)
            targets?.append(LinkTarget(range: (closing + 2)..<targetEnd, destination: destination))
            if let destination {
                return ([.link(label, destination)], targetEnd + 1)
            }
            findings.append(
                Finding(
                    message:
                        "The link to \"\(target)\" is shown as plain text: help books only open https:, mailto: and guidebook://help/<id> (or #<id>) links.",
                    reason:
                        "a card opens only https:, mailto:, help:<id> and #<id> links, not \"\(target)\"",
                    fix: "Link to an article with #<id> or to a web page with https:.",
                    code: .unsupportedLink))
            return (label, targetEnd + 1)
        }

        /// `.article` for `guidebook://help/<id>`, `#<id>` and the in-app `help:<id>` (what a card's
        /// action opens, ``HelpLinkScheme/inApp``), `.web` for `https:`/`mailto:`, else `nil`.
        static func destination(of target: String) -> HelpLink? {
            let lowered = target.lowercased()
            if lowered.hasPrefix("guidebook://help/") || target.hasPrefix("#") {
                return HelpBook.articleID(inLink: target).map(HelpLink.article)
            }
            if lowered.hasPrefix("help:"), !lowered.hasPrefix("help:/") {
                return HelpBook.articleID(inLink: "#" + target.dropFirst("help:".count)).map(HelpLink.article)
            }
            if lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") {
                return .web(target)
            }
            return nil
        }
    }
}

extension HelpInline {
    /// Whether a line break is anywhere inside.
    fileprivate var containsLineBreak: Bool {
        switch self {
        case .lineBreak: true
        case .text: false
        case .strong(let children), .emphasis(let children), .link(let children, _):
            children.contains { $0.containsLineBreak }
        }
    }

    /// Removes the line breaks and the blanks (spaces, tabs) at both ends of `nodes` and returns
    /// them, in order: what a dropped link can leave at the inner edge of a bold or italic run,
    /// or of a block, where the writer could not put it back (`_a\n_` does not close, and a
    /// block's lines are trimmed). At a bold or italic's edge (`anyWhitespace`) every character
    /// that starts with a whitespace scalar goes, as a delimiter next to one neither opens nor
    /// closes (`_a\u{0B}_`); a block's lines lose only spaces and tabs.
    ///
    /// - Complexity: O(k) in the inlines and characters removed, plus one copy of `nodes` when
    ///   any is.
    static func removingSpaceAtEdges(
        of nodes: inout [HelpInline], anyWhitespace: Bool
    ) -> (leading: [HelpInline], trailing: [HelpInline]) {
        var leading: [HelpInline] = []
        while let first = nodes.first, let space = first.spaceAtEdge(leading: true, anyWhitespace: anyWhitespace) {
            leading.append(space.removed)
            if let rest = space.rest { nodes[0] = rest } else { nodes.removeFirst() }
        }
        var trailing: [HelpInline] = []
        while let last = nodes.last, let space = last.spaceAtEdge(leading: false, anyWhitespace: anyWhitespace) {
            trailing.insert(space.removed, at: 0)
            if let rest = space.rest { nodes[nodes.count - 1] = rest } else { nodes.removeLast() }
        }
        return (leading, trailing)
    }

    /// A line break, or a text's blanks (or whitespace characters, `anyWhitespace`) at its start
    /// (`leading`) or end: what is removed, and what is left of the inline (`nil` when nothing
    /// is). `nil` when there is no space there.
    private func spaceAtEdge(leading: Bool, anyWhitespace: Bool) -> (removed: HelpInline, rest: HelpInline?)? {
        switch self {
        case .lineBreak:
            return (self, nil)
        case .text(let string):
            let blank: (Character) -> Bool = { anyWhitespace ? $0.isWhitespace : $0 == " " || $0 == "\t" }
            let count = leading ? string.prefix(while: blank).count : string.reversed().prefix(while: blank).count
            guard count > 0 else { return string.isEmpty ? (self, nil) : nil }
            guard count < string.count else { return (self, nil) }
            if leading { return (.text(String(string.prefix(count))), .text(String(string.dropFirst(count)))) }
            return (.text(String(string.suffix(count))), .text(String(string.dropLast(count))))
        case .strong, .emphasis, .link:
            return nil
        }
    }

    /// The inline with blanks (spaces, tabs) removed from its leading or trailing text.
    func trimmingBlanks(leading: Bool) -> HelpInline {
        switch self {
        case .text(let string):
            // A text that does not start (end) with a blank byte has no blank character there.
            guard let edge = leading ? string.utf8.first : string.utf8.last, HelpMarkdown.isBlank(edge) else {
                return self
            }
            var text = Substring(string)
            if leading {
                while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
            } else {
                while let last = text.last, last == " " || last == "\t" { text.removeLast() }
            }
            return .text(String(text))
        case .strong(let children), .emphasis(let children):
            guard let edge = leading ? children.first : children.last else { return self }
            var copy = children
            let trimmed = edge.trimmingBlanks(leading: leading)
            if leading { copy[0] = trimmed } else { copy[copy.count - 1] = trimmed }
            copy.removeAll { $0 == .text("") }
            if case .strong = self { return .strong(copy) }
            return .emphasis(copy)
        case .link, .lineBreak:
            return self
        }
    }
}
