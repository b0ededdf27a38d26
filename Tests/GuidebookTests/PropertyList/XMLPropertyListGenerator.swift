import Foundation
import Guidebook

/// Writes random XML property lists together with what reading them must give: the value,
/// and the line and column of every `<dict>` and `<key>`, counted here scalar by scalar
/// (independently of the readers' line counters).
///
/// The documents mix what the readers' fast paths take (`<key>` and `<string>` pairs of
/// plain text) with everything that must leave them: entities, CDATA, comments, `<key/>`,
/// other value types, nesting, non-ASCII text, tabs, multi-line text, and `\n`, `\r\n`
/// and lone `\r` line ends.
struct XMLPropertyListGenerator {
    var random: ParserRobustnessTests.SplitMix
    /// The document so far.
    var text = ""
    private var line = 1
    private var column = 1
    private var afterCarriageReturn = false
    /// The line end this document uses ("\n", "\r\n", "\r"), or `nil` to mix them.
    let lineEnd: String?
    /// Whether the document is written on as few lines as possible.
    let minified: Bool

    init(seed: UInt64) {
        random = ParserRobustnessTests.SplitMix(seed: seed)
        lineEnd = [nil, "\n", "\r\n", "\r", "\n"].randomElement(using: &random) ?? "\n"
        minified = Int.random(in: 0..<5, using: &random) == 0
    }

    /// A whole document and the value it holds.
    static func document(seed: UInt64) -> (data: Data, expected: PropertyListValue) {
        var generator = XMLPropertyListGenerator(seed: seed)
        if generator.chance(4) { generator.emit("\u{FEFF}") }
        generator.emit(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        generator.newline()
        if generator.chance(2) {
            generator.emit(
                #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#
            )
            generator.newline()
        }
        generator.emit(#"<plist version="1.0">"#)
        generator.newline()
        let value = generator.container(depth: 0, indent: 0)
        generator.newline()
        generator.emit("</plist>")
        if generator.chance(2) { generator.newline() }
        return (Data(generator.text.utf8), value)
    }

    // MARK: Writing, with positions

    mutating func emit(_ piece: String) {
        text += piece
        for scalar in piece.unicodeScalars {
            if scalar == "\r" {
                line += 1
                column = 1
                afterCarriageReturn = true
                continue
            }
            if scalar == "\n" {
                if !afterCarriageReturn {
                    line += 1
                    column = 1
                }
            } else {
                // Every other scalar is a column, a byte-order mark at the start included.
                column += 1
            }
            afterCarriageReturn = false
        }
    }

    /// Where the next emitted character stands.
    var here: Guidebook.SourceLocation {
        Guidebook.SourceLocation(file: "gen.plist", line: line, column: column)
    }

    mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }

    mutating func lineEndText() -> String { lineEnd ?? pick(["\n", "\r\n", "\r"]) }

    mutating func newline() {
        if minified { return }
        emit(lineEndText())
    }

    mutating func indent(_ level: Int) {
        if minified {
            if chance(6) { emit(pick([" ", "\t"])) }
            return
        }
        emit(String(repeating: pick(["\t", "  ", " \t"]), count: level))
    }

    /// Whitespace, and sometimes a comment, between two tags.
    mutating func gap(_ level: Int) {
        if chance(12) {
            emit(pick(["<!-- note -->", "<!-- Grüße\(lineEndText())über zwei Zeilen -->", "<!---->"]))
        }
        newline()
        indent(level)
    }

    // MARK: Content

    /// Text of one to three pieces, raw and as it reads.
    mutating func text(allowMarkup: Bool) -> (raw: String, value: String) {
        var raw = ""
        var value = ""
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let piece = stablePiece(allowMarkup: allowMarkup)
            raw += piece.raw
            value += piece.value
        }
        return (raw, value)
    }

    private mutating func stablePiece(allowMarkup: Bool) -> (raw: String, value: String) {
        let wide = pick(["Grüße", "日本語のテキスト", "😀 emoji", "مرحبا", "é", "naïve café"])
        let plain = pick([
            "Title", "Import", "ID", "Sync", "s42", "Section 12", "Tap Import to add a photo.",
            "A longer sentence that runs past the sixteen bytes strings keep inline.", "x",
        ])
        let end = lineEndText()
        switch Int.random(in: 0..<(allowMarkup ? 13 : 7), using: &random) {
        case 0, 1, 2: return (plain, plain)
        case 3: return (wide, wide)
        case 4: return (plain + "\t" + wide, plain + "\t" + wide)
        case 5:
            let long = String(repeating: plain + " ", count: Int.random(in: 10...40, using: &random))
            return (long, long)
        case 6:
            let repeated = String(repeating: "ab", count: 8 + Int.random(in: 0...4, using: &random))
            return (repeated, repeated)
        case 7:
            let (raw, value) = pick([
                ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&#65;", "A"),
                ("&#xE9;", "é"), ("&#x1F600;", "😀"),
            ])
            return (plain + raw, plain + value)
        case 8: return ("<![CDATA[<b> & \(wide)]]>", "<b> & \(wide)")
        case 9: return (plain + "<!-- skipped -->", plain)
        case 10: return (plain + end + wide + end, plain + end + wide + end)
        case 11: return (end + "  " + wide, end + "  " + wide)
        default: return (plain + end, plain + end)
        }
    }

    /// A key's text: mostly short plain names (repeated across dictionaries), sometimes
    /// anything text may be.
    mutating func keyText() -> (raw: String, value: String) {
        if chance(4) { return text(allowMarkup: true) }
        let name = pick(["Title", "Import", "Export", "Sync", "ID", "Body", "Schlüssel", "名前", "a", "Key\twith tab"])
        return (name, name)
    }

    mutating func scalar() -> PropertyListValue {
        switch Int.random(in: 0..<13, using: &random) {
        case 0...6:
            let (raw, value) = text(allowMarkup: true)
            emit("<string>\(raw)</string>")
            return .string(value)
        case 7:
            emit(pick(["<string/>", "<string></string>"]))
            return .string("")
        case 8:
            let number = Int64.random(in: -1_000_000...1_000_000, using: &random)
            emit("<integer>\(number)</integer>")
            return .integer(number)
        case 9:
            emit("<real>2.5</real>")
            return .real(2.5)
        case 10:
            let flag = chance(2)
            emit(flag ? "<true/>" : "<false/>")
            return .bool(flag)
        case 11:
            emit("<date>2024-05-01T12:30:15Z</date>")
            return .date(Date(timeIntervalSince1970: 1_714_566_615))
        default:
            emit("<data>SGVs\(lineEndText())bG8=</data>")
            return .data(Data("Hello".utf8))
        }
    }

    /// A dictionary or an array, with its contents.
    mutating func container(depth: Int, indent level: Int) -> PropertyListValue {
        if depth > 0, !chance(3) || depth >= 4 { return scalar() }
        if chance(3) {
            emit("<array>")
            var values: [PropertyListValue] = []
            for _ in 0..<Int.random(in: 0...(depth == 0 ? 12 : 4), using: &random) {
                gap(level + 1)
                values.append(container(depth: depth + 1, indent: level + 1))
            }
            gap(level)
            emit("</array>")
            return .array(values)
        }
        let location = here
        if chance(10) {
            emit("<dict/>")
            return .dictionary(PropertyListDictionary([], location: location))
        }
        emit("<dict>")
        var entries: [PropertyListDictionary.Entry] = []
        let keys = ["Title", "Import", "Sync"]
        for _ in 0..<Int.random(in: 0...(depth == 0 ? 12 : 6), using: &random) {
            gap(level + 1)
            let keyLocation = here
            let key: String
            if chance(15) {
                emit("<key/>")
                key = ""
            } else if chance(8) {
                // A duplicate key: the first place and location, the last value.
                key = pick(keys)
                emit("<key>\(key)</key>")
            } else {
                let (raw, value) = keyText()
                emit("<key>\(raw)</key>")
                key = value
            }
            if chance(3) {
                gap(level + 1)
            } else if chance(6) {
                emit("<!-- between -->")
            }
            let value = container(depth: depth + 1, indent: level + 1)
            entries.append(PropertyListDictionary.Entry(key: key, value: value, location: keyLocation))
        }
        gap(level)
        emit("</dict>")
        return .dictionary(PropertyListDictionary(entries, location: location))
    }
}

/// Every location a value holds, one line per dictionary and entry, with its path.
func locationListing(_ value: PropertyListValue, path: String = "") -> [String] {
    switch value {
    case .dictionary(let dictionary):
        var lines = ["\(path) dict@\(dictionary.location?.description ?? "nil")"]
        for entry in dictionary {
            lines.append("\(path)/\(entry.key.debugDescription)@\(entry.location?.description ?? "nil")")
            lines += locationListing(entry.value, path: "\(path)/\(entry.key.debugDescription)")
        }
        return lines
    case .array(let values):
        return values.enumerated().flatMap { locationListing($0.element, path: "\(path)[\($0.offset)]") }
    default:
        return []
    }
}
