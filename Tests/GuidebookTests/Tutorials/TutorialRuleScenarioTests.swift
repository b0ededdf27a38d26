import Foundation
import Guidebook
import Testing

/// One row of the rule table: rules, what is stored, the moment, and what must come out.
struct RuleScenario: Sendable, CustomTestStringConvertible {
    var name: String
    var rules = TutorialRules()
    var key = "Export"
    var state = TutorialRuleState()
    var seen: Set<String> = []
    var now = RuleScenario.start
    var appVersion: AppVersion? = nil
    var parameters: [String: TutorialValue] = [:]
    var switches = TutorialTestingSwitches()
    /// `nil` when the card shows.
    var expected: TutorialEvent.SkipReason?
    /// The failing check (or, when it shows, one passing check) that must appear: rule and value.
    var check: (TutorialRuleKind, String)

    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let day = 86_400.0

    var testDescription: String { name }
}

extension TutorialRules {
    /// Rules for the row's key alone.
    static func export(_ set: TutorialRuleSet, frequency: TutorialFrequency = .immediate) -> TutorialRules {
        TutorialRules(cards: ["Export": set], frequency: frequency)
    }
}

extension TutorialRuleState {
    /// A state with `count` donations of `event`, one every `spacing` seconds, the last at `start`.
    static func donations(_ count: Int, of event: String, spacing: Double, capacity: Int = 16) -> TutorialRuleState {
        var state = TutorialRuleState()
        var history = TutorialEventHistory(capacity: capacity)
        for index in (0..<count).reversed() {
            history.donate(at: RuleScenario.start.addingTimeInterval(-Double(index) * spacing))
        }
        state.events[event] = history
        return state
    }

    static func record(displays: Int = 0, dismissals: Int = 0, seconds: Double = 0, last: Date? = nil)
        -> TutorialRuleState
    {
        var state = TutorialRuleState()
        var record = TutorialRuleState.Record()
        record.displayCount = displays
        record.dismissCount = dismissals
        record.displayedSeconds = seconds
        record.lastDisplayed = last
        state.records["Export"] = record
        state.lastDisplayed = last
        return state
    }

    static func versions(first: String, highest: String) -> TutorialRuleState {
        var state = TutorialRuleState()
        state.firstAppVersion = AppVersion(first)
        state.highestAppVersion = AppVersion(highest)
        return state
    }
}

@Suite struct TutorialRuleScenarioTests {
    static let week = TimeInterval(7 * 86_400)

    static let scenarios: [RuleScenario] = [
        RuleScenario(name: "a fresh card with no rules shows", expected: nil, check: (.maxDisplayCount, "0 displays")),
        RuleScenario(
            name: "the seed's seen key does not show", seen: ["Export"], expected: .alreadySeen,
            check: (.maxDisplayCount, "1 display")),
        RuleScenario(
            name: "a card allowed three times shows the third time",
            rules: .export(TutorialRuleSet(maxDisplayCount: 3)), state: .record(displays: 2), seen: ["Export"],
            expected: nil, check: (.maxDisplayCount, "2 displays")),
        RuleScenario(
            name: "a card allowed three times stops after three",
            rules: .export(TutorialRuleSet(maxDisplayCount: 3)), state: .record(displays: 3), seen: ["Export"],
            expected: .alreadySeen, check: (.maxDisplayCount, "3 displays")),
        RuleScenario(
            name: "until dismissed twice: shown four times, dismissed once, shows",
            rules: .export(TutorialRuleSet(maxDisplayCount: nil, maxDismissals: 2)),
            state: .record(displays: 4, dismissals: 1), seen: ["Export"], expected: nil,
            check: (.maxDismissals, "1 dismissal")),
        RuleScenario(
            name: "until dismissed twice: dismissed twice, stops",
            rules: .export(TutorialRuleSet(maxDisplayCount: nil, maxDismissals: 2)),
            state: .record(displays: 2, dismissals: 2), seen: ["Export"], expected: .rule(.maxDismissals),
            check: (.maxDismissals, "2 dismissals")),
        RuleScenario(
            name: "on screen for a minute of its allowed minute, stops",
            rules: .export(TutorialRuleSet(maxDisplayCount: nil, maxDisplayDuration: 60)),
            state: .record(displays: 2, seconds: 60), expected: .rule(.maxDisplayDuration),
            check: (.maxDisplayDuration, "1 min")),
        RuleScenario(
            name: "a daily frequency holds a card back 23 hours after the last one",
            rules: .export(.init(), frequency: .daily),
            state: .record(last: RuleScenario.start.addingTimeInterval(-23 * 3_600)), expected: .rule(.frequency),
            check: (.frequency, "23 h since")),
        RuleScenario(
            name: "a daily frequency lets a card through 25 hours after the last one",
            rules: .export(.init(), frequency: .daily),
            state: .record(last: RuleScenario.start.addingTimeInterval(-25 * 3_600)), expected: nil,
            check: (.frequency, "1 day since")),
        RuleScenario(
            name: "a card that ignores the frequency shows at once",
            rules: .export(TutorialRuleSet(ignoresFrequency: true), frequency: .weekly),
            state: .record(last: RuleScenario.start.addingTimeInterval(-60)), expected: nil,
            check: (.frequency, "—")),
        RuleScenario(
            name: "a group's hourly frequency counts only its own cards",
            rules: TutorialRules(
                cards: ["Export": TutorialRuleSet(group: "editing")], frequency: .immediate,
                groupFrequencies: ["editing": .hourly]),
            state: {
                var state = TutorialRuleState()
                state.lastDisplayed = RuleScenario.start.addingTimeInterval(-60)
                state.lastDisplayedInGroup["editing"] = RuleScenario.start.addingTimeInterval(-30 * 60)
                return state
            }(), expected: .rule(.frequency), check: (.frequency, "30 min since")),
        RuleScenario(
            name: "three exports in the last week satisfy >= 3 in 7 days",
            rules: .export(TutorialRuleSet(conditions: [.event("exportedPDF", .atLeast, 3, within: week)])),
            state: .donations(3, of: "exportedPDF", spacing: 2 * RuleScenario.day), expected: nil,
            check: (.event, "3 donations")),
        RuleScenario(
            name: "the third export eight days ago falls out of the window",
            rules: .export(TutorialRuleSet(conditions: [.event("exportedPDF", .atLeast, 3, within: week)])),
            state: .donations(3, of: "exportedPDF", spacing: 4 * RuleScenario.day), expected: .rule(.event),
            check: (.event, "2 donations")),
        RuleScenario(
            name: "an event never donated counts zero",
            rules: .export(TutorialRuleSet(conditions: [.event("exportedPDF", .atLeast, 1, within: nil)])),
            expected: .rule(.event), check: (.event, "0 donations")),
        RuleScenario(
            name: "a saturated history says at least and still decides exactly",
            rules: .export(TutorialRuleSet(conditions: [.event("opened", .less, 20, within: nil)])),
            state: .donations(100, of: "opened", spacing: 1, capacity: 16), expected: .rule(.event),
            check: (.event, "100 donations")),
        RuleScenario(
            name: "a windowed count past the capacity is reported as at least",
            rules: .export(TutorialRuleSet(conditions: [.event("opened", .atLeast, 10, within: 3_600)])),
            state: .donations(100, of: "opened", spacing: 1, capacity: 16), expected: nil,
            check: (.event, "at least 16 donations")),
        RuleScenario(
            name: "a parameter that is not set fails its predicate",
            rules: .export(TutorialRuleSet(conditions: [.parameter("isLoggedIn", .equal, true)])),
            expected: .rule(.parameter), check: (.parameter, "isLoggedIn not set")),
        RuleScenario(
            name: "a transient parameter satisfies its predicate",
            rules: .export(TutorialRuleSet(conditions: [.parameter("plan", .equal, "pro")])),
            parameters: ["plan": "pro"], expected: nil, check: (.parameter, "plan = \"pro\"")),
        RuleScenario(
            name: "a persisted count compared with >= 3",
            rules: .export(TutorialRuleSet(conditions: [.parameter("openCount", .atLeast, 3)])),
            state: {
                var state = TutorialRuleState()
                state.parameters["openCount"] = 2
                return state
            }(), expected: .rule(.parameter), check: (.parameter, "openCount = 2")),
        RuleScenario(
            name: "a text parameter is never ordered against a number",
            rules: .export(TutorialRuleSet(conditions: [.parameter("openCount", .atLeast, 3)])),
            parameters: ["openCount": "many"], expected: .rule(.parameter), check: (.parameter, "openCount = \"many\"")),
        RuleScenario(
            name: "a prerequisite not seen holds the card back",
            rules: .export(TutorialRuleSet(prerequisites: ["Welcome"])), expected: .rule(.prerequisites),
            check: (.prerequisites, "not seen")),
        RuleScenario(
            name: "a prerequisite seen lets the card through",
            rules: .export(TutorialRuleSet(prerequisites: ["Welcome"])), seen: ["Welcome"], expected: nil,
            check: (.prerequisites, "seen")),
        RuleScenario(
            name: "a cycle of prerequisites is explained",
            rules: TutorialRules(cards: [
                "Export": TutorialRuleSet(prerequisites: ["Share"]),
                "Share": TutorialRuleSet(prerequisites: ["Export"]),
            ]), expected: .rule(.prerequisites), check: (.prerequisites, "cycle Export → Share → Export")),
        RuleScenario(
            name: "a cycle holds the card back even when its prerequisite was seen",
            rules: TutorialRules(cards: [
                "Export": TutorialRuleSet(prerequisites: ["Share"]),
                "Share": TutorialRuleSet(prerequisites: ["Export"]),
            ]), seen: ["Share"], expected: .rule(.prerequisites),
            check: (.prerequisites, "cycle Export → Share → Export")),
        RuleScenario(
            name: "new in 2.0 shows to a user upgrading from 1.5",
            rules: .export(TutorialRuleSet(newInVersion: AppVersion("2.0"))),
            state: .versions(first: "1.5", highest: "2.0"), appVersion: AppVersion("2.0"), expected: nil,
            check: (.newInVersion, "upgraded from 1.5 to 2.0")),
        RuleScenario(
            name: "new in 2.0 does not show on a fresh install of 2.0",
            rules: .export(TutorialRuleSet(newInVersion: AppVersion("2.0"))),
            state: .versions(first: "2.0", highest: "2.0"), appVersion: AppVersion("2.0"),
            expected: .rule(.newInVersion), check: (.newInVersion, "installed at 2.0")),
        RuleScenario(
            name: "new in 2.0 does not show after a downgrade from 2.1",
            rules: .export(TutorialRuleSet(newInVersion: AppVersion("2.0"))),
            state: .versions(first: "1.5", highest: "2.1"), appVersion: AppVersion("2.0"),
            expected: .rule(.newInVersion), check: (.newInVersion, "downgraded from 2.1 to 2.0")),
        RuleScenario(
            name: "new in 2.0 needs a known app version",
            rules: .export(TutorialRuleSet(newInVersion: AppVersion("2.0"))), expected: .rule(.newInVersion),
            check: (.newInVersion, "app version unknown")),
        RuleScenario(
            name: "an invalidated card never shows",
            state: {
                var state = TutorialRuleState()
                state.records["Export", default: .init()].invalidation = .featureUsed
                return state
            }(), expected: .rule(.invalidated), check: (.invalidated, "invalidated: feature used")),
        RuleScenario(
            name: "a card past its expiry date does not show",
            rules: .export(TutorialRuleSet(expires: RuleScenario.start.addingTimeInterval(-1))),
            expected: .rule(.expires), check: (.expires, "now 2027-01-15T08:00:00Z")),
        RuleScenario(
            name: "hide all hides a fresh card", switches: TutorialTestingSwitches(hideAll: true),
            expected: .rule(.hideAll), check: (.hideAll, "every card hidden")),
        RuleScenario(
            name: "show only leaves out the others", switches: TutorialTestingSwitches(showOnly: ["Welcome"]),
            expected: .rule(.showOnly), check: (.showOnly, "Export")),
        RuleScenario(
            name: "show all shows a seen card whatever its rules",
            rules: .export(TutorialRuleSet(prerequisites: ["Welcome"])), seen: ["Export"],
            switches: TutorialTestingSwitches(showAll: true), expected: nil, check: (.prerequisites, "not seen")),
        RuleScenario(
            name: "hide all wins over show all",
            switches: TutorialTestingSwitches(showAll: true, hideAll: true), expected: .rule(.hideAll),
            check: (.alwaysShow, "on")),
    ]

    @Test(arguments: scenarios)
    func eachScenarioDecidesAndExplainsAsExpected(_ scenario: RuleScenario) {
        let context = TutorialDecisionContext(
            now: scenario.now, appVersion: scenario.appVersion, parameters: scenario.parameters,
            switches: scenario.switches)
        let explained = scenario.rules.explain(scenario.key, state: scenario.state, context: context) {
            scenario.seen.contains($0)
        }
        let decided = scenario.rules.decide(scenario.key, state: scenario.state, context: context) {
            scenario.seen.contains($0)
        }
        #expect(explained.skipReason == scenario.expected)
        #expect(decided.skipReason == scenario.expected, "the fast decision and the explanation agree")
        #expect(decided.checks.isEmpty)
        Self.expectExplanation(explained, of: scenario)
        if scenario.expected == nil { #expect(explained.shows) }
    }

    /// What every explanation of a row holds: the row's check is listed, and the first failing
    /// check is why the card does not show (show all aside, which lets failures through).
    static func expectExplanation(_ explained: TutorialDecision, of scenario: RuleScenario) {
        let (rule, value) = scenario.check
        #expect(
            explained.checks.contains { $0.rule == rule && $0.value == value },
            "\(explained.checks.map { "\($0.rule): \($0.value)" })")
        if let reason = explained.skipReason, !scenario.switches.showAll {
            let firstFailure = explained.checks.first { !$0.passed }
            #expect(
                firstFailure.map { $0.rule == .maxDisplayCount ? .alreadySeen : .rule($0.rule) } == reason,
                "the skip reason is the first failing check")
        }
    }

    /// An engine in the row's state: its store holds the row's seen keys and rule state, its
    /// clock stands at the row's moment, its options carry the row's version and switches.
    static func engine(for scenario: RuleScenario) throws -> Tutorials {
        let store = InMemoryStateStore(seen: scenario.seen)
        store.saveRuleState(try JSONEncoder().encode(scenario.state))
        var options = options(alwaysShow: scenario.switches.showAll)
        options.testing.hideAll = scenario.switches.hideAll
        options.testing.showOnly = scenario.switches.showOnly
        options.appVersion = scenario.appVersion
        let now = scenario.now
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: store, presenter: CountingPresenter(),
            options: options, rules: scenario.rules, clock: TutorialClock { now })
        for (name, value) in scenario.parameters { tutorials.setParameter(name, to: value, persisted: false) }
        return tutorials
    }

    @Test(arguments: scenarios)
    func theEnginesExplanationAgreesWithItsDecisionOnEveryScenario(_ scenario: RuleScenario) throws {
        let tutorials = try Self.engine(for: scenario)
        let explained = tutorials.explain(scenario.key)
        let decided = tutorials.decide(scenario.key)
        #expect(explained.skipReason == decided.skipReason, "\(explained.checks)")
        #expect(decided.skipReason == scenario.expected, "the engine decides as the table says")
        Self.expectExplanation(explained, of: scenario)
    }

    @Test func aSeenCardShownOnceIsSettledByTheSeenCheckBeforeItsInvalidation() throws {
        var scenario = RuleScenario(name: "seen and invalidated", expected: .alreadySeen, check: (.invalidated, ""))
        scenario.seen = ["Export"]
        scenario.state.records["Export", default: .init()].invalidation = .featureUsed
        let tutorials = try Self.engine(for: scenario)
        let explained = tutorials.explain("Export")
        #expect(tutorials.decide("Export").skipReason == .alreadySeen)
        #expect(explained.skipReason == .alreadySeen, "what shows, not the rules' first failure alone")
        #expect(explained.checks.first?.value == "seen")
        #expect(explained.checks.contains { $0.rule == .invalidated && !$0.passed }, "the other rules still listed")
    }

    @Test func anExplanationListsEveryRuleOfTheCardWithItsRequirement() {
        var set = TutorialRuleSet(maxDisplayCount: 3, maxDismissals: 2, prerequisites: ["Welcome"])
        set.conditions = [.parameter("plan", .equal, "pro"), .event("exportedPDF", .atLeast, 3, within: Self.week)]
        let rules = TutorialRules(cards: ["Export": set], frequency: .daily)
        let decision = rules.explain(
            "Export", state: TutorialRuleState(), context: .init(now: RuleScenario.start, parameters: ["plan": "pro"])
        ) { _ in true }
        #expect(
            decision.checks.map(\.rule) == [
                .invalidated, .maxDisplayCount, .maxDismissals, .prerequisites, .parameter, .event, .frequency,
            ])
        #expect(
            decision.checks.map(\.requirement) == [
                "not invalidated", "fewer than 3 displays", "fewer than 2 dismissals", "\"Welcome\" seen first",
                "plan == \"pro\"", "exportedPDF >= 3 in the last 7 days", "1 day since the last card",
            ])
        #expect(decision.checks.map(\.passed) == [true, true, true, true, true, false, true])
        #expect(decision.skipReason == .rule(.event))
    }
}
