import Foundation
import Guidebook
import Testing

/// Rules written in code and a content set's `Tutorials.json` decide together, on every swap of
/// the content; where both set one rule differently the file's applies and a warning says where.
@Suite struct TutorialRulesMergeTests {
    typealias Sets = TutorialRulesLiveSwapTests

    /// The app's own rules: Export only for a logged-in user, and a tour of its own.
    static var code: TutorialRules {
        var rules = TutorialRules(tours: [TutorialTour("Writing", steps: ["Editor", "Share"])])
        rules.cards["Export"] = TutorialRuleSet(conditions: [.parameter("isLoggedIn", .equal, true)])
        return rules
    }

    static func engine(_ content: ContentStore, rules: TutorialRules = code) -> Tutorials {
        Tutorials(
            content: content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"], rules: rules)
    }

    @Test func theConditionsInCodeStayThroughEverySwapBesideTheFilesRules() throws {
        let content = ContentStore(Sets.set(#"{"cards": {"Export": {"maxDisplayCount": 3}}}"#, "v1"))
        let tutorials = Self.engine(content)
        #expect(tutorials.decide("Export").skipReason == .rule(.parameter))
        tutorials.setParameter("isLoggedIn", to: true)
        #expect(tutorials.decide("Export").shows)
        #expect(tutorials.rules["Export"].maxDisplayCount == 3)

        try content.replace(with: Sets.set(#"{"cards": {"Export": {"maxDisplayCount": 5}}}"#, "v2"))
        #expect(tutorials.rules["Export"].maxDisplayCount == 5, "the file's new rule")
        #expect(tutorials.rules["Export"].conditions == Self.code.cards["Export"]?.conditions, "the code's, kept")
        tutorials.setParameter("isLoggedIn", to: false)
        #expect(tutorials.decide("Export").skipReason == .rule(.parameter))

        try content.replace(with: Sets.set(Sets.tour(["Library", "Export"]), "v3"))
        #expect(tutorials.rules.tours.map(\.name) == ["Writing", "Basics"])
        #expect(tutorials.rules["Export"].maxDisplayCount == 1, "the file no longer sets it")
        #expect(tutorials.rules["Export"].conditions.count == 1)
        #expect(tutorials.diagnostics.isEmpty)
    }

    /// The file's buttons and presentation reach a card the app also has rules for in code.
    @Test func theFilesActionsAndPresentationJoinTheCodesRulesForTheCard() throws {
        let file = #"""
            {"cards": {"Export": {"presentation": "anchored", "spotlight": {"target": "exportButton"},
                                  "actions": [{"id": "tryIt", "role": "primary"}]}}}
            """#
        let tutorials = Self.engine(ContentStore(Sets.set(file, "v1")))
        #expect(tutorials.rules["Export"].actions.map(\.id) == ["tryIt"])
        #expect(tutorials.rules["Export"].presentation == .anchored)
        #expect(tutorials.rules["Export"].conditions == Self.code.cards["Export"]?.conditions)
        #expect(tutorials.diagnostics.isEmpty)
    }

    @Test func aRuleSetDifferentlyInCodeAndInTheFileIsAWarningAtTheFilesLine() throws {
        var code = Self.code
        code.cards["Export"]?.maxDisplayCount = 2
        let content = ContentStore(Sets.set("{}", "v1"))
        let tutorials = Self.engine(content, rules: code)
        #expect(tutorials.rules["Export"].maxDisplayCount == 2)
        try content.replace(
            with: Sets.set(
                """
                {
                  "cards": {
                    "Export": {"maxDisplayCount": 3, "group": "sharing"}
                  },
                  "tours": [{"name": "Writing", "steps": ["Editor"]}]
                }
                """, "v2"))
        #expect(tutorials.rules["Export"].maxDisplayCount == 3, "the file's applies")
        #expect(tutorials.rules["Export"].group == "sharing")
        #expect(tutorials.rules.tours == [TutorialTour("Writing", steps: ["Editor"])])
        #expect(
            tutorials.diagnostics.map(\.description) == [
                #"Tutorials.json:3:5: warning: Tutorials.json sets maxDisplayCount of "Export" to 3 and the app's code to 2; the file's applies. Set it in one place: in Tutorials.json, or in the TutorialRules the app passes to Tutorials(content:…, rules:)."#,
                #"Tutorials.json:5:13: warning: Tutorials.json and the app's code both define the tour "Writing", differently; the file's applies. Set it in one place: in Tutorials.json, or in the TutorialRules the app passes to Tutorials(content:…, rules:)."#,
            ])
    }

    @Test func anEngineOnOneContentSetJoinsTheRulesToo() {
        let content = Sets.set(#"{"cards": {"Export": {"prerequisites": ["Welcome"]}}}"#, "v1")
        let tutorials = Tutorials(
            content: content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"], rules: Self.code)
        #expect(tutorials.rules["Export"].prerequisites == ["Welcome"])
        #expect(tutorials.rules["Export"].conditions == Self.code.cards["Export"]?.conditions)
        #expect(tutorials.rules.tours.map(\.name) == ["Writing"])
    }

    @Test func aRefusedRulesFileLeavesTheRulesInCodeInForce() {
        let content = Sets.set(#"{"cards": {"Export": {"maxDisplayCount": "two"}}}"#, "v1")
        let tutorials = Tutorials(
            content: content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"], rules: Self.code)
        #expect(tutorials.rules == Self.code)
        #expect(tutorials.diagnostics.first?.code == .rulesWrongType)
    }
}
