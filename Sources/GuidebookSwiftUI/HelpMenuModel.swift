#if canImport(SwiftUI)
    import Combine
    import Foundation
    import Guidebook
    import SwiftUI

    /// What one help menu shows, kept for the life of its `HelpView` (a `@StateObject`): the
    /// book, its search index (built once, off the main actor, unless the app passed one), where
    /// the menu is (``HelpNavigation``) and, with a ``ContentStore``, each book a remote update
    /// swaps in. Every decision is the core's; this object only holds the results.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @MainActor
    final class HelpMenuModel: ObservableObject {
        private(set) var book: HelpBook {
            willSet { objectWillChange.send() }
        }
        private(set) var strings: HelpScreenStrings
        /// The pushed articles and the search query.
        var navigation: HelpNavigation {
            willSet { objectWillChange.send() }
        }
        /// An article opened in a sheet: where the menu cannot push it itself (iOS 15, or a menu
        /// pushed on the app's stack).
        var linked: LinkedArticle? {
            willSet { objectWillChange.send() }
        }
        let links: HelpLinkScheme
        private var search: HelpSearch? {
            willSet { objectWillChange.send() }
        }
        private let customStrings: HelpScreenStrings?
        private let store: ContentStore?
        private let preferredLanguages: [String]
        /// The store's generation the book was read at.
        private var generation: Int
        /// The `articleID` last shown, so a parent's redraw with the same id moves nothing.
        private var shownArticleID: String?
        private var updates: Task<Void, Never>?

        /// A menu on `book`, or on `store`'s book for `preferredLanguages` (an empty book when the
        /// content has none), opened on `articleID` when the book has it.
        init(
            book: HelpBook?, store: ContentStore?, preferredLanguages: [String], strings: HelpScreenStrings?,
            articleID: String?, search: HelpSearch?, links: HelpLinkScheme
        ) {
            let shown =
                book ?? store.map { Self.book(in: $0.content, preferredLanguages: preferredLanguages) }
                ?? HelpBook(sections: [])
            self.book = shown
            self.store = store
            self.preferredLanguages = preferredLanguages
            generation = store?.generation ?? 0
            customStrings = strings
            self.strings = strings ?? HelpScreenStrings(book: shown)
            self.search = search
            self.links = links
            shownArticleID = articleID
            let start = articleID.flatMap { shown.path(of: $0) == nil ? nil : $0 }
            navigation = HelpNavigation(path: start.map { [$0] } ?? [])
        }

        /// The index screen.
        var index: HelpIndexScreen { HelpIndexScreen(book: book, strings: strings) }

        /// The search screen for the query typed; until the index is built, the index stays on
        /// screen (no "No results" for a search not yet run).
        var results: HelpSearchScreen {
            let empty = HelpSearchScreen(query: "", results: [], strings: strings)
            guard let search else { return empty }
            return HelpSearchScreen(query: navigation.query, search: search, strings: strings) ?? empty
        }

        /// Builds the search index off the main actor when the app passed none, and follows the
        /// store's swaps while the menu is on screen (``stop()`` when it goes). Where the menu
        /// cannot push (`pushes` false: iOS 15), an article it was opened on is shown in a sheet.
        func start(pushes: Bool) {
            guard updates == nil else { return }
            if !pushes, let id = navigation.path.last {
                navigation.path = []
                linked = LinkedArticle(id: id)
            }
            let changes = store?.changes()
            let book = book
            let needsIndex = search == nil
            let passed = search
            // The content this menu's book came from (its generation), whose published index to read.
            let content = store.flatMap { $0.generation == generation ? $0.content : nil }
            let preferredLanguages = preferredLanguages
            updates = Task { [weak self] in
                if needsIndex {
                    let built = await Task.detached(priority: .userInitiated) {
                        let search =
                            content.map { Self.search(in: $0, of: book, preferredLanguages: preferredLanguages) }
                            ?? HelpSearch(book: book)
                        await search.waitUntilReady()
                        return search
                    }.value
                    self?.search = built
                } else if let passed, !passed.isReady {
                    // The app's search still builds its index: draw the results once it is made.
                    await passed.waitUntilReady()
                    self?.objectWillChange.send()
                }
                if let self, let store = self.store, store.generation != self.generation {
                    // Swapped before this menu subscribed (or while it was off screen).
                    await self.swap(to: store.content, generation: store.generation)
                }
                guard let changes else { return }
                for await content in changes {
                    guard let self, !Task.isCancelled else { return }
                    await self.swap(to: content, generation: self.generation + 1)
                }
            }
        }

        /// Stops following the store (the menu left the screen); ``start(pushes:)`` catches up.
        func stop() {
            updates?.cancel()
            updates = nil
        }

        /// Follows a new `articleID` from the app: the article is shown on the index (pushed
        /// when `pushes`, else in a sheet), `nil` goes back to the index. The same id again
        /// moves nothing; an id the book lacks neither.
        func show(articleID: String?, pushes: Bool) {
            guard articleID != shownArticleID else { return }
            shownArticleID = articleID
            guard let articleID else {
                navigation.path = []
                linked = nil
                return
            }
            guard book.path(of: articleID) != nil else { return }
            if pushes {
                navigation.path = [articleID]
            } else {
                linked = LinkedArticle(id: articleID)
            }
        }

        /// Follows a tapped link: the menu moves (on its own stack when `pushes`, else in a
        /// sheet), a web or mail address goes to the system.
        func tap(_ url: URL, pushes: Bool) -> OpenURLAction.Result {
            let route = links.route(tapped: url, in: book)
            if pushes {
                return navigation.follow(route) == nil ? .handled : .systemAction
            }
            switch route {
            case .show(.article(let id)): linked = LinkedArticle(id: id)
            case .show(.index): linked = nil
            case .openInSystem, .handToApp: return .systemAction
            case .ignore: break
            }
            return .handled
        }

        /// Opens a link the app was opened with when it is a help link in the app's registered
        /// scheme; any other URL is left to the app.
        func open(_ url: URL, pushes: Bool) {
            let route = links.route(opened: url, in: book)
            if pushes {
                navigation.open(route)
                return
            }
            switch route {
            case .show(.article(let id)): linked = LinkedArticle(id: id)
            case .show(.index): linked = nil
            case .openInSystem, .handToApp, .ignore: break
            }
        }

        /// The book `content` brings: its search (the prebuilt index read, else built) made off
        /// the main actor, then the book, the words and the navigation swapped together
        /// (``HelpNavigation/afterSwap(to:)``).
        private func swap(to content: GuidebookContent, generation: Int) async {
            let newBook = Self.book(in: content, preferredLanguages: preferredLanguages)
            if let search {
                let preferredLanguages = preferredLanguages
                await Task.detached(priority: .userInitiated) {
                    // The old index answers until the new one is made: the book and its search swap together.
                    let fresh = Self.search(in: content, of: newBook, preferredLanguages: preferredLanguages)
                    await fresh.waitUntilReady()
                    search.replace(with: fresh)
                }.value
            }
            self.generation = generation
            let swap = navigation.afterSwap(to: newBook)
            book = newBook
            strings = customStrings ?? HelpScreenStrings(book: newBook)
            navigation = swap.navigation
            if let linked, newBook.path(of: linked.id) == nil { self.linked = nil }
        }

        private static func book(in content: GuidebookContent, preferredLanguages: [String]) -> HelpBook {
            content.helpBook(preferredLanguages: preferredLanguages)?.book ?? HelpBook(sections: [])
        }

        /// The search over `book`, the book `content` shows: its published index when it has one.
        private nonisolated static func search(
            in content: GuidebookContent, of book: HelpBook, preferredLanguages: [String]
        ) -> HelpSearch {
            content.helpSearch(preferredLanguages: preferredLanguages) ?? HelpSearch(book: book)
        }
    }

    /// An article a link opened in a sheet, as `sheet(item:)` needs it.
    struct LinkedArticle: Identifiable, Hashable {
        let id: String
    }
#endif
