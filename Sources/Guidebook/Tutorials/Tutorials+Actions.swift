import Foundation
@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// What the app registered for chosen actions.
    struct ActionHandlers: Sendable {
        var app: (@Sendable (String, String) async -> Void)?
        var link: (@Sendable (URL) async -> Void)?
    }

    /// Sets what the app does when the user chooses an action that calls it (one declared without
    /// `"opens"`): the handler gets the card's key and the action's id, after the card is down.
    ///
    /// ```swift
    /// tutorials.onAction { key, actionID in
    ///     if key == "Export", actionID == "tryIt" { await exporter.start() }
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on a task of its own, so a long handler never holds up the next
    ///   card; `nil` forgets it (an action chosen then is reported as `action-unhandled`).
    public func onAction(_ handler: (@Sendable (_ key: String, _ actionID: String) async -> Void)?) {
        actionHandlers.withLock { $0.app = handler }
    }

    /// Sets how a chosen action's link opens: `help:export-pdf` for a help article, or an address.
    ///
    /// An adapter sets it: a help link goes through the help menu's own routing
    /// (``HelpLinkScheme/route(tapped:in:)`` shows the article in the user's language), any other
    /// link to the system.
    ///
    /// ```swift
    /// tutorials.onOpenLink { url in
    ///     switch HelpLinkScheme.inApp.route(tapped: url, in: book) {
    ///     case .show(let destination): await helpMenu.show(destination)
    ///     case .openInSystem(let url): await UIApplication.shared.open(url)
    ///     case .handToApp, .ignore: break
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter handler: Called on a task of its own once the card is down; `nil` forgets it.
    public func onOpenLink(_ handler: (@Sendable (URL) async -> Void)?) {
        actionHandlers.withLock { $0.link = handler }
    }

    /// Gives a card its rules' actions, titled in its language; a title missing there is reported.
    func attachActions(to card: inout TutorialCard) {
        let actions = rules[card.key].actions
        guard !actions.isEmpty else { return }
        let (buttons, findings) = copy.actionButtons(actions, for: card.key, language: card.language)
        card.actions = buttons
        for finding in findings { report(finding) }
    }

    /// Gives a card its rules' image with its VoiceOver words in its language; words missing there
    /// are reported.
    func attachImage(to card: inout TutorialCard) {
        guard let image = rules[card.key].image else { return }
        let (picture, findings) = copy.cardImage(image, for: card.key, language: card.language)
        card.image = picture
        for finding in findings { report(finding) }
    }

    /// Performs the action `id` of the card that was just dismissed by it.
    func perform(_ id: String, of card: TutorialCard) {
        guard let action = card.actions.first(where: { $0.id == id }) else {
            report(Self.unknownAction(id, key: card.key, declared: card.actions.map(\.id)))
            return
        }
        let key = card.key
        if let url = action.target.url {
            open(url, from: key, id: id)
        } else {
            guard let call = actionHandlers.withLock({ $0.app }) else {
                report(Self.unhandledAction(id, key: key, handler: "onAction"))
                return
            }
            Task { await call(key, id) }
        }
    }

    /// Opens a chosen action's link, or a link tapped in the card's body, through the app's
    /// ``onOpenLink(_:)``; with none set, an address (`https:`, `mailto:`) through the presenter
    /// when it opens addresses (``TutorialPresenter/openInSystem(_:)``, the adapters); anything
    /// else (a help link) reports `action-unhandled`.
    func open(_ url: URL, from key: String, id: String) {
        if let open = actionHandlers.withLock({ $0.link }) {
            Task { await open(url) }
            return
        }
        let scheme = url.scheme?.lowercased()
        let presenter = self.presenter
        guard scheme == "https" || scheme == "mailto", presenter.opensLinksInSystem else {
            report(Self.unhandledAction(id, key: key, handler: "onOpenLink"))
            return
        }
        Task { await presenter.openInSystem(url) }
    }

    /// Reports what the Markdown reader found in the card's body (``TutorialCardBody``): the
    /// card is then drawn with its body as written.
    func reportBodyFindings(of card: TutorialCard) {
        for finding in TutorialCardBody.reading(card.body, key: card.key, language: card.language).findings {
            report(finding)
        }
    }

    /// The finding for a presenter that returned an action the card does not have.
    static func unknownAction(_ id: String, key: String, declared: [String]) -> Diagnostic {
        var fix = "Return .action(id) only with the id of one of the card's actions."
        if let closest = EditDistance.closest(to: id, among: declared) { fix = "Did you mean \"\(closest)\"?" }
        return Diagnostic(
            .warning, "The tutorial \"\(key)\" was dismissed by the action \"\(id)\", which the card does not have.",
            fix: fix, code: .actionUnknown)
    }

    /// The finding for an action chosen with nothing set to perform it.
    static func unhandledAction(_ id: String, key: String, handler: String) -> Diagnostic {
        Diagnostic(
            .warning,
            "The action \"\(id)\" of the tutorial \"\(key)\" was chosen, but nothing performs it; the card went away.",
            fix: "Call tutorials.\(handler) { … } when the app starts.", code: .actionUnhandled)
    }
}
