import Foundation

/// Where a help menu is: the index, with the articles pushed on it, for adapters that keep a
/// navigation stack (SwiftUI's `NavigationStack(path:)`, a `UINavigationController`).
///
/// The adapter holds one `HelpNavigation`, draws ``path`` and sends it what the person did: a
/// row's or a link's ``TapAction`` (``perform(_:)``) or a deep link (``open(_:in:)``).
///
/// ```swift
/// var navigation = HelpNavigation()
/// navigation.perform(.open(.article("editing/undo")))   // path == ["editing/undo"]
/// navigation.perform(.open(.index))                     // path == []
/// ```
public struct HelpNavigation: Sendable, Hashable {
    /// The ids of the articles pushed on the index, the one on screen last.
    public var path: [String]

    /// A navigation at `path` (the index when empty).
    ///
    /// - Parameter path: The ids of the pushed articles, the one on screen last.
    public init(path: [String] = []) {
        self.path = path
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

    /// Opens a deep link: `guidebook://help` shows the index, `guidebook://help/<id>` shows that
    /// article on the index (whatever was pushed before). A URL that is not a help link, or
    /// that names an article `book` does not have, changes nothing.
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
}
