import Foundation
import Guidebook
import Testing

@Suite struct JSONReaderTests {
    private func read(_ text: String) throws(JSONError) -> PropertyListValue {
        try JSONReader.read(Data(text.utf8), file: "t.json")
    }

    @Test func objectMembersKeepFileOrder() throws {
        let value = try read(#"{"zebra": 1, "apple": 2, "mango": {"z": true, "a": false}}"#)
        let object = try #require(value.dictionaryValue)
        #expect(object.keys == ["zebra", "apple", "mango"])
        #expect(object["mango"]?.dictionaryValue?.keys == ["z", "a"])
    }

    @Test func everyObjectAndMemberKeyHasItsLineAndColumn() throws {
        let text = "{\n  \"a\": {\"é\": 1,\n    \"b\": [1]}\n}"
        let object = try #require(try read(text).dictionaryValue)
        #expect(object.location == SourceLocation(file: "t.json", line: 1, column: 1))
        #expect(object.entry(forKey: "a")?.location == SourceLocation(file: "t.json", line: 2, column: 3))
        let inner = try #require(object["a"]?.dictionaryValue)
        #expect(inner.location == SourceLocation(file: "t.json", line: 2, column: 8))
        #expect(inner.entry(forKey: "é")?.location == SourceLocation(file: "t.json", line: 2, column: 9))
        // Columns count characters, not bytes: "é" is two bytes.
        #expect(inner.entry(forKey: "b")?.location == SourceLocation(file: "t.json", line: 3, column: 5))
    }

    @Test(arguments: [
        ("0", PropertyListValue.integer(0)),
        ("-12", .integer(-12)),
        ("9223372036854775807", .integer(Int64.max)),
        ("9223372036854775808", .real(9_223_372_036_854_775_808)),
        ("1.5", .real(1.5)),
        ("-0.25e2", .real(-25)),
        ("1E3", .real(1000)),
        ("true", .bool(true)),
        ("false", .bool(false)),
        (#""a\"b\\c\/d\n\t\r\b\f""#, .string("a\"b\\c/d\n\t\r\u{8}\u{C}")),
        (#""\u00e9\u4e2d\ud83d\ude00""#, .string("é中😀")),
        ("\"plain ünïcode 😀\"", .string("plain ünïcode 😀")),
        ("[]", .array([])),
        ("{}", .dictionary(PropertyListDictionary())),
        (" \r\n\t[1, \"x\"] \n", .array([.integer(1), .string("x")])),
    ])
    func valuesMapToPropertyListValues(text: String, expected: PropertyListValue) throws {
        #expect(try read(text) == expected)
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        let value = try JSONReader.read(Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)))
        #expect(value == .array([.integer(1)]))
    }

    @Test(arguments: [
        ("", "1:1"), ("{", "1:2"), ("{\"a\": ", "1:7"), ("[1, 2", "1:6"), ("\"abc", "1:5"), ("tru", "1:4"),
        ("{\"a\": \"\\u12", "1:12"),
    ])
    func truncatedDocumentsReportWhereTheyEnd(text: String, position: String) {
        #expect {
            try read(text)
        } throws: { error in
            guard let error = error as? JSONError, case .unexpectedEnd = error else { return false }
            return error.diagnostic.description.hasPrefix("t.json:\(position):")
        }
    }

    @Test(arguments: [
        ("[1,]", "1:4"), ("{\"a\" 1}", "1:6"), ("{a: 1}", "1:2"), ("[01]", "1:2"), ("[+1]", "1:2"),
        ("[.5]", "1:2"), ("[1.]", "1:2"), ("[NaN]", "1:2"), ("[\"a\\x\"]", "1:4"), ("[\"a\tb\"]", "1:4"),
        ("[null]", "1:2"), ("[1] [2]", "1:5"), ("[\"\\ud800\"]", "1:3"), ("[\"\\udc00x\"]", "1:3"),
        ("{\"a\":1,\n  // c\n}", "2:3"), ("[1e400]", "1:2"),
    ])
    func malformedDocumentsReportTheirPosition(text: String, position: String) {
        #expect {
            try read(text)
        } throws: { error in
            (error as? JSONError)?.diagnostic.description.hasPrefix("t.json:\(position):") == true
        }
    }

    @Test func nullIsATypedErrorNotASilentValue() {
        #expect(throws: JSONError.nullNotSupported(at: SourceLocation(file: "t.json", line: 1, column: 7))) {
            try read(#"{"a": null}"#)
        }
    }

    @Test func invalidUTF8IsReportedAtTheOffendingCharacter() {
        var bytes = Array("[\"ab".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"]".utf8)
        #expect(throws: JSONError.invalidUTF8(at: SourceLocation(file: "t.json", line: 1, column: 5))) {
            try JSONReader.read(Data(bytes), file: "t.json")
        }
    }

    @Test func tenThousandLevelsOfNestingFailCleanly() {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect {
            try read(text)
        } throws: { error in
            guard case .limitExceeded(let limit)? = error as? JSONError, limit.limit == .depth else { return false }
            return limit.maximum == JSONReader.defaultMaximumDepth && limit.location.column == limit.maximum + 1
        }
        let objects = String(repeating: #"{"a":"#, count: 10_000)
        #expect(throws: JSONError.self) { try read(objects) }
    }

    @Test func nestingUpToTheLimitIsAccepted() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try read(text).arrayValue?.count == 1)
    }

    @Test func matchesFoundationOnTheCorpusCatalogs() throws {
        guard let corpus = LocalizationCorpus.directory(subfolder: "xcstrings") else { return }
        for url in LocalizationCorpus.files(in: corpus, withExtension: "xcstrings") {
            let data = try Data(contentsOf: url)
            let ours = try JSONReader.read(data, file: url.lastPathComponent)
            let theirs = try JSONSerialization.jsonObject(with: data)
            #expect(LocalizationCorpus.equal(ours, theirs), "\(url.lastPathComponent) differs from JSONSerialization")
        }
    }
}
