import Foundation

/// Where a link goes, decided by ``HelpLinkScheme``: into the help menu, out to the system, or
/// back to the app.
///
/// ```swift
/// switch links.route(opened: url, in: book) {
/// case .show(let destination): navigation.show(destination)
/// case .handToApp(let url): router.open(url)       // the app's own link
/// case .openInSystem, .ignore: break
/// }
/// ```
public enum HelpLinkRoute: Sendable, Hashable {
    /// Show this help screen in the menu.
    case show(HelpDestination)
    /// A web or mail address tapped in a body (`https:` or `mailto:`): the system's browser or mail app opens it.
    case openInSystem(URL)
    /// Not a help link: the app's to handle (its own scheme, a universal link).
    case handToApp(URL)
    /// Nothing happens: a help link to an article the book does not have, or an unsafe address.
    case ignore
}
