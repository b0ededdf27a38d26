/// Whether a card shows now, and (from ``Tutorials/explain(_:)``) why: every rule, its value,
/// and whether it passed.
///
/// ```swift
/// let decision = tutorials.explain("Export")
/// decision.shows       // false
/// decision.skipReason  // .rule(.event)
/// decision.checks.filter { !$0.passed }.map(\.requirement)  // ["exportedPDF >= 3 in the last 7 days"]
/// ```
public struct TutorialDecision: Sendable, Hashable {
    /// The tutorial key.
    public var key: String
    /// Why the card does not show: the first rule that failed; `nil` when it shows.
    public var skipReason: TutorialSkipReason?
    /// Every rule checked, in the order checked; empty unless the decision was explained.
    public var checks: [TutorialRuleCheck]

    /// Creates a decision.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - skipReason: Why it does not show, or `nil`.
    ///   - checks: The rules checked.
    @inlinable
    public init(key: String, skipReason: TutorialSkipReason?, checks: [TutorialRuleCheck] = []) {
        self.key = key
        self.skipReason = skipReason
        self.checks = checks
    }

    /// Whether the card shows now.
    @inlinable public var shows: Bool { skipReason == nil }
}
