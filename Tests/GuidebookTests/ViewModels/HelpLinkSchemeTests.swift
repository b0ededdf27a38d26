import Foundation
import Guidebook
import Testing

@Suite struct HelpLinkSchemeTests {
    let book = ViewModelFixtures.book()
    static let compositions = HelpLinkScheme(registeredScheme: "Compositions")

    @Test func anAppWithoutASchemeLinksInTheAppOnly() {
        let links = HelpLinkScheme.inApp
        #expect(links.registeredScheme == nil)
        #expect(links.url(for: .article("editing/undo")).absoluteString == "help:editing/undo")
        #expect(links.url(for: .article("café au lait")).absoluteString == "help:caf%C3%A9%20au%20lait")
        #expect(links.url(for: .index).absoluteString == "help:")
    }

    @Test func aRegisteredSchemeSpellsDeepLinksInIt() throws {
        let links = try #require(Self.compositions)
        #expect(links.registeredScheme == "compositions")
        #expect(links.url(for: .article("editing/undo")).absoluteString == "compositions://help/editing/undo")
        #expect(links.url(for: .index).absoluteString == "compositions://help")
    }

    @Test(arguments: ["", "1app", "my app", "my_app", "help", "HTTPS", "http", "mailto", "né"])
    func aSchemeTheAppCannotRegisterIsRefused(scheme: String) {
        #expect(HelpLinkScheme(registeredScheme: scheme) == nil)
    }

    @Test(arguments: [
        // The three spellings of a help link, each to a screen the book has or not.
        ("help:editing/undo", HelpLinkRoute.show(.article("editing/undo"))),
        ("HELP:/editing/undo/", .show(.article("editing/undo"))),
        ("help:", .show(.index)),
        ("help:gone/away", .ignore),
        ("guidebook://help/editing/undo", .show(.article("editing/undo"))),
        ("guidebook://help", .show(.index)),
        ("compositions://help/editing/notation/ties", .show(.article("editing/notation/ties"))),
        ("Compositions://Help/gone/away", .ignore),
        // Web and mail addresses go to the system; anything else does nothing.
        ("https://example.com/a", .openInSystem(URL(string: "https://example.com/a")!)),
        ("mailto:help@example.com", .openInSystem(URL(string: "mailto:help@example.com")!)),
        ("compositions://settings", .ignore), ("help://editing/undo", .ignore),
        ("javascript:alert(1)", .ignore), ("http://example.com", .ignore),
    ])
    func aTappedLinkShowsItsScreenOrGoesToTheSystem(url: String, route: HelpLinkRoute) throws {
        let links = try #require(Self.compositions)
        #expect(links.route(tapped: try ViewModelFixtures.url(url), in: book) == route)
    }

    @Test(arguments: [
        ("help:editing/undo", HelpLinkRoute.show(.article("editing/undo"))),
        ("guidebook://help/editing/undo", .show(.article("editing/undo"))),
        ("compositions://help/editing/undo", .ignore),
    ])
    func withoutASchemeTheMenuStillRoutesItsOwnLinks(url: String, route: HelpLinkRoute) throws {
        #expect(HelpLinkScheme.inApp.route(tapped: try ViewModelFixtures.url(url), in: book) == route)
    }

    @Test(arguments: [
        ("compositions://help/editing/undo", HelpLinkRoute.show(.article("editing/undo"))),
        ("COMPOSITIONS://HELP", .show(.index)),
        ("compositions://help/gone/away", .ignore),
        ("compositions://settings/sound", .handToApp(URL(string: "compositions://settings/sound")!)),
        ("guidebook://help/editing/undo", .handToApp(URL(string: "guidebook://help/editing/undo")!)),
        ("help:editing/undo", .handToApp(URL(string: "help:editing/undo")!)),
        ("https://example.com/help/undo", .handToApp(URL(string: "https://example.com/help/undo")!)),
    ])
    func aLinkTheAppIsOpenedWithIsClaimedOnlyInItsScheme(url: String, route: HelpLinkRoute) throws {
        let links = try #require(Self.compositions)
        #expect(links.route(opened: try ViewModelFixtures.url(url), in: book) == route)
    }

    @Test func withoutASchemeEveryLinkTheAppIsOpenedWithIsTheApps() throws {
        for text in ["guidebook://help/editing/undo", "help:editing/undo", "compositions://help/editing/undo"] {
            let url = try ViewModelFixtures.url(text)
            #expect(HelpLinkScheme.inApp.route(opened: url, in: book) == .handToApp(url))
        }
    }

    @Test(arguments: ["editing/undo", "café au lait", "a b/c?d#e", "مرحبا"])
    func aLinkMadeForAnArticleReadsBackToIt(id: String) throws {
        let links = try #require(Self.compositions)
        for scheme in [links, .inApp] {
            let book = HelpBook(sections: [HelpSection(id: "s", title: "S", items: [HelpItem(id: id, title: "T")])])
            #expect(scheme.route(tapped: scheme.url(for: .article(id)), in: book) == .show(.article(id)))
        }
        let opened = links.url(for: .article(id))
        #expect(
            links.route(opened: opened, in: ViewModelFixtures.book())
                == (id == "editing/undo" ? .show(.article(id)) : .ignore))
    }
}
