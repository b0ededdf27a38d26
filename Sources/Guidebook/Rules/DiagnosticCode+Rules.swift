/// The codes of tutorial rules (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// Cards' prerequisites form a cycle, so none of them can show.
    public static let prerequisiteCycle = DiagnosticCode(rawValue: "prerequisite-cycle")
    /// A group that shows the first available card asks for a back button.
    public static let rulesBackWithoutSteps = DiagnosticCode(rawValue: "rules-back-without-steps")
    /// A rules value is out of range or not one of the allowed values.
    public static let rulesBadValue = DiagnosticCode(rawValue: "rules-bad-value")
    /// A card has two actions with one id.
    public static let rulesDuplicateAction = DiagnosticCode(rawValue: "rules-duplicate-action")
    /// A rules file of a newer format than the app reads has a key the app does not know; it is ignored.
    public static let rulesNewerKey = DiagnosticCode(rawValue: "rules-newer-key")
    /// A rules file of a newer format than the app reads names a value the app does not know; the default is used.
    public static let rulesNewerValue = DiagnosticCode(rawValue: "rules-newer-value")
    /// A rules entry lacks a required key.
    public static let rulesMissingKey = DiagnosticCode(rawValue: "rules-missing-key")
    /// The rules file is not valid JSON or property list.
    public static let rulesSyntax = DiagnosticCode(rawValue: "rules-syntax")
    /// A card has more actions than a card holds.
    public static let rulesTooManyActions = DiagnosticCode(rawValue: "rules-too-many-actions")
    /// A rules entry has a key the rules do not know.
    public static let rulesUnknownKey = DiagnosticCode(rawValue: "rules-unknown-key")
    /// A rules value names something the rules do not know.
    public static let rulesUnknownName = DiagnosticCode(rawValue: "rules-unknown-name")
    /// A rules value has the wrong type.
    public static let rulesWrongType = DiagnosticCode(rawValue: "rules-wrong-type")
    /// A tour lists one step twice.
    public static let tourDuplicateStep = DiagnosticCode(rawValue: "tour-duplicate-step")
}
