/// Splits Swift or Objective-C source into the few tokens the key scanner needs:
/// identifiers, punctuation and string literals (with their decoded value), each with
/// its 1-based line and column. Comments are skipped; nested block comments (Swift),
/// multi-line (`"""`) and raw (`#"…"#`) strings, interpolation (`\(…)`), Objective-C
/// `@"…"` strings and character literals are understood. Never fails: odd input gives
/// odd tokens, not a crash.
struct SourceTokenizer {
    /// A token and where it starts.
    struct Token: Sendable, Hashable {
        enum Kind: Sendable, Hashable {
            case identifier(String)
            case punctuation(Character)
            /// A string literal; `interpolated` when its value depends on code (`\(…)`).
            case string(String, interpolated: Bool)
        }
        var kind: Kind
        var line: Int
        var column: Int
    }

    private let scalars: [Unicode.Scalar]
    private let objectiveC: Bool

    init(text: String, objectiveC: Bool) {
        self.scalars = Array(text.unicodeScalars)
        self.objectiveC = objectiveC
    }

    func tokens() -> [Token] {
        var cursor = Cursor(scalars: scalars)
        var tokens: [Token] = []
        while let scalar = cursor.peek() {
            let line = cursor.line
            let column = cursor.column
            if scalar == "/" && cursor.peek(1) == "/" {
                while let next = cursor.peek(), next != "\n" { cursor.advance() }
            } else if scalar == "/" && cursor.peek(1) == "*" {
                skipBlockComment(&cursor)
            } else if scalar == "@" && objectiveC && cursor.peek(1) == "\"" {
                cursor.advance()
                let (value, interpolated) = readString(&cursor, hashes: 0, multiline: false)
                tokens.append(Token(kind: .string(value, interpolated: interpolated), line: line, column: column))
            } else if scalar == "\"" || (scalar == "#" && !objectiveC && isRawStringStart(cursor)) {
                var hashes = 0
                while cursor.peek() == "#" {
                    hashes += 1
                    cursor.advance()
                }
                let multiline = !objectiveC && cursor.peek() == "\"" && cursor.peek(1) == "\"" && cursor.peek(2) == "\""
                let (value, interpolated) = readString(&cursor, hashes: hashes, multiline: multiline)
                tokens.append(Token(kind: .string(value, interpolated: interpolated), line: line, column: column))
            } else if scalar == "'" && objectiveC {
                cursor.advance()
                while let next = cursor.peek(), next != "'", next != "\n" {
                    if next == "\\" { cursor.advance() }
                    cursor.advance()
                }
                cursor.advance()
            } else if scalar.properties.isXIDStart || scalar == "_" || scalar == "$" {
                var name = ""
                while let next = cursor.peek(), next.properties.isXIDContinue || next == "_" || next == "$" {
                    name.unicodeScalars.append(next)
                    cursor.advance()
                }
                tokens.append(Token(kind: .identifier(name), line: line, column: column))
            } else if scalar.properties.isWhitespace {
                cursor.advance()
            } else {
                tokens.append(Token(kind: .punctuation(Character(scalar)), line: line, column: column))
                cursor.advance()
            }
        }
        return tokens
    }

    private func isRawStringStart(_ cursor: Cursor) -> Bool {
        var offset = 0
        while cursor.peek(offset) == "#" { offset += 1 }
        return cursor.peek(offset) == "\""
    }

    private func skipBlockComment(_ cursor: inout Cursor) {
        var depth = 0
        repeat {
            if cursor.peek() == "/" && cursor.peek(1) == "*" {
                depth += objectiveC ? (depth == 0 ? 1 : 0) : 1
                cursor.advance(2)
            } else if cursor.peek() == "*" && cursor.peek(1) == "/" {
                depth -= 1
                cursor.advance(2)
            } else {
                cursor.advance()
            }
        } while depth > 0 && cursor.peek() != nil
    }

    /// Reads a string literal starting at its opening quote(s); the cursor ends after its closing delimiter.
    private func readString(_ cursor: inout Cursor, hashes: Int, multiline: Bool) -> (String, Bool) {
        cursor.advance(multiline ? 3 : 1)
        var value = ""
        var interpolated = false
        let closingHashes = String(repeating: "#", count: hashes)
        func atClose(_ cursor: Cursor) -> Bool {
            let quotes = multiline ? 3 : 1
            for offset in 0..<quotes where cursor.peek(offset) != "\"" { return false }
            for offset in 0..<hashes where cursor.peek(quotes + offset) != "#" { return false }
            return true
        }
        while let scalar = cursor.peek() {
            if atClose(cursor) {
                cursor.advance((multiline ? 3 : 1) + closingHashes.count)
                return (value, interpolated)
            }
            if scalar == "\n" && !multiline { break }  // unterminated: stop at the line end
            if scalar == "\\" && (0..<hashes).allSatisfy({ cursor.peek(1 + $0) == "#" }) {
                cursor.advance(1 + hashes)
                guard let escaped = cursor.peek() else { break }
                if escaped == "(" && !objectiveC {
                    interpolated = true
                    skipInterpolation(&cursor)
                    continue
                }
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                default: value.unicodeScalars.append(escaped)
                }
                cursor.advance()
                continue
            }
            value.unicodeScalars.append(scalar)
            cursor.advance()
        }
        return (value, interpolated)
    }

    /// Skips `( … )` of an interpolation, including strings and parentheses nested in it.
    private func skipInterpolation(_ cursor: inout Cursor) {
        var depth = 0
        var steps = 0
        while let scalar = cursor.peek(), steps < 100_000 {
            steps += 1
            if scalar == "(" {
                depth += 1
                cursor.advance()
            } else if scalar == ")" {
                depth -= 1
                cursor.advance()
                if depth == 0 { return }
            } else if scalar == "\"" {
                _ = readString(&cursor, hashes: 0, multiline: false)
            } else if scalar == "\n" {
                return
            } else {
                cursor.advance()
            }
        }
    }

    /// A position in the text with its line and column.
    struct Cursor {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1
        var column = 1

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        /// Moves on `count` scalars. Lines end at `\n`, `\r\n` and a lone `\r`, as Xcode and
        /// the content readers count them.
        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where index < scalars.count {
                let scalar = scalars[index]
                if scalar == "\n" || (scalar == "\r" && peek(1) != "\n") {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
    }
}
