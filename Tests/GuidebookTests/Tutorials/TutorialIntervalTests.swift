import Foundation
import Guidebook
import Testing

/// Intervals given in code are `TimeInterval`s (seconds, a `Double`), so -1, NaN, infinity and
/// 1e300 are each a slip away. None may trap, and each API reads them as its documentation says:
/// zero, a negative value and NaN are "no time at all", infinity and 1e300 "longer than any wait".
@Suite struct TutorialIntervalTests {
    static let noTime: [TimeInterval] = [0, -1, -.infinity, .nan]
    static let beyondAnyWait: [TimeInterval] = [.infinity, 1e300]
    static let century: TimeInterval = 100 * 365 * 86_400

    func engine(
        _ rules: TutorialRules, clock: ManualClock, timeout: TimeInterval? = nil,
        presenter: any TutorialPresenter = CountingPresenter()
    ) -> Tutorials {
        var options = options()
        options.presentationTimeout = timeout
        return Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Export"])),
            store: InMemoryStateStore(), presenter: presenter, options: options, rules: rules, clock: clock.clock)
    }

    /// An engine whose card "Export" needs `count` donations of "opened" within the window.
    func engine(opened count: Int, within seconds: TimeInterval, clock: ManualClock) -> Tutorials {
        let rules = TutorialRules(cards: [
            "Export": TutorialRuleSet(conditions: [.event("opened", .atLeast, count, within: seconds)])
        ])
        return engine(rules, clock: clock)
    }

    static let longest = UInt64(Int64.max)
    static let nanosecondCases: [(seconds: TimeInterval, nanoseconds: UInt64)] = [
        (1.5, 1_500_000_000), (0, 0), (-1, 0), (.nan, 0), (-.infinity, 0),
        (292 * 365 * 86_400, 9_208_512_000_000_000_000), (584 * 365 * 86_400, longest),
        (.infinity, longest), (1e300, longest),
    ]

    @Test(arguments: nanosecondCases)
    func aWaitInSecondsBecomesNanosecondsWithoutTrapping(seconds: TimeInterval, nanoseconds: UInt64) {
        #expect(seconds.sleepNanoseconds == nanoseconds)
    }

    @Test(arguments: noTime)
    func aCustomFrequencyOfNoTimeLetsTheNextCardFollowAtOnce(seconds: TimeInterval) async {
        let tutorials = engine(TutorialRules(frequency: .custom(seconds)), clock: ManualClock())
        guard case .dismissed = await tutorials.showAndWait("Welcome") else {
            Issue.record("The first card should show.")
            return
        }
        #expect(tutorials.decide("Library").shows)
        let check = tutorials.explain("Library").checks.first { $0.rule == .frequency }
        #expect(check?.requirement == "0s since the last card")
    }

    @Test(arguments: beyondAnyWait)
    func aCustomFrequencyBeyondAnyWaitHoldsEveryLaterCardEvenACenturyOn(seconds: TimeInterval) async {
        let clock = ManualClock()
        let tutorials = engine(TutorialRules(frequency: .custom(seconds)), clock: clock)
        _ = await tutorials.showAndWait("Welcome")
        clock.advance(by: Self.century)
        #expect(tutorials.decide("Library").skipReason == .rule(.frequency))
        let requirement = tutorials.explain("Library").checks.first { $0.rule == .frequency }?.requirement ?? ""
        #expect(!requirement.contains("nan") && !requirement.contains("inf"), "\(requirement)")
    }

    @Test func anInfiniteIntervalIsExplainedAsInfinity() {
        let rules = TutorialRules(cards: [
            "Export": TutorialRuleSet(
                maxDisplayCount: nil, maxDisplayDuration: .infinity,
                conditions: [.event("opened", .atLeast, 1, within: .infinity)])
        ])
        let tutorials = engine(rules, clock: ManualClock())
        tutorials.donate("opened")
        let requirements = tutorials.explain("Export").checks.map(\.requirement)
        #expect(requirements.contains("on screen less than ∞ in total"))
        #expect(requirements.contains("opened >= 1 in the last ∞"))
    }

    @Test(arguments: noTime)
    func aMaxDisplayDurationOfNoTimeKeepsTheCardFromShowing(seconds: TimeInterval) {
        let rules = TutorialRules(cards: ["Export": TutorialRuleSet(maxDisplayCount: nil, maxDisplayDuration: seconds)])
        let tutorials = engine(rules, clock: ManualClock())
        #expect(tutorials.decide("Export").skipReason == .rule(.maxDisplayDuration))
    }

    @Test(arguments: beyondAnyWait)
    func aMaxDisplayDurationBeyondAnyWaitIsNoLimit(seconds: TimeInterval) async {
        let clock = ManualClock()
        let presenter = AdvancingPresenter(clock: clock, seconds: Self.century)
        let rules = TutorialRules(cards: ["Export": TutorialRuleSet(maxDisplayCount: nil, maxDisplayDuration: seconds)])
        let tutorials = engine(rules, clock: clock, presenter: presenter)
        _ = await tutorials.showAndWait("Export")
        #expect(tutorials.decide("Export").shows, "a century on screen is still less than \(seconds) seconds")
    }

    @Test(arguments: noTime)
    func aWindowOfNoTimeCountsOnlyTheDonationsOfThisInstant(seconds: TimeInterval) {
        let clock = ManualClock()
        let tutorials = engine(opened: 1, within: seconds, clock: clock)
        tutorials.donate("opened")
        clock.advance(by: 1)
        #expect(tutorials.donations(of: "opened", within: seconds).count == 0)
        #expect(tutorials.decide("Export").skipReason == .rule(.event))
        tutorials.donate("opened")
        #expect(tutorials.donations(of: "opened", within: seconds).count == 1)
        #expect(tutorials.decide("Export").shows)
    }

    @Test(arguments: beyondAnyWait)
    func aWindowBeyondAnyWaitCountsEveryDonationAsNilDoes(seconds: TimeInterval) {
        let clock = ManualClock()
        let tutorials = engine(opened: 2, within: seconds, clock: clock)
        tutorials.donate("opened")
        clock.advance(by: Self.century)
        tutorials.donate("opened")
        #expect(tutorials.donations(of: "opened", within: seconds) == tutorials.donations(of: "opened"))
        #expect(tutorials.donations(of: "opened", within: seconds).count == 2)
        #expect(tutorials.decide("Export").shows)
    }

    @Test(arguments: noTime)
    func aPresentationTimeoutOfNoTimeTakesTheCardDownAtOnce(seconds: TimeInterval) async {
        let presenter = CancellablePresenter()
        let tutorials = engine(TutorialRules(), clock: ManualClock(), timeout: seconds, presenter: presenter)
        guard case .dismissed(.cancelled, _) = await tutorials.showAndWait("Welcome") else {
            Issue.record("A card given no time should be taken down as cancelled.")
            return
        }
        #expect(!tutorials.hasSeen("Welcome"))
        for finding in tutorials.diagnostics {
            #expect(finding.message.contains("within 0s"), "\(finding.message)")
        }
    }

    @Test(arguments: beyondAnyWait)
    func aPresentationTimeoutBeyondAnyWaitLetsTheUserDismissTheCard(seconds: TimeInterval) async {
        let tutorials = engine(TutorialRules(), clock: ManualClock(), timeout: seconds)
        guard case .dismissed(.tapped, let onScreen) = await tutorials.showAndWait("Welcome") else {
            Issue.record("The presenter's tap should dismiss the card.")
            return
        }
        #expect(onScreen >= 0)
        #expect(tutorials.hasSeen("Welcome"))
        #expect(tutorials.diagnostics.isEmpty)
    }
}

/// A presenter whose card stays up for `seconds` of the manual clock, then is tapped.
final class AdvancingPresenter: TutorialPresenter {
    let clock: ManualClock
    let seconds: TimeInterval

    init(clock: ManualClock, seconds: TimeInterval) {
        self.clock = clock
        self.seconds = seconds
    }

    func present(_ card: TutorialCard) async -> DismissReason {
        clock.advance(by: seconds)
        return .tapped
    }
}
