/// How an adapter draws one of a card's actions (``TutorialCardModel/actionButtons``): a real
/// button, reachable by Tab and by VoiceOver, whose choice dismisses the card.
///
/// ```swift
/// for button in model.actionButtons {
///     print(button.title, button.role, button.isDefault)  // "Try it" primary true
///     // on tap: return button.reason from present(_:)  (.action("tryIt"))
/// }
/// ```
public struct TutorialActionButton: Sendable, Hashable, Identifiable {
    /// The action's id.
    public var id: String
    /// The button's words; also what VoiceOver reads and its actions rotor names.
    public var title: String
    /// Its role: prominent (primary), tinted (secondary) or cancelling (dismiss); ``appearance`` is its look.
    public var role: TutorialAction.Role
    /// Whether Return chooses it (the primary action): the card's default button.
    public var isDefault: Bool
    /// What the presenter returns when it is chosen: ``DismissReason/action(_:)`` with its id.
    public var reason: DismissReason { .action(id) }
    /// What the adapter sends when it is chosen (a tap, Return, its VoiceOver action), to
    /// ``TutorialCardModel/action(for:)``: ``TutorialCardModel/Input/action(_:)`` with its id.
    public var input: TutorialCardModel.Input { .action(id) }
    /// Whether choosing it opens a link (a help article or an address) rather than calling the app.
    public var opensLink: Bool
    /// How it is drawn: its role's look in the card's style (``GuidebookStyle/buttonAppearance(for:)``),
    /// so a primary, a secondary and a dismissing button never look alike.
    public var appearance: TutorialButtonAppearance

    /// Creates the button of `action`.
    ///
    /// - Parameters:
    ///   - action: One of the card's actions.
    ///   - isDefault: Whether Return chooses it.
    ///   - style: The card's style, which decides its ``appearance``; the standard one unless given.
    public init(_ action: TutorialCard.Action, isDefault: Bool, style: GuidebookStyle = .standard) {
        id = action.id
        title = action.title
        role = action.role
        self.isDefault = isDefault
        opensLink = action.target.url != nil
        appearance = style.buttonAppearance(for: action.role)
    }
}
