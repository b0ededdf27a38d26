import Foundation

/// A button on a card, declared in the rules file (`"actions": [{"id": "tryIt", "role": "primary",
/// "opens": "help:export-pdf"}]`): up to three per card (``TutorialAction/maximumCount``).
///
/// Its title is copy, `"Export Action.tryIt" = "Try it";` (``TutorialCopy/actionTitleKey(for:actionID:)``).
/// Choosing it dismisses the card with ``DismissReason/action(_:)`` and then performs its
/// ``target``: a help article or an address opens (``Tutorials/onOpenLink(_:)``), anything else
/// calls the app (``Tutorials/onAction(_:)``).
///
/// ```swift
/// let tryIt = TutorialAction(id: "tryIt", role: .primary, target: .helpArticle("export-pdf"))
/// tryIt.target.url  // help:export-pdf
/// ```
public struct TutorialAction: Sendable, Hashable, Codable {
    /// How a button is drawn and where it stands.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        /// The card's main action, drawn prominent; Return chooses it.
        case primary
        /// A further action, drawn plain (the default).
        case secondary
        /// An action that only sends the card away ("Not now"), drawn as cancelling.
        case dismiss
    }

    /// What choosing the action does once the card is down.
    public enum Target: Sendable, Hashable, Codable {
        /// Calls the app's handler (``Tutorials/onAction(_:)``) with the card's key and the id.
        case app
        /// Opens the help article with this id (`help:export-pdf`), through the help menu's links.
        case helpArticle(String)
        /// Opens this address (`https://…`, or a scheme the app handles).
        case url(URL)

        /// The link the target opens: `help:<id>` for an article (the in-app spelling of
        /// ``HelpLinkScheme``), the address itself, `nil` for ``app``.
        public var url: URL? {
            switch self {
            case .app: nil
            case .helpArticle(let id): HelpLinkScheme.inApp.url(for: .article(id))
            case .url(let url): url
            }
        }

        /// What choosing it does, in the tools' words (`guidebook show`'s report, the preview's
        /// tooltip): `opens help:export-pdf`, `calls the app (tutorials.onAction)`.
        package var summary: String {
            url.map { "opens \($0.absoluteString)" } ?? "calls the app (tutorials.onAction)"
        }
    }

    /// At most this many actions on one card (3): more do not fit beside each other on a phone.
    public static let maximumCount = 3

    /// The action's id, unique on its card (`tryIt`): the key of its title and its dismiss reason.
    public var id: String
    /// How it is drawn.
    public var role: Role
    /// What choosing it does.
    public var target: Target

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - id: Its id on the card.
    ///   - role: How it is drawn; ``Role/secondary`` unless given.
    ///   - target: What it does; calls the app unless given.
    public init(id: String, role: Role = .secondary, target: Target = .app) {
        self.id = id
        self.role = role
        self.target = target
    }
}
