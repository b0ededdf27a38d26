import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

@Suite struct TutorialSyncStateTests {
    /// A state drawn at random from a few keys, tours and moments: small enough that merges collide.
    static func randomState(_ random: inout SplitMix64) -> TutorialSyncState {
        let moments: [Date?] = [
            nil, Date(timeIntervalSinceReferenceDate: 10), Date(timeIntervalSinceReferenceDate: 20),
        ]
        var state = TutorialSyncState()
        state.resetAll = moments[random.below(moments.count)]
        for key in ["Welcome", "Library", "Export"] where random.below(4) != 0 {
            state.cards[key] = TutorialSyncState.Card(
                epoch: moments[random.below(moments.count)], seen: random.below(2) == 0,
                displayCount: random.below(3), dismissCount: random.below(2), displayedSeconds: Double(random.below(3)),
                lastDisplayed: moments[random.below(moments.count)],
                invalidation: [nil, .featureUsed, .expired][random.below(3)])
        }
        for tour in ["basics", "export"] where random.below(3) != 0 {
            let step = [nil, 0, 1, 2][random.below(4)]
            state.tours[tour] = TutorialSyncState.Tour(
                epoch: moments[random.below(moments.count)], step: step, stepKey: step.map { "Step\($0)" },
                end: [nil, .finished, .skipped][random.below(3)])
        }
        state.canonicalize()
        return state
    }
}

extension TutorialSyncStateTests {
    @Test func mergeIsCommutativeAssociativeAndIdempotentOverRandomStates() {
        var random = SplitMix64(seed: 27)
        for _ in 0..<2_000 {
            let a = Self.randomState(&random)
            let b = Self.randomState(&random)
            let c = Self.randomState(&random)
            #expect(a.merged(with: b) == b.merged(with: a))
            #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
            #expect(a.merged(with: a) == a)
            #expect(a.merged(with: TutorialSyncState()) == a)
            // Monotone: what a merge learned, a later merge with the old state does not take back.
            #expect(a.merged(with: b).merged(with: a) == a.merged(with: b))
        }
    }

    @Test func aResetBeatsASeenFromBeforeItAndASeenAfterItBeatsTheReset() {
        var phone = TutorialSyncState()
        phone.markSeen("Welcome")
        var pad = phone
        pad.reset("Welcome", at: Date(timeIntervalSinceReferenceDate: 100))
        #expect(!phone.merged(with: pad).isSeen("Welcome"))
        var later = phone.merged(with: pad)
        later.markSeen("Welcome")
        #expect(later.merged(with: phone).isSeen("Welcome"))
    }

    @Test func aResetOfAllForgetsCardsAndToursThatOtherDevicesHadFromBeforeIt() {
        var phone = TutorialSyncState()
        phone.markSeen("Welcome")
        phone.absorb(
            Self.tour("basics", at: 2), since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 5))
        var pad = TutorialSyncState()
        pad.resetAll(at: Date(timeIntervalSinceReferenceDate: 50))
        let merged = phone.merged(with: pad)
        #expect(merged.seenKeys.isEmpty)
        var rules = TutorialRuleState()
        merged.apply(to: &rules)
        #expect(rules == TutorialRuleState())
        #expect(merged == pad)
    }

    @Test func countsTakeTheMaximumAndToursTheFurthestStep() {
        var phone = TutorialSyncState()
        phone.absorb(
            Self.counts("Export", displays: 3), since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 1))
        phone.absorb(
            Self.tour("basics", at: 1), since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 2))
        var pad = TutorialSyncState()
        pad.absorb(
            Self.counts("Export", displays: 1), since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 1))
        pad.absorb(Self.tour("basics", at: 2), since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 2))
        var rules = TutorialRuleState()
        phone.merged(with: pad).apply(to: &rules)
        #expect(rules.records["Export"]?.displayCount == 3)
        #expect(rules.tourSteps == ["basics": 2])
        #expect(rules.tourStepKeys == ["basics": "Step2"])
    }

    @Test func backOnOneDeviceStartsTheTourOverAtTheStepBefore() {
        var phone = TutorialSyncState()
        let atTwo = Self.tour("basics", at: 2)
        phone.absorb(atTwo, since: TutorialRuleState(), at: Date(timeIntervalSinceReferenceDate: 1))
        let shared = phone
        phone.absorb(Self.tour("basics", at: 1), since: atTwo, at: Date(timeIntervalSinceReferenceDate: 2))
        var rules = TutorialRuleState()
        phone.merged(with: shared).apply(to: &rules)
        #expect(rules.tourSteps == ["basics": 1])
    }

    static func counts(_ key: String, displays: Int) -> TutorialRuleState {
        var state = TutorialRuleState()
        state.records[key, default: .init()].displayCount = displays
        return state
    }

    static func tour(_ name: String, at step: Int) -> TutorialRuleState {
        var state = TutorialRuleState()
        state.moveTour(name, to: step, of: ["Step0", "Step1", "Step2", "Step3"])
        return state
    }
}

extension TutorialSyncStateTests {
    @Test func encodingReadsBackEveryRandomStateExactly() throws {
        var random = SplitMix64(seed: 2_027)
        for _ in 0..<500 {
            let state = Self.randomState(&random)
            #expect(try TutorialSyncState(decoding: state.encoded()) == state)
        }
    }

    @Test func theEncodedFormatIsTheGoldenOne() throws {
        var state = TutorialSyncState()
        state.resetAll(at: Date(timeIntervalSinceReferenceDate: 800_000_000))
        state.markSeen("Welcome")
        state.reset("Library", at: Date(timeIntervalSinceReferenceDate: 800_000_100.5))
        state.absorb(
            Self.counts("Export", displays: 2), since: TutorialRuleState(),
            at: Date(timeIntervalSinceReferenceDate: 800_000_200))
        state.absorb(
            Self.tour("basics", at: 1), since: TutorialRuleState(),
            at: Date(timeIntervalSinceReferenceDate: 800_000_300))
        let text = String(decoding: try state.encoded(), as: UTF8.self)
        #expect(Snapshot.mismatch(text + "\n", named: "sync-state-v1.json") == nil)
    }

    @Test(arguments: [
        ("", DiagnosticCode.syncRemoteUnreadable),
        ("[1, 2]", DiagnosticCode.syncRemoteUnreadable),
        (#"{"format":"someone.else","version":1}"#, DiagnosticCode.syncRemoteUnreadable),
        (
            #"{"format":"guidebook.sync","version":1,"resetAll":null,"cards":{"A":{"displays":-4}},"tours":{}}"#,
            DiagnosticCode.syncRemoteUnreadable
        ),
        (
            #"{"format":"guidebook.sync","version":1,"cards":{"A":{"seen":"yes"}},"tours":{}}"#,
            DiagnosticCode.syncRemoteUnreadable
        ),
        (
            #"{"format":"guidebook.sync","version":1,"cards":{},"tours":{"t":{"step":-1}}}"#,
            DiagnosticCode.syncRemoteUnreadable
        ),
        (
            #"{"format":"guidebook.sync","version":1,"cards":{"A":{"epoch":1e400}},"tours":{}}"#,
            DiagnosticCode.syncRemoteUnreadable
        ),
        (#"{"format":"guidebook.sync","version":2,"cards":"whatever"}"#, DiagnosticCode.syncRemoteNewer),
    ])
    func hostileDataIsATypedErrorNeverATrap(text: String, code: DiagnosticCode) {
        #expect {
            _ = try TutorialSyncState(decoding: Data(text.utf8))
        } throws: { error in
            (error as? TutorialStateStoreError)?.diagnostic.code == code
        }
    }

    @Test func deeplyNestedDataIsRefusedWithoutATrap() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: TutorialStateStoreError.self) { try TutorialSyncState(decoding: Data(text.utf8)) }
    }
}
