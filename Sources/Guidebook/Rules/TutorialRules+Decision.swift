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
        var evaluation = Evaluation(explaining: false)
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
        var evaluation = Evaluation(explaining: true)
        evaluate(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        return TutorialDecision(key: key, skipReason: evaluation.skipReason, checks: evaluation.checks)
    }

    /// The checks so far and the first failure. Fast mode stops at the first failure and
    /// never formats text; explaining records everything.
    struct Evaluation {
        let explaining: Bool
        var checks: [TutorialRuleCheck] = []
        var failure: TutorialRuleKind?
        var forced = false

        /// Whether to go on checking.
        var goesOn: Bool { explaining || failure == nil }

        var skipReason: TutorialEvent.SkipReason? {
            guard let failure else { return nil }
            if forced, failure != .hideAll, failure != .showOnly { return nil }
            return failure == .maxDisplayCount ? .alreadySeen : .rule(failure)
        }

        mutating func check(
            _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: @autoclosure () -> String,
            _ value: @autoclosure () -> String
        ) {
            if !passed, failure == nil { failure = rule }
            if explaining {
                checks.append(TutorialRuleCheck(rule, requirement: requirement(), value: value(), passed: passed))
            }
        }
    }

    /// Every rule in order, cheapest and most final first.
    func evaluate(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool,
        into evaluation: inout Evaluation
    ) {
        let switches = context.switches
        if switches.hideAll { evaluation.check(.hideAll, false, "no card hidden", "every card hidden") }
        if let only = switches.showOnly {
            evaluation.check(
                .showOnly, only.contains(key), "one of \(only.sorted().joined(separator: ", "))", key)
        }
        if switches.showAll {
            evaluation.forced = true
            if evaluation.explaining {
                evaluation.check(.alwaysShow, true, "every card shows, whatever the rules", "on")
            }
        }
        guard evaluation.goesOn else { return }
        let rules = self[key]
        evaluateOwnRules(key, rules, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        guard evaluation.goesOn else { return }
        evaluateTours(key, state: state, context: context, hasSeen: hasSeen, into: &evaluation)
        guard evaluation.goesOn else { return }
        evaluateFrequency(rules, state: state, now: context.now, into: &evaluation)
    }

    /// The card's own rules: invalidation, expiry, counts, duration, version, prerequisites, conditions.
    func evaluateOwnRules(
        _ key: String, _ rules: TutorialRuleSet, state: TutorialRuleState, context: TutorialDecisionContext,
        hasSeen: (String) -> Bool, into evaluation: inout Evaluation
    ) {
        let record = state.records[key]
        let invalidation = record?.invalidation
        evaluation.check(
            .invalidated, invalidation == nil, "not invalidated", invalidation.map { "invalidated: \($0)" } ?? "valid")
        if let expires = rules.expires {
            evaluation.check(
                .expires, context.now < expires, "before \(Self.format(expires))", "now \(Self.format(context.now))")
        }
        guard evaluation.goesOn else { return }
        let displays = max(record?.displayCount ?? 0, hasSeen(key) ? 1 : 0)
        // A step of an ordered tour shows once per run of the tour: its progress decides.
        if let limit = rules.maxDisplayCount, !isSequenceStep(key) {
            evaluation.check(
                .maxDisplayCount, displays < limit, "fewer than \(Self.plural(limit, "display"))",
                Self.plural(displays, "display"))
        }
        if let limit = rules.maxDismissals {
            let dismissals = record?.dismissCount ?? 0
            evaluation.check(
                .maxDismissals, dismissals < limit, "fewer than \(Self.plural(limit, "dismissal"))",
                Self.plural(dismissals, "dismissal"))
        }
        if let limit = rules.maxDisplayDuration {
            let shown = record?.displayedSeconds ?? 0
            let seconds = Self.seconds(limit)
            evaluation.check(
                .maxDisplayDuration, shown < seconds, "on screen less than \(Self.format(seconds: seconds)) in total",
                Self.format(seconds: shown))
        }
        guard evaluation.goesOn else { return }
        if let gate = rules.newInVersion {
            evaluateVersionGate(gate, state: state, context: context, into: &evaluation)
        }
        for prerequisite in rules.prerequisites where evaluation.goesOn {
            let done = hasSeen(prerequisite) || (state.records[prerequisite]?.displayCount ?? 0) > 0
            evaluation.check(
                .prerequisites, done, "\"\(prerequisite)\" seen first", done ? "seen" : "not seen")
        }
        if evaluation.explaining, let cycle = prerequisiteCycle(through: key) {
            evaluation.check(
                .prerequisites, false, "no cycle among prerequisites",
                "cycle \(cycle.joined(separator: " → "))")
        }
        for condition in rules.conditions where evaluation.goesOn {
            evaluate(condition, state: state, context: context, into: &evaluation)
        }
    }

    /// "New in 2.0": upgraded from before it, running it or later, not downgraded.
    func evaluateVersionGate(
        _ gate: AppVersion, state: TutorialRuleState, context: TutorialDecisionContext,
        into evaluation: inout Evaluation
    ) {
        guard let current = context.appVersion else {
            evaluation.check(.newInVersion, false, "upgraded to \(gate)", "app version unknown")
            return
        }
        let first = state.firstAppVersion ?? current
        let highest = max(state.highestAppVersion ?? current, current)
        let passed = first < gate && current >= gate && current >= highest
        let found =
            first >= gate
            ? "installed at \(first)"
            : current < highest
                ? "downgraded from \(highest) to \(current)"
                : current < gate ? "running \(current)" : "upgraded from \(first) to \(current)"
        evaluation.check(.newInVersion, passed, "upgraded to \(gate) or later from an earlier version", found)
    }

    func evaluate(
        _ condition: TutorialCondition, state: TutorialRuleState, context: TutorialDecisionContext,
        into evaluation: inout Evaluation
    ) {
        switch condition {
        case .parameter(let name, let comparison, let expected):
            let value = context.parameters[name] ?? state.parameters[name]
            evaluation.check(
                .parameter, value.map { comparison.holds($0, expected) } ?? false,
                "\(name) \(comparison.rawValue) \(expected)", value.map { "\(name) = \($0)" } ?? "\(name) not set")
        case .event(let name, let comparison, let count, let window):
            let start = window.map { context.now.addingTimeInterval(-Self.seconds($0)) }
            let found = state.events[name]?.count(since: start) ?? .init(count: 0, isExact: true)
            // A count that is not exact is at least `found.count`, which exceeds every threshold
            // the capacity was sized for; compare as if one more.
            let observed = found.isExact ? found.count : found.count + 1
            evaluation.check(
                .event, comparison.holds(observed, count),
                "\(name) \(comparison.rawValue) \(count)\(window.map { " in the last \(Self.format(seconds: Self.seconds($0)))" } ?? "")",
                "\(found.isExact ? "" : "at least ")\(Self.plural(found.count, "donation"))")
        }
    }

    /// The wait since the last card (of the group, when the group has a frequency of its own).
    func evaluateFrequency(
        _ rules: TutorialRuleSet, state: TutorialRuleState, now: Date, into evaluation: inout Evaluation
    ) {
        let groupFrequency = rules.group.flatMap { groupFrequencies[$0] }
        let frequency = groupFrequency ?? self.frequency
        if frequency == .immediate || rules.ignoresFrequency {
            if evaluation.explaining {
                evaluation.check(
                    .frequency, true, rules.ignoresFrequency ? "ignored by this card" : "none (immediate)", "—")
            }
            return
        }
        let last = groupFrequency != nil ? rules.group.flatMap { state.lastDisplayedInGroup[$0] } : state.lastDisplayed
        let interval = frequency.seconds
        let elapsed = last.map { now.timeIntervalSince($0) }
        evaluation.check(
            .frequency, elapsed.map { $0 >= interval || $0 < 0 } ?? true,
            "\(Self.format(seconds: interval)) since the last card\(groupFrequency != nil ? " of group \(rules.group ?? "")" : "")",
            elapsed.map { "\(Self.format(seconds: max(0, $0))) since" } ?? "no card shown yet")
    }
}
