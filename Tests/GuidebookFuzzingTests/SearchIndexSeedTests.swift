import Foundation
import Guidebook
import GuidebookFuzzing
import GuidebookTestSupport
import Testing

/// The search-index target's seed is the file `guidebook publish` writes for the target's
/// book, in today's format: a seed in an old format would only explore the version check.
@Suite struct SearchIndexSeedTests {
    static let seed = FuzzReplayTests.fuzzFolder.appendingPathComponent("Corpus/search-index/published.searchindex")

    @Test func theSeedIsTheFixedBooksIndexInTodaysFormat() throws {
        if ProcessInfo.processInfo.environment[Snapshot.recordVariable] == "1",
            ProcessInfo.processInfo.environment["CI"] != "true"
        {
            try SearchIndexChecks.file.write(to: Self.seed)
        }
        #expect(
            try Data(contentsOf: Self.seed) == SearchIndexChecks.file, "re-record with \(Snapshot.recordVariable)=1")
    }

    /// The saved findings are files of today's format, damaged as the fuzzer found them (a
    /// token of no length; a title token past its title): one of an older format would stop at
    /// the version check and replay nothing. The first is refused, the second reads and answers
    /// without a highlight outside its title.
    @Test func theSavedFindingsAreInTodaysFormat() throws {
        let folder = FuzzReplayTests.fuzzFolder.appendingPathComponent("Regressions/search-index")
        var refusals: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            var data = try Data(contentsOf: folder.appendingPathComponent(name))
            data.replaceSubrange(8..<16, with: SearchIndexChecks.file[8..<16])
            do {
                let index = try HelpSearchIndex(fileData: data, book: SearchIndexChecks.book)
                #expect(!index.search("export").isEmpty)
                refusals[name] = "read"
            } catch {
                refusals[name] = error.diagnostic.message
            }
        }
        #expect(
            refusals == [
                "empty-token.searchindex": "The search index is damaged: a token is empty.",
                "title-token-past-its-title.searchindex": "read",
            ])
    }

    @Test func theSeedReadsAndAnswers() throws {
        // Not refused: a check that refuses everything would pass every damaged input too.
        let index = try #require(
            try? HelpSearchIndex(fileData: SearchIndexChecks.file, book: SearchIndexChecks.book))
        #expect(index.search("exprot").first?.title == "Exporting a PDF")
        try SearchIndexChecks.searchIndex(SearchIndexChecks.file)
    }
}
