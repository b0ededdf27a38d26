// The Markdown subset's reader and writer as they were before the byte-level rewrite (commit
// 7792210, with the writer's fix for bold in bold from be2d768), frozen as a test oracle:
// `HelpMarkdown.parse` must give the same blocks, inlines and findings, and
// `HelpMarkdown.render` the same text, on any input. It walks `Character`s, so it
// defines what the byte-level code must match on combining marks, emoji and line ends.
// Do not optimize this file. One change since (the markdown fuzz target's finding of
// 2026-12-03), made here as in the byte reader: line breaks a dropped link leaves at the inner
// edge of bold or italic move outside as blanks do, breaks side by side are one, breaks at a
// block's edges go, and a paragraph or list item of dropped links only is not kept.

import Foundation

@testable import Guidebook

/// The pre-rewrite Markdown reader and writer (see the note at the top of the file).
enum ReferenceHelpMarkdown {
    typealias Finding = HelpMarkdown.Finding

    /// The deepest nesting of bold and italic; deeper markers are literal text.
    static let maximumInlineDepth = 32
    /// The longest link text looked at; a `[` without its `]` within this many characters is literal.
    static let maximumLinkTextLength = 2000
    /// The longest link target.
    static let maximumLinkTargetLength = 4000

    // MARK: Reading

    /// Reads Markdown-subset text.
    static func parse(_ text: String) -> (body: HelpBody, findings: [Finding]) {
        var findings: [Finding] = []
        var blocks: [HelpBlock] = []
        var paragraphLines: [Substring] = []
        var listOrdered = false
        var listItems: [[Substring]] = []

        func closeBlock() {
            if !paragraphLines.isEmpty {
                let paragraph = inlines(paragraphLines, findings: &findings)
                if !paragraph.isEmpty { blocks.append(.paragraph(paragraph)) }
                paragraphLines = []
            }
            if !listItems.isEmpty {
                let items = listItems.map { inlines($0, findings: &findings) }.filter { !$0.isEmpty }
                if !items.isEmpty { blocks.append(.list(ordered: listOrdered, items: items)) }
                listItems = []
            }
        }

        for rawLine in lines(of: text) {
            let line = trimmed(rawLine)
            if line.isEmpty {
                closeBlock()
            } else if let (ordered, content) = listItem(line) {
                if !paragraphLines.isEmpty || (!listItems.isEmpty && listOrdered != ordered) {
                    closeBlock()
                }
                listOrdered = ordered
                listItems.append([content])
            } else if !listItems.isEmpty {
                listItems[listItems.count - 1].append(line)
            } else {
                paragraphLines.append(line)
            }
        }
        closeBlock()
        return (HelpBody(blocks: blocks), findings)
    }

    private static func lines(of text: String) -> [Substring] {
        guard text.contains("\r") else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        // "\r\n" is one Character in Swift, so both separators are matched here.
        return text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\r\n" || $0 == "\r" || $0 == "\n" })
    }

    private static func trimmed(_ line: Substring) -> Substring {
        var line = line
        while let first = line.first, first == " " || first == "\t" { line.removeFirst() }
        while let last = line.last, last == " " || last == "\t" { line.removeLast() }
        return line
    }

    /// `- x`, `* x` → bullet; `12. x` → numbered; otherwise `nil`.
    private static func listItem(_ line: Substring) -> (ordered: Bool, content: Substring)? {
        guard let first = line.first else { return nil }
        if first == "-" || first == "*" {
            let rest = line.dropFirst()
            guard let space = rest.first, space == " " || space == "\t" else { return nil }
            let content = trimmed(rest)
            return content.isEmpty ? nil : (false, content)
        }
        let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 9 else { return nil }
        let rest = line.dropFirst(digits.count)
        guard rest.first == ".", let space = rest.dropFirst().first, space == " " || space == "\t" else { return nil }
        let content = trimmed(rest.dropFirst())
        return content.isEmpty ? nil : (true, content)
    }

    private static func inlines(_ lines: [Substring], findings: inout [Finding]) -> [HelpInline] {
        var parser = InlineParser(characters: Array(lines.joined(separator: "\n")))
        var result = parser.parse(0..<parser.characters.count, allowLinks: true)
        findings.append(contentsOf: parser.findings)
        // Lines are trimmed, so blanks and breaks at the block's edges (left by a dropped link) go too.
        result = result.filter { $0 != .text("") }
        return HelpInline.referenceSplittingSpace(result, anyWhitespace: false).inner
    }

    // MARK: Writing

    /// Writes a body as Markdown that ``parse(_:)`` reads back into the same body.
    static func render(_ body: HelpBody) -> String {
        body.blocks.map { block in
            switch block {
            case .paragraph(let inlines):
                return escapeLineStarts(render(inlines))
            case .list(let ordered, let items):
                return items.enumerated().map { index, item in
                    let marker = ordered ? "\(index + 1). " : "- "
                    return marker + escapeLineStarts(render(item), exceptFirst: true)
                }.joined(separator: "\n")
            }
        }.joined(separator: "\n\n")
    }

    static func render(_ inlines: [HelpInline]) -> String {
        render(inlines, enclosing: [], enclosingKinds: [])
    }

    /// Writes inlines; `enclosing` holds the delimiter characters of the bold and italic
    /// around them. Each bold or italic picks `*` or `_` so that it differs from the ones it
    /// sits in (an inner run of the same character could close the outer one early) and so
    /// that `_` never touches a letter or digit (where it would not count): italic prefers `_`,
    /// bold `**`, as most Markdown is written. `enclosingKinds` holds which of bold (`true`)
    /// and italic (`false`) the inlines sit in.
    private static func render(
        _ inlines: [HelpInline], enclosing: Set<Character>, enclosingKinds: Set<Bool>
    ) -> String {
        var text = ""
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let string):
                for character in string {
                    if "\\*_[]".contains(character) { text.append("\\") }
                    text.append(character)
                }
            case .strong(let children), .emphasis(let children):
                let isStrong: Bool
                if case .strong = inline { isStrong = true } else { isStrong = false }
                let previous = text.last
                let next = index + 1 < inlines.count ? firstCharacter(of: inlines[index + 1]) : nil
                let underscoreFits =
                    !(previous.map { $0.isLetter || $0.isNumber } ?? false)
                    && !(next.map { $0.isLetter || $0.isNumber } ?? false)
                let preferred: [Character] = isStrong ? ["*", "_"] : ["_", "*"]
                // Right after another bold or italic's closing run, the other character keeps the runs apart.
                let afterMarkup: Character? =
                    switch index > 0 ? inlines[index - 1] : nil {
                    case .strong?, .emphasis?: previous
                    default: nil
                    }
                let usable = preferred.filter { ($0 == "*" || underscoreFits) && $0 != afterMarkup }
                let distinct = usable.first { !enclosing.contains($0) }
                // No delimiter left that differs from the enclosing ones: a run of one character
                // would read back with its text changed. Bold inside bold (italic inside italic)
                // looks the same as its outer run, so it is written once.
                if distinct == nil, enclosingKinds.contains(isStrong) {
                    text += render(children, enclosing: enclosing, enclosingKinds: enclosingKinds)
                    continue
                }
                let delimiter = distinct ?? usable.first ?? "*"
                let marker = String(repeating: delimiter, count: isStrong ? 2 : 1)
                text +=
                    marker
                    + render(
                        children, enclosing: enclosing.union([delimiter]),
                        enclosingKinds: enclosingKinds.union([isStrong])) + marker
            case .link(let children, let link):
                text +=
                    "[" + render(children, enclosing: enclosing, enclosingKinds: enclosingKinds) + "]("
                    + target(of: link) + ")"
            case .lineBreak:
                text += "\n"
            }
        }
        return text
    }

    /// The first character an inline writes as, as far as a neighbour's delimiter cares.
    private static func firstCharacter(of inline: HelpInline) -> Character? {
        switch inline {
        case .text(let string): string.first.map { "\\*_[]".contains($0) ? "\\" : $0 }
        case .strong, .emphasis: "*"
        case .link: "["
        case .lineBreak: "\n"
        }
    }

    private static func target(of link: HelpLink) -> String {
        let raw: String
        switch link {
        case .article(let id): raw = "guidebook://help/" + id
        case .web(let url): raw = url
        }
        // Balanced parentheses read back as they are (`a_(b)`); unbalanced ones are escaped.
        var balance = 0
        for character in raw where character == "(" || character == ")" {
            balance += character == "(" ? 1 : -1
            if balance < 0 { break }
        }
        let escapeParentheses = balance != 0
        var escaped = ""
        for character in raw {
            switch character {
            case " ": escaped += "%20"
            case "(" where escapeParentheses: escaped += "%28"
            case ")" where escapeParentheses: escaped += "%29"
            case "\n": escaped += "%0A"
            case "\t": escaped += "%09"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// Escapes lines that would otherwise read as list items (`- x` → `\- x`, `1. x` → `1\. x`).
    private static func escapeLineStarts(_ text: String, exceptFirst: Bool = false) -> String {
        guard text.contains("-") || text.contains(".") else { return text }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices where !(exceptFirst && index == 0) {
            let line = Substring(lines[index])
            guard listItem(line) != nil else { continue }
            if line.first == "-" {
                lines[index] = "\\" + line
            } else {
                let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
                lines[index] = String(digits) + "\\" + line.dropFirst(digits.count)
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension ReferenceHelpMarkdown {
    /// Reads inline Markdown with a stack of open `*`/`**`/`_`/`__` frames: a closer matches the
    /// nearest open frame of its character; frames it skips over become literal text again.
    /// Linear in the input (the stack is at most `maximumInlineDepth` deep).
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
                        let (leading, nodes, trailing) = HelpInline.referenceSplittingSpace(
                            frame.finish().filter { $0 != .text("") }, anyWhitespace: true)
                        if nodes.isEmpty {
                            appendText(frame.literalDelimiter)
                            frames[frames.count - 1].append(contentsOf: leading + trailing)
                            appendText(frame.literalDelimiter)
                        } else {
                            frames[frames.count - 1].append(contentsOf: leading)
                            // Folded as the byte reader folds (tested on its own in HelpMarkdownTests).
                            let strong = frame.size == 2
                            let folded = HelpMarkdown.folding(nodes, strong: strong)
                            frames[frames.count - 1].append(strong ? .strong(folded) : .emphasis(folded))
                            frames[frames.count - 1].append(contentsOf: trailing)
                        }
                        remaining -= frame.size
                    }
                    while canOpen, remaining > 0, frames.count <= ReferenceHelpMarkdown.maximumInlineDepth {
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
            return Self.referenceTrimmingBlanksAroundLineBreaks(frames[0].finish())
        }

        /// Lines are trimmed, so blanks next to a line break (left by a dropped link, say)
        /// are removed too: the body then reads the same after being written out again.
        static func referenceTrimmingBlanksAroundLineBreaks(_ nodes: [HelpInline]) -> [HelpInline] {
            guard nodes.contains(.lineBreak) || nodes.contains(where: \.referenceContainsLineBreak) else {
                return nodes
            }
            var result = nodes.map { node -> HelpInline in
                switch node {
                case .strong(let children): .strong(referenceTrimmingBlanksAroundLineBreaks(children))
                case .emphasis(let children): .emphasis(referenceTrimmingBlanksAroundLineBreaks(children))
                default: node
                }
            }
            for index in result.indices where result[index] == .lineBreak {
                if index > 0 { result[index - 1] = result[index - 1].referenceTrimmingBlanks(leading: false) }
                if index + 1 < result.count {
                    result[index + 1] = result[index + 1].referenceTrimmingBlanks(leading: true)
                }
            }
            // Breaks side by side are one (two would write as a blank line).
            var kept: [HelpInline] = []
            for node in result where node != .text("") && !(node == .lineBreak && kept.last == .lineBreak) {
                kept.append(node)
            }
            return kept
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
            guard let closing = closingBracket[start], closing - start <= ReferenceHelpMarkdown.maximumLinkTextLength,
                closing + 1 < end, characters[closing + 1] == "(",
                !characters[(start + 1)..<closing].contains("\n")  // a link stays on one line
            else { return nil }
            var targetEnd = closing + 2
            var parentheses = 0
            let targetLimit = min(end, closing + 2 + ReferenceHelpMarkdown.maximumLinkTargetLength)
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
                    reason: "a card opens only https:, mailto:, help:<id> and #<id> links, not \"\(target)\"",
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
    fileprivate var referenceContainsLineBreak: Bool {
        switch self {
        case .lineBreak: true
        case .text: false
        case .strong(let children), .emphasis(let children), .link(let children, _):
            children.contains { $0.referenceContainsLineBreak }
        }
    }

    /// `nodes` split into the line breaks and blanks (any whitespace character at a bold or
    /// italic's edge, `anyWhitespace`) at its start, the rest, and those at its end.
    fileprivate static func referenceSplittingSpace(
        _ nodes: [HelpInline], anyWhitespace: Bool
    ) -> (leading: [HelpInline], inner: [HelpInline], trailing: [HelpInline]) {
        func isBlank(_ character: Character) -> Bool {
            anyWhitespace ? character.isWhitespace : character == " " || character == "\t"
        }
        var inner = nodes
        var leading: [HelpInline] = []
        var trailing: [HelpInline] = []
        while let first = inner.first {
            if first == .lineBreak {
                leading.append(inner.removeFirst())
            } else if case .text(let string) = first, let character = string.first, isBlank(character) {
                let blanks = string.prefix(while: isBlank)
                leading.append(.text(String(blanks)))
                if blanks.count == string.count {
                    inner.removeFirst()
                } else {
                    inner[0] = .text(String(string.dropFirst(blanks.count))); break
                }
            } else {
                break
            }
        }
        while let last = inner.last {
            if last == .lineBreak {
                trailing.insert(inner.removeLast(), at: 0)
            } else if case .text(let string) = last, let character = string.last, isBlank(character) {
                let blanks = String(string.reversed().prefix(while: isBlank).reversed())
                trailing.insert(.text(blanks), at: 0)
                if blanks.count == string.count {
                    inner.removeLast()
                } else {
                    inner[inner.count - 1] = .text(String(string.dropLast(blanks.count)))
                    break
                }
            } else {
                break
            }
        }
        return (leading, inner, trailing)
    }

    /// The inline with blanks (spaces, tabs) removed from its leading or trailing text.
    fileprivate func referenceTrimmingBlanks(leading: Bool) -> HelpInline {
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
            let trimmed = edge.referenceTrimmingBlanks(leading: leading)
            if leading { copy[0] = trimmed } else { copy[copy.count - 1] = trimmed }
            copy.removeAll { $0 == .text("") }
            if case .strong = self { return .strong(copy) }
            return .emphasis(copy)
        case .link, .lineBreak:
            return self
        }
    }
}
