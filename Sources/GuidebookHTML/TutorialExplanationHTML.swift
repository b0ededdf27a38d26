import Guidebook

/// Draws why a card would or would not show now (``Tutorials/explain(_:)``) beside it in the
/// preview: the verdict, then every rule checked with what it asks, what it found and whether it passed.
///
/// ```swift
/// let html = TutorialExplanationHTML(decision: rules.explain("Export", state: state, context: context) { _ in false })
///     .render()  // <details class="explain" …><summary>Shows now</summary><ul>…</ul></details>
/// ```
public struct TutorialExplanationHTML: Sendable {
    /// The explained decision.
    public var decision: TutorialDecision

    /// Creates a renderer.
    ///
    /// - Parameter decision: A decision with its checks (from `explain`).
    public init(decision: TutorialDecision) {
        self.decision = decision
    }

    /// The verdict: `Shows now`, `Does not show: maxDisplayCount`.
    public var verdict: String {
        switch decision.skipReason {
        case nil: return "Shows now"
        case .rule(let rule)?: return "Does not show: \(rule.rawValue)"
        case let reason?: return "Does not show: \(reason)"
        }
    }

    /// A `<details>` element, open when the card does not show; every text escaped.
    public func render() -> String {
        let state = decision.shows ? "shows" : "skipped"
        var html =
            "<details class=\"explain explain-\(state)\" dir=\"ltr\" lang=\"en\"\(decision.shows ? "" : " open")>"
        html += "<summary>\(HTMLEscaping.text(verdict))</summary><ul>"
        for check in decision.checks {
            html += "<li class=\"\(check.passed ? "pass" : "fail")\"><span class=\"explain-mark\">"
            html += "\(check.passed ? "pass" : "FAIL")</span> <code>\(HTMLEscaping.text(check.rule.rawValue))</code> "
            html += "\(HTMLEscaping.text(check.requirement)): \(HTMLEscaping.text(check.value))</li>"
        }
        return html + "</ul></details>"
    }
}
