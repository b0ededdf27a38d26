import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Each configured reading limit: an input at the limit is read, one past it gets that limit's error.
@Suite struct ReadingLimitsTests {
    /// `["aaaa","aaaa"]` style documents and their figures.
    static let array = Data(#"["abcd","efgh"]"#.utf8)

    static func jsonLimit(_ data: Data, _ limits: ReadingLimits) -> ReadingLimitError? {
        do {
            _ = try JSONReader.read(data, file: "limits.json", limits: limits)
            return nil
        } catch {
            if case .limitExceeded(let limit) = error { return limit }
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func aJSONFileOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsNot() throws {
        #expect(Self.jsonLimit(Self.array, ReadingLimits(maximumFileSize: Self.array.count)) == nil)
        let error = try #require(Self.jsonLimit(Self.array, ReadingLimits(maximumFileSize: Self.array.count - 1)))
        #expect(error.limit == .fileSize)
        #expect(error.diagnostic.code == .fileTooLarge)
        #expect(error.diagnostic.location?.file == "limits.json")
    }

    @Test func aJSONStringOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot() throws {
        #expect(Self.jsonLimit(Self.array, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.jsonLimit(Self.array, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.diagnostic.code == .stringTooLong)
        #expect(error.location.column == 2, "the first string starts at column 2")
        // Escaped strings are measured after decoding.
        let escaped = Data(#"["a\nb"]"#.utf8)
        #expect(Self.jsonLimit(escaped, ReadingLimits(maximumStringLength: 3)) == nil)
        #expect(Self.jsonLimit(escaped, ReadingLimits(maximumStringLength: 2))?.limit == .stringLength)
    }

    @Test func aJSONFileWithExactlyTheMaximumItemsIsReadAndOneMoreIsNot() throws {
        // Two array elements, and an object member inside: three values.
        let data = Data(#"[1, {"a": 2}]"#.utf8)
        #expect(Self.jsonLimit(data, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.jsonLimit(data, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
        #expect(error.diagnostic.code == .tooManyItems)
        #expect(error.location.column == 6, "the member past the limit")
    }

    @Test func jsonNestingAtTheMaximumDepthIsReadAndOneLevelDeeperIsNot() {
        let data = Data("[[[1]]]".utf8)
        #expect(throws: Never.self) { try JSONReader.read(data, limits: ReadingLimits(maximumDepth: 3)) }
        #expect(
            throws: JSONError.limitExceeded(
                ReadingLimitError(.depth, maximum: 2, at: SourceLocation(line: 1, column: 3)))
        ) {
            try JSONReader.read(data, limits: ReadingLimits(maximumDepth: 2))
        }
    }

    static func propertyListLimit(_ data: Data, _ limits: ReadingLimits) -> ReadingLimitError? {
        do {
            _ = try PropertyListReader.read(data, file: "limits.plist", limits: limits)
            return nil
        } catch {
            if case .limitExceeded(let limit) = error { return limit }
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    static let binary = BinaryPropertyListWriter().data(
        for: .array([.string("abcd"), .dictionary(PropertyListDictionary(["k": .string("é")]))]))

    @Test func aPropertyListOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsNot() throws {
        let xml = PropertyListWriter.xmlData(.array([.string("abcd")]))
        for data in [xml, Self.binary] {
            #expect(Self.propertyListLimit(data, ReadingLimits(maximumFileSize: data.count)) == nil)
            let error = try #require(Self.propertyListLimit(data, ReadingLimits(maximumFileSize: data.count - 1)))
            #expect(error.limit == .fileSize)
        }
    }

    @Test func aBinaryStringOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot() throws {
        #expect(Self.propertyListLimit(Self.binary, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.propertyListLimit(Self.binary, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.location.byteOffset != nil)
    }

    @Test func aBinaryPropertyListWithExactlyTheMaximumItemsIsReadAndOneMoreIsNot() throws {
        // The array's two elements and the dictionary's one entry.
        #expect(Self.propertyListLimit(Self.binary, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.propertyListLimit(Self.binary, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
    }

    @Test func propertyListNestingAtTheMaximumDepthIsReadAndOneLevelDeeperIsNot() {
        let nested = PropertyListValue.array([.array([.integer(1)])])
        for data in [PropertyListWriter.xmlData(nested), BinaryPropertyListWriter().data(for: nested)] {
            #expect(throws: Never.self) { try PropertyListReader.read(data, limits: ReadingLimits(maximumDepth: 2)) }
            #expect {
                try PropertyListReader.read(data, limits: ReadingLimits(maximumDepth: 1))
            } throws: { error in
                guard case .limitExceeded(let limit) = error as? PropertyListError else { return false }
                return limit.limit == .depth && limit.maximum == 1
            }
        }
    }
}

extension ReadingLimitsTests {
    /// An XML property list whose longest text is 4 UTF-8 bytes, read through each way a
    /// text is read, and the column of the element that holds it.
    struct XMLText: Sendable, CustomTestStringConvertible {
        var name: String
        var xml: String
        var column: Int
        var testDescription: String { name }
    }

    static let xmlTexts: [XMLText] = [
        XMLText(name: "an array's string", xml: "<plist><array><string>abcd</string></array></plist>", column: 15),
        XMLText(name: "a key", xml: "<plist><dict><key>abcd</key><string>x</string></dict></plist>", column: 14),
        XMLText(
            name: "a value with an entity (measured decoded)",
            xml: "<plist><dict><key>k</key><string>a&amp;cd</string></dict></plist>", column: 26),
        XMLText(name: "the root string", xml: "<plist><string>abcd</string></plist>", column: 8),
        XMLText(
            name: "CDATA", xml: "<plist><array><string><![CDATA[abcd]]></string></array></plist>", column: 15),
        XMLText(
            name: "a key after a comment",
            xml: "<plist><dict><!-- c --><key>abcd</key><integer>1</integer></dict></plist>", column: 24),
        XMLText(name: "two-byte characters", xml: "<plist><array><string>éab</string></array></plist>", column: 15),
    ]

    @Test(arguments: xmlTexts)
    func anXMLTextOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot(_ text: XMLText) throws {
        let data = Data(text.xml.utf8)
        #expect(Self.propertyListLimit(data, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.propertyListLimit(data, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.diagnostic.code == .stringTooLong)
        #expect(error.location.line == 1)
        #expect(error.location.column == text.column, "the element holding the long text")
    }

    @Test func aUTF16XMLPropertyListChecksItsStringsToo() throws {
        let xml = "<plist><array><string>abcd</string></array></plist>"
        let data = Data([0xFF, 0xFE] + xml.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(Self.propertyListLimit(data, ReadingLimits(maximumStringLength: 4)) == nil)
        #expect(Self.propertyListLimit(data, ReadingLimits(maximumStringLength: 3))?.limit == .stringLength)
    }

    @Test(arguments: [
        // Two array elements and a dictionary entry (a container value, a scalar value).
        "<plist><array><integer>1</integer><dict><key>a</key><integer>2</integer></dict></array></plist>",
        "<plist><array><string>1</string><dict><key>a</key><string>2</string></dict></array></plist>",
        "<plist><array><!-- c --><true/><dict><key>a</key><array/></dict></array></plist>",
    ])
    func anXMLPropertyListWithExactlyTheMaximumItemsIsReadAndOneMoreIsNot(xml: String) throws {
        let data = Data(xml.utf8)
        #expect(Self.propertyListLimit(data, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.propertyListLimit(data, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
        #expect(error.diagnostic.code == .tooManyItems)
        let key = try #require(xml.range(of: "<key>"))
        #expect(
            error.location.column == xml.distance(from: xml.startIndex, to: key.lowerBound) + 1, "the third item's key")
    }
}

extension ReadingLimitsTests {
    static func stringsLimit(_ text: String, _ limits: ReadingLimits) -> ReadingLimitError? {
        stringsLimit(Data(text.utf8), limits)
    }

    static func stringsLimit(_ data: Data, _ limits: ReadingLimits) -> ReadingLimitError? {
        do {
            _ = try StringsFileReader.read(data, file: "Tutorial.strings", limits: limits)
            return nil
        } catch {
            switch error {
            case .limitExceeded(let limit): return limit
            case .propertyList(.limitExceeded(let limit)): return limit
            default:
                Issue.record("unexpected error \(error)")
                return nil
            }
        }
    }

    @Test func aStringsFileOfExactlyTheMaximumSizeIsReadAndOneByteMoreIsNot() throws {
        let text = #""a" = "b";"#
        let utf16 = Data([0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        for data in [Data(text.utf8), utf16] {
            #expect(Self.stringsLimit(data, ReadingLimits(maximumFileSize: data.count)) == nil)
            let error = try #require(Self.stringsLimit(data, ReadingLimits(maximumFileSize: data.count - 1)))
            #expect(error.limit == .fileSize)
            #expect(error.diagnostic.code == .fileTooLarge)
            #expect(error.location.file == "Tutorial.strings")
        }
    }

    @Test(arguments: [
        (#""k" = "abcd";"#, 7), (#""abcd" = "v";"#, 1), ("abcd = v;", 1), (#""k" = "a\nbc";"#, 7),
        (#""k" = "a\U00e9b";"#, 7), (#""abcd";"#, 1), ("'k' = 'abcd';", 7),
    ])
    func aStringsKeyOrValueOfExactlyTheMaximumLengthIsReadAndOneByteLongerIsNot(text: String, column: Int) throws {
        #expect(Self.stringsLimit(text, ReadingLimits(maximumStringLength: 4)) == nil)
        let error = try #require(Self.stringsLimit(text, ReadingLimits(maximumStringLength: 3)))
        #expect(error.limit == .stringLength)
        #expect(error.diagnostic.code == .stringTooLong)
        #expect(error.location.column == column, "where the long string starts")
    }

    @Test(arguments: [
        "\"a\" = \"1\";\n\"b\";\n\"c\" = \"3\";", "{ a = 1; b = 2; c = 3; }",
        "<plist><dict><key>a</key><string>1</string><key>b</key><string>2</string><key>c</key><string>3</string></dict></plist>",
    ])
    func aStringsFileWithExactlyTheMaximumEntriesIsReadAndOneMoreIsNot(text: String) throws {
        #expect(Self.stringsLimit(text, ReadingLimits(maximumItemCount: 3)) == nil)
        let error = try #require(Self.stringsLimit(text, ReadingLimits(maximumItemCount: 2)))
        #expect(error.limit == .itemCount)
        #expect(error.diagnostic.code == .tooManyItems)
        #expect(error.location.line == (text.hasPrefix("\"") ? 3 : 1), "the third entry")
    }

    @Test func theDefaultReadOfAStringsFileUsesTheDefaultLimits() {
        let long = String(repeating: "x", count: ReadingLimits.default.maximumStringLength + 1)
        do {
            _ = try StringsFileReader.read(Data("\"k\" = \"\(long)\";".utf8))
            Issue.record("a value past the default string length was read")
        } catch {
            guard case .limitExceeded(let limit) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(limit.limit == .stringLength)
            #expect(limit.maximum == ReadingLimits.default.maximumStringLength)
        }
    }
}

extension ReadingLimitsTests {
    static let threeRows = Data(
        """
        <plist><array><dict><key>Title</key><string>Basics</string>
        <key>Open</key><string>Tap.</string>
        <key>Share</key><dict><key>Mail</key><string>Send.</string></dict>
        </dict></array></plist>
        """.utf8)

    /// The help book's own limits are ReadingLimits too: set where the book is read, reported
    /// with the one limit error.
    @Test func helpItemsPastTheHelpLimitsAreTheLimitsErrorAtTheItem() throws {
        func finding(_ limits: ReadingLimits) -> String? {
            do {
                _ = try HelpBookDocument(data: Self.threeRows, file: "HelpList.plist", limits: limits)
                return nil
            } catch {
                return error.diagnostic.description
            }
        }
        #expect(finding(ReadingLimits(maximumHelpDepth: 2, maximumHelpItemCount: 3)) == nil)
        #expect(
            [finding(ReadingLimits(maximumHelpDepth: 1)), finding(ReadingLimits(maximumHelpItemCount: 2))] == [
                "HelpList.plist:3:23: error: Help items nest deeper here than the limit of 1. Move the deepest items up a "
                    + "level, or raise ReadingLimits.maximumHelpDepth.",
                "HelpList.plist:3:23: error: The help book has more items than the limit of 2. Split it into smaller books, or "
                    + "raise ReadingLimits.maximumHelpItemCount.",
            ])
    }
}
