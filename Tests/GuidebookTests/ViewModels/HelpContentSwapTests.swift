import Foundation
import Guidebook
import Testing

/// A remote update replaced the book while the menu was open: what stays on the stack.
@Suite struct HelpContentSwapTests {
    /// The fixture book as a remote update brings it: "Ties" is gone, "Undo" moved to a new
    /// section, "Redo" is new.
    static func updatedBook() -> HelpBook {
        let notation = HelpItem(id: "editing/notation", title: "Notation", body: HelpBody(markdown: "Tap a staff."))
        let undo = HelpItem(id: "editing/undo", title: "Undo and Redo")
        let redo = HelpItem(id: "editing/redo", title: "Redo")
        return HelpBook(
            sections: [
                HelpSection(id: "editing", title: "Editing", items: [notation]),
                HelpSection(id: "history", title: "History", items: [undo, redo]),
            ], language: "en")
    }

    @Test(arguments: [
        // Every pushed article is still there (one moved section): nothing changes.
        (
            ["editing/notation", "editing/undo"],
            HelpContentSwap(
                navigation: HelpNavigation(path: ["editing/notation", "editing/undo"], query: "undo"),
                dropped: [], topChanged: false)
        ),
        // The article on top went: the one below it is on top.
        (
            ["editing/notation", "editing/notation/ties"],
            HelpContentSwap(
                navigation: HelpNavigation(path: ["editing/notation"], query: "undo"),
                dropped: ["editing/notation/ties"], topChanged: true)
        ),
        // An article in the middle went: the ones around it stay, in order.
        (
            ["editing/undo", "editing/notation/ties", "editing/notation"],
            HelpContentSwap(
                navigation: HelpNavigation(path: ["editing/undo", "editing/notation"], query: "undo"),
                dropped: ["editing/notation/ties"], topChanged: false)
        ),
        // Dropping one brings the same article together twice: it stays once.
        (
            ["editing/undo", "editing/notation/ties", "editing/undo"],
            HelpContentSwap(
                navigation: HelpNavigation(path: ["editing/undo"], query: "undo"),
                dropped: ["editing/notation/ties"], topChanged: false)
        ),
        // Nothing pushed is left: the index is on top.
        (
            ["editing/notation/ties", "getting-started/welcome"],
            HelpContentSwap(
                navigation: HelpNavigation(path: [], query: "undo"),
                dropped: ["editing/notation/ties", "getting-started/welcome"], topChanged: true)
        ),
        // On the index already: it stays.
        ([], HelpContentSwap(navigation: HelpNavigation(path: [], query: "undo"), dropped: [], topChanged: false)),
    ])
    func theArticlesTheNewBookHasStayAndTheQueryIsKept(path: [String], swap: HelpContentSwap) {
        let navigation = HelpNavigation(path: path, query: "undo")
        #expect(navigation.afterSwap(to: Self.updatedBook()) == swap)
    }

    @Test func theMenuDrawnAfterTheSwapShowsTheNewBooksArticle() throws {
        // The app's flow: the person reads "Undo", an update arrives, the screen is drawn again.
        var navigation = HelpNavigation()
        navigation.perform(.open(.article("editing/undo")))
        navigation = navigation.afterSwap(to: Self.updatedBook()).navigation
        let top = try #require(navigation.path.last)
        let screen = try #require(HelpArticleScreen(book: Self.updatedBook(), articleID: top))
        #expect(screen.title == "Undo and Redo")
        #expect(screen.breadcrumbs.map(\.title) == ["Help", "History", "Undo and Redo"])
    }
}

@Suite struct HelpNavigationRouteTests {
    let book = ViewModelFixtures.book()

    @Test func aTappedHelpLinkPushesAndOtherLinksAreHandedOn() throws {
        var navigation = HelpNavigation(path: ["editing/undo"], query: "tie")
        let mail = try ViewModelFixtures.url("mailto:help@example.com")
        #expect(navigation.follow(.show(.article("editing/notation/ties"))) == nil)
        #expect(navigation.follow(.openInSystem(mail)) == mail)
        #expect(navigation.follow(.handToApp(mail)) == mail)
        #expect(navigation.follow(.ignore) == nil)
        #expect(navigation == HelpNavigation(path: ["editing/undo", "editing/notation/ties"], query: "tie"))
        #expect(navigation.follow(.show(.index)) == nil)
        #expect(navigation == HelpNavigation(path: [], query: "tie"))
    }

    @Test func aDeepLinkShowsItsArticleOnTheIndexAndOthersLeaveTheMenu() throws {
        let links = try #require(HelpLinkScheme(registeredScheme: "compositions"))
        var navigation = HelpNavigation(path: ["editing/notation", "editing/notation/ties"], query: "tie")
        #expect(
            navigation.open(
                links.route(opened: try ViewModelFixtures.url("compositions://help/editing/undo"), in: book)))
        #expect(navigation == HelpNavigation(path: ["editing/undo"], query: "tie"))
        #expect(!navigation.open(links.route(opened: try ViewModelFixtures.url("compositions://settings"), in: book)))
        #expect(!navigation.open(links.route(opened: try ViewModelFixtures.url("compositions://help/gone"), in: book)))
        #expect(navigation == HelpNavigation(path: ["editing/undo"], query: "tie"))
        #expect(navigation.open(links.route(opened: try ViewModelFixtures.url("compositions://help"), in: book)))
        #expect(navigation == HelpNavigation(path: [], query: "tie"))
    }
}
