import Foundation

/// What an evaluation of the rules does with each check: the fast decision keeps the first
/// failure and stops (``FirstFailure``); an explanation records every check
/// (``TutorialRules/Evaluation``).
///
/// Both the rules' own decision (``TutorialRules/decide(_:state:context:hasSeen:)``) and the
/// compiled one (``CompiledTutorialRules``) state each rule through the checks below: what
/// passes and the words an explanation shows live here once, so an explanation is made by the
/// same code as the decision it explains. A check's words are autoclosures, made only when
/// explaining; the fast recorder never calls them.
protocol RuleRecorder {
    /// Whether every check is recorded, or the first failure ends the decision.
    var explaining: Bool { get }
    /// The first rule that failed.
    var failure: TutorialRuleKind? { get set }
    /// Show all is on: a failure other than the switches no longer stops the card.
    var forced: Bool { get set }

    /// Records one check: a rule, whether it passed, what it asks and what was found.
    mutating func record(
        _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: () -> String, _ value: () -> String)
}

/// The fast decision's recorder: the first failure, no words.
struct FirstFailure: RuleRecorder {
    var failure: TutorialRuleKind?
    var forced = false

    var explaining: Bool { false }

    @inline(__always)
    mutating func record(
        _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: () -> String, _ value: () -> String
    ) {}
}

extension TutorialRules.Evaluation: RuleRecorder {
    mutating func record(
        _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: () -> String, _ value: () -> String
    ) {
        checks.append(TutorialRuleCheck(rule, requirement: requirement(), value: value(), passed: passed))
    }
}

extension RuleRecorder {
    /// Whether to go on checking: always when explaining, else until the decision is settled
    /// (a failure, or show all).
    var goesOn: Bool { explaining || (failure == nil && !forced) }

    /// Why the card does not show: the first failure (a display count's is "already seen");
    /// under show all only the switches that hide.
    var skipReason: TutorialSkipReason? {
        guard let failure else { return nil }
        if forced, failure != .hideAll, failure != .showOnly { return nil }
        return failure == .maxDisplayCount ? .alreadySeen : .rule(failure)
    }

    /// One check; the first failure is the decision's.
    @inline(__always)
    mutating func check(
        _ rule: TutorialRuleKind, _ passed: Bool, _ requirement: @autoclosure () -> String,
        _ value: @autoclosure () -> String
    ) {
        if !passed, failure == nil { failure = rule }
        if explaining { record(rule, passed, requirement, value) }
    }

    /// Hide all, show only, show all: checked before any rule of the card.
    mutating func checkSwitches(_ switches: TutorialTestingSwitches, key: @autoclosure () -> String) {
        if switches.hideAll { check(.hideAll, false, "no card hidden", "every card hidden") }
        if let only = switches.showOnly {
            let key = key()
            check(.showOnly, only.contains(key), "one of \(only.sorted().joined(separator: ", "))", key)
        }
        if switches.showAll {
            forced = true
            if explaining { check(.alwaysShow, true, "every card shows, whatever the rules", "on") }
        }
    }

    /// The seen-check that settles a card shown at most once before any rule (``Tutorials/show(_:)``).
    mutating func checkSeenOnce() {
        check(.maxDisplayCount, false, "not seen yet (a card shown at most once)", "seen")
    }

    mutating func checkInvalidation(_ invalidation: TutorialInvalidation?) {
        check(
            .invalidated, invalidation == nil, "not invalidated", invalidation.map { "invalidated: \($0)" } ?? "valid")
    }

    mutating func checkExpiry(_ expires: Date, now: Date) {
        check(
            .expires, now < expires, "before \(TutorialRules.format(expires))", "now \(TutorialRules.format(now))")
    }

    /// `displays`: the larger of the recorded count and 1 when the store says seen.
    mutating func checkDisplayCount(limit: Int, displays: Int) {
        check(
            .maxDisplayCount, displays < limit, "fewer than \(TutorialRules.plural(limit, "display"))",
            TutorialRules.plural(displays, "display"))
    }

    mutating func checkDismissals(limit: Int, dismissals: Int) {
        check(
            .maxDismissals, dismissals < limit, "fewer than \(TutorialRules.plural(limit, "dismissal"))",
            TutorialRules.plural(dismissals, "dismissal"))
    }

    /// `limit` already read as every rule reads an interval (``TutorialRules/seconds(_:)``).
    mutating func checkDisplayDuration(limit: Double, shown: Double) {
        check(
            .maxDisplayDuration, shown < limit,
            "on screen less than \(TutorialRules.format(seconds: limit)) in total",
            TutorialRules.format(seconds: shown))
    }

    /// "New in 2.0": upgraded from before it, running it or later, not downgraded.
    mutating func checkVersionGate(
        _ gate: AppVersion, first: AppVersion?, highest: AppVersion?, current: AppVersion?
    ) {
        guard let current else {
            check(.newInVersion, false, "upgraded to \(gate)", "app version unknown")
            return
        }
        let first = first ?? current
        let highest = max(highest ?? current, current)
        let passed = first < gate && current >= gate && current >= highest
        check(
            .newInVersion, passed, "upgraded to \(gate) or later from an earlier version",
            first >= gate
                ? "installed at \(first)"
                : current < highest
                    ? "downgraded from \(highest) to \(current)"
                    : current < gate ? "running \(current)" : "upgraded from \(first) to \(current)")
    }

    mutating func checkPrerequisite(_ prerequisite: @autoclosure () -> String, done: Bool) {
        check(.prerequisites, done, "\"\(prerequisite())\" seen first", done ? "seen" : "not seen")
    }

    /// A cycle among prerequisites through the card: it never shows, whatever the store says
    /// of its prerequisites (a rules file with a cycle is refused; rules given in code are not).
    mutating func checkCycle(_ cycle: [String]) {
        check(.prerequisites, false, "no cycle among prerequisites", "cycle \(cycle.joined(separator: " → "))")
    }

    mutating func checkParameter(
        _ name: @autoclosure () -> String, _ comparison: TutorialComparison, _ expected: TutorialValue,
        value: TutorialValue?
    ) {
        check(
            .parameter, value.map { comparison.holds($0, expected) } ?? false,
            "\(name()) \(comparison.rawValue) \(expected)", value.map { "\(name()) = \($0)" } ?? "\(name()) not set")
    }

    /// `window` already read as every rule reads an interval; `found` counted since now minus it.
    mutating func checkEvent(
        _ name: @autoclosure () -> String, _ comparison: TutorialComparison, _ count: Int, window: Double?,
        found: TutorialEventHistory.WindowCount
    ) {
        // A count that is not exact is at least `found.count`, which exceeds every threshold
        // the capacity was sized for; compare as if one more.
        let observed = found.isExact ? found.count : found.count + 1
        check(
            .event, comparison.holds(observed, count),
            "\(name()) \(comparison.rawValue) \(count)\(window.map { " in the last \(TutorialRules.format(seconds: $0))" } ?? "")",
            "\(found.isExact ? "" : "at least ")\(TutorialRules.plural(found.count, "donation"))")
    }

    /// The wait since the last card: `interval` `nil` when the frequency is immediate or the
    /// card ignores it; `group` the group whose own frequency counts, if any.
    mutating func checkFrequency(
        interval: Double?, ignored: Bool, group: @autoclosure () -> String?, since last: Date?, now: Date
    ) {
        guard let interval else {
            if explaining { check(.frequency, true, ignored ? "ignored by this card" : "none (immediate)", "—") }
            return
        }
        let elapsed = last.map { now.timeIntervalSince($0) }
        check(
            .frequency, elapsed.map { $0 >= interval || $0 < 0 } ?? true,
            "\(TutorialRules.format(seconds: interval)) since the last card\(group().map { " of group \($0)" } ?? "")",
            elapsed.map { "\(TutorialRules.format(seconds: max(0, $0))) since" } ?? "no card shown yet")
    }
}
