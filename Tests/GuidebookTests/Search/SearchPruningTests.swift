import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The pruned scoring (blocks of articles skipped when they cannot enter the results) must
/// find exactly what scoring every reached article finds: the same articles in the same
/// order, with the same scores, highlights and snippets.
@Suite struct SearchPruningTests {
    static let generated = HelpSearchIndex(book: SearchTestBooks.generated)

    /// Both strategies' results for `query`, and whether they are equal in every field.
    static func compare(_ index: HelpSearchIndex, _ query: String, limit: Int) -> (Bool, String) {
        let pruned = index.search(query, limit: limit, strategy: .pruned)
        let exhaustive = index.search(query, limit: limit, strategy: .exhaustive)
        guard pruned != exhaustive else { return (true, "") }
        let describe = { (results: [HelpSearchResult]) in
            results.map { "\($0.itemID) \($0.score) \($0.matchedWordCount)" }.joined(separator: ", ")
        }
        return (false, "\"\(query)\" limit \(limit): pruned [\(describe(pruned))] exhaustive [\(describe(exhaustive))]")
    }

    static func expectSame(_ index: HelpSearchIndex, _ queries: [String], limits: [Int]) {
        var mismatches: [String] = []
        for query in queries {
            for limit in limits {
                let (same, message) = compare(index, query, limit: limit)
                if !same { mismatches.append(message) }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) queries differ, first: \(mismatches.prefix(3))")
    }

    @Test func theBenchQueriesFindTheSameResultsAsExhaustiveScoring() {
        Self.expectSame(Self.generated, SyntheticHelpBook.queries(count: 1_000), limits: [10])
    }

    @Test func typosPrefixesAndLongQueriesFindTheSameResultsAtEveryLimit() {
        let generated = SyntheticHelpBook.queries(count: 300, seed: 17)
        let longer = (0..<60).map { number in
            SyntheticHelpBook.queries(count: 2 + number % 15, seed: UInt64(500 + number)).joined(separator: " ")
        }
        let handWritten = [
            "t", "ta", "tap", "tap ", "settings", "tap settings", "photo export pdf", "exprot", "shre fiel", "the",
            "how to", "tap tap", "TAP Settings", "tapp", "tap-settings", "setting up the metronome",
            "lumhalven", "glimmerwort", "zzzz", "tap share export print edit delete sync save photo",
        ]
        Self.expectSame(Self.generated, generated + longer + handWritten, limits: [1, 3, 20, 50])
    }

    /// Every term summarized (a huge fraction), so the small books in every script take
    /// the pruned path too.
    @Test(arguments: HelpSearchLabeledQueryTests.Corpus.allCases.filter { $0 != .generated })
    func smallBooksInEveryScriptFindTheSameResults(_ corpus: HelpSearchLabeledQueryTests.Corpus) {
        let book = HelpSearchLabeledQueryTests.book(corpus)
        let index = HelpSearchIndex(book: book, blockFraction: 1 << 20)
        var queries = HelpSearchLabeledQueryTests.queries.filter { $0.corpus == corpus }.map(\.query)
        func visit(_ item: HelpItem) {
            let words = item.title.split(separator: " ").map(String.init)
            queries += words
            queries += words.map { String($0.prefix(max(1, $0.count / 2))) }
            // Typos: the first two letters swapped.
            queries += words.filter { $0.count >= 5 }.map { word in
                let letters = Array(word)
                return String([letters[1], letters[0]] + letters.dropFirst(2))
            }
            queries.append(item.title)
            for child in item.children { visit(child) }
        }
        for section in book.sections {
            for item in section.items { visit(item) }
        }
        #expect(queries.count > 20)
        Self.expectSame(index, queries, limits: [1, 3, 10])
    }

    /// Books whose article count falls on and around the block size of 64.
    @Test(arguments: [1, 2, 63, 64, 65, 129, 700])
    func booksOfEverySizeAroundABlockFindTheSameResults(_ articles: Int) {
        let index = HelpSearchIndex(book: SyntheticHelpBook.make(articles: articles, seed: 11), blockFraction: 8)
        Self.expectSame(index, SyntheticHelpBook.queries(count: 150, seed: 23), limits: [1, 5, 10])
    }

    /// Identical articles in many blocks score alike: the earliest in the book come first,
    /// whichever block the pruned scoring visits first.
    @Test func tiesAcrossBlocksKeepBookOrder() throws {
        let same = (0..<300).map { number in
            SearchTestBooks.item("same-\(number)", "Tuning the guitar", "Open the tuner and play each string.")
        }
        let others = (0..<100).map { number in
            SearchTestBooks.item("other-\(number)", "Other \(number)", "Nothing about strings here, only drums.")
        }
        let book = HelpBook(sections: [
            HelpSection(id: "a", title: "A", items: Array(others[..<50]) + Array(same[150...])),
            HelpSection(id: "b", title: "B", items: Array(same[..<150]) + Array(others[50...])),
        ])
        let index = HelpSearchIndex(book: book)
        let results = index.search("tuner guitar", limit: 10)
        // Book order: section A's copies (same-150 …) come before section B's.
        #expect(results.map(\.itemID) == (150..<160).map { "same-\($0)" })
        #expect(Set(results.map(\.score)).count == 1)
        #expect(results == index.search("tuner guitar", limit: 10, strategy: .exhaustive))
    }

    /// Which path a query takes: long lists go through the blocks, rare words scatter.
    @Test func commonWordsUseBlockSummariesAndRareWordsDoNot() throws {
        let storage = Self.generated.storage
        let common = try #require(storage.termID("tap"))
        #expect(storage.blocks.termRows[Int(common)] >= 0)
        let rare = try #require(storage.termID(SyntheticHelpBook.rareWords(count: 1)[0]))
        #expect(storage.blocks.termRows[Int(rare)] < 0)
    }
}
