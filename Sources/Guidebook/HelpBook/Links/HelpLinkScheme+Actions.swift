import Foundation

extension HelpLinkScheme {
    /// What choosing a card's action that opens `url` does (``TutorialAction/Target/url``): a help
    /// link shows its screen in the help menu when `book` has it, as a tap on it in an article
    /// does; an `https:` or `mailto:` address goes to the system; an address in another scheme
    /// (the app's own `compositions://…`, another app's) is handed on, for the system to open in
    /// the app that registered it. An unsafe address (`javascript:`, `data:`, `file:`, `http:`)
    /// and a help link to an article the book lacks, or with no book, do nothing.
    ///
    /// ```swift
    /// tutorials.onOpenLink { url in
    ///     switch HelpLinkScheme.inApp.route(chosen: url, in: book) {
    ///     case .show(let destination): await help.show(destination)
    ///     case .openInSystem(let url), .handToApp(let url): await UIApplication.shared.open(url)
    ///     case .ignore: break
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The action's link (`help:export-pdf`, `https://…`, `compositions://library`).
    ///   - book: The help book in the user's language, `nil` when the app has none.
    /// - Returns: ``HelpLinkRoute/show(_:)``, ``HelpLinkRoute/openInSystem(_:)``,
    ///   ``HelpLinkRoute/handToApp(_:)`` or ``HelpLinkRoute/ignore``.
    public func route(chosen url: URL, in book: HelpBook?) -> HelpLinkRoute {
        if let destination = destination(of: url, acceptingInAppForms: true) {
            return book.map { Self.shown(destination, in: $0) } ?? .ignore
        }
        if let web = HelpLink.safeWebURL(url.absoluteString) { return .openInSystem(web) }
        guard let scheme = url.scheme?.lowercased(), !Self.neverHandedOn.contains(scheme),
            !url.absoluteString.unicodeScalars.contains(where: { $0.value <= 0x20 })
        else { return .ignore }
        return .handToApp(url)
    }

    /// Schemes an action never hands on: they run code, read local files, are the unsafe web, or
    /// are a help link written wrongly (`help://x`), which must not reach another app.
    private static let neverHandedOn: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "about", "http", "https", "mailto", "help", "guidebook",
    ]
}
