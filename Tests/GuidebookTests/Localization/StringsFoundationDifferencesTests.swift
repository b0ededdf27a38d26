import Foundation
import Guidebook
import Testing

/// Where Guidebook's `.strings` reader deliberately differs from Foundation's, each case
/// showing both behaviours so a change on either side is noticed.
@Suite struct StringsFoundationDifferencesTests {
    static func foundation(_ text: String) -> [String: Any]? {
        FoundationOracle.parse(Data(text.utf8)) as? [String: Any]
    }

    /// Foundation accepts arrays, dictionaries and data as values; a `.strings` table holds text,
    /// so Guidebook reports the entry instead of handing back a value no caller can show.
    @Test func nonStringValueIsAnErrorWhereFoundationAcceptsIt() {
        let text = "\"a\" = (\"x\", \"y\");"
        #expect(
            throws: StringsFileError.expectedValue(
                key: "a", found: "'(\"x\", \"y\");'",
                SourceLocation(file: "", line: 1, column: 7))
        ) { try StringsFileReader.read(Data(text.utf8)) }
        #expect(Self.foundation(text)?["a"] is [Any])
    }

    /// Foundation maps octal escapes above \177 through the NeXTSTEP encoding; Guidebook
    /// asks for \U escapes instead of guessing what a translator meant.
    @Test func octalEscapeAboveASCIIIsAnErrorWhereFoundationUsesNeXTSTEP() {
        let text = "\"a\" = \"\\351\";"
        #expect(throws: StringsFileError.self) { try StringsFileReader.read(Data(text.utf8)) }
        #expect(Self.foundation(text)?["a"] is String)
    }

    /// An empty file is an empty table for Guidebook; Foundation reports an error for empty data.
    @Test func emptyFileIsAnEmptyTableWhereFoundationRejectsIt() throws {
        #expect(try StringsFileReader.read(Data()).isEmpty)
        #expect(FoundationOracle.parse(Data()) == nil)
    }
}
