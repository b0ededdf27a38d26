import Foundation

/// What a tap does, decided in the core so every adapter reacts the same way.
///
/// ```swift
/// switch book.action(forLink: url) {
/// case .open(let destination): navigator.show(destination)
/// case .openLink(let url): UIApplication.shared.open(url)
/// case .dismiss, .none: break
/// }
/// ```
public enum TapAction: Sendable, Hashable {
    /// Take the tutorial card down; the presenter returns this reason.
    case dismiss(DismissReason)
    /// Show a help screen (push the article, or go back to the index).
    case open(HelpDestination)
    /// Leave the app for a web or mail address (`https:` or `mailto:` only).
    case openLink(URL)
    /// Nothing: a link to an article the book does not have, or to an unsafe address.
    case none
}

extension HelpBook {
    /// What tapping `url` in an article does: open an article of this book (or the index),
    /// open a web or mail address, or nothing for a missing article or another scheme.
    ///
    /// ```swift
    /// book.action(forLink: URL(string: "guidebook://help/exporting/pdf")!)   // .open(.article("exporting/pdf"))
    /// book.action(forLink: URL(string: "javascript:alert(1)")!)              // .none
    /// ```
    ///
    /// - Parameter url: The link's URL.
    /// - Returns: The action; ``TapAction/none`` for a link that goes nowhere.
    public func action(forLink url: URL) -> TapAction {
        if HelpDestination(url: url) != nil {
            return destination(for: url).map(TapAction.open) ?? .none
        }
        return HelpLink.safeWebURL(url.absoluteString).map(TapAction.openLink) ?? .none
    }

    /// The screen a deep link opens, or `nil` when it is not a help link or names an article
    /// this book does not have.
    ///
    /// ```swift
    /// if let destination = book.destination(for: url) { helpViewController.show(destination) }
    /// ```
    ///
    /// - Parameter url: A `guidebook://help…` URL.
    /// - Complexity: O(1) (the book's id index).
    public func destination(for url: URL) -> HelpDestination? {
        switch HelpDestination(url: url) {
        case .index: return .index
        case .article(let id): return path(of: id) == nil ? nil : .article(id)
        case nil: return nil
        }
    }
}

extension HelpLink {
    /// `address` as a URL when it is an `https:` or `mailto:` address a browser can open (no
    /// spaces or control characters); `nil` otherwise (`javascript:`, `data:`, `http:`, ...).
    ///
    /// `package`: the one rule every presenter in the package uses (the HTML preview too);
    /// apps get it through ``HelpBook/action(forLink:)`` and the attributed bodies.
    ///
    /// - Parameter address: The link target.
    package static func safeWebURL(_ address: String) -> URL? {
        guard !address.unicodeScalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) }),
            let url = URL(string: address), let scheme = url.scheme?.lowercased(),
            scheme == "https" || scheme == "mailto"
        else { return nil }
        if scheme == "https", (url.host ?? "").isEmpty { return nil }
        return url
    }
}
