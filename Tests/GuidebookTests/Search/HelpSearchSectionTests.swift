import Foundation
import Guidebook
import Testing

/// Section titles are searchable: a search for a section's title finds its articles, an
/// article's own title still ranks first, and queries that reach no section title keep
/// their results.
@Suite struct HelpSearchSectionTests {
    struct SectionCase: Sendable, CustomStringConvertible {
        var language: String
        var section: Int
        var description: String { "\(language) section \(section)" }
    }

    static func exampleBook(_ language: String) -> HelpBook {
        switch language {
        case "de": SearchTestBooks.exampleGerman
        case "ar": SearchTestBooks.exampleArabic
        default: SearchTestBooks.exampleEnglish
        }
    }

    static let sectionCases: [SectionCase] = ["en", "de", "ar"].flatMap { language in
        exampleBook(language).sections.indices.map { SectionCase(language: language, section: $0) }
    }

    /// The ids of a section's articles at every depth.
    static func articleIDs(_ section: HelpSection) -> Set<String> {
        func ids(_ items: [HelpItem]) -> [String] { items.flatMap { [$0.id] + ids($0.children) } }
        return Set(ids(section.items))
    }

    @Test(arguments: sectionCases)
    func searchingForASectionsTitleListsThatSectionsArticlesFirst(_ sectionCase: SectionCase) {
        let book = Self.exampleBook(sectionCase.language)
        let section = book.sections[sectionCase.section]
        let expected = Self.articleIDs(section)
        let results = HelpSearchIndex(book: book).search(section.title + " ", limit: expected.count)
        #expect(Set(results.map(\.itemID)) == expected, "\(section.title): \(results.map(\.title))")
        #expect(results.allSatisfy { $0.path.first == section.title && $0.matchesAllWords })
    }

    @Test func aTypoOfASectionTitleFindsEveryArticleOfTheSection() {
        // The issue's example: "Listening" is only the section's title; "litsen" is one
        // transposition away from its stem.
        let book = SearchTestBooks.exampleEnglish
        guard let listening = book.sections.first(where: { $0.title == "Listening" }) else {
            Issue.record("the example book has no Listening section")
            return
        }
        let found = Set(HelpSearchIndex(book: book).search("litsen").map(\.itemID))
        #expect(Self.articleIDs(listening).isSubset(of: found), "found \(found.sorted())")
    }

    static let titleVersusSection = HelpBook(
        sections: [
            HelpSection(
                id: "listening", title: "Listening",
                items: [
                    SearchTestBooks.item("tempo", "Tempo", "Set the beats per minute."),
                    SearchTestBooks.item(
                        "instruments", "Instruments", "Pick a sound for each staff.",
                        children: [SearchTestBooks.item("piano", "Piano", "The default sound.")]),
                ]),
            HelpSection(
                id: "basics", title: "Basics",
                items: [
                    SearchTestBooks.item("welcome", "Welcome", "Write your first piece."),
                    SearchTestBooks.item("listen", "Listening to your piece", "Tap Play."),
                    SearchTestBooks.item("mixer", "Mixer", "Balance the parts while listening."),
                ]),
        ], language: "en")

    @Test func anArticlesOwnTitleOutranksArticlesThatOnlySitInASectionOfThatName() {
        let results = HelpSearchIndex(book: Self.titleVersusSection).search("listening")
        #expect(results.first?.itemID == "listen")
        // The section's articles, children included, come next; the body mention too.
        #expect(Set(results.map(\.itemID)) == ["listen", "tempo", "instruments", "piano", "mixer"])
        // A section match highlights nothing: the section title is not in the result's title.
        let tempo = results.first { $0.itemID == "tempo" }
        #expect(tempo?.titleHighlights.isEmpty == true)
        #expect(tempo?.path == ["Listening", "Tempo"])
    }

    @Test func aSectionWordAddsToAnArticlesOtherMatches() {
        // "piano" alone finds the child article; with "listening" it also matches the
        // section's word, so it matches both words and ranks above the title-only match.
        let results = HelpSearchIndex(book: Self.titleVersusSection).search("listening piano")
        #expect(results.first?.itemID == "piano")
        #expect(results.first?.matchesAllWords == true)
    }

    /// The same book with its sections renamed.
    static func retitled(_ book: HelpBook, _ title: (Int) -> String) -> HelpBook {
        var book = book
        for index in book.sections.indices { book.sections[index].title = title(index) }
        return book
    }

    @Test func queriesThatReachNoSectionTitleKeepTheirResultsAndScores() {
        // Section titles no query can reach (not as a word, a prefix, a stem or a typo) vs
        // untitled sections: every other word's results must be the same, to the bit.
        let book = SearchTestBooks.english
        let titled = HelpSearchIndex(book: Self.retitled(book) { "Qzxqvwy\($0) Vvqqxzk" })
        let untitled = HelpSearchIndex(book: Self.retitled(book) { _ in "" })
        let queries =
            HelpSearchLabeledQueryTests.queries.filter { $0.corpus == .english }.map(\.query)
            + ["t", "ta", "tap", "tap ", "the", "how", "metro", "exprot", "shre fiel", "sheet music"]
        for query in queries {
            let expected = untitled.search(query, limit: 20)
            let actual = titled.search(query, limit: 20)
            #expect(actual.map(\.itemID) == expected.map(\.itemID), "\(query)")
            #expect(actual.map(\.score) == expected.map(\.score), "\(query)")
            #expect(actual.map(\.snippet) == expected.map(\.snippet), "\(query)")
        }
    }
}
