import Foundation

@testable import Guidebook

// The compiled rules' decision and explanation from a whole state, which only the tests that
// hold them against the rules' own need: the engine decides on a table it keeps up to date.
extension CompiledTutorialRules {
    /// The compiled decision for `key` from a state (building the table): for tests that hold
    /// it against the rules' own decision. Keys the compiled rules leave alone give `nil`.
    func decide(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool
    ) -> TutorialDecision? {
        var first = FirstFailure()
        return evaluate(key, state: state, context: context, hasSeen: hasSeen, into: &first)
            .map { TutorialDecision(key: key, skipReason: first.skipReason) }
    }

    /// The compiled explanation for `key` from a state: for tests that hold it against the rules' own.
    func explain(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool
    ) -> TutorialDecision? {
        var evaluation = TutorialRules.Evaluation()
        return evaluate(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
            .map { evaluation.decision(for: key) }
    }

    /// Evaluates `key` on a table built from `state`; `nil` (nothing evaluated) for a key the
    /// compiled rules leave alone.
    fileprivate func evaluate(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool,
        into recorder: inout some RuleRecorder
    ) -> Void? {
        guard let id = compiledID(key) else { return nil }
        let table = table(state, transient: context.parameters, appVersion: context.appVersion)
        evaluate(
            id, seen: hasSeen(key), table: table, now: context.now, appVersion: context.appVersion,
            switches: context.switches, hasSeen: { hasSeen(self.keys[$0]) }, into: &recorder)
        return ()
    }
}
