import Foundation

/// Where a help menu is: the index, with the articles pushed on it, for adapters that keep a
/// navigation stack (SwiftUI's `NavigationStack(path:)`, a `UINavigationController`).
///
/// The adapter holds one `HelpNavigation`, draws ``path`` and ``query``, and sends it what the
/// person did: a row's ``TapAction`` (``perform(_:)``), a tapped link's or a deep link's
/// ``HelpLinkRoute`` (``follow(_:)``, ``open(_:)``); after a content update it draws
/// ``afterSwap(to:)``'s navigation.
///
/// ```swift
/// var navigation = HelpNavigation()
/// navigation.perform(.open(.article("editing/undo")))   // path == ["editing/undo"]
/// navigation.perform(.open(.index))                     // path == []
/// ```
public struct HelpNavigation: Sendable, Hashable {
    /// The ids of the articles pushed on the index, the one on screen last.
    public var path: [String]
    /// What is typed in the index's search field ("" when nothing is).
    public var query: String

    /// A navigation at `path` (the index when empty).
    ///
    /// - Parameters:
    ///   - path: The ids of the pushed articles, the one on screen last.
    ///   - query: The text in the search field.
    public init(path: [String] = [], query: String = "") {
        self.path = path
        self.query = query
    }

    /// The screen on top: the index, or the last pushed article.
    public var current: HelpDestination {
        path.last.map(HelpDestination.article) ?? .index
    }

    /// Follows a tap: `.open(.index)` goes back to the index, `.open(.article(id))` pushes the
    /// article (nothing when it is already on top); a web or mail link is returned for the system
    /// to open; `.dismiss` and `.none` change nothing.
    ///
    /// - Parameter action: What the tapped row or link does.
    /// - Returns: The address to hand to the system (`https:` or `mailto:`), or `nil`.
    @discardableResult
    public mutating func perform(_ action: TapAction) -> URL? {
        switch action {
        case .open(.index):
            path = []
        case .open(.article(let id)):
            if path.last != id { path.append(id) }
        case .openLink(let url):
            return url
        case .dismiss, .none:
            break
        }
        return nil
    }

    /// Opens a deep link in the book format's spelling: `guidebook://help` shows the index,
    /// `guidebook://help/<id>` shows that article on the index (whatever was pushed before). A URL
    /// that is not a help link, or that names an article `book` does not have, changes nothing.
    ///
    /// For a link the app was *opened* with, use ``open(_:)`` with
    /// ``HelpLinkScheme/route(opened:in:)``, which claims only the app's registered scheme; the
    /// adapters do.
    ///
    /// ```swift
    /// navigation.open(URL(string: "guidebook://help/editing/undo")!, in: book)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link the app was opened with.
    ///   - book: The book whose articles the link may name.
    /// - Returns: Whether the link was a help link to a screen of `book`.
    @discardableResult
    public mutating func open(_ url: URL, in book: HelpBook) -> Bool {
        switch book.destination(for: url) {
        case .index:
            path = []
        case .article(let id):
            path = [id]
        case nil:
            return false
        }
        return true
    }

    /// Follows a tapped link's route (``HelpLinkScheme/route(tapped:in:)``): a help screen is
    /// pushed or the index shown, as ``perform(_:)`` does; an address for the system or the app
    /// is returned; ``HelpLinkRoute/ignore`` changes nothing.
    ///
    /// ```swift
    /// navigation.follow(links.route(tapped: url, in: book))   // nil: the menu moved
    /// ```
    ///
    /// - Parameter route: Where the link goes.
    /// - Returns: The URL to hand on (the system's for `https:`/`mailto:`, else the app's), or `nil`.
    @discardableResult
    public mutating func follow(_ route: HelpLinkRoute) -> URL? {
        switch route {
        case .show(let destination): perform(.open(destination))
        case .openInSystem(let url), .handToApp(let url): url
        case .ignore: nil
        }
    }

    /// Opens a deep link's route (``HelpLinkScheme/route(opened:in:)``): its screen is shown on
    /// the index, whatever was pushed before; the search query is kept.
    ///
    /// - Parameter route: Where the link the app was opened with goes.
    /// - Returns: Whether the menu moved (`false` for a link the app handles or one ignored).
    @discardableResult
    public mutating func open(_ route: HelpLinkRoute) -> Bool {
        guard case .show(let destination) = route else { return false }
        switch destination {
        case .index: path = []
        case .article(let id): path = [id]
        }
        return true
    }
}
