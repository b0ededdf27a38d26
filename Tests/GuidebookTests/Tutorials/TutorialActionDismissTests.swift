import Foundation
import Guidebook
import Testing

/// A card dismissed by one of its actions: the reason the events stream and the rules see.
@Suite struct TutorialActionDismissTests {
    func engine(_ presenter: any TutorialPresenter, rules: TutorialRules) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: TutorialOptions(), rules: rules)
    }

    /// The events the engine sent until it went away.
    func events(of tutorials: inout Tutorials?, while run: (Tutorials) async -> Void) async -> [TutorialEvent] {
        guard let stream = tutorials?.events else { return [] }
        if let engine = tutorials { await run(engine) }
        tutorials = nil
        var events: [TutorialEvent] = []
        for await event in stream { events.append(event) }
        return events
    }

    @Test func theChosenActionIsTheDismissReasonInTheEventsAndTheOutcome() async {
        var tutorials: Tutorials? = engine(CountingPresenter(reason: .action("tryIt")), rules: TutorialRules())
        let events = await events(of: &tutorials) { tutorials in
            guard case .dismissed(.action("tryIt"), _) = await tutorials.showAndWait("Export") else {
                Issue.record("The outcome should name the action chosen.")
                return
            }
        }
        let dismissals = events.compactMap { event -> String? in
            if case .dismissed(let key, let reason, _) = event { return "\(key) \(reason)" }
            return nil
        }
        #expect(dismissals == ["Export action:tryIt"])
    }

    @Test func aRuleNamingTheActionInvalidatesTheCardAndSaysWhy() async {
        var set = TutorialRuleSet(maxDisplayCount: nil)
        set.invalidatingActions = ["tryIt"]
        var tutorials: Tutorials? = engine(
            CountingPresenter(reason: .action("tryIt")), rules: TutorialRules(cards: ["Export": set]))
        let events = await events(of: &tutorials) { tutorials in
            _ = await tutorials.showAndWait("Export")
            #expect(await tutorials.showAndWait("Export") == .skipped(.rule(.invalidated)))
            #expect(tutorials.explain("Export").checks.first?.value == #"invalidated: action "tryIt" chosen"#)
        }
        #expect(
            events.filter { if case .invalidated = $0 { true } else { false } } == [
                .invalidated("Export", .actionChosen("tryIt"))
            ])
    }

    @Test func anotherActionDismissesButLeavesTheCardValidAndCountsAsTheUsersDismissal() async {
        var set = TutorialRuleSet(maxDisplayCount: nil, maxDismissals: 2)
        set.invalidatingActions = ["tryIt"]
        let presenter = CountingPresenter(reason: .action("later"))
        let tutorials = engine(presenter, rules: TutorialRules(cards: ["Export": set]))
        for _ in 0..<3 { _ = await tutorials.showAndWait("Export") }
        #expect(presenter.presentations == ["Export": 2])
        #expect(tutorials.decide("Export").skipReason == .rule(.maxDismissals))
        #expect(tutorials.hasSeen("Export"))
    }

    @Test func theRulesFileNamesTheActionsThatInvalidate() throws {
        let text = #"{"cards": {"Export": {"invalidatedByActions": ["tryIt", "tryIt", "done"]}}}"#
        let rules = try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        #expect(rules["Export"].invalidatingActions == ["tryIt", "done"])
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"invalidatedByActions": "tryIt"}}}"#, code: DiagnosticCode.rulesWrongType,
            column: 23,
            fix: #"Write "invalidatedByActions" as an array of action ids."#
        ),
        (
            text: #"{"cards": {"Export": {"invalidatedByActions": [3]}}}"#, code: DiagnosticCode.rulesWrongType,
            column: 23,
            fix: #"Write "invalidatedByActions" as an array of action ids (strings)."#
        ),
        (
            text: #"{"cards": {"Export": {"invalidatedByActions": [""]}}}"#, code: DiagnosticCode.rulesBadValue,
            column: 23,
            fix: #"Write the id an action of the card has, such as "tryIt"."#
        ),
        (
            text: #"{"cards": {"Export": {"invalidatedByAction": ["tryIt"]}}}"#, code: DiagnosticCode.rulesUnknownKey,
            column: 23, fix: #"Did you mean "invalidatedByActions"?"#
        ),
    ])
    func aBadListOfActionsIsReportedAtItsPosition(text: String, code: DiagnosticCode, column: Int, fix: String) {
        do {
            _ = try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
            Issue.record("\(text) should be refused")
        } catch {
            #expect(error.diagnostic.code == code)
            #expect(error.diagnostic.location.map { [$0.line, $0.column] } == [1, column])
            #expect(error.diagnostic.fix == fix)
        }
    }

    @Test(arguments: DismissReason.simpleReasons + [.action("tryIt"), .action("a:b")])
    func everyReasonIsStoredAsOneWordAndReadBack(reason: DismissReason) throws {
        let data = try JSONEncoder().encode([reason])
        #expect(try JSONDecoder().decode([DismissReason].self, from: data) == [reason])
        #expect(DismissReason(rawValue: reason.rawValue) == reason)
    }

    @Test func theSpellingsStoredBeforeActionsStillReadAndNothingElseDoes() throws {
        let old = Data(#"["tapped","skippedByUser","tappedTarget","action:tryIt"]"#.utf8)
        #expect(
            try JSONDecoder().decode([DismissReason].self, from: old) == [
                .tapped, .skippedByUser, .tappedTarget, .action("tryIt"),
            ])
        #expect(DismissReason(rawValue: "action:") == nil)
        #expect(DismissReason(rawValue: "Tapped") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([DismissReason].self, from: Data(#"["tap"]"#.utf8))
        }
    }

    @Test func onlyTheUsersOwnDismissalsCountAgainstMaxDismissals() {
        let byUser = (DismissReason.simpleReasons + [.action("tryIt")]).filter(\.isByUser)
        #expect(byUser == [.tapped, .skippedByUser, .back, .action("tryIt")])
    }
}
