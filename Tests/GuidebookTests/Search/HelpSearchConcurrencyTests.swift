import Guidebook
import Testing

@Suite struct HelpSearchConcurrencyTests {
    /// A word only edition `version` contains: numbers get no typo tolerance, and the
    /// trailing space turns off prefix completion, so editions never match each other.
    static func marker(_ version: Int) -> String { "\(9000 + version) " }

    static func book(version: Int) -> HelpBook {
        HelpBook(
            sections: [
                HelpSection(
                    id: "s", title: "Section",
                    items: (0..<50).map { index in
                        SearchTestBooks.item(
                            "v\(version)-\(index)", "Article \(index)",
                            "This is edition \(marker(version))of the book.")
                    })
            ], language: "en")
    }

    @Test func replacingTheBookSwapsTheIndexForNewQueries() {
        let search = HelpSearch(book: Self.book(version: 1))
        #expect(search.search(Self.marker(1)).count == 20)
        search.replace(with: Self.book(version: 2))
        #expect(search.search(Self.marker(1)).isEmpty)
        #expect(search.search(Self.marker(2), limit: 100).count == 50)
    }

    @Test func aSnapshotTakenBeforeAReplacementKeepsAnswering() {
        let search = HelpSearch(book: Self.book(version: 1))
        let snapshot = search.index
        search.replace(with: Self.book(version: 2))
        #expect(snapshot.search(Self.marker(1), limit: 100).count == 50)
        #expect(search.index.search(Self.marker(1)).isEmpty)
    }

    @Test func queriesRunningDuringReplacementsAlwaysSeeOneWholeBook() async {
        let search = HelpSearch(book: Self.book(version: 0))
        await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for version in 1...20 { search.replace(with: Self.book(version: version)) }
                return 0
            }
            for _ in 0..<3 {
                group.addTask {
                    var inconsistent = 0
                    for _ in 0..<200 {
                        // Every result of one query comes from the same edition, and it is whole.
                        let results = search.search("edition", limit: 100)
                        let editions = Set(results.map { $0.itemID.prefix(while: { $0 != "-" }) })
                        if editions.count != 1 || results.count != 50 { inconsistent += 1 }
                    }
                    return inconsistent
                }
            }
            var total = 0
            for await inconsistent in group { total += inconsistent }
            #expect(total == 0)
        }
        #expect(search.search(Self.marker(20), limit: 100).count == 50)
    }
}
