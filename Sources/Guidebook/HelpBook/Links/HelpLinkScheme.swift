import Foundation

/// How help links are spelled, and which links a help menu takes for its own.
///
/// Links inside the menu (a body's article links, rows) are routed in the app and need no
/// registered URL scheme. They are read in three spellings: `help:<id>` (``inApp``'s own form),
/// the help book format's `guidebook://help/<id>`, and `<scheme>://help/<id>` for a registered
/// scheme. Only a link the app is *opened with* (from another app, a notification, Safari)
/// needs a scheme the app lists under `CFBundleURLTypes`; the menu claims such a link only when
/// its scheme is the one given here, so two apps using Guidebook never claim the same scheme.
///
/// ```swift
/// HelpLinkScheme.inApp.url(for: .article("editing/undo"))         // help:editing/undo
/// let links = HelpLinkScheme(registeredScheme: "compositions") ?? .inApp
/// links.url(for: .article("editing/undo"))                        // compositions://help/editing/undo
/// links.route(opened: URL(string: "compositions://help/editing/undo")!, in: book)   // .show(.article("editing/undo"))
/// ```
public struct HelpLinkScheme: Sendable, Hashable {
    /// The scheme the app registered for help deep links (lowercased), or `nil` when it has none.
    public let registeredScheme: String?

    /// In-app routing only: no links from outside the app are claimed, none need registering.
    public static let inApp = HelpLinkScheme(checked: nil)

    /// Help links from outside the app in `registeredScheme`: `<scheme>://help/<id>`.
    ///
    /// - Parameter registeredScheme: A URL scheme the app lists in its `CFBundleURLTypes`
    ///   (`compositions`); matched without regard to case.
    /// - Returns: `nil` when it is not a URL scheme (a letter, then letters, digits, `+`, `-` or
    ///   `.`), or is one the system or the menu itself uses (`help`, `http`, `https`, `mailto`).
    public init?(registeredScheme: String) {
        let scheme = registeredScheme.lowercased()
        guard let first = scheme.unicodeScalars.first, Self.letters.contains(first),
            scheme.unicodeScalars.allSatisfy({ Self.schemeCharacters.contains($0) }),
            !Self.reserved.contains(scheme)
        else { return nil }
        self.init(checked: scheme)
    }

    private init(checked scheme: String?) {
        registeredScheme = scheme
    }

    /// The link to `destination` that this app can open: `<scheme>://help/<id>` with a registered
    /// scheme, else the in-app `help:<id>` (`help:` for the index), which only the menu reads.
    ///
    /// - Parameter destination: The index or an article.
    /// - Returns: The link; ids are percent-encoded.
    public func url(for destination: HelpDestination) -> URL {
        let id: String
        switch destination {
        case .index: id = ""
        case .article(let article): id = HelpDestination.escaped(article)
        }
        let text = registeredScheme.map { id.isEmpty ? "\($0)://help" : "\($0)://help/\(id)" } ?? "help:\(id)"
        return URL(string: text) ?? HelpDestination.index.url
    }

    /// What a tap on `url` inside the menu does (a link in an article's body, or in text the app
    /// shows with it): a help link in any of the three spellings shows its screen when `book` has
    /// it; an `https:` or `mailto:` address goes to the system; anything else is ignored.
    ///
    /// - Parameters:
    ///   - url: The tapped link.
    ///   - book: The book shown.
    /// - Returns: ``HelpLinkRoute/show(_:)``, ``HelpLinkRoute/openInSystem(_:)`` or ``HelpLinkRoute/ignore``.
    public func route(tapped url: URL, in book: HelpBook) -> HelpLinkRoute {
        if let destination = destination(of: url, acceptingInAppForms: true) {
            return Self.shown(destination, in: book)
        }
        return HelpLink.safeWebURL(url.absoluteString).map(HelpLinkRoute.openInSystem) ?? .ignore
    }

    /// What a link the app was opened with does (`onOpenURL`, a scene's `openURLContexts`):
    /// `<scheme>://help/<id>` in the registered scheme shows its screen when `book` has it;
    /// every other URL (including `guidebook://` and `help:` ones) is handed to the app.
    ///
    /// - Parameters:
    ///   - url: The URL the app was opened with.
    ///   - book: The book shown.
    /// - Returns: ``HelpLinkRoute/show(_:)``, ``HelpLinkRoute/handToApp(_:)``, or
    ///   ``HelpLinkRoute/ignore`` for a help link to an article `book` lacks.
    public func route(opened url: URL, in book: HelpBook) -> HelpLinkRoute {
        guard let destination = destination(of: url, acceptingInAppForms: false) else { return .handToApp(url) }
        return Self.shown(destination, in: book)
    }

    /// The help screen `url` names in one of the spellings read, whether or not a book has it.
    func destination(of url: URL, acceptingInAppForms: Bool) -> HelpDestination? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased()
        else { return nil }
        let isHelpHost = components.host?.lowercased() == "help"
        let read =
            scheme == registeredScheme
            ? isHelpHost
            : acceptingInAppForms && (scheme == "help" ? components.host == nil : scheme == "guidebook" && isHelpHost)
        return read ? HelpDestination(percentEncodedPath: components.percentEncodedPath) : nil
    }

    static func shown(_ destination: HelpDestination, in book: HelpBook) -> HelpLinkRoute {
        guard case .article(let id) = destination else { return .show(.index) }
        return book.path(of: id) == nil ? .ignore : .show(destination)
    }

    private static let letters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz")
    private static let schemeCharacters = letters.union(CharacterSet(charactersIn: "0123456789+-."))
    private static let reserved: Set<String> = ["help", "http", "https", "mailto"]
}
