import Foundation
import Testing

@testable import Guidebook

@Suite struct HelpSearchScreenTests {
    let book = ViewModelFixtures.book()

    @Test func theMatchedWordsAreHighlightedInTheTitleAndSnippet() throws {
        let screen = HelpSearchScreen(query: "undo", results: book.search("undo"))
        let row = try #require(screen.rows.first { $0.id == "editing/undo" })
        #expect(ViewModelFixtures.texts(row.title) { $0.guidebookHighlight == true } == ["Undo"])
        let snippetHits = ViewModelFixtures.texts(row.snippet) { $0.guidebookHighlight == true }
        #expect(!snippetHits.isEmpty)
        #expect(snippetHits.allSatisfy { $0.lowercased().hasPrefix("undo") })
        #expect(row.action == .open(.article("editing/undo")))
        #expect(screen.emptyMessage == nil)
    }

    @Test func theTrailIsTheTitlesAboveTheArticle() throws {
        let screen = HelpSearchScreen(query: "drag", results: book.search("drag"))
        let row = try #require(screen.rows.first)
        #expect(row.id == "editing/notation/ties")
        #expect(row.trail == "Editing › Notation")
        #expect(row.indexPath == [2, 1, 0])
        #expect(row.accessibilityLabel.hasPrefix("Ties, Editing › Notation, "))
    }

    @Test func aQueryThatFindsNothingSaysSo() {
        let screen = HelpSearchScreen(
            query: "xylophone", results: book.search("xylophone"), strings: HelpScreenStrings(noResults: "Nichts"))
        #expect(screen.rows.isEmpty)
        #expect(screen.emptyMessage == "Nichts")
        #expect(screen.isSearching)
    }

    @Test(arguments: ["", "  ", "?!"])
    func aQueryWithoutWordsShowsTheBookNotAnEmptyList(query: String) {
        let screen = HelpSearchScreen(query: query, results: [])
        #expect(screen.emptyMessage == nil)
        #expect(!screen.isSearching)
    }

    @Test func aHighlightRangeOutsideTheTextIsIgnored() {
        let long = "Export as PDF"
        let range = long.range(of: "PDF")!
        let text = HelpSearchResultRow.highlighted("PDF", [range])
        #expect(String(text.characters) == "PDF")
    }
}
