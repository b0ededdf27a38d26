import Foundation
import Guidebook
import Testing

@Suite struct XMLPropertyListReaderTests {
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        \(body)
        </plist>
        """
    }

    static func read(_ text: String) throws(PropertyListError) -> PropertyListValue {
        try PropertyListReader.read(Data(text.utf8), file: "test.plist")
    }

    /// Each form, with the value a user gets; Foundation must read the same.
    static let valueCases: [(String, PropertyListValue)] = [
        ("<string>plain</string>", .string("plain")),
        ("<string/>", .string("")),
        ("<string></string>", .string("")),
        ("<string>  kept  \n spaces </string>", .string("  kept  \n spaces ")),
        ("<string>&lt;b&gt; &amp; &quot;q&quot; &apos;a&apos;</string>", .string("<b> & \"q\" 'a'")),
        ("<string>&#65;&#x42;&#x1F600;</string>", .string("AB😀")),
        ("<string><![CDATA[<raw> & ]]>tail</string>", .string("<raw> & tail")),
        ("<string>Grüße 日本</string>", .string("Grüße 日本")),
        ("<integer>42</integer>", .integer(42)),
        ("<integer>-17</integer>", .integer(-17)),
        ("<integer>0x1F</integer>", .integer(31)),
        ("<integer>9223372036854775807</integer>", .integer(Int64.max)),
        ("<integer>-9223372036854775808</integer>", .integer(Int64.min)),
        ("<real>3.5</real>", .real(3.5)),
        ("<real>-1e3</real>", .real(-1000)),
        ("<real>inf</real>", .real(.infinity)),
        ("<real>-infinity</real>", .real(-.infinity)),
        ("<true/>", .bool(true)),
        ("<false/>", .bool(false)),
        ("<true></true>", .bool(true)),
        ("<date>2024-05-01T12:30:15Z</date>", .date(Date(timeIntervalSince1970: 1_714_566_615))),
        ("<date>1999-12-31T23:59:59Z</date>", .date(Date(timeIntervalSince1970: 946_684_799))),
        ("<data>SGVs\n\tbG8=</data>", .data(Data("Hello".utf8))),
        ("<data></data>", .data(Data())),
        ("<array/>", .array([])),
        ("<array><integer>1</integer><!-- c --><string>b</string></array>", .array([.integer(1), .string("b")])),
        ("<dict/>", .dictionary(PropertyListDictionary())),
        (
            "<dict>\n<key>b</key><integer>1</integer>\n<key>a</key><true/></dict>",
            .dictionary(PropertyListDictionary(["b": .integer(1), "a": .bool(true)]))
        ),
    ]

    @Test(arguments: valueCases)
    func eachValueFormReadsAsFoundationReadsIt(body: String, expected: PropertyListValue) throws {
        let text = Self.plist(body)
        let value = try Self.read(text)
        #expect(value == expected)
        let foundation = try #require(FoundationOracle.parse(Data(text.utf8)), "Foundation rejects \(body)")
        #expect(FoundationOracle.agrees(value, with: foundation), "Foundation reads \(body) differently")
    }

    /// Intended difference: Foundation rejects whitespace around an integer; a hand-edited
    /// file with `<integer> 7 </integer>` is unambiguous, so Guidebook reads it.
    @Test func whitespaceAroundAnIntegerIsAcceptedWhereFoundationRejectsIt() throws {
        let text = Self.plist("<integer> 7 </integer>")
        #expect(try Self.read(text) == .integer(7))
        #expect(FoundationOracle.parse(Data(text.utf8)) == nil)
    }

    @Test func nanIsRead() throws {
        let value = try Self.read(Self.plist("<real>nan</real>"))
        guard case .real(let number) = value else { throw Failure("not a real") }
        #expect(number.isNaN)
    }

    @Test func rootWithoutPlistElementAndWithoutPrologIsRead() throws {
        #expect(try Self.read("<array><string>x</string></array>") == .array([.string("x")]))
        #expect(try Self.read("\u{FEFF}<plist><string>x</string></plist>") == .string("x"))
    }

    @Test func utf16PlistWithByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.plist("<string>Ä😀</string>").utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try PropertyListReader.read(Data(bytes)) == .string("Ä😀"))
    }

    @Test func dictionaryKeepsFileOrder() throws {
        let keys = ["zeta", "alpha", "Mid", "beta", "Écran", "0", "omega", "delta", "c", "b", "a"]
        let body = "<dict>" + keys.map { "<key>\($0)</key><string>\($0)</string>" }.joined() + "</dict>"
        let value = try Self.read(Self.plist(body))
        #expect(value.dictionaryValue?.keys == keys)
    }

    @Test func duplicateKeyKeepsFirstPlaceAndLastValueLikeFoundation() throws {
        let text = Self.plist(
            "<dict><key>a</key><string>1</string><key>b</key><string>2</string>"
                + "<key>a</key><string>3</string></dict>")
        let value = try Self.read(text)
        #expect(value.dictionaryValue?.keys == ["a", "b"])
        #expect(value.dictionaryValue?["a"] == .string("3"))
        #expect((FoundationOracle.parse(Data(text.utf8)) as? [String: String])?["a"] == "3")
    }

    @Test(arguments: [0, 18])
    func keysSpelledDifferentlyStayTwoKeysAsInNSDictionary(otherKeys: Int) throws {
        // Precomposed and decomposed "café" are equal to Swift's `==`, but an app's NSDictionary
        // keeps both; a small dictionary and a large one (read through a hash table) agree.
        let others = (0..<otherKeys).map { "<key>k\($0)</key><string>v</string>" }.joined()
        let text = Self.plist(
            "<dict>\(others)<key>caf\u{E9}</key><string>1</string><key>cafe\u{301}</key><string>2</string>"
                + "<key>caf\u{E9}</key><string>3</string></dict>")
        let dictionary = try #require(try Self.read(text).dictionaryValue)
        #expect(dictionary.count == otherKeys + 2)
        #expect(
            dictionary.suffix(2).map { Array($0.key.utf8) } == [Array("caf\u{E9}".utf8), Array("cafe\u{301}".utf8)])
        #expect(dictionary.suffix(2).map(\.value) == [.string("3"), .string("2")])
    }

    @Test func repeatedAndNearlyEqualLongTextsAreEachReadAsWritten() throws {
        // Long texts repeat (the reader shares them) next to ones that differ in one byte,
        // with entities, CDATA and non-ASCII, over more rows than the reader keeps texts.
        let rows = 1_400
        var body = "<array>"
        var expected: [PropertyListValue] = []
        for row in 0..<rows {
            let texts: [(String, String)] = [
                ("Share, then Export &amp; Print.", "Share, then Export & Print."),
                ("Share, then Export &amp; Print!", "Share, then Export & Print!"),
                ("Share, then Export &lt; Print.", "Share, then Export < Print."),
                ("<![CDATA[Share, then Export & Print.]]>", "Share, then Export & Print."),
                ("Grüße aus dem Hilfebuch, Zeile \(row % 3)", "Grüße aus dem Hilfebuch, Zeile \(row % 3)"),
                ("Turn on iCloud to sync \(row).", "Turn on iCloud to sync \(row)."),
                ("Tap Import to add photo \(row).", "Tap Import to add photo \(row)."),
                ("Pick a photo &amp; crop it, \(row).", "Pick a photo & crop it, \(row)."),
            ]
            body += "<dict>"
            var entries: [PropertyListDictionary.Entry] = []
            for (index, (raw, text)) in texts.enumerated() {
                let key = "A long key number \(index) of \(row % 2)"
                body += "<key>\(key)</key><string>\(raw)</string>"
                entries.append(PropertyListDictionary.Entry(key: key, value: .string(text)))
            }
            body += "</dict>"
            expected.append(.dictionary(PropertyListDictionary(entries)))
        }
        body += "</array>"
        let data = Data(Self.plist(body).utf8)
        let value = try PropertyListReader.read(data)
        #expect(value == .array(expected))
        #expect(FoundationOracle.agrees(value, with: try #require(FoundationOracle.parse(data))))
    }

    @Test func aBadEntityAfterAnEqualGoodPrefixIsStillAnError() {
        let text = Self.plist(
            "<array><string>Share, then Export &amp; Print.</string>"
                + "<string>Share, then Export &amq; Print.</string></array>")
        #expect(throws: PropertyListError.self) { try Self.read(text) }
    }

    @Test func dictionariesAndKeysCarryTheirLineAndColumn() throws {
        let text =
            "<plist>\n  <dict>\n    <key>Title</key>\n    <string>x</string>\n\t<key>Ünï</key><dict/>\n  </dict>\n</plist>"
        let dictionary = try #require(try PropertyListReader.read(Data(text.utf8), file: "Help.plist").dictionaryValue)
        #expect(dictionary.location == SourceLocation(file: "Help.plist", line: 2, column: 3))
        #expect(dictionary.entry(forKey: "Title")?.location == SourceLocation(file: "Help.plist", line: 3, column: 5))
        #expect(dictionary.entry(forKey: "Ünï")?.location == SourceLocation(file: "Help.plist", line: 5, column: 2))
        #expect(dictionary.entry(forKey: "Ünï")?.value.dictionaryValue?.location?.column == 16)
    }

    @Test func crlfAndCarriageReturnLineEndsCountAsOneLine() throws {
        let text = "<dict>\r\n<key>a</key><true/>\r<key>b</key><true/></dict>"
        let dictionary = try #require(try Self.read(text).dictionaryValue)
        #expect(dictionary.entry(forKey: "a")?.location?.line == 2)
        #expect(dictionary.entry(forKey: "b")?.location?.line == 3)
    }

    /// Broken documents and the error a user sees (with its line and column).
    static let errorCases: [(String, PropertyListError)] = [
        ("", .notAPropertyList(SourceLocation(file: "test.plist", line: 1, column: 1))),
        ("hello", .notAPropertyList(SourceLocation(file: "test.plist", line: 1, column: 1))),
        ("<plist>\n<string>abc", .unterminated("<string>", SourceLocation(file: "test.plist", line: 2, column: 1))),
        ("<dict>\n  <key>a</key>", .unterminated("<dict>", SourceLocation(file: "test.plist", line: 1, column: 1))),
        ("<!-- open", .unterminated("The comment <!--", SourceLocation(file: "test.plist", line: 1, column: 1))),
        (
            "<dict><key>a</key></dict>",
            .missingValue(key: "a", SourceLocation(file: "test.plist", line: 1, column: 7))
        ),
        (
            "<dict><string>a</string></dict>",
            .unexpectedElement(
                "<string>", expected: "a <key> (a dictionary alternates <key> and value)",
                SourceLocation(file: "test.plist", line: 1, column: 7))
        ),
        (
            "<array>\n <strng>a</strng></array>",
            .unexpectedElement(
                "<strng>", expected: "a value (dict, array, string, integer, real, true, false, date, data)",
                SourceLocation(file: "test.plist", line: 2, column: 2))
        ),
        (
            "<string>a</strin>",
            .mismatchedClosingTag(
                found: "strin", expected: "string", SourceLocation(file: "test.plist", line: 1, column: 10))
        ),
        ("<integer>12a</integer>", .invalidNumber("12a", SourceLocation(file: "test.plist", line: 1, column: 1))),
        (
            "<integer>9223372036854775808</integer>",
            .invalidNumber("9223372036854775808", SourceLocation(file: "test.plist", line: 1, column: 1))
        ),
        ("<integer/>", .invalidNumber("", SourceLocation(file: "test.plist", line: 1, column: 1))),
        ("<real>1.2.3</real>", .invalidNumber("1.2.3", SourceLocation(file: "test.plist", line: 1, column: 1))),
        (
            "<date>2024-13-01T00:00:00Z</date>",
            .invalidDate("2024-13-01T00:00:00Z", SourceLocation(file: "test.plist", line: 1, column: 1))
        ),
        ("<data>SGV$</data>", .invalidBase64(SourceLocation(file: "test.plist", line: 1, column: 7))),
        ("<string>&nbsp;</string>", .invalidEntity("&nbsp;", SourceLocation(file: "test.plist", line: 1, column: 9))),
        ("<string>a &amp b</string>", .invalidEntity("&amp", SourceLocation(file: "test.plist", line: 1, column: 11))),
        ("<array>\n  stray</array>", .unexpectedText("stray", SourceLocation(file: "test.plist", line: 2, column: 3))),
        ("<true/><false/>", .trailingContent(SourceLocation(file: "test.plist", line: 1, column: 8))),
    ]

    @Test(arguments: errorCases)
    func brokenDocumentNamesTheProblemAndItsPosition(text: String, expected: PropertyListError) {
        #expect(throws: expected) { try Self.read(text) }
    }

    @Test func invalidUTF8IsATypedErrorAtTheBadByte() {
        var bytes = Array("<string>ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</string>".utf8)
        #expect(throws: PropertyListError.invalidUTF8(SourceLocation(file: "x.plist", line: 1, column: 11))) {
            try PropertyListReader.read(Data(bytes), file: "x.plist")
        }
    }

    @Test func errorDescriptionNamesFileLineColumnAndFix() {
        let error = PropertyListError.unterminated("<string>", SourceLocation(file: "Help.plist", line: 4, column: 9))
        #expect(
            error.diagnostic.description
                == "Help.plist:4:9: error: <string> is not closed before the end of the file. Close it, or restore the "
                + "truncated end of the file.")
    }

    @Test func tenThousandDeepNestingIsATypedErrorNotACrash() {
        let depth = 10_000
        let text = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        #expect(
            throws: PropertyListError.limitExceeded(
                ReadingLimitError(
                    .depth, maximum: PropertyListReader.maximumDepth,
                    at: SourceLocation(file: "test.plist", line: 1, column: 7 * PropertyListReader.maximumDepth + 1)))
        ) { try Self.read(text) }
        let dictionaries = String(repeating: "<dict><key>k</key>", count: depth)
        #expect(throws: PropertyListError.self) { try Self.read(dictionaries) }
    }

    @Test func deepNestingOnA512KilobyteStackIsATypedError() {
        let text = String(repeating: "<dict><key>k</key><array>", count: 5_000)
        onSmallStack {
            #expect(throws: PropertyListError.self) { try Self.read(text) }
        }
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let depth = PropertyListReader.maximumDepth
        let text = String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth)
        var value = try Self.read(text)
        var levels = 0
        while case .array(let inner) = value {
            levels += 1
            guard let first = inner.first else { break }
            value = first
        }
        #expect(levels == depth)
    }

    @Test func everyTruncationOfAPlistIsATypedError() throws {
        let text = Data(
            Self.plist(
                "<dict><key>a</key><array><string>x &amp; y</string><integer>3</integer></array>"
                    + "<key>b</key><data>AAEC</data><key>c</key><date>2024-01-01T00:00:00Z</date></dict>"
            ).utf8)
        #expect(try PropertyListReader.read(text).dictionaryValue?.count == 3)
        for length in 0..<(text.count - "</plist>".count) {
            #expect(throws: PropertyListError.self) { try PropertyListReader.read(text.prefix(length)) }
        }
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
