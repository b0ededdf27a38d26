extension GuidebookStyle {
    /// The colours this style sets for the buttons of `role`.
    ///
    /// - Parameter role: The button's role.
    /// - Returns: ``primaryButton``, ``secondaryButton`` or ``dismissButton``.
    public func buttonColors(for role: TutorialAction.Role) -> ButtonColors {
        switch role {
        case .primary: primaryButton
        case .secondary: secondaryButton
        case .dismiss: dismissButton
        }
    }

    /// How a button of `role` is drawn in this style: each role looks like its role, as TipKit's
    /// and Apple's buttons do, unless the style's ``ButtonColors`` for it say otherwise.
    ///
    /// - primary: filled in the tint, white title, the button font emphasized (semibold);
    /// - secondary: a faint fill of the tint (15 %), title in the tint;
    /// - dismiss: no fill, title in the system's secondary label colour.
    ///
    /// Every role has the button corners of ``CardMetrics`` and the same padding, so a row of
    /// buttons lines up whatever their roles.
    ///
    /// ```swift
    /// let look = GuidebookStyle.standard.buttonAppearance(for: .secondary)
    /// look.fill   // .tint(opacity: 0.15)
    /// look.text   // .tint(opacity: 1)
    /// ```
    ///
    /// - Parameter role: The button's role.
    /// - Returns: Its fill, title colour, border, font, corners and padding.
    public func buttonAppearance(for role: TutorialAction.Role) -> TutorialButtonAppearance {
        typealias Paint = TutorialButtonAppearance.Paint
        let own: (fill: Paint?, text: Paint, font: Font) =
            switch role {
            case .primary: (.tint(opacity: 1), .color(.white), buttonFont.emphasized)
            case .secondary:
                (.tint(opacity: TutorialButtonAppearance.faintTintOpacity), .tint(opacity: 1), buttonFont)
            case .dismiss: (nil, .secondaryLabel(opacity: 1), buttonFont)
            }
        let colors = buttonColors(for: role)
        return TutorialButtonAppearance(
            fill: colors.fill.map(Paint.color) ?? own.fill, text: colors.text.map(Paint.color) ?? own.text,
            border: colors.border.map(Paint.color), font: own.font)
    }
}
