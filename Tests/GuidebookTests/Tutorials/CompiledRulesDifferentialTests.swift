import Foundation
@_spi(Locking) import GuidebookParsing
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The compiled decision (``CompiledTutorialRules``) against the rules' own: the same skip
/// reason and the same explanation on every scenario of the rule table and on random rules,
/// states and moments.
@Suite struct CompiledRulesDifferentialTests {
    @Test(arguments: TutorialRuleScenarioTests.scenarios)
    func theCompiledDecisionIsTheRulesOwnOnEveryScenario(_ scenario: RuleScenario) {
        let context = TutorialDecisionContext(
            now: scenario.now, appVersion: scenario.appVersion, parameters: scenario.parameters,
            switches: scenario.switches)
        let seen = { (key: String) in scenario.seen.contains(key) }
        let old = scenario.rules.decide(scenario.key, state: scenario.state, context: context, hasSeen: seen)
        let compiled = CompiledTutorialRules(scenario.rules)
        let new = compiled.decide(scenario.key, state: scenario.state, context: context, hasSeen: seen)
        let oldExplained = scenario.rules.explain(scenario.key, state: scenario.state, context: context, hasSeen: seen)
        let newExplained = compiled.explain(scenario.key, state: scenario.state, context: context, hasSeen: seen)
        if scenario.rules.tours.isEmpty, scenario.rules.cards[scenario.key] != nil {
            #expect(new == old)
            #expect(newExplained == oldExplained, "the same checks, words and all")
        } else {
            #expect(new == nil || new == old, "left to the rules' own decision, or the same")
            #expect(newExplained == nil || newExplained == oldExplained)
        }
    }

    @Test func mostScenariosAreDecidedByTheCompiledRules() {
        let compiled = TutorialRuleScenarioTests.scenarios.filter {
            CompiledTutorialRules($0.rules).compiledID($0.key) != nil
        }
        #expect(compiled.count >= 25, "\(compiled.count) of \(TutorialRuleScenarioTests.scenarios.count)")
    }

    static let keys = ["A", "B", "C", "D", "E", "F"]
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Intervals code can give that are not ordinary; both decisions must read them alike.
    static let oddIntervals: [TimeInterval] = [0, -1, .nan, .infinity, -.infinity, 1e300]

    /// An ordinary interval up to `limit` seconds, or now and then an odd one.
    static func interval(below limit: Int, _ random: inout SplitMix64) -> TimeInterval {
        random.below(4) == 0 ? oddIntervals[random.below(oddIntervals.count)] : TimeInterval(random.below(limit))
    }

    static func randomRules(_ random: inout SplitMix64) -> TutorialRules {
        var rules = TutorialRules()
        let frequencies: [TutorialFrequency] =
            [.immediate, .hourly, .daily, .custom(90)] + oddIntervals.map(TutorialFrequency.custom)
        rules.frequency = frequencies[random.below(frequencies.count)]
        if random.below(2) == 0 { rules.groupFrequencies["g"] = frequencies[random.below(frequencies.count)] }
        for key in keys where random.below(4) != 0 {
            var set = TutorialRuleSet(maxDisplayCount: [nil, 1, 2, 3][random.below(4)])
            if random.below(3) == 0 { set.maxDismissals = random.below(3) }
            if random.below(3) == 0 { set.maxDisplayDuration = interval(below: 120, &random) }
            if random.below(3) == 0 { set.group = ["g", "h"][random.below(2)] }
            set.ignoresFrequency = random.below(4) == 0
            if random.below(3) == 0 { set.prerequisites = (0..<random.below(3)).map { _ in keys[random.below(6)] } }
            if random.below(4) == 0 { set.newInVersion = AppVersion(parts: [1 + random.below(3)]) }
            if random.below(4) == 0 { set.expires = start.addingTimeInterval(Double(random.below(7_200)) - 3_600) }
            for _ in 0..<random.below(3) {
                let comparison = TutorialComparison.allCases[random.below(6)]
                if random.below(2) == 0 {
                    let values: [TutorialValue] = [
                        .int(random.below(5)), .string(["pro", "free"][random.below(2)]), .bool(true), .double(2.5),
                    ]
                    set.conditions.append(
                        .parameter(["plan", "count"][random.below(2)], comparison, values[random.below(4)]))
                } else {
                    let window = random.below(2) == 0 ? nil : interval(below: 5_000, &random)
                    set.conditions.append(
                        .event(["opened", "exported"][random.below(2)], comparison, random.below(6), within: window))
                }
            }
            rules.cards[key] = set
        }
        if random.below(5) == 0 {
            rules.tours = [TutorialTour("T", steps: [keys[random.below(6)], keys[random.below(6)]])]
        }
        return rules
    }

    static func randomState(_ random: inout SplitMix64) -> TutorialRuleState {
        var state = TutorialRuleState()
        for key in keys where random.below(2) == 0 {
            var record = TutorialRuleState.Record()
            record.displayCount = random.below(4)
            record.dismissCount = random.below(3)
            record.displayedSeconds = Double(random.below(150))
            if random.below(6) == 0 { record.invalidation = .featureUsed }
            state.records[key] = record
        }
        for event in ["opened", "exported"] where random.below(3) != 0 {
            var history = TutorialEventHistory(capacity: 4)
            for _ in 0..<random.below(8) { history.donate(at: start.addingTimeInterval(-Double(random.below(6_000)))) }
            state.events[event] = history
        }
        if random.below(2) == 0 { state.parameters["plan"] = .string(["pro", "free"][random.below(2)]) }
        if random.below(2) == 0 { state.parameters["count"] = .int(random.below(5)) }
        if random.below(2) == 0 { state.lastDisplayed = start.addingTimeInterval(-Double(random.below(7_200)) + 60) }
        if random.below(2) == 0 {
            state.lastDisplayedInGroup["g"] = start.addingTimeInterval(-Double(random.below(7_200)))
        }
        if random.below(2) == 0 { state.firstAppVersion = AppVersion(parts: [random.below(4)]) }
        if random.below(2) == 0 { state.highestAppVersion = AppVersion(parts: [random.below(4)]) }
        return state
    }

    @Test func theCompiledDecisionIsTheRulesOwnOnRandomRulesStatesAndMoments() {
        var random = SplitMix64(seed: 2026)
        var compared = 0
        for _ in 0..<3_000 {
            let rules = Self.randomRules(&random)
            let state = Self.randomState(&random)
            let seen = Set(Self.keys.filter { _ in random.below(3) == 0 })
            var switches = TutorialTestingSwitches()
            switch random.below(10) {
            case 0: switches.showAll = true
            case 1: switches.hideAll = true
            case 2: switches.showOnly = ["A", "C"]
            default: break
            }
            let transient: [String: TutorialValue] = random.below(3) == 0 ? ["plan": "pro"] : [:]
            let context = TutorialDecisionContext(
                now: Self.start, appVersion: random.below(5) == 0 ? nil : AppVersion(parts: [random.below(4)]),
                parameters: transient, switches: switches)
            let compiled = CompiledTutorialRules(rules)
            for key in Self.keys {
                let old = rules.decide(key, state: state, context: context) { seen.contains($0) }
                guard let new = compiled.decide(key, state: state, context: context, hasSeen: { seen.contains($0) })
                else { continue }
                compared += 1
                #expect(new == old, "\(key) \(rules) \(state) \(seen) \(switches)")
                let oldExplained = rules.explain(key, state: state, context: context) { seen.contains($0) }
                let newExplained = compiled.explain(key, state: state, context: context) { seen.contains($0) }
                #expect(newExplained == oldExplained, "\(key) \(rules) \(state) \(seen) \(switches)")
                #expect(newExplained?.skipReason == new.skipReason, "explained as decided")
            }
        }
        #expect(compared > 8_000)
    }

    @Test func theEngineDecidesAsTheRulesAfterEveryChange() async {
        var set = TutorialRuleSet(maxDisplayCount: 2, prerequisites: ["Welcome"])
        set.conditions = [.event("opened", .atLeast, 2, within: nil), .parameter("plan", .equal, "pro")]
        let clock = Locked(Self.start)
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(seen: ["Welcome"]),
            presenter: CountingPresenter(), options: options(), rules: TutorialRules(cards: ["Export": set]),
            clock: TutorialClock { clock.withLock { $0 } })
        #expect(tutorials.decide("Export").skipReason == .rule(.event))
        tutorials.donate("opened")
        tutorials.donate("opened")
        #expect(tutorials.decide("Export").skipReason == .rule(.parameter))
        tutorials.setParameter("plan", to: "pro", persisted: false)
        #expect(tutorials.decide("Export").shows)
        tutorials.setParameter("plan", to: "free")
        #expect(
            tutorials.decide("Export").skipReason == .rule(.parameter), "a persisted value clears the transient one")
        tutorials.setParameter("plan", to: "pro")
        #expect(tutorials.decide("Export").shows)
        _ = await tutorials.showAndWait("Export")
        #expect(tutorials.decide("Export").shows, "once of twice")
        _ = await tutorials.showAndWait("Export")
        #expect(tutorials.decide("Export").skipReason == .alreadySeen)
        #expect(tutorials.explain("Export").skipReason == .alreadySeen)
    }

    /// The engine's decision and explanation, made on its patched table, against the rules' own
    /// on the engine's state, after every change of random sequences: donations and parameters
    /// (which patch the table), and resets, invalidations, seen cards and moments (which rebuild it).
    @Test func theEnginesPatchedTableDecidesAsTheRulesAfterRandomChanges() async {
        var random = SplitMix64(seed: 26)
        var compared = 0
        for _ in 0..<150 {
            let rules = Self.randomRules(&random)
            let store = InMemoryStateStore()
            let clock = Locked(Self.start)
            let tutorials = Tutorials(
                copy: TutorialCopy(source: MemorySource.tutorial()), store: store, presenter: CountingPresenter(),
                options: options(), rules: rules, clock: TutorialClock { clock.withLock { $0 } })
            for _ in 0..<40 {
                let key = Self.keys[random.below(Self.keys.count)]
                switch random.below(9) {
                case 0, 1, 2: tutorials.donate(["opened", "exported"][random.below(2)])
                case 3, 4:
                    let values: [TutorialValue?] = [nil, .int(random.below(5)), "pro", "free", .bool(true)]
                    tutorials.setParameter(
                        ["plan", "count"][random.below(2)], to: values[random.below(values.count)],
                        persisted: random.below(2) == 0)
                case 5: store.record(key)
                case 6: tutorials.reset(key)
                case 7: tutorials.invalidate(key, reason: .featureUsed)
                default: clock.withLock { $0 = $0.addingTimeInterval(Double(random.below(4_000))) }
                }
                let (state, transient) = tutorials.ruleStorage.withLock { ($0.persisted, $0.transient) }
                let context = TutorialDecisionContext(
                    now: clock.withLock { $0 }, appVersion: nil, parameters: transient, switches: .init())
                for key in Self.keys {
                    var first = FirstFailure()
                    var evaluation = TutorialRules.Evaluation()
                    if store.hasSeen(key), !rules.keysShownAfterSeen.contains(key) {
                        first.checkSeenOnce()
                        evaluation.checkSeenOnce()
                    }
                    if first.goesOn {
                        rules.evaluate(key, state: state, context: context, hasSeen: store.hasSeen, into: &first)
                    }
                    rules.evaluate(key, state: state, context: context, hasSeen: store.hasSeen, into: &evaluation)
                    #expect(tutorials.decide(key).skipReason == first.skipReason, "\(key) \(rules) \(state)")
                    #expect(tutorials.explain(key) == evaluation.decision(for: key), "\(key) \(rules) \(state)")
                    compared += 1
                }
            }
        }
        #expect(compared == 150 * 40 * Self.keys.count)
    }

    /// One key decided again and again while only the clock moves (mostly forward, now and then
    /// back): the engine keeps a card's "shows" for a span of moments
    /// (``CompiledTutorialRules/showsUntil(_:table:now:)``) and must still answer as the rules'
    /// own decision at every moment: expiries, windows and waits ending inside the span.
    @Test func oneKeyDecidedAgainAndAgainAsTheClockMovesIsDecidedAsTheRules() {
        var random = SplitMix64(seed: 2_626)
        var compared = 0
        var shown = 0
        for _ in 0..<400 {
            let rules = Self.randomRules(&random)
            let store = InMemoryStateStore(seen: Set(Self.keys.filter { _ in random.below(4) == 0 }))
            if let data = try? JSONEncoder().encode(Self.randomState(&random)) { store.saveRuleState(data) }
            let clock = Locked(Self.start.addingTimeInterval(Double(random.below(4_000)) - 2_000))
            let tutorials = Tutorials(
                copy: TutorialCopy(source: MemorySource.tutorial()), store: store, presenter: CountingPresenter(),
                options: options(), rules: rules, clock: TutorialClock { clock.withLock { $0 } })
            let key = Self.keys[random.below(Self.keys.count)]
            let (state, transient) = tutorials.ruleStorage.withLock { ($0.persisted, $0.transient) }
            for _ in 0..<40 {
                let step = random.below(8) == 0 ? -Double(random.below(600)) : Double(random.below(1_500))
                let now = clock.withLock { moment in
                    moment = moment.addingTimeInterval(step)
                    return moment
                }
                let context = TutorialDecisionContext(
                    now: now, appVersion: nil, parameters: transient, switches: .init())
                var first = FirstFailure()
                if store.hasSeen(key), !rules.keysShownAfterSeen.contains(key) { first.checkSeenOnce() }
                if first.goesOn {
                    rules.evaluate(key, state: state, context: context, hasSeen: store.hasSeen, into: &first)
                }
                let decided = tutorials.decide(key).skipReason
                #expect(decided == first.skipReason, "\(key) at \(now) \(rules) \(state)")
                compared += 1
                if decided == nil { shown += 1 }
            }
        }
        #expect(compared == 400 * 40)
        #expect(shown > 2_000, "enough decisions that show, to test the span: \(shown)")
    }

    /// The bench's card (an event within a week, an expiry): shown again and again, then not
    /// once the week has passed since the third donation from the end, nor after its expiry.
    @Test func aShownCardStopsShowingWhenADonationLeavesItsWindowOrItExpires() {
        let start = Self.start
        var set = TutorialRuleSet(maxDisplayCount: 3)
        set.expires = start.addingTimeInterval(30 * 86_400)
        set.conditions = [.event("opened", .atLeast, 3, within: 7 * 86_400)]
        let clock = Locked(start)
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(),
            presenter: CountingPresenter(), options: options(), rules: TutorialRules(cards: ["Export": set]),
            clock: TutorialClock { clock.withLock { $0 } })
        for day in 0..<3 {
            clock.withLock { $0 = start.addingTimeInterval(Double(day) * 86_400) }
            tutorials.donate("opened")
        }
        #expect(tutorials.decide("Export").shows)
        clock.withLock { $0 = start.addingTimeInterval(7 * 86_400 - 1) }
        #expect(tutorials.decide("Export").shows, "the first donation is a second inside the week")
        clock.withLock { $0 = start.addingTimeInterval(7 * 86_400 + 1) }
        #expect(tutorials.decide("Export").skipReason == .rule(.event), "two donations left in the week")
        for _ in 0..<3 { tutorials.donate("opened") }
        #expect(tutorials.decide("Export").shows)
        clock.withLock { $0 = start.addingTimeInterval(30 * 86_400 - 1) }
        for _ in 0..<3 { tutorials.donate("opened") }
        #expect(tutorials.decide("Export").shows)
        clock.withLock { $0 = start.addingTimeInterval(30 * 86_400) }
        #expect(tutorials.decide("Export").skipReason == .rule(.expires))
    }
}
