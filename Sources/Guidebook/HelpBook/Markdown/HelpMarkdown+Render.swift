extension HelpMarkdown {
    // MARK: Writing

    /// Writes a body as Markdown that ``parse(_:)`` reads back into the same body.
    ///
    /// - Complexity: O(n) in the length of the body's text.
    static func render(_ body: HelpBody) -> String {
        var markdown = ""
        for (number, block) in body.blocks.enumerated() {
            if number > 0 { markdown += "\n\n" }
            switch block {
            case .paragraph(let inlines):
                markdown += escapeLineStarts(render(inlines))
            case .list(let ordered, let items):
                for (index, item) in items.enumerated() {
                    if index > 0 { markdown += "\n" }
                    let text = render(item)
                    markdown += ordered ? "\(index + 1)." : "-"
                    markdown += joinsASpace(text) ? "\t" : " "
                    markdown += escapeLineStarts(text, exceptFirst: true)
                }
            }
        }
        return markdown
    }

    /// Whether `text` starts with a scalar that would make one character with a space before
    /// it (a combining mark, a joiner): after `- ` the line would not read as a list item.
    /// A tab never joins what follows it.
    private static func joinsASpace(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, !first.isASCII else { return false }
        var probe = " "
        probe.unicodeScalars.append(first)
        return probe.count == 1
    }

    static func render(_ inlines: [HelpInline]) -> String {
        render(inlines, enclosing: Enclosing(), around: Neighbours()).text
    }

    /// What encloses some inlines: the delimiter characters (`*`, `_`) of the bold and italic
    /// around them, and which of bold and italic they sit in.
    private struct Enclosing {
        private var star = false
        private var underscore = false
        private(set) var bold = false
        private(set) var italic = false
        /// The characters of the enclosing italic: a run of two of them (bold) after a
        /// non-blank closes that italic.
        private var italicStar = false
        private var italicUnderscore = false

        func contains(_ delimiter: Character) -> Bool { delimiter == "*" ? star : underscore }

        /// Whether an italic written with `delimiter` encloses the inlines.
        func hasItalic(_ delimiter: Character) -> Bool { delimiter == "*" ? italicStar : italicUnderscore }

        func adding(_ delimiter: Character, strong isStrong: Bool) -> Enclosing {
            var copy = self
            if delimiter == "*" { copy.star = true } else { copy.underscore = true }
            if isStrong {
                copy.bold = true
            } else {
                copy.italic = true
                if delimiter == "*" { copy.italicStar = true } else { copy.italicUnderscore = true }
            }
            return copy
        }
    }

    /// What is written just before and just after some inlines, as far as the delimiters at
    /// their edges care: the character before, whether it ends another bold or italic's
    /// closing run, and the character after (`nil` at the edges of the paragraph).
    private struct Neighbours {
        var previous: Character?
        var previousClosesRun = false
        var next: Character?
    }

    /// Writes inlines; `enclosing` holds the delimiter characters of the bold and italic
    /// around them, `around` what is written next to them. Each bold or italic picks `*` or
    /// `_` so that it differs from the ones it sits in (an inner run of the same character
    /// could close the outer one early) and so that `_` never touches a letter or digit (where
    /// it would not count): italic prefers `_`, bold `**`, as most Markdown is written. When
    /// no character is left that differs from the enclosing ones and one would change the text
    /// (bold inside bold, or a third level of bold and italic after a non-blank), the inlines
    /// are written without that level: their text is kept, and they read back as the bold or
    /// italic they sit in.
    ///
    /// Returns the Markdown and whether it ends with a bold or italic's closing run (as
    /// `around.previousClosesRun` when it writes nothing): a level written without its
    /// delimiters ends as its last child does.
    private static func render(
        _ inlines: [HelpInline], enclosing: Enclosing, around: Neighbours
    ) -> (text: String, endsWithClosingRun: Bool) {
        var text = ""
        // Whether what is written so far ends with a closing run: after a level written
        // without its delimiters, only if its own last child closed one.
        var closesRun = around.previousClosesRun
        for (index, inline) in inlines.enumerated() {
            switch inline {
            case .text(let string):
                appendEscaped(string, to: &text)
                if !string.isEmpty { closesRun = false }
            case .strong(let children), .emphasis(let children):
                let isStrong: Bool
                if case .strong = inline { isStrong = true } else { isStrong = false }
                let previous = text.last ?? around.previous
                let next =
                    index + 1 < inlines.count
                    ? firstCharacter(of: inlines[index + 1], enclosing: enclosing) : around.next
                let underscoreFits =
                    !(previous.map { $0.isLetter || $0.isNumber } ?? false)
                    && !(next.map { $0.isLetter || $0.isNumber } ?? false)
                let preferred: [Character] = isStrong ? ["*", "_"] : ["_", "*"]
                // Right after another bold or italic's closing run, the other character keeps the runs apart.
                let afterMarkup = closesRun ? previous : nil
                let usable = preferred.filter { ($0 == "*" || underscoreFits) && $0 != afterMarkup }
                let distinct = usable.first { !enclosing.contains($0) }
                let delimiter = distinct ?? usable.first ?? "*"
                // No delimiter left that differs from the enclosing ones: bold inside bold
                // (italic inside italic) looks the same as its outer run, and bold written with
                // an enclosing italic's character after a non-blank would close that italic.
                let sameKind = isStrong ? enclosing.bold : enclosing.italic
                let closesItalic =
                    isStrong && enclosing.hasItalic(delimiter) && !(previous.map(\.isWhitespace) ?? false)
                guard distinct != nil || !(sameKind || closesItalic) else {
                    // Written without this level, between the same neighbours.
                    let inner = Neighbours(previous: previous, previousClosesRun: closesRun, next: next)
                    let written = render(children, enclosing: enclosing, around: inner)
                    text += written.text
                    closesRun = written.endsWithClosingRun
                    continue
                }
                let marker = String(repeating: delimiter, count: isStrong ? 2 : 1)
                let inner = Neighbours(previous: delimiter, next: delimiter)
                text +=
                    marker
                    + render(children, enclosing: enclosing.adding(delimiter, strong: isStrong), around: inner).text
                    + marker
                closesRun = true
            case .link(let children, let link):
                let inner = Neighbours(previous: "[", next: "]")
                text +=
                    "[" + render(children, enclosing: enclosing, around: inner).text + "](" + target(of: link) + ")"
                closesRun = false
            case .lineBreak:
                text += "\n"
                closesRun = false
            }
        }
        return (text, closesRun)
    }

    /// Whether `byte` is one of the characters a text escapes with a backslash.
    @inline(__always)
    private static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"): true
        default: false
        }
    }

    /// Appends `string` with a backslash before each `\`, `*`, `_`, `[` and `]` character.
    private static func appendEscaped(_ string: String, to text: inout String) {
        var copy = string
        copy.withUTF8 { bytes in
            let characters = UTF8Characters(bytes)
            var written = 0
            var escaped: [UInt8] = []
            for index in bytes.indices where isEscaped(bytes[index]) && characters.isWholeASCII(at: index) {
                if escaped.isEmpty { escaped.reserveCapacity(bytes.count + 8) }
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written..<index]))
                escaped.append(UInt8(ascii: "\\"))
                written = index
            }
            if escaped.isEmpty {
                text += string
            } else {
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written...]))
                text += String(decoding: escaped, as: UTF8.self)
            }
        }
    }

    /// The first character an inline writes as, as far as a neighbour's delimiter cares. Bold
    /// inside bold or italic, and italic inside italic, may be written without its delimiters:
    /// then it is its text's.
    private static func firstCharacter(of inline: HelpInline, enclosing: Enclosing) -> Character? {
        switch inline {
        case .text(let string): string.first.map { "\\*_[]".contains($0) ? "\\" : $0 }
        case .strong(let children) where enclosing.bold || enclosing.italic,
            .emphasis(let children) where enclosing.italic:
            children.first.flatMap { firstCharacter(of: $0, enclosing: enclosing) } ?? "*"
        case .strong, .emphasis: "*"
        case .link: "["
        case .lineBreak: "\n"
        }
    }

    /// A link's target as written: spaces, tabs and line breaks percent-encoded, and
    /// parentheses too unless they balance (balanced ones read back as they are: `a_(b)`).
    private static func target(of link: HelpLink) -> String {
        var raw: String
        switch link {
        case .article(let id): raw = "guidebook://help/" + id
        case .web(let url): raw = url
        }
        let original = raw
        return raw.withUTF8 { bytes in
            let characters = UTF8Characters(bytes)
            var balance = 0
            var needsEscapes = false
            for index in bytes.indices {
                switch bytes[index] {
                case UInt8(ascii: "("), UInt8(ascii: ")"):
                    guard balance >= 0, characters.isWholeASCII(at: index) else { continue }
                    balance += bytes[index] == UInt8(ascii: "(") ? 1 : -1
                case 0x20, 0x0A, 0x09:
                    needsEscapes = true
                default:
                    break
                }
            }
            let escapeParentheses = balance != 0
            guard needsEscapes || escapeParentheses else { return original }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            for index in bytes.indices {
                let byte = bytes[index]
                let replacement: StaticString? =
                    switch byte {
                    case 0x20: "%20"
                    case UInt8(ascii: "(") where escapeParentheses: "%28"
                    case UInt8(ascii: ")") where escapeParentheses: "%29"
                    case 0x0A: "%0A"
                    case 0x09: "%09"
                    default: nil
                    }
                if let replacement, characters.isWholeASCII(at: index) {
                    escaped.append(
                        contentsOf: UnsafeBufferPointer(
                            start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                } else {
                    escaped.append(byte)
                }
            }
            return String(decoding: escaped, as: UTF8.self)
        }
    }

    /// Escapes lines that would otherwise read as list items (`- x` → `\- x`, `1. x` → `1\. x`).
    private static func escapeLineStarts(_ text: String, exceptFirst: Bool = false) -> String {
        var copy = text
        return copy.withUTF8 { bytes in
            guard ByteScan.firstOf(UInt8(ascii: "-"), UInt8(ascii: "."), in: bytes, from: 0).end < bytes.count else {
                return text
            }
            let characters = UTF8Characters(bytes)
            // Where a backslash goes: before a bullet's marker, between a number and its dot.
            var insertions: [Int] = []
            var lineStart = 0
            var lineNumber = 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                // Lines end at a "\n" that is a character of its own (not the end of "\r\n").
                while lineEnd < bytes.count, !(bytes[lineEnd] == 0x0A && characters.isWholeASCII(at: lineEnd)) {
                    lineEnd += 1
                }
                if !(exceptFirst && lineNumber == 0), let item = listItem(lineStart..<lineEnd, in: characters) {
                    insertions.append(item.ordered ? item.marker : lineStart)
                }
                lineStart = lineEnd + 1
                lineNumber += 1
            }
            guard !insertions.isEmpty else { return text }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + insertions.count)
            var written = 0
            for insertion in insertions {
                escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written..<insertion]))
                escaped.append(UInt8(ascii: "\\"))
                written = insertion
            }
            escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[written...]))
            return String(decoding: escaped, as: UTF8.self)
        }
    }
}
