extension GuidebookStyle {
    /// The values of a style that one place sets, the others left to the place below: what the
    /// rules file's `"style"` holds, for the whole file (``TutorialRules/style``) or one card
    /// (``TutorialRuleSet/style``).
    ///
    /// ```swift
    /// var file = GuidebookStyle.Overrides()
    /// file.tint = GuidebookColor(hex: "#0A84FF")
    /// var card = GuidebookStyle.Overrides()
    /// card.cornerRadius = 20
    /// let style = GuidebookStyle.standard.applying(file).applying(card)  // blue tint, 20-point corners
    /// ```
    public struct Overrides: Sendable, Hashable, Codable {
        /// Replaces ``GuidebookStyle/tint``.
        public var tint: GuidebookColor?
        /// Replaces ``GuidebookStyle/cardBackground``.
        public var cardBackground: GuidebookColor?
        /// Replaces ``GuidebookStyle/cornerRadius``.
        public var cornerRadius: Double?
        /// Replaces ``GuidebookStyle/dimmingOpacity``.
        public var dimmingOpacity: Double?
        /// Replaces ``GuidebookStyle/titleFont``.
        public var titleFont: Font?
        /// Replaces ``GuidebookStyle/bodyFont``.
        public var bodyFont: Font?
        /// Replaces ``GuidebookStyle/buttonFont``.
        public var buttonFont: Font?
        /// Replaces ``GuidebookStyle/arrowSize``.
        public var arrowSize: Double?
        /// Replaces ``GuidebookStyle/arrowColor``.
        public var arrowColor: GuidebookColor?
        /// Sets the colours of ``GuidebookStyle/primaryButton`` it gives (each colour on its own).
        public var primaryButton: ButtonColors?
        /// Sets the colours of ``GuidebookStyle/secondaryButton`` it gives.
        public var secondaryButton: ButtonColors?
        /// Sets the colours of ``GuidebookStyle/dismissButton`` it gives.
        public var dismissButton: ButtonColors?

        /// Creates overrides that set nothing.
        public init() {}

        private static func merge(_ farther: ButtonColors?, _ nearer: ButtonColors?) -> ButtonColors? {
            guard let farther else { return nearer }
            return nearer.map(farther.merging) ?? farther
        }

        /// Whether these set no value.
        public var isEmpty: Bool { self == Overrides() }

        /// These overrides with `nearer`'s on top: each value `nearer` sets wins, the others stay.
        ///
        /// - Parameter nearer: The overrides of the place nearer the card.
        /// - Returns: Both together.
        public func merging(_ nearer: Overrides) -> Overrides {
            var merged = self
            merged.tint = nearer.tint ?? tint
            merged.cardBackground = nearer.cardBackground ?? cardBackground
            merged.cornerRadius = nearer.cornerRadius ?? cornerRadius
            merged.dimmingOpacity = nearer.dimmingOpacity ?? dimmingOpacity
            merged.titleFont = nearer.titleFont ?? titleFont
            merged.bodyFont = nearer.bodyFont ?? bodyFont
            merged.buttonFont = nearer.buttonFont ?? buttonFont
            merged.arrowSize = nearer.arrowSize ?? arrowSize
            merged.arrowColor = nearer.arrowColor ?? arrowColor
            merged.primaryButton = Self.merge(primaryButton, nearer.primaryButton)
            merged.secondaryButton = Self.merge(secondaryButton, nearer.secondaryButton)
            merged.dismissButton = Self.merge(dismissButton, nearer.dismissButton)
            return merged
        }
    }

    /// This style with each value `overrides` sets replaced.
    ///
    /// - Parameter overrides: What one place (the rules file, a card) sets.
    /// - Returns: The style in force there.
    public func applying(_ overrides: Overrides) -> GuidebookStyle {
        var style = self
        style.tint = overrides.tint ?? tint
        style.cardBackground = overrides.cardBackground ?? cardBackground
        style.cornerRadius = overrides.cornerRadius ?? cornerRadius
        style.dimmingOpacity = overrides.dimmingOpacity ?? dimmingOpacity
        style.titleFont = overrides.titleFont ?? titleFont
        style.bodyFont = overrides.bodyFont ?? bodyFont
        style.buttonFont = overrides.buttonFont ?? buttonFont
        style.arrowSize = overrides.arrowSize ?? arrowSize
        style.arrowColor = overrides.arrowColor ?? arrowColor
        style.primaryButton = primaryButton.merging(overrides.primaryButton ?? ButtonColors())
        style.secondaryButton = secondaryButton.merging(overrides.secondaryButton ?? ButtonColors())
        style.dismissButton = dismissButton.merging(overrides.dismissButton ?? ButtonColors())
        return style
    }
}
