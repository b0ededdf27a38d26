/// One line of an explanation: a rule, what it asks, what it found, and whether it passed.
///
/// ```swift
/// for check in tutorials.explain("Export").checks {
///     print(check.passed ? "pass" : "FAIL", check.rule, check.requirement, check.value)
/// }
/// // pass maxDisplayCount at most 3 displays 1 display
/// ```
public struct TutorialRuleCheck: Sendable, Hashable {
    /// The rule.
    public var rule: TutorialRuleKind
    /// What the rule asks: `at most 3 displays`, `exportedPDF >= 3 in the last 7 days`.
    public var requirement: String
    /// What was found now: `1 display`, `2 donations`.
    public var value: String
    /// Whether the rule lets the card show.
    public var passed: Bool

    /// Creates a check.
    ///
    /// - Parameters:
    ///   - rule: The rule.
    ///   - requirement: What it asks.
    ///   - value: What was found.
    ///   - passed: Whether it passed.
    public init(_ rule: TutorialRuleKind, requirement: String, value: String, passed: Bool) {
        self.rule = rule
        self.requirement = requirement
        self.value = value
        self.passed = passed
    }
}
