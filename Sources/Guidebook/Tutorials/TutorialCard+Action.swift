extension TutorialCard {
    /// One of the card's buttons: its action from the rules with its title in the card's language.
    ///
    /// ```swift
    /// card.actions.map(\.title)  // ["Try it", "Not now"]
    /// ```
    public struct Action: Sendable, Hashable, Codable, Identifiable {
        /// The action's id (`tryIt`); choosing it dismisses with ``DismissReason/action(_:)``.
        public var id: String
        /// The button's words (`"Export Action.tryIt"`; the id when no language has them).
        public var title: String
        /// How the button is drawn.
        public var role: TutorialAction.Role
        /// What choosing it does once the card is down.
        public var target: TutorialAction.Target

        /// Creates a button for `action` titled `title`.
        ///
        /// - Parameters:
        ///   - action: The action from the rules.
        ///   - title: Its localized title.
        public init(_ action: TutorialAction, title: String) {
            id = action.id
            self.title = title
            role = action.role
            target = action.target
        }
    }
}
