extension TutorialCardModel {
    /// The card's buttons in the rules' order; the first primary one is the default (Return).
    ///
    /// Adapters draw each as a button with its role, in the card's tab order, and, since the card
    /// is one accessibility element, also offer each as a VoiceOver action named by its title
    /// (after Skip tour and Back, ``accessibilityActions``). A tap anywhere else still dismisses
    /// as the seed's card does.
    ///
    /// ```swift
    /// model.actionButtons.map(\.title)  // ["Try it", "Not now"]
    /// ```
    public var actionButtons: [TutorialActionButton] {
        let defaultID = card.actions.first { $0.role == .primary }?.id
        return card.actions.map { TutorialActionButton($0, isDefault: $0.id == defaultID, style: style) }
    }

    /// What choosing the button `id` does: dismiss with ``DismissReason/action(_:)``; nothing for
    /// an id the card does not have.
    ///
    /// ```swift
    /// model.action(forChoosing: "tryIt")  // .dismiss(.action("tryIt"))
    /// ```
    ///
    /// - Parameter id: The chosen button's ``TutorialActionButton/id``.
    /// - Returns: ``TapAction/dismiss(_:)``, or ``TapAction/none``.
    public func action(forChoosing id: String) -> TapAction {
        card.actions.contains { $0.id == id } ? .dismiss(.action(id)) : .none
    }

    /// The button Return chooses: the default one (the first primary), `nil` when none is.
    public var defaultButton: TutorialActionButton? { actionButtons.first(where: \.isDefault) }

    /// The button Escape chooses on a card of its own: the first cancelling one
    /// (``TutorialAction/Role/dismiss``, "Not now"), `nil` when none is.
    public var cancelButton: TutorialActionButton? { actionButtons.first { $0.role == .dismiss } }
}
