/// The codes of spotlight layout (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A spotlight card fits on no side of its target, so it is centred.
    public static let spotlightNoRoom = DiagnosticCode(rawValue: "spotlight-noRoom")
    /// A spotlight target's frame has no area, so the card is centred.
    public static let spotlightTargetEmpty = DiagnosticCode(rawValue: "spotlight-targetEmpty")
    /// A spotlight target has no registered frame, so the card is centred.
    public static let spotlightTargetMissing = DiagnosticCode(rawValue: "spotlight-targetMissing")
    /// A spotlight target lies outside the safe area, so the card is centred.
    public static let spotlightTargetOffScreen = DiagnosticCode(rawValue: "spotlight-targetOffScreen")
}
