import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// Why a published search index file is refused (an app then searches the index it builds from
/// the book), each from the example book's real file spoilt one way, compared whole against one
/// golden file.
@Suite struct SearchDiagnosticsTests {
    @Test func everyRefusalOfASearchIndexFileSaysWhatIsWrongAndHowToFixIt() {
        let book = SearchTestBooks.example("en")
        let data = HelpSearchIndex.fileData(for: book)
        var table = DiagnosticTable()
        func read(_ label: String, _ bytes: Data, _ book: HelpBook) {
            table.add(label) { () throws(HelpSearchIndexFileError) in
                _ = try HelpSearchIndex(fileData: bytes, book: book)
            }
        }
        read("a web server's error page saved as the index", Data("<html>Not found</html>".utf8), book)
        var newer = data
        newer[newer.startIndex + 4] = 99
        read("an index of format version 99", newer, book)
        var edited = book
        edited.sections[0].items[0].body = HelpBody(plainText: "A body the index has never seen.")
        read("an index of the book before an edit", data, edited)
        read("a download cut at half the index", data.prefix(data.count / 2), book)
        read("a resumed download that appended the whole index to the whole index", data + data, book)
        // The same refusal where the content's origin is known: its fix names the one tool.
        let stale = HelpSearchIndexFileError.otherBook(file: "HelpBook.searchindex")
        table.add("an index of the book before an edit, bundled with the app", [stale.diagnostic(writtenBy: .index)])
        table.add("an index of the book before an edit, downloaded", [stale.diagnostic(writtenBy: .publish)])
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-search.txt") == nil)
    }
}
