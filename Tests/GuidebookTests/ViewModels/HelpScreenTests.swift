import Foundation
import Guidebook
import Testing

@Suite struct HelpScreenTests {
    let book = ViewModelFixtures.book()

    @Test func theIndexListsSectionsWithRowsAndLeavesEmptySectionsOut() {
        let screen = HelpIndexScreen(book: book)
        #expect(screen.title == "Help")
        #expect(screen.sections.map(\.title) == ["Getting Started", "Editing"])
        #expect(screen.sections[1].rows.map(\.title) == ["Undo", "Notation"])
        #expect(screen.sections[1].rows[1].indexPath == [2, 1])
        #expect(screen.sections[1].rows[1].childCount == 1)
        #expect(screen.sections.allSatisfy { $0.headerTraits == [.header] })
    }

    @Test func everyRowShowsADisclosureIndicatorAndOpensItsArticle() {
        let rows = HelpIndexScreen(book: book).sections.flatMap(\.rows)
        #expect(rows.allSatisfy { $0.showsDisclosureIndicator })
        #expect(rows.map(\.action) == rows.map { TapAction.open(.article($0.id)) })
        #expect(rows.allSatisfy { $0.accessibilityTraits == [.button] })
    }

    @Test func aRowIsReadAsItsTitleThenItsSubtitleAndABlankSubtitleIsDropped() {
        let rows = HelpIndexScreen(book: book).sections.flatMap(\.rows)
        #expect(rows.map(\.accessibilityLabel) == ["Welcome", "Undo", "Notation, Notes and rests"])
        #expect(rows[0].subtitle == nil)
    }

    @Test func anArticleTwoLevelsDownHasBreadcrumbsBackUpEachLevel() throws {
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/notation/ties"))
        #expect(screen.breadcrumbs.map(\.title) == ["Help", "Editing", "Notation", "Ties"])
        #expect(screen.breadcrumbs.map(\.destination) == [.index, .index, .article("editing/notation"), nil])
        #expect(screen.breadcrumbs.last?.action == TapAction.none)
        #expect(screen.indexPath == [2, 1, 0])
        #expect(screen.breadcrumbText == "Help › Editing › Notation › Ties")
    }

    @Test func anArticleWithChildrenListsThemAsRowsOneLevelDown() throws {
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/notation"))
        #expect(screen.children.map(\.title) == ["Ties"])
        #expect(screen.children[0].indexPath == [2, 1, 0])
        #expect(screen.subtitle == "Notes and rests")
    }

    @Test func seeAlsoShowsRelatedArticlesOnceAndDropsMissingOnesAndTheArticleItself() throws {
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/undo"))
        #expect(screen.seeAlso.map(\.id) == ["editing/notation/ties"])
        #expect(screen.seeAlso[0].indexPath == [2, 1, 0])
        #expect(screen.seeAlsoTitle == "See also")
    }

    @Test func anUnknownArticleHasNoScreen() {
        #expect(HelpArticleScreen(book: book, articleID: "gone/away") == nil)
    }

    @Test func theAppsOwnWordsReplaceTheEnglishOnes() throws {
        let strings = HelpScreenStrings(title: "Hilfe", seeAlso: "Siehe auch")
        #expect(HelpIndexScreen(book: book, strings: strings).title == "Hilfe")
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/undo", strings: strings))
        #expect(screen.breadcrumbs.first?.title == "Hilfe")
        #expect(screen.seeAlsoTitle == "Siehe auch")
    }

    @Test(
        arguments: [("ar", LayoutDirection.rightToLeft), ("de", .leftToRight), (nil, .leftToRight)]
            as [(String?, LayoutDirection)])
    func screensFollowTheBooksDirection(language: String?, direction: LayoutDirection) throws {
        let book = ViewModelFixtures.book(language: language)
        #expect(HelpIndexScreen(book: book).layoutDirection == direction)
        #expect(try #require(HelpArticleScreen(book: book, articleID: "editing/undo")).layoutDirection == direction)
    }
}

extension HelpScreenTests {
    @Test func theIndexAsTextHasBoldHeadersAndALinkedLinePerRow() {
        let text = HelpIndexScreen(book: book).attributedText
        #expect(String(text.characters) == "Getting Started\nWelcome\n\nEditing\nUndo\nNotation — Notes and rests")
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == [.bold] } == ["Getting Started", "Editing"])
        #expect(
            text.runs.compactMap(\.link).map(\.absoluteString) == [
                "guidebook://help/getting-started/welcome", "guidebook://help/editing/undo",
                "guidebook://help/editing/notation",
            ])
    }

    @Test func anArticleAsTextEndsWithItsChildrenThenSeeAlso() throws {
        let notation = try #require(HelpArticleScreen(book: book, articleID: "editing/notation"))
        #expect(String(notation.attributedText.characters) == "Tap a staff.\n\nTies")
        let undo = try #require(HelpArticleScreen(book: book, articleID: "editing/undo"))
        let text = undo.attributedText
        #expect(String(text.characters).hasSuffix("\n\nSee also\nTies"))
        #expect(text.runs.compactMap(\.link).last?.absoluteString == "guidebook://help/editing/notation/ties")
    }

    @Test func searchResultsAsTextLinkEachTitleAndKeepTheHighlights() {
        let text = HelpSearchScreen(query: "drag", results: book.search("drag")).attributedText
        #expect(String(text.characters).hasPrefix("Ties\nEditing › Notation\n"))
        #expect(text.runs.compactMap(\.link).first?.absoluteString == "guidebook://help/editing/notation/ties")
        #expect(ViewModelFixtures.texts(text) { $0.guidebookHighlight == true }.contains("Drag"))
        #expect(String(HelpSearchScreen(query: "xylophone", results: []).attributedText.characters) == "No results")
    }
}
