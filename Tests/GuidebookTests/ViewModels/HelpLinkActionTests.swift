import Foundation
import Guidebook
import Testing

@Suite struct HelpLinkActionTests {
    let book = ViewModelFixtures.book()

    @Test(arguments: [
        ("guidebook://help/editing/undo", HelpDestination.article("editing/undo")),
        ("GUIDEBOOK://Help/editing/undo/", .article("editing/undo")),
        ("guidebook://help/editing/undo?from=mail#top", .article("editing/undo")),
        ("guidebook://help/caf%C3%A9%20au%20lait", .article("café au lait")),
        ("guidebook://help", .index), ("guidebook://help/", .index),
    ])
    func aHelpURLNamesItsScreen(url: String, destination: HelpDestination) throws {
        #expect(HelpDestination(url: try ViewModelFixtures.url(url)) == destination)
    }

    @Test(arguments: ["https://example.com/help/a", "guidebook://settings/a", "mailto:help@example.com", "help/a"])
    func otherURLsAreNotHelpScreens(url: String) throws {
        #expect(HelpDestination(url: try ViewModelFixtures.url(url)) == nil)
    }

    @Test(arguments: ["editing/undo", "café au lait", "a b/c?d#e", "مرحبا"])
    func anArticlesDeepLinkReadsBackToTheSameArticle(id: String) {
        let url = HelpDestination.article(id).url
        #expect(url.absoluteString.hasPrefix("guidebook://help/"))
        #expect(HelpDestination(url: url) == .article(id))
    }

    @Test func aDeepLinkToAMissingArticleOpensNothing() throws {
        #expect(book.destination(for: try ViewModelFixtures.url("guidebook://help/gone/away")) == nil)
        #expect(
            book.destination(for: try ViewModelFixtures.url("guidebook://help/editing/undo"))
                == .article("editing/undo"))
        #expect(book.destination(for: try ViewModelFixtures.url("guidebook://help")) == .index)
    }

    @Test(arguments: [
        ("guidebook://help/editing/undo", TapAction.open(.article("editing/undo"))),
        ("guidebook://help/gone/away", .none),
        ("guidebook://help", .open(.index)),
        ("https://example.com/a", .openLink(URL(string: "https://example.com/a")!)),
        ("mailto:help@example.com", .openLink(URL(string: "mailto:help@example.com")!)),
        ("javascript:alert(1)", .none), ("http://example.com", .none), ("file:///etc/passwd", .none),
        ("https:relative", .none),
    ])
    func tappingALinkOpensAnArticleOrASafeAddressOrNothing(url: String, action: TapAction) throws {
        #expect(book.action(forLink: try ViewModelFixtures.url(url)) == action)
    }
}
