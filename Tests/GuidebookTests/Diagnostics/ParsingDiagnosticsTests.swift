import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Every finding the readers of GuidebookParsing can give, each from a bad input (or, for a
/// damaged binary property list, the error itself), compared whole against one golden file per
/// reader: the message must say what is wrong and the fix how to mend it.
@Suite struct ParsingDiagnosticsTests {
    func utf8(_ text: String) -> Data { Data(text.utf8) }

    @Test func everyPropertyListFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        let inputs: [(String, Data, ReadingLimits)] = [
            ("not a property list", utf8("hello"), .default),
            ("a string not closed", utf8("<plist>\n<string>abc"), .default),
            ("a string where a key must stand", utf8("<plist><dict><string>a</string></dict></plist>"), .default),
            ("text between elements", utf8("<plist><dict>text<key>a</key><string>b</string></dict></plist>"), .default),
            ("a closing tag of another element", utf8("<plist><array></dict></plist>"), .default),
            ("a key without a value", utf8("<plist><dict>\n  <key>a</key>\n</dict></plist>"), .default),
            ("a number with a letter", utf8("<plist><integer>12x</integer></plist>"), .default),
            ("a date in words", utf8("<plist><date>yesterday</date></plist>"), .default),
            ("data that is not base64", utf8("<plist><data>!!!</data></plist>"), .default),
            ("an HTML entity", utf8("<plist><string>&nbsp;</string></plist>"), .default),
            (
                "bytes that are not UTF-8",
                Data("<plist><string>".utf8) + Data([0xFF]) + Data("</string></plist>".utf8), .default
            ),
            ("UTF-16 with an unpaired surrogate", Data([0xFF, 0xFE, 0x3C, 0x00, 0x00, 0xD8]), .default),
            ("two root values", utf8("<plist><string>a</string><string>b</string></plist>"), .default),
            ("an element after </plist>", utf8("<plist><string>a</string></plist><string>b</string>"), .default),
            (
                "nesting past the depth limit", utf8("<plist><array><array/></array></plist>"),
                ReadingLimits(maximumDepth: 1)
            ),
            (
                "a file past the size limit", utf8("<plist><string>a</string></plist>"),
                ReadingLimits(maximumFileSize: 10)
            ),
            (
                "a string past the length limit", utf8("<plist><string>abcd</string></plist>"),
                ReadingLimits(maximumStringLength: 3)
            ),
            (
                "values past the count limit", utf8("<plist><array><true/><true/></array></plist>"),
                ReadingLimits(maximumItemCount: 1)
            ),
        ]
        for (label, data, limits) in inputs {
            table.add(label) { () throws(PropertyListError) in
                _ = try PropertyListReader.read(data, file: "Content.plist", limits: limits)
            }
        }
        // A damaged binary property list: each error as the binary reader reports it.
        let at = SourceLocation(file: "Content.plist", line: 0, column: 0, byteOffset: 42)
        let damaged: [(String, PropertyListError)] = [
            ("binary: a damaged trailer", .badTrailer("the offset table lies outside the file", at)),
            ("binary: an object outside the file", .badOffset(object: 3, at)),
            ("binary: a reference past the table", .badReference(9, at)),
            ("binary: a container inside itself", .cycle(at)),
            ("binary: a UID object", .unsupportedObject(marker: 0x80, at)),
            ("binary: a number as a key", .nonStringKey(at)),
            ("binary: a billion laughs", .excessiveSharing(at)),
            ("binary: a date past the year 9999", .dateOutOfRange(at)),
            (
                "a file that cannot be read",
                .fileRead(FileReadError(path: "Content.plist", problem: .io(reason: "Input/output error")))
            ),
        ]
        for (label, error) in damaged { table.add(label, [error.diagnostic]) }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-property-list.txt") == nil)
    }

    @Test func everyJSONFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        let inputs: [(String, Data, ReadingLimits)] = [
            ("an object not closed", utf8("{\"a\": 1"), .default),
            ("a bracket where a value must stand", utf8("{\"a\": ]}"), .default),
            ("bytes that are not UTF-8", Data("\"".utf8) + Data([0xFF]) + Data("\"".utf8), .default),
            ("an unknown escape", utf8(#""a\qb""#), .default),
            ("an unpaired surrogate", utf8(#""\uD800""#), .default),
            ("a control character in a string", utf8("\"a\u{01}b\""), .default),
            ("a number with a leading zero", utf8("[01]"), .default),
            ("null", utf8("{\"a\": null}"), .default),
            ("two root values", utf8("1 2"), .default),
            ("nesting past the depth limit", utf8("[[1]]"), ReadingLimits(maximumDepth: 1)),
            ("a file past the size limit", utf8("[1, 2, 3]"), ReadingLimits(maximumFileSize: 4)),
            ("a string past the length limit", utf8(#"["abcd"]"#), ReadingLimits(maximumStringLength: 3)),
            ("values past the count limit", utf8("[1, 2]"), ReadingLimits(maximumItemCount: 1)),
        ]
        for (label, data, limits) in inputs {
            table.add(label) { () throws(JSONError) in _ = try JSONReader.read(data, file: "Book.json", limits: limits)
            }
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-json.txt") == nil)
    }

    @Test func everyStringsFileFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        let inputs: [(String, Data, ReadingLimits)] = [
            ("a string not closed", utf8("\"Welcome\" = \"Hi;"), .default),
            ("a comment not closed", utf8("/* Welcome card\n\"Welcome\" = \"Hi\";"), .default),
            ("an equals sign where a key must stand", utf8("= \"Hi\";"), .default),
            ("two strings without =", utf8("\"Welcome\" \"Hi\";"), .default),
            ("no value after =", utf8("\"Welcome\" = ;"), .default),
            ("no ; after the value", utf8("\"Welcome\" = \"Hi\""), .default),
            (
                "a value whose closing quote is missing", utf8("\"Welcome\" = \"Hi;\n\"Export\" = \"Share\";\n"),
                .default
            ),
            ("an escape that makes no character", utf8(#""Welcome" = "\UD800";"#), .default),
            ("bytes that are not UTF-8", Data("\"Welcome\" = \"".utf8) + Data([0xFF]) + Data("\";".utf8), .default),
            ("UTF-16 with an odd number of bytes", Data([0xFF, 0xFE, 0x22]), .default),
            ("a property list that is not a dictionary", utf8("<plist><array/></plist>"), .default),
            (
                "a property list with a number for a value",
                utf8("<plist><dict><key>Welcome</key><integer>1</integer></dict></plist>"), .default
            ),
            ("a property list with a syntax error", utf8("<plist><dict><key>Welcome</key></dict></plist>"), .default),
            ("a file past the size limit", utf8(#""Welcome" = "Hi";"#), ReadingLimits(maximumFileSize: 4)),
            ("a string past the length limit", utf8(#""Welcome" = "Hi";"#), ReadingLimits(maximumStringLength: 3)),
            (
                "entries past the count limit", utf8("\"a\" = \"1\";\n\"b\" = \"2\";"),
                ReadingLimits(maximumItemCount: 1)
            ),
        ]
        for (label, data, limits) in inputs {
            table.add(label) { () throws(StringsFileError) in
                _ = try StringsFileReader.read(data, file: "en.lproj/Tutorial.strings", limits: limits)
            }
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-strings.txt") == nil)
    }

    @Test func everyFileReadFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        let limit = ReadingLimitError(
            .fileSize, maximum: 10, at: SourceLocation(file: "en.lproj/HelpList.plist", line: 1, column: 1))
        let problems: [(String, FileReadError.Problem)] = [
            ("missing", .missing), ("a folder", .notARegularFile), ("too large", .tooLarge(limit)),
            ("not permitted", .permissionDenied), ("a failed read", .io(reason: "Input/output error")),
        ]
        for (label, problem) in problems {
            table.add(label, [FileReadError(path: "en.lproj/HelpList.plist", problem: problem).diagnostic])
        }
        for limit in ReadingLimitError.Limit.allCases {
            table.add(
                "limit: \(limit)",
                [
                    ReadingLimitError(limit, maximum: 3, at: SourceLocation(file: "Book.json", line: 4, column: 2))
                        .diagnostic
                ])
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-files-and-limits.txt") == nil)
    }
}
