extension TutorialCardModel {
    /// Whether the card's ground is the system material: no ``GuidebookStyle/cardBackground`` is
    /// set, the material is allowed (``background`` is translucent) and the card floats above the
    /// app (an inline card stands among the app's views on the opaque system background, as a
    /// grouped list's cell does). A styled ground is drawn as its colour, Reduce Transparency or not.
    ///
    /// ```swift
    /// model.usesMaterial   // true for the standard style; false once the style sets a ground
    /// ```
    public var usesMaterial: Bool {
        style.cardBackground == nil && background == .translucent && presentation != .inline
    }

    /// The arrow's colour: the style's ``GuidebookStyle/arrowColor``, else its card background;
    /// `nil` is the card's system ground, as before styles existed.
    public var arrowColor: GuidebookColor? { style.arrowColor ?? style.cardBackground }

    /// The font of a button: the style's ``GuidebookStyle/buttonFont``, emphasized (at least
    /// semibold) for the prominent one, as an alert's preferred action.
    ///
    /// ```swift
    /// model.buttonFont(emphasized: true)    // body, semibold: the headline look of the standard style
    /// ```
    ///
    /// - Parameter emphasized: Whether the button is the primary action or a tour's Next.
    /// - Returns: The font to draw its title in.
    public func buttonFont(emphasized: Bool) -> GuidebookStyle.Font {
        emphasized ? style.buttonFont.emphasized : style.buttonFont
    }
}
