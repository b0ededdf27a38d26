/// Why a rules file (`Tutorials.json`, `Tutorials.plist`) was refused: every finding, each with
/// its file, line and column, what is wrong and the fix (a did-you-mean for misspelled names).
///
/// ```swift
/// do {
///     rules = try TutorialRules(contentsOf: folder.appendingPathComponent("Tutorials.json"))
/// } catch {
///     for finding in error.diagnostics { print(finding) }
/// }
/// ```
public struct TutorialRulesError: DiagnosticError, Hashable {
    /// Every finding, in file order.
    public var diagnostics: [Diagnostic]

    /// Creates an error from its findings.
    ///
    /// - Parameter diagnostics: What is wrong; at least one.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// The first finding.
    public var diagnostic: Diagnostic {
        diagnostics.first
            ?? Diagnostic(.error, "The rules file is invalid.", fix: "Check it against TutorialRulesFormat.md.")
    }

}
