import Foundation
import Guidebook
import GuidebookParsing
import Testing

/// A place inside a table's value (a link's target in a card's body) is found in the file the
/// table was read from, at the line and column an editor shows, through the value's escapes and
/// lines: the entry is read with the real readers, then the place of the target's first byte in
/// the decoded value is asked for.
@Suite struct ValueSourceMapTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var file: String
        /// What is looked for in the decoded value; the place of its first byte is asked for.
        var needle: String
        /// `line:column`, counted by hand in `file`; `nil` when the value's place is not known.
        var expected: String?
        var description: String { name }
    }

    static let stringsCases: [Case] = [
        Case(
            name: "escaped quotes and a \\U escape before the link",
            file: "/* Export */\n\"Export\" = \"Tap \\\"Export\\\" \\U00E9 then [MIDI](help:export-midi).\";\n",
            needle: "help:", expected: "2:47"),
        Case(
            name: "a surrogate pair escape and a literal emoji",
            file: "\"Tips\" = \"😀 \\UD83D\\UDE00 [x](#tip)\";", needle: "#tip", expected: "1:30"),
        Case(
            name: "a value over two lines ended by CRLF",
            file: "\"A\" = \"a\";\r\n\"Export\" = \"First line\r\n  see [it](help:x)\";\r\n", needle: "help:",
            expected: "3:12"),
        Case(
            name: "a \\n escape is no line end", file: "\"K\" = \"one\\ntwo [a](help:y)\";", needle: "help:",
            expected: "1:21"),
        Case(
            name: "a lone CR ends a line", file: "\"A\" = \"a\";\r\"K\" = \"[a](help:y)\";", needle: "help:",
            expected: "2:12"),
        Case(
            name: "a comment between the equals sign and the value",
            file: "\"K\" = /* note */ \"[a](help:q)\";", needle: "help:", expected: "1:23"),
        Case(name: "a key that is its own value", file: "\"Hi [x](help:z)\";", needle: "help:", expected: "1:9"),
        Case(
            name: "a character written as an escape: its backslash",
            file: "\"K\" = \"Tap \\U00E9\";", needle: "é", expected: "1:12"),
        Case(
            name: "a repeated key keeps its first place and its last value: not known",
            file: "\"K\" = \"[a](help:q)\";\n\"K\" = \"[b](help:r)\";", needle: "help:", expected: nil),
    ]

    /// The UTF-8 offset of `needle` in `value`.
    static func offset(of needle: String, in value: String) throws -> Int {
        let range = try #require(value.range(of: needle))
        return value.utf8.distance(from: value.startIndex, to: range.lowerBound)
    }

    static func place(in data: Data, format: ValueSourceMap.Format, needle: String) throws -> String? {
        let path = format == .strings ? "de.lproj/Tutorial.strings" : "Tutorial.xcstrings"
        let map = try #require(ValueSourceMap(data, format: format, file: path))
        let value: String
        let entry: Guidebook.SourceLocation
        if format == .strings {
            let read = try #require(try StringsFileReader.read(data, file: path).entries.last)
            value = read.value
            entry = try #require(read.location)
        } else {
            let catalog = try StringCatalog(data: data, file: path)
            let unit = try #require(catalog.entries.first?.localizations["de"]?.stringUnit)
            value = unit.value
            entry = try #require(unit.location)
        }
        let location = map.location(ofOffset: try offset(of: needle, in: value), inValue: value, entryAt: entry)
        if let location { #expect(location.file == path) }
        return location.map { "\($0.line):\($0.column)" }
    }

    @Test(arguments: stringsCases)
    func aPlaceInAStringsValueIsWhereTheFileWritesIt(_ example: Case) throws {
        #expect(
            try Self.place(in: Data(example.file.utf8), format: .strings, needle: example.needle) == example.expected)
    }

    @Test func aPlaceInsideWhatOneEscapeDecodesToIsTheEscape() throws {
        let data = Data("\"K\" = \"Tap \\U00E9!\";".utf8)
        let map = try #require(ValueSourceMap(data, format: .strings, file: "de.lproj/Tutorial.strings"))
        let entry = Guidebook.SourceLocation(file: "de.lproj/Tutorial.strings", line: 1, column: 1)
        // "Tap é!": é is bytes 4 and 5, written `\U00E9` from column 12; `!` follows at 18.
        let places = (4...6).map { map.location(ofOffset: $0, inValue: "Tap é!", entryAt: entry)?.column }
        #expect(places == [12, 12, 18])
    }

    @Test func aUTF16FileIsMappedInTheTextItsReaderReads() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "\"A\" = \"ü\";\n\"K\" = \"[a](help:y)\";".utf16 {
            bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
        }
        #expect(try Self.place(in: Data(bytes), format: .strings, needle: "help:") == "2:12")
    }

    @Test func aPropertyListStringsFileHasNoMap() throws {
        let data = try PropertyListSerialization.data(
            fromPropertyList: ["K": "[a](help:q)"], format: .binary, options: 0)
        #expect(ValueSourceMap(data, format: .strings, file: "de.lproj/Tutorial.strings") == nil)
    }

    /// A catalog's value is one JSON string (no line ends inside), after CRLF-ended lines.
    static func catalog(value: String) -> Data {
        let lines = [
            "{", #"  "sourceLanguage" : "en","#, #"  "strings" : {"#, #"    "Export" : {"#,
            #"      "localizations" : {"#, #"        "de" : {"#, #"          "stringUnit" : {"#,
            #"            "state" : "translated","#, #"            "value" : ""# + value + #"""#,
            "          }", "        }", "      }", "    }", "  },", #"  "version" : "1.0""#, "}",
        ]
        return Data(lines.joined(separator: "\r\n").utf8)
    }

    @Test func aPlaceInACatalogValueIsFoundThroughItsJSONEscapes() throws {
        let data = Self.catalog(value: #"Tap \"Export\" \u00e9 \ud83d\ude00 [MIDI](help:export-midi)."#)
        #expect(try Self.place(in: data, format: .stringCatalog, needle: "help:") == "9:66")
        #expect(try Self.place(in: data, format: .stringCatalog, needle: "😀") == "9:46")
    }

    @Test func aCatalogPlaceIsFoundFromItsStringUnitOnlyWhenTheValueThereIsTheTables() throws {
        let data = Self.catalog(value: "[MIDI](help:export-midi)")
        let map = try #require(ValueSourceMap(data, format: .stringCatalog, file: "Tutorial.xcstrings"))
        let unit = Guidebook.SourceLocation(file: "Tutorial.xcstrings", line: 7, column: 26)
        #expect(
            map.location(ofOffset: 7, inValue: "[MIDI](help:export-midi)", entryAt: unit)?.description
                == "Tutorial.xcstrings:9:31")
        // Another value than the file's, a place that is no object, another file.
        #expect(map.location(ofOffset: 7, inValue: "[MIDI](help:export-pdf)", entryAt: unit) == nil)
        #expect(
            map.location(
                ofOffset: 7, inValue: "[MIDI](help:export-midi)",
                entryAt: Guidebook.SourceLocation(file: "Tutorial.xcstrings", line: 9, column: 13)) == nil)
        #expect(
            map.location(
                ofOffset: 7, inValue: "[MIDI](help:export-midi)",
                entryAt: Guidebook.SourceLocation(file: "Other.xcstrings", line: 7, column: 26)) == nil)
    }
}
