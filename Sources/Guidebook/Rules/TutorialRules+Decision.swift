import Foundation

extension TutorialRules {
    /// Whether the card for `key` shows now: the one decision of the engine, a pure function of
    /// the stored state, the context (now, app version, transient parameters, switches) and
    /// the seen keys. Stops at the first rule that fails; ``explain(_:state:context:hasSeen:)``
    /// checks every rule and says why.
    ///
    /// ```swift
    /// let decision = rules.decide("Export", state: state, context: .init(now: now)) { _ in false }
    /// decision.shows
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - state: What the rules remember.
    ///   - context: Now, the app version, transient parameters, testing switches.
    ///   - hasSeen: Whether the store recorded a key as seen (`hasSeen<Key>`).
    /// - Returns: The decision, without checks.
    public func decide(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool
    ) -> TutorialDecision {
        var evaluation = FirstFailure()
        evaluate(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        return TutorialDecision(key: key, skipReason: evaluation.skipReason)
    }

    /// The decision of ``decide(_:state:context:hasSeen:)`` with every rule checked: each rule,
    /// what it asks, what it found and whether it passed.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - state: What the rules remember.
    ///   - context: Now, the app version, transient parameters, testing switches.
    ///   - hasSeen: Whether the store recorded a key as seen.
    /// - Returns: The decision with its checks, in the order checked.
    public func explain(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool
    ) -> TutorialDecision {
        var evaluation = Evaluation()
        evaluate(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        return evaluation.decision(for: key)
    }

    /// An explanation: every check, in order, and the first failure (see ``RuleRecorder``).
    struct Evaluation {
        var checks: [TutorialRuleCheck] = []
        var failure: TutorialRuleKind?
        var forced = false

        var explaining: Bool { true }

        /// The decision with its checks.
        func decision(for key: String) -> TutorialDecision {
            TutorialDecision(key: key, skipReason: skipReason, checks: checks)
        }
    }

    /// Every rule in order, cheapest and most final first.
    func evaluate(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool,
        into evaluation: inout some RuleRecorder
    ) {
        evaluation.checkSwitches(context.switches, key: key)
        guard evaluation.goesOn else { return }
        let rules = self[key]
        evaluateOwnRules(key, rules, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        guard evaluation.goesOn else { return }
        evaluateTours(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        guard evaluation.goesOn else { return }
        let groupFrequency = rules.group.flatMap { groupFrequencies[$0] }
        let frequency = groupFrequency ?? self.frequency
        evaluation.checkFrequency(
            interval: frequency == .immediate || rules.ignoresFrequency ? nil : frequency.seconds,
            ignored: rules.ignoresFrequency, group: groupFrequency != nil ? rules.group : nil,
            since: groupFrequency != nil ? rules.group.flatMap { state.lastDisplayedInGroup[$0] } : state.lastDisplayed,
            now: context.now)
    }

    /// The card's own rules: invalidation, expiry, counts, duration, version, prerequisites, conditions.
    func evaluateOwnRules(
        _ key: String, _ rules: TutorialRuleSet, state: TutorialRuleState, context: TutorialDecisionContext,
        hasSeen: (String) -> Bool, into evaluation: inout some RuleRecorder
    ) {
        let record = state.records[key]
        evaluation.checkInvalidation(record?.invalidation)
        if let expires = rules.expires { evaluation.checkExpiry(expires, now: context.now) }
        guard evaluation.goesOn else { return }
        // A step of an ordered tour shows once per run of the tour: its progress decides.
        if let limit = rules.maxDisplayCount, !isSequenceStep(key) {
            evaluation.checkDisplayCount(limit: limit, displays: max(record?.displayCount ?? 0, hasSeen(key) ? 1 : 0))
        }
        if let limit = rules.maxDismissals {
            evaluation.checkDismissals(limit: limit, dismissals: record?.dismissCount ?? 0)
        }
        if let limit = rules.maxDisplayDuration {
            evaluation.checkDisplayDuration(limit: Self.seconds(limit), shown: record?.displayedSeconds ?? 0)
        }
        guard evaluation.goesOn else { return }
        if let gate = rules.newInVersion {
            evaluation.checkVersionGate(
                gate, first: state.firstAppVersion, highest: state.highestAppVersion, current: context.appVersion)
        }
        for prerequisite in rules.prerequisites where evaluation.goesOn {
            evaluation.checkPrerequisite(
                prerequisite, done: hasSeen(prerequisite) || (state.records[prerequisite]?.displayCount ?? 0) > 0)
        }
        // A card in a cycle never shows, even when the store says its prerequisites were seen.
        if evaluation.goesOn, !rules.prerequisites.isEmpty, let cycle = prerequisiteCycle(through: key) {
            evaluation.checkCycle(cycle)
        }
        for condition in rules.conditions where evaluation.goesOn {
            switch condition {
            case .parameter(let name, let comparison, let expected):
                evaluation.checkParameter(
                    name, comparison, expected, value: context.parameters[name] ?? state.parameters[name])
            case .event(let name, let comparison, let count, let window):
                let window = window.map(Self.seconds)
                let start = window.map { context.now.addingTimeInterval(-$0) }
                evaluation.checkEvent(
                    name, comparison, count, window: window,
                    found: state.events[name]?.count(since: start) ?? .init(count: 0, isExact: true))
            }
        }
    }
}
