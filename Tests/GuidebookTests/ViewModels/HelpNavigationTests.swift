import Foundation
import Guidebook
import Testing

@Suite struct HelpNavigationTests {
    let book = ViewModelFixtures.book()

    @Test func rowsPushTheirArticleAndTheIndexPopsToTheRoot() {
        var navigation = HelpNavigation()
        #expect(navigation.current == .index)
        navigation.perform(.open(.article("editing/notation")))
        navigation.perform(.open(.article("editing/notation/ties")))
        #expect(navigation.path == ["editing/notation", "editing/notation/ties"])
        #expect(navigation.current == .article("editing/notation/ties"))
        navigation.perform(.open(.article("editing/notation/ties")))
        #expect(navigation.path.count == 2, "the article on top is not pushed twice")
        navigation.perform(.open(.index))
        #expect(navigation.path.isEmpty)
    }

    @Test func webLinksGoToTheSystemAndNothingElseMoves() throws {
        var navigation = HelpNavigation(path: ["editing/undo"])
        let mail = try ViewModelFixtures.url("mailto:help@example.com")
        #expect(navigation.perform(.openLink(mail)) == mail)
        #expect(navigation.perform(.none) == nil)
        #expect(navigation.perform(.dismiss(.tapped)) == nil)
        #expect(navigation.path == ["editing/undo"])
    }

    @Test func aDeepLinkShowsItsArticleOnTheIndex() throws {
        var navigation = HelpNavigation(path: ["editing/notation", "editing/notation/ties"])
        #expect(navigation.open(try ViewModelFixtures.url("guidebook://help/editing/undo"), in: book))
        #expect(navigation.path == ["editing/undo"])
        #expect(navigation.open(try ViewModelFixtures.url("guidebook://help"), in: book))
        #expect(navigation.path.isEmpty)
    }

    @Test func aDeepLinkToAMissingArticleOrAnotherURLChangesNothing() throws {
        var navigation = HelpNavigation(path: ["editing/undo"])
        #expect(!navigation.open(try ViewModelFixtures.url("guidebook://help/gone/away"), in: book))
        #expect(!navigation.open(try ViewModelFixtures.url("https://example.com/help"), in: book))
        #expect(navigation.path == ["editing/undo"])
    }

    @Test func anArticlesLinkFollowedFromItsBodyPushesTheLinkedArticle() throws {
        var navigation = HelpNavigation(path: ["editing/notation/ties"])
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/notation/ties"))
        let link = try #require(screen.body.runs.compactMap(\.link).first)
        navigation.perform(book.action(forLink: link))
        #expect(navigation.path == ["editing/notation/ties", "editing/undo"])
    }
}

/// An article's deep link spells its id as Foundation's percent encoding would (letters, digits,
/// `-._~` and `/` kept, every other UTF-8 byte as upper-case `%XX`), and reading the link back
/// gives the id: ASCII, spaces, reserved characters, accents, CJK, emoji and a bare `%`.
@Suite struct HelpDeepLinkSpellingTests {
    static let ids = [
        "editing/undo", "export pdf", "a?b#c&d=e", "Über/straße", "设置/导出", "tips 🎹", "100%", "~user._-",
        "", "/", "slash/ end/", "tab\there", "quote\"s",
    ]

    @Test(arguments: ids) func aDeepLinkEncodesItsIdAsFoundationDoesAndReadsBackTheId(_ id: String) throws {
        let kept = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")
        let foundation = try #require(id.addingPercentEncoding(withAllowedCharacters: kept))
        let url = HelpDestination.article(id).url
        #expect(url.absoluteString == "guidebook://help/" + foundation)
        let trimmed = id.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        #expect(HelpDestination(url: url) == (trimmed.isEmpty ? .index : .article(trimmed)))
    }
}

@Suite struct HelpTextRunTests {
    let book = ViewModelFixtures.book()

    @Test func boldAndItalicRunsKeepTheirStyleAndTheText() throws {
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/undo"))
        let runs = HelpTextRun.runs(of: screen.body)
        #expect(runs.map(\.text).joined() == String(screen.body.characters))
        #expect(runs.filter(\.isBold).map(\.text) == ["Shake"])
        #expect(runs.filter(\.isItalic).map(\.text) == ["Undo"])
    }

    @Test func linksAreKeptAndPlainNeighboursJoined() throws {
        let screen = try #require(HelpArticleScreen(book: book, articleID: "editing/notation/ties"))
        let runs = HelpTextRun.runs(of: screen.body)
        #expect(runs.compactMap(\.link) == [HelpDestination.article("editing/undo").url])
        #expect(runs.count == 3, "text, the link, the final stop: \(runs)")
    }

    @Test func aSearchHighlightIsBold() throws {
        var text = AttributedString("find me")
        let range = try #require(text.range(of: "me"))
        text[range].guidebookHighlight = true
        #expect(HelpTextRun.runs(of: text) == [HelpTextRun(text: "find "), HelpTextRun(text: "me", isBold: true)])
    }
}
