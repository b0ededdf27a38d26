extension GuidebookStyle {
    /// The colours of one role's buttons (``TutorialAction/Role``) that an app or a writer sets:
    /// each left `nil` stays the role's own (`GuidebookStyle.buttonAppearance(for:)`).
    ///
    /// In the rules file: `"primaryButton": {"fill": "#FF9500", "text": "#000000"}`, and the same
    /// under `"secondaryButton"` and `"dismissButton"`; each colour may have a dark variant.
    ///
    /// ```swift
    /// var style = GuidebookStyle.standard
    /// style.primaryButton.fill = GuidebookColor(hex: "#FF9500")
    /// style.dismissButton.border = GuidebookColor(hex: "#C7C7CC")   // a 1-point outline
    /// ```
    public struct ButtonColors: Sendable, Hashable, Codable {
        /// The button's ground; `nil` is its role's (the tint for primary, a faint tint for
        /// secondary, none for dismiss).
        public var fill: GuidebookColor?
        /// The title's colour; `nil` is its role's (white on the tint, the tint, the secondary label).
        public var text: GuidebookColor?
        /// A 1-point outline inside the button's edge; `nil` is none (no role has one of its own).
        public var border: GuidebookColor?

        /// Creates colours; each left out is the role's own.
        ///
        /// - Parameters:
        ///   - fill: The ground.
        ///   - text: The title's colour.
        ///   - border: The outline's colour.
        public init(fill: GuidebookColor? = nil, text: GuidebookColor? = nil, border: GuidebookColor? = nil) {
            self.fill = fill
            self.text = text
            self.border = border
        }

        /// Whether these set no colour.
        public var isEmpty: Bool { fill == nil && text == nil && border == nil }

        /// These colours with `nearer`'s on top: each colour `nearer` sets wins, the others stay.
        ///
        /// - Parameter nearer: The colours of the place nearer the card.
        /// - Returns: Both together.
        public func merging(_ nearer: ButtonColors) -> ButtonColors {
            ButtonColors(fill: nearer.fill ?? fill, text: nearer.text ?? text, border: nearer.border ?? border)
        }
    }
}

extension GuidebookColor {
    /// Opaque white, the title of a button filled in the tint.
    public static let white = GuidebookColor(red: 1, green: 1, blue: 1)
}
