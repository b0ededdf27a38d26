extension HelpMarkdown {
    /// Reads inline Markdown with a stack of open `*`/`**`/`_`/`__` frames: a closer matches the
    /// nearest open frame of its character; frames it skips over become literal text again.
    /// Linear in the input (the stack is at most ``HelpMarkdown/maximumInlineDepth`` deep).
    struct InlineParser {
        let characters: [Character]
        var findings: [Finding] = []

        /// For each `[`, the index of its `]` (nested brackets counted, escapes skipped); built in
        /// one pass so that many unmatched `[` stay linear.
        private var closingBracket: [Int: Int] = [:]

        init(characters: [Character], matchBrackets: Bool = true) {
            self.characters = characters
            guard matchBrackets, characters.contains("[") else { return }
            var open: [Int] = []
            var index = 0
            while index < characters.count {
                switch characters[index] {
                case "\\": index += 1
                case "[": open.append(index)
                case "]": if let start = open.popLast() { closingBracket[start] = index }
                default: break
                }
                index += 1
            }
        }

        private struct Frame {
            var delimiter: Character
            var size: Int
            private var nodes: [HelpInline] = []
            /// Text not yet closed into a node, so runs of text grow in place.
            private var text = ""

            init(delimiter: Character, size: Int) {
                self.delimiter = delimiter
                self.size = size
            }

            var isEmpty: Bool { nodes.isEmpty && text.isEmpty }

            mutating func append(_ node: HelpInline) {
                if case .text(let new) = node {
                    text += new
                } else {
                    flush()
                    nodes.append(node)
                }
            }

            mutating func append(contentsOf other: [HelpInline]) {
                for node in other { append(node) }
            }

            mutating func flush() {
                guard !text.isEmpty else { return }
                nodes.append(.text(text))
                text = ""
            }

            mutating func finish() -> [HelpInline] {
                flush()
                return nodes
            }

            var literalDelimiter: String { String(repeating: delimiter, count: size) }
        }

        mutating func parse(_ range: Range<Int>, allowLinks: Bool) -> [HelpInline] {
            var frames = [Frame(delimiter: "\0", size: 0)]
            var index = range.lowerBound
            let end = range.upperBound

            func appendText(_ text: String) {
                frames[frames.count - 1].append(.text(text))
            }

            // Flattens frames above `target` back into literal text.
            func unwind(to target: Int) {
                while frames.count - 1 > target, var frame = frames.popLast() {
                    frames[frames.count - 1].append(.text(frame.literalDelimiter))
                    frames[frames.count - 1].append(contentsOf: frame.finish())
                }
            }

            while index < end {
                let character = characters[index]
                switch character {
                case "\\":
                    if index + 1 < end, let next = characters[index + 1].asciiValue, Self.isPunctuation(next) {
                        appendText(String(characters[index + 1]))
                        index += 2
                    } else {
                        appendText("\\")
                        index += 1
                    }
                case "\n":
                    frames[frames.count - 1].append(.lineBreak)
                    index += 1
                case "*", "_":
                    var runEnd = index
                    while runEnd < end, characters[runEnd] == character { runEnd += 1 }
                    let previous: Character? = index > range.lowerBound ? characters[index - 1] : nil
                    let next: Character? = runEnd < end ? characters[runEnd] : nil
                    var canOpen = next.map { !$0.isWhitespace } ?? false
                    var canClose = previous.map { !$0.isWhitespace } ?? false
                    if character == "_" {
                        canOpen = canOpen && !(previous.map { $0.isLetter || $0.isNumber } ?? false)
                        canClose = canClose && !(next.map { $0.isLetter || $0.isNumber } ?? false)
                    }
                    var remaining = runEnd - index
                    while canClose, remaining > 0,
                        let target = frames.indices.dropFirst().last(where: {
                            frames[$0].delimiter == character && frames[$0].size <= remaining
                        })
                    {
                        unwind(to: target)
                        guard var frame = frames.popLast() else { break }
                        // Blanks at the inner edges (left by a dropped link) move outside, where
                        // they read back the same.
                        var nodes = frame.finish()
                        let leading = nodes.first?.leadingBlanks ?? ""
                        let trailing = nodes.last?.trailingBlanks ?? ""
                        if !leading.isEmpty { nodes[0] = nodes[0].trimmingBlanks(leading: true) }
                        if !trailing.isEmpty, let last = nodes.indices.last {
                            nodes[last] = nodes[last].trimmingBlanks(leading: false)
                        }
                        nodes.removeAll { $0 == .text("") }
                        if nodes.isEmpty {
                            appendText(frame.literalDelimiter + leading + trailing + frame.literalDelimiter)
                        } else {
                            appendText(leading)
                            frames[frames.count - 1].append(frame.size == 2 ? .strong(nodes) : .emphasis(nodes))
                            appendText(trailing)
                        }
                        remaining -= frame.size
                    }
                    while canOpen, remaining > 0, frames.count <= HelpMarkdown.maximumInlineDepth {
                        let size = remaining >= 2 ? 2 : 1
                        frames.append(Frame(delimiter: character, size: size))
                        remaining -= size
                    }
                    if remaining > 0 {
                        appendText(String(repeating: character, count: remaining))
                    }
                    index = runEnd
                case "[" where allowLinks:
                    if let (node, after) = link(at: index, end: end) {
                        frames[frames.count - 1].append(contentsOf: node)
                        index = after
                    } else {
                        appendText("[")
                        index += 1
                    }
                default:
                    var runEnd = index + 1
                    while runEnd < end, !Self.isSpecial(characters[runEnd]) { runEnd += 1 }
                    appendText(String(characters[index..<runEnd]))
                    index = runEnd
                }
            }
            unwind(to: 0)
            return Self.trimmingBlanksAroundLineBreaks(frames[0].finish())
        }

        /// Lines are trimmed, so blanks next to a line break (left by a dropped link, say)
        /// are removed too: the body then reads the same after being written out again.
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
            // A line break at the edge of bold or italic trims the text just outside it too.
            for index in result.indices {
                switch result[index] {
                case .strong(let children), .emphasis(let children): trimOutside(children, at: index, in: &result)
                default: break
                }
            }
            return result.filter { $0 != .text("") }
        }

        private static func trimOutside(_ children: [HelpInline], at index: Int, in result: inout [HelpInline]) {
            if children.first == .lineBreak, index > 0 {
                result[index - 1] = result[index - 1].trimmingBlanks(leading: false)
            }
            if children.last == .lineBreak, index + 1 < result.count {
                result[index + 1] = result[index + 1].trimmingBlanks(leading: true)
            }
        }

        private static func isSpecial(_ character: Character) -> Bool {
            switch character {
            case "\\", "\n", "*", "_", "[": true
            default: false
            }
        }

        private static func isPunctuation(_ byte: UInt8) -> Bool {
            (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
                || (0x7B...0x7E).contains(byte)
        }

        /// `[text](target)` starting at `start`: the inlines it stands for and the index after it.
        private mutating func link(at start: Int, end: Int) -> ([HelpInline], Int)? {
            guard let closing = closingBracket[start], closing - start <= HelpMarkdown.maximumLinkTextLength,
                closing + 1 < end, characters[closing + 1] == "(",
                !characters[(start + 1)..<closing].contains("\n")  // a link stays on one line
            else { return nil }
            var targetEnd = closing + 2
            var parentheses = 0
            let targetLimit = min(end, closing + 2 + HelpMarkdown.maximumLinkTargetLength)
            while targetEnd < targetLimit {
                let character = characters[targetEnd]
                if character.isWhitespace { return nil }
                if character == "(" { parentheses += 1 }
                if character == ")" {
                    if parentheses == 0 { break }
                    parentheses -= 1
                }
                targetEnd += 1
            }
            guard targetEnd < targetLimit, characters[targetEnd] == ")" else { return nil }
            let target = String(characters[(closing + 2)..<targetEnd])
            var labelParser = InlineParser(characters: characters, matchBrackets: false)
            let label = labelParser.parse((start + 1)..<closing, allowLinks: false)
            if let destination = Self.destination(of: target) {
                return ([.link(label, destination)], targetEnd + 1)
            }
            findings.append(
                Finding(
                    message:
                        "The link to \"\(target)\" is shown as plain text: help books only open https:, mailto: and guidebook://help/<id> (or #<id>) links.",
                    fix: "Link to an article with #<id> or to a web page with https:.",
                    code: "unsupported-link"))
            return (label, targetEnd + 1)
        }

        /// `.article` for `guidebook://help/<id>` and `#<id>`, `.web` for `https:`/`mailto:`, else `nil`.
        static func destination(of target: String) -> HelpLink? {
            let lowered = target.lowercased()
            if lowered.hasPrefix("guidebook://help/") || target.hasPrefix("#") {
                return HelpBook.articleID(inLink: target).map(HelpLink.article)
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

    /// The spaces and tabs a text starts with (empty for other inlines).
    fileprivate var leadingBlanks: String {
        guard case .text(let string) = self else { return "" }
        return String(string.prefix { $0 == " " || $0 == "\t" })
    }

    /// The spaces and tabs a text ends with (empty for other inlines).
    fileprivate var trailingBlanks: String {
        guard case .text(let string) = self, string.contains(where: { $0 != " " && $0 != "\t" }) else { return "" }
        return String(string.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    }

    /// The inline with blanks (spaces, tabs) removed from its leading or trailing text.
    func trimmingBlanks(leading: Bool) -> HelpInline {
        switch self {
        case .text(let string):
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
