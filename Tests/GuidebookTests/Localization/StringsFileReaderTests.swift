import Foundation
import Guidebook
import Testing

@Suite struct StringsFileReaderTests {
    static func utf16(_ text: String, bigEndian: Bool, bom: Bool) -> Data {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let high = UInt8(unit >> 8)
            let low = UInt8(unit & 0xFF)
            bytes += bigEndian ? [high, low] : [low, high]
        }
        return Data(bytes)
    }

    /// One syntax case: a name, the file's bytes, and the entries a user gets.
    struct SyntaxCase: CustomTestStringConvertible, Sendable {
        var name: String
        var data: Data
        var entries: [(String, String)]
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ entries: [(String, String)]) {
            self.init(name, Data(text.utf8), entries)
        }

        init(_ name: String, _ data: Data, _ entries: [(String, String)]) {
            self.name = name
            self.data = data
            self.entries = entries
        }
    }

    static let syntaxCases: [SyntaxCase] = [
        .init("basic entry", "\"key\" = \"value\";\n", [("key", "value")]),
        .init("key only means value = key", "\"Cancel\";\n", [("Cancel", "Cancel")]),
        .init("unquoted key and value", "Title = Hello_World.2;", [("Title", "Hello_World.2")]),
        .init("unquoted URL-like value", "link = http://a.b/c:d$e-f;", [("link", "http://a.b/c:d$e-f")]),
        .init("single quotes", "'it' = 'say \"hi\"';", [("it", "say \"hi\"")]),
        .init("escape \\n", #""a" = "1\n2";"#, [("a", "1\n2")]),
        .init("escape \\t", #""a" = "1\t2";"#, [("a", "1\t2")]),
        .init("escape \\r", #""a" = "1\r2";"#, [("a", "1\r2")]),
        .init("escape \\\"", #""a" = "say \"x\"";"#, [("a", "say \"x\"")]),
        .init("escape \\\\", #""a" = "back\\slash";"#, [("a", "back\\slash")]),
        .init("escape \\'", #""a" = "it\'s";"#, [("a", "it's")]),
        .init("escape \\a", #""a" = "\a";"#, [("a", "\u{07}")]),
        .init("escape \\b", #""a" = "\b";"#, [("a", "\u{08}")]),
        .init("escape \\f", #""a" = "\f";"#, [("a", "\u{0C}")]),
        .init("escape \\v", #""a" = "\v";"#, [("a", "\u{0B}")]),
        .init("escape \\U", #""a" = "caf\U00e9 \U00D6";"#, [("a", "café Ö")]),
        .init("escape \\U surrogate pair", #""a" = "\UD83D\UDE00";"#, [("a", "😀")]),
        .init("escape \\U short", #""a" = "\U41!";"#, [("a", "A!")]),
        .init("octal escape", #""a" = "\101\60\7";"#, [("a", "A0\u{07}")]),
        .init("other escaped character is itself", #""a" = "\q\%";"#, [("a", "q%")]),
        .init("block comment", "/* a comment \"x\" = \"y\"; */\n\"a\" = \"b\";", [("a", "b")]),
        .init("line comment", "// note\n\"a\" = \"b\"; // after\n\"c\" = \"d\";", [("a", "b"), ("c", "d")]),
        .init("comments between tokens", "\"a\" /*1*/ = /*2*/ \"b\" /*3*/ ;", [("a", "b")]),
        .init("odd whitespace", "\t\"a\"\u{0B}=\u{0C} \"b\"\n;\u{2028}\"c\"=\"d\";\u{2029}", [("a", "b"), ("c", "d")]),
        .init("no whitespace", "\"a\"=\"b\";\"c\"=\"d\";", [("a", "b"), ("c", "d")]),
        .init("CRLF line ends", "\"a\" = \"b\";\r\n// c\r\n\"c\" = \"d\";\r\n", [("a", "b"), ("c", "d")]),
        .init("CR line ends", "\"a\" = \"b\";\r// c\r\"c\" = \"d\";\r", [("a", "b"), ("c", "d")]),
        .init("last entry without newline", "\"a\" = \"b\";\n\"c\" = \"d\";", [("a", "b"), ("c", "d")]),
        .init("newline inside a value", "\"a\" = \"line 1\nline 2\";", [("a", "line 1\nline 2")]),
        .init("format specifiers kept", "\"a\" = \"%1$@ has %lld %%\";", [("a", "%1$@ has %lld %%")]),
        .init("empty key and value", "\"\" = \"\";", [("", "")]),
        .init("empty file", "", []),
        .init("only comments", "/* nothing */\n// here\n", []),
        .init("braced dictionary", "{ \"a\" = \"b\"; }", [("a", "b")]),
        .init("UTF-8 text", "\"Grüße\" = \"日本語 العربية\";", [("Grüße", "日本語 العربية")]),
        .init("UTF-8 with BOM", Data([0xEF, 0xBB, 0xBF]) + Data("\"a\" = \"é\";".utf8), [("a", "é")]),
        .init("UTF-16 LE with BOM", utf16("\"a\" = \"é😀\";\n", bigEndian: false, bom: true), [("a", "é😀")]),
        .init("UTF-16 BE with BOM", utf16("\"a\" = \"é😀\";\n", bigEndian: true, bom: true), [("a", "é😀")]),
    ]

    @Test(arguments: syntaxCases)
    func syntaxCaseReadsAsFoundationReadsIt(_ syntaxCase: SyntaxCase) throws {
        let table = try StringsFileReader.read(syntaxCase.data, file: "Case.strings")
        #expect(table.map { [$0.key, $0.value] } == syntaxCase.entries.map { [$0.0, $0.1] })
        guard !syntaxCase.entries.isEmpty else { return }  // Foundation rejects empty content.
        let foundation = try #require(
            FoundationOracle.parse(syntaxCase.data) as? [String: String], "Foundation rejects \(syntaxCase.name)")
        #expect(foundation == Dictionary(syntaxCase.entries, uniquingKeysWith: { $1 }))
    }

    /// Intended difference: Foundation cannot read UTF-16 without a byte-order mark from
    /// `Data`; Guidebook tells the byte order from where the NUL bytes fall.
    @Test(arguments: [false, true])
    func utf16WithoutByteOrderMarkIsDetected(bigEndian: Bool) throws {
        let data = Self.utf16("\"Title\" = \"Grüße\";\n\"a\" = \"b\";", bigEndian: bigEndian, bom: false)
        let table = try StringsFileReader.read(data)
        #expect(table["Title"] == "Grüße")
        #expect(table.keys == ["Title", "a"])
    }

    /// Found by the `strings` fuzz target
    /// (`Fuzz/Regressions/strings/nul-bytes-in-values-written-as-xml-read-back-as-utf16.strings`):
    /// UTF-8 text whose value holds a NUL after every letter has its NULs at odd offsets, as
    /// little-endian UTF-16 has; the table written as an XML property list was then read back
    /// as UTF-16 and failed. A text that starts with two non-NUL bytes is UTF-8.
    @Test(arguments: ["<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>k</key><string>", "\"k\" = \""])
    func utf8TextWhoseValueHoldsNULBytesIsNotTakenForUTF16(prefix: String) throws {
        let value = String(repeating: "x\u{0}", count: 400)
        let suffix = prefix.hasPrefix("<") ? "</string></dict></plist>" : "\";"
        // White space before the text puts the NULs at odd offsets.
        let text = (prefix.utf8.count % 2 == 0 ? "" : " ") + prefix + value + suffix
        let data = Data(text.utf8)
        #expect(data.count % 2 == 0)
        let table = try StringsFileReader.read(data)
        #expect(table["k"] == value)
        let foundation = try #require(FoundationOracle.parse(data) as? [String: String])
        #expect(foundation["k"] == value)
    }

    @Test func entriesKeepFileOrderAndTheirLineAndColumn() throws {
        let text = "/* header */\n\"zeta\" = \"1\";\n  \"alpha\" = \"2\";\r\n\"Ünï\" = \"3\"; \"b\" = \"4\";"
        let table = try StringsFileReader.read(Data(text.utf8), file: "de.lproj/T.strings")
        #expect(table.keys == ["zeta", "alpha", "Ünï", "b"])
        #expect(table.entry(forKey: "zeta")?.location == SourceLocation(file: "de.lproj/T.strings", line: 2, column: 1))
        #expect(table.entry(forKey: "alpha")?.location?.column == 3)
        #expect(table.entry(forKey: "b")?.location == SourceLocation(file: "de.lproj/T.strings", line: 4, column: 14))
    }

    @Test func utf16LocationsCountLinesAndCharacters() throws {
        let data = Self.utf16("\"a\" = \"日本\";\n \"b\" = \"x\";", bigEndian: true, bom: true)
        let table = try StringsFileReader.read(data, file: "ja.strings")
        #expect(table.entry(forKey: "b")?.location == SourceLocation(file: "ja.strings", line: 2, column: 2))
    }

    @Test func duplicateKeyKeepsFirstPlaceAndLastValueAndIsNoted() throws {
        let text = "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n"
        let table = try StringsFileReader.read(Data(text.utf8), file: "T.strings")
        #expect(table.keys == ["a", "b"])
        #expect(table["a"] == "3")
        #expect((FoundationOracle.parse(Data(text.utf8)) as? [String: String])?["a"] == "3")
        #expect(table.duplicates.map(\.key) == ["a"])
        #expect(table.duplicates.first?.first?.line == 1)
        #expect(table.duplicates.first?.repeated?.line == 3)
    }

    @Test func xmlPropertyListStringsFileIsReadInOrder() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>zeta</key><string>Z</string>
            <key>alpha</key><string>A</string>
            </dict></plist>
            """
        let table = try StringsFileReader.read(Data(text.utf8), file: "x.strings")
        #expect(table.keys == ["zeta", "alpha"])
        #expect(table.entry(forKey: "alpha")?.location?.line == 4)
    }

    @Test func propertyListStringsFileMustBeADictionaryOfStrings() {
        #expect(throws: StringsFileError.notADictionary(found: "array", SourceLocation(file: "x", line: 1, column: 1)))
        {
            try StringsFileReader.read(Data("<plist><array/></plist>".utf8), file: "x")
        }
        #expect(
            throws: StringsFileError.notAString(
                key: "n", found: "integer", SourceLocation(file: "x", line: 1, column: 14))
        ) {
            try StringsFileReader.read(
                Data("<plist><dict><key>n</key><integer>1</integer></dict></plist>".utf8), file: "x")
        }
    }

    static let errorCases: [(String, StringsFileError)] = [
        ("\"a\" = \"b", .unterminatedString(SourceLocation(file: "E.strings", line: 1, column: 7))),
        ("\"a\" = \"b\";\n\"c", .unterminatedString(SourceLocation(file: "E.strings", line: 2, column: 1))),
        ("\"a\" = \"b\\", .unterminatedString(SourceLocation(file: "E.strings", line: 1, column: 9))),
        ("/* open\n\"a\" = \"b\";", .unterminatedComment(SourceLocation(file: "E.strings", line: 1, column: 1))),
        (
            "\"a\" \"b\";",
            .missingEquals(key: "a", found: "'\"b\";'", SourceLocation(file: "E.strings", line: 1, column: 5))
        ),
        (
            "\"a\"",
            .missingEquals(
                key: "a", found: "the end of the file", SourceLocation(file: "E.strings", line: 1, column: 4))
        ),
        ("\"a\" = ;", .expectedValue(key: "a", found: "';'", SourceLocation(file: "E.strings", line: 1, column: 7))),
        (
            "\"a\" = (1);",
            .expectedValue(key: "a", found: "'(1);'", SourceLocation(file: "E.strings", line: 1, column: 7))
        ),
        (
            "\"a\" = \"b\"\n\"c\" = \"d\";",
            .missingSemicolon(
                key: "a", found: "'\"c\" = \"d\";'", SourceLocation(file: "E.strings", line: 2, column: 1))
        ),
        (
            "\"a\" = \"b;\n\"c\" = \"d\";",
            .unclosedValue(
                key: "a", found: "'c\" = \"d\";'", opened: SourceLocation(file: "E.strings", line: 1, column: 7),
                stopped: SourceLocation(file: "E.strings", line: 2, column: 2))
        ),
        (
            "\"a\" = \"b\"",
            .missingSemicolon(
                key: "a", found: "the end of the file", SourceLocation(file: "E.strings", line: 1, column: 10))
        ),
        ("= \"b\";", .expectedKey(found: "'= \"b\";'", SourceLocation(file: "E.strings", line: 1, column: 1))),
        ("\"a\" = \"\\U\";", .invalidEscape("\\U", SourceLocation(file: "E.strings", line: 1, column: 8))),
        ("\"a\" = \"\\UD83D\";", .invalidEscape("\\UD83D", SourceLocation(file: "E.strings", line: 1, column: 8))),
        ("\"a\" = \"\\UDE00\";", .invalidEscape("\\UDE00", SourceLocation(file: "E.strings", line: 1, column: 8))),
        ("\"a\" = \"\\377\";", .invalidEscape("\\377", SourceLocation(file: "E.strings", line: 1, column: 8))),
    ]

    @Test(arguments: errorCases)
    func brokenFileNamesTheProblemAndItsPosition(text: String, expected: StringsFileError) {
        #expect(throws: expected) { try StringsFileReader.read(Data(text.utf8), file: "E.strings") }
    }

    @Test func invalidUTF8IsATypedErrorAtTheBadByte() {
        let bytes = Array("\"a\" = \"ok\";\n\"b\" = \"x".utf8) + [0xFF] + Array("\";".utf8)
        #expect(throws: StringsFileError.invalidUTF8(SourceLocation(file: "E.strings", line: 2, column: 9))) {
            try StringsFileReader.read(Data(bytes), file: "E.strings")
        }
    }

    @Test func invalidUTF16IsATypedErrorWithLineAndColumn() {
        var data = Self.utf16("\"a\" = \"b\";\n\"c\" = \"", bigEndian: false, bom: true)
        data += Data([0x3D, 0xD8])  // a lone high surrogate
        data += Self.utf16("\";", bigEndian: false, bom: false)
        #expect(throws: StringsFileError.invalidUTF16(SourceLocation(file: "E.strings", line: 2, column: 8))) {
            try StringsFileReader.read(data, file: "E.strings")
        }
        let odd = Self.utf16("\"a\" = \"b\";", bigEndian: true, bom: true) + Data([0x00])
        #expect(throws: StringsFileError.self) { try StringsFileReader.read(odd, file: "E.strings") }
    }

    @Test func errorDescriptionNamesFileLineColumnAndFix() {
        let error = StringsFileError.missingSemicolon(
            key: "a", found: "'\"c\"'", SourceLocation(file: "de.lproj/T.strings", line: 4, column: 22))
        #expect(
            error.diagnostic.description.hasPrefix("de.lproj/T.strings:4:22: error: Missing ; after the value of \"a\"")
        )
        #expect(error.diagnostic.description.hasSuffix("End every entry with ;."))
    }

    @Test func everyTruncationIsATableOrATypedError() throws {
        let data = Data("/* c */ \"k\\\"1\" = \"v\\U00e9\\n\"; // x\n'q' = w;\n\"z\";".utf8)
        #expect(try StringsFileReader.read(data).count == 3)
        for length in 0..<data.count {
            do {
                _ = try StringsFileReader.read(data.prefix(length))
            } catch {
                #expect(error.location.line >= 1)
            }
        }
    }
}
