/// The codes of view models and adapters (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A help article no path leads to, so it cannot be shown.
    public static let remoteUnshowableArticle = DiagnosticCode(rawValue: "remote-unshowable-article")
    /// An adapter view asked for a card or tour with no Tutorials above it.
    public static let tutorialWithoutEngine = DiagnosticCode(rawValue: "tutorial-without-engine")
}
