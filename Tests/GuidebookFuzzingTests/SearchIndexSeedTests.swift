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

    @Test func theSeedReadsAndAnswers() throws {
        // Not refused: a check that refuses everything would pass every damaged input too.
        let index = try #require(
            try? HelpSearchIndex(fileData: SearchIndexChecks.file, book: SearchIndexChecks.book))
        #expect(index.search("exprot").first?.title == "Exporting a PDF")
        try SearchIndexChecks.searchIndex(SearchIndexChecks.file)
    }
}
