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
/// - links: `guidebook://help/<id>` and `#<id>` go to an article, `https:` and `mailto:` to
///   the web; any other target (`javascript:`, `data:`, `file:`, relative paths) keeps only
///   its text and is reported;
/// - everything else, raw HTML included, is literal text. Lines are trimmed.
enum HelpMarkdown {
    /// A problem found while reading a body (for example a link with an unsafe scheme).
    struct Finding: Sendable, Hashable {
        var message: String
        var fix: String
        var code: String
    }

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
                blocks.append(.paragraph(inlines(paragraphLines, findings: &findings)))
                paragraphLines = []
            }
            if !listItems.isEmpty {
                blocks.append(.list(ordered: listOrdered, items: listItems.map { inlines($0, findings: &findings) }))
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
        // Lines are trimmed, so blanks at the block's edges (left by a dropped link) go too.
        if let first = result.first { result[0] = first.trimmingBlanks(leading: true) }
        if let last = result.indices.last { result[last] = result[last].trimmingBlanks(leading: false) }
        return result.filter { $0 != .text("") }
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
