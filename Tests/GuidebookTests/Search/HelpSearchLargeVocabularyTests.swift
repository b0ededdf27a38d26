import Testing

@testable import Guidebook

/// Token terms are kept in 16 bits while every term id fits; a book with more distinct
/// words keeps them in 32 bits, and finds and highlights the same way.
@Suite struct HelpSearchLargeVocabularyTests {
    /// Distinct words: numbers, which match only themselves (no stems, no typos).
    static func words(_ count: Int) -> [String] { (0..<count).map { String(1_000_000 + $0) } }

    static func book(distinctWords: Int) -> HelpBook {
        // Many articles of 1,000 words each, then one article about tuning.
        let all = words(distinctWords)
        let chunks = stride(from: 0, to: all.count, by: 1_000).map { start in
            all[start..<min(start + 1_000, all.count)].joined(separator: " ")
        }
        var items = chunks.enumerated().map { number, text in
            SearchTestBooks.item("filler-\(number)", "Filler \(number)", text)
        }
        items.append(
            SearchTestBooks.item(
                "tuning", "Tuning the guitar", "Open the tuner, then play each string until the tuner shows green."))
        return HelpBook(sections: [HelpSection(id: "s", title: "Guide", items: items)])
    }

    @Test(arguments: [1_000, 70_000])
    func theTunerArticleIsFoundAndHighlightedWithAnyVocabularySize(_ distinctWords: Int) throws {
        let index = HelpSearchIndex(book: Self.book(distinctWords: distinctWords))
        let storage = index.storage
        // Which layout the body tokens use.
        if storage.terms.count < Int(UInt16.max) {
            #expect(storage.bodyTokens.tokenTerms.isEmpty && !storage.bodyTokens.compactTokenTerms.isEmpty)
        } else {
            #expect(!storage.bodyTokens.tokenTerms.isEmpty && storage.bodyTokens.compactTokenTerms.isEmpty)
        }
        let result = try #require(index.search("tuner").first)
        #expect(result.itemID == "tuning")
        #expect(result.snippetHighlights.map { String(result.snippet[$0]) } == ["tuner", "tuner"])
        // A filler word near the end of the vocabulary (a high term id) is found and highlighted.
        let last = Self.words(distinctWords)[distinctWords - 2]
        let filler = try #require(index.search(last + " ").first)
        #expect(filler.snippetHighlights.map { String(filler.snippet[$0]) } == [last])
        #expect(index.search(last, limit: 5) == index.search(last, limit: 5, strategy: .exhaustive))
    }
}
