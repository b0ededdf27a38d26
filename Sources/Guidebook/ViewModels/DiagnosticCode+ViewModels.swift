/// The codes of view models and adapters (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// An adapter view asked for a card or tour with no Tutorials above it.
    public static let tutorialWithoutEngine = DiagnosticCode(rawValue: "tutorial-without-engine")
}
