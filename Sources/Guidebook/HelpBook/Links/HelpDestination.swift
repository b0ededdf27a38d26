import Foundation

/// A screen of the help book: the index (the grouped table) or one article.
///
/// Every article has a deep link, `guidebook://help/<id>` (the id percent-encoded);
/// `guidebook://help` is the index. Article links inside bodies use the same URLs, so one
/// handler serves taps in a body and links opened from outside the app.
///
/// ```swift
/// HelpDestination.article("editing/undo").url.absoluteString   // "guidebook://help/editing/undo"
/// HelpDestination(url: URL(string: "guidebook://help")!)        // .index
/// ```
public enum HelpDestination: Sendable, Hashable {
    /// The help book's table of sections.
    case index
    /// The article with this id.
    case article(String)

    /// The destination a `guidebook://help…` URL names, or `nil` for any other URL.
    ///
    /// The scheme and host are matched without regard to case; slashes around the id, a query
    /// and a fragment are ignored; percent-escapes in the id are decoded. Whether the book has
    /// the article is not checked here: see ``HelpBook/destination(for:)``.
    ///
    /// - Parameter url: The URL (a link in a body, or one the app was opened with).
    public init?(url: URL) {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            components.scheme?.lowercased() == "guidebook", components.host?.lowercased() == "help"
        else { return nil }
        self.init(percentEncodedPath: components.percentEncodedPath)
    }

    /// The screen a help link's path names: the index when it is empty, else the article whose
    /// id it spells (slashes around it dropped, percent-escapes decoded).
    init(percentEncodedPath: String) {
        var path = Substring(percentEncodedPath)
        while path.hasPrefix("/") { path = path.dropFirst() }
        while path.hasSuffix("/") { path = path.dropLast() }
        self = path.isEmpty ? .index : .article(path.removingPercentEncoding ?? String(path))
    }

    /// `id` as it is written in a help link's path: percent-encoded but for letters, digits,
    /// `-._~` and `/`.
    static func escaped(_ id: String) -> String {
        id.addingPercentEncoding(withAllowedCharacters: idCharacters) ?? ""
    }

    /// The deep link: `guidebook://help` for the index, `guidebook://help/<id>` for an article.
    public var url: URL {
        switch self {
        case .index:
            return Self.indexURL
        case .article(let id):
            return URL(string: "guidebook://help/" + Self.escaped(id)) ?? Self.indexURL
        }
    }

    /// Letters, digits, `-._~` and `/` stay as they are in a deep link; everything else is escaped.
    private static let idCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/")

    private static let indexURL = URL(string: "guidebook://help") ?? URL(fileURLWithPath: "/")
}
