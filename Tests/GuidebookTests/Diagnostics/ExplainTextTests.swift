import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What `explain` says about a card, rule by rule, in the situations a writer asks about:
/// compared whole against one golden file, so a requirement or a finding that reads wrong shows.
@Suite struct ExplainTextTests {
    static let rulesJSON = """
        {
          "frequency": "daily",
          "cards": {
            "Welcome": { "ignoresFrequency": true },
            "Export": {
              "maxDisplayCount": 3, "maxDismissals": 2, "maxDisplayDuration": 90,
              "prerequisites": ["Welcome"], "newInVersion": "2.0", "expires": "2027-01-31T00:00:00Z"
            }
          }
        }
        """

    /// One decision: a heading line, then each check as `rule passed|failed: requirement / found`.
    static func render(_ label: String, _ decision: TutorialDecision) -> String {
        let outcome: String
        switch decision.skipReason {
        case nil: outcome = "shows"
        case .rule(let kind)?: outcome = "skipped by \(kind)"
        case let other?: outcome = "skipped: \(other)"
        }
        var text = "# \(label): \(outcome)\n"
        for check in decision.checks {
            text += "\(check.rule) \(check.passed ? "passed" : "failed"): \(check.requirement) / \(check.value)\n"
        }
        return text
    }

    @Test func explainSaysForEveryRuleWhatItAsksAndWhatItFound() throws {
        let rules = try TutorialRules(data: Data(Self.rulesJSON.utf8), file: "Tutorials.json", isJSON: true)
        let now = try #require(ISO8601DateFormatter().date(from: "2026-12-01T12:00:00Z"))
        let context = TutorialDecisionContext(now: now, appVersion: AppVersion("2.1"))
        var shown = TutorialRuleState()
        shown.records["Export"] = TutorialRuleState.Record()
        shown.records["Export"]?.displayCount = 3
        shown.records["Export"]?.dismissCount = 1
        shown.lastDisplayed = now.addingTimeInterval(-3600)
        shown.firstAppVersion = AppVersion("1.0")
        let later = TutorialDecisionContext(
            now: try #require(ISO8601DateFormatter().date(from: "2027-02-01T12:00:00Z")), appVersion: AppVersion("2.1"))
        let text = [
            Self.render(
                "Export, nothing seen yet",
                rules.explain("Export", state: TutorialRuleState(), context: context) { _ in false }),
            Self.render(
                "Export after Welcome",
                rules.explain("Export", state: TutorialRuleState(), context: context) { $0 == "Welcome" }),
            Self.render(
                "Export shown 3 times, an hour ago",
                rules.explain("Export", state: shown, context: context) { $0 == "Welcome" }),
            Self.render(
                "Export after it expired",
                rules.explain("Export", state: TutorialRuleState(), context: later) { $0 == "Welcome" }),
            Self.render("Welcome, never seen", rules.explain("Welcome", state: shown, context: context) { _ in false }),
        ].joined()
        #expect(Snapshot.mismatch(text, named: "explain-export.txt") == nil)
    }
}
