extension TutorialCardModel {
    /// One of the buttons a tour card shows (``TourControls/buttons``): its place in the row, its
    /// title, what VoiceOver says for it, the input it sends and whether it is the emphasised one.
    ///
    /// An adapter draws the list as it is, leading to trailing, and decides nothing of its own:
    ///
    /// ```swift
    /// for button in controls.buttons {
    ///     let view = views[button.control]  // .back, .skip or .next
    ///     view.setTitle(button.title)         // "Back", "Skip tour", "Next" ("Done" on the last step)
    ///     view.font = model.buttonFont(emphasized: button.isEmphasized).uiFont  // Next: semibold
    ///     // on tap: model.action(for: button.input)
    /// }
    /// ```
    public struct TourButton: Sendable, Hashable, Identifiable {
        /// Which button it is, and where ``TourControlsLayout`` puts it.
        public var control: TourControlsLayout.Control
        /// The button's words.
        public var title: String
        /// What VoiceOver calls the button.
        public var accessibilityLabel: String
        /// What the button does, for VoiceOver.
        public var accessibilityHint: String
        /// What the adapter sends when it is chosen, to ``TutorialCardModel/action(for:)``.
        public var input: Input
        /// Whether it is the prominent button (Next, Done), drawn in the emphasised button font
        /// (``TutorialCardModel/buttonFont(emphasized:)``); Back and Skip tour are plain.
        public var isEmphasized: Bool
        /// The button's identity in its row: its ``control``.
        public var id: TourControlsLayout.Control { control }
    }
}
