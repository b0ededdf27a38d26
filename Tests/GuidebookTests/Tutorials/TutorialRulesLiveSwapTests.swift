import Foundation
import Testing

@testable import Guidebook

/// An engine on a ``ContentStore`` decides by the rules of the set in use: a set swapped in
/// brings its rules at once, the rule state and each tour's progress are carried over, and the
/// swap itself sends no event.
@Suite struct TutorialRulesLiveSwapTests {
    typealias Fixture = TutorialRulesFromContentTests

    /// Copy for the tour's cards besides Welcome and Export.
    static let copy = Data(
        """
        "Welcome Title" = "Welcome"; "Welcome" = "Tap a note.";
        "Library Title" = "Library"; "Library" = "Your notes.";
        "Editor Title" = "Editor"; "Editor" = "Write here.";
        "Export Title" = "Export"; "Export" = "Tap Share.";
        "Share Title" = "Share"; "Share" = "Send it.";
        """.utf8)

    /// A set with `rules` as its Tutorials.json, named `name`.
    static func set(_ rules: String, _ name: String) -> GuidebookContent {
        GuidebookContent(
            source: .memory(["en.lproj/Tutorial.strings": copy, "Tutorials.json": Data(rules.utf8)], name: name))
    }

    /// Rules with one ordered tour named Basics of `steps`.
    static func tour(_ steps: [String]) -> String {
        #"{"tours": [{"name": "Basics", "steps": [\#(steps.map { "\"\($0)\"" }.joined(separator: ", "))]}]}"#
    }

    static func engine(
        _ content: ContentStore, presenter: any TutorialPresenter, store: any TutorialStateStore = InMemoryStateStore()
    ) -> Tutorials {
        Tutorials(
            content: content, store: store, presenter: presenter, options: TutorialOptions(environment: [:]),
            preferredLanguages: ["en"])
    }

    @Test func aSetSwappedInDecidesFromTheNextDecisionAndKeepsWhatTheUserDid() async throws {
        let content = ContentStore(Self.set("{}", "v1"))
        let presenter = CountingPresenter()
        let tutorials = Self.engine(content, presenter: presenter)
        #expect(await Fixture.show("Export", times: 2, on: tutorials, presenter: presenter) == 1)
        #expect(tutorials.decide("Export").skipReason == .alreadySeen)

        try content.replace(with: Self.set(#"{"cards": {"Export": {"maxDisplayCount": 3}}}"#, "v2"))
        #expect(tutorials.rules["Export"].maxDisplayCount == 3)
        #expect(tutorials.decide("Export").shows, "the display already made counts: one of three")
        #expect(tutorials.explain("Export").checks.contains { $0.requirement == "fewer than 3 displays" })
        // show(_:)'s seen-check reads the new rules too: the seen card is shown twice more.
        #expect(await Fixture.show("Export", times: 4, on: tutorials, presenter: presenter) == 3)

        try content.replace(with: Self.set("{}", "v3"))
        #expect(tutorials.decide("Export").skipReason == .alreadySeen)
        #expect(tutorials.diagnostics.isEmpty)
    }

    @Test func aSwapToldLateIsOlderThanTheRulesInForceAndIsIgnored() throws {
        let content = ContentStore(Self.set("{}", "v1"))
        let tutorials = Self.engine(content, presenter: CountingPresenter())
        let three = Self.set(#"{"cards": {"Export": {"maxDisplayCount": 3}}}"#, "v2")
        try content.replace(with: three)
        try content.replace(with: Self.set(#"{"cards": {"Export": {"maxDisplayCount": 5}}}"#, "v3"))
        tutorials.adopt(three.tutorialRules, generation: 1)
        #expect(tutorials.rules["Export"].maxDisplayCount == 5, "generation 2 is in force")
    }

    @Test func aSetWithBrokenRulesIsRefusedAndTheRulesInForceStay() throws {
        let content = ContentStore(Self.set(#"{"cards": {"Export": {"maxDisplayCount": 2}}}"#, "v1"))
        let tutorials = Self.engine(content, presenter: CountingPresenter())
        let broken = Self.set(#"{"cards": {"Export": {"maxDisplayCount": "two"}}}"#, "v2")
        #expect(throws: GuidebookContentError.self) { try content.replace(with: broken) }
        #expect(tutorials.rules["Export"].maxDisplayCount == 2)
    }

    /// Walks Basics to its second step (Editor) with a scripted presenter.
    static func atSecondStep(
        _ steps: [String]
    ) async throws -> (ContentStore, Tutorials, ScriptedPresenter, InMemoryStateStore) {
        let content = ContentStore(Self.set(Self.tour(steps), "v1"))
        let presenter = ScriptedPresenter()
        let store = InMemoryStateStore()
        let tutorials = Self.engine(content, presenter: presenter, store: store)
        // The screen has the first step only: the walk stops at the second.
        tutorials.showTour("Basics", onScreen: [steps[0]])
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
        return (content, tutorials, presenter, store)
    }

    @Test func aTourWhoseCurrentStepMovedGoesOnFromThatStep() async throws {
        let (content, tutorials, _, _) = try await Self.atSecondStep(["Library", "Editor", "Export"])
        try content.replace(with: Self.set(Self.tour(["Library", "Share", "Editor", "Export"]), "v2"))
        #expect(
            tutorials.currentStep(ofTour: "Basics") == TutorialCard.TourStep(tour: "Basics", number: 3, count: 4))
        #expect(tutorials.decide("Editor").shows)
        #expect(tutorials.decide("Share").skipReason == .rule(.tour), "a step added before it is not gone back to")
    }

    @Test func aTourWhoseCurrentStepWasRemovedResumesAtTheFirstStepNotSeen() async throws {
        let (content, tutorials, _, _) = try await Self.atSecondStep(["Library", "Editor", "Export"])
        try content.replace(with: Self.set(Self.tour(["Library", "Share", "Export"]), "v2"))
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
        #expect(tutorials.decide("Share").shows)
    }

    @Test func aTourWhoseStepsWereAllSeenEndsWithoutAnEvent() async throws {
        let (content, tutorials, presenter, _) = try await Self.atSecondStep(["Library", "Editor", "Export"])
        let events = tutorials.events
        try content.replace(with: Self.set(Self.tour(["Library"]), "v2"))
        #expect(tutorials.currentStep(ofTour: "Basics") == nil, "done: its one step was seen")
        #expect(tutorials.decide("Library").skipReason == .rule(.tour))
        // The next thing the stream says is the next card's: the swap said nothing.
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 2)
        await tutorials.waitUntilIdle()
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .presented("Welcome"))
    }

    @Test func progressSavedPastTheEndOfATourResumesAtTheFirstStepNotSeenAtLaunch() throws {
        let store = InMemoryStateStore(seen: ["Library"])
        var state = TutorialRuleState()
        state.tourSteps["Basics"] = 5
        store.saveRuleState(try JSONEncoder().encode(state))
        let content = ContentStore(Self.set(Self.tour(["Library", "Editor"]), "v1"))
        let tutorials = Self.engine(content, presenter: CountingPresenter(), store: store)
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
        #expect(tutorials.decide("Editor").shows)
    }

    @Test func aCardOnScreenDuringTheSwapIsRecordedByTheNewRules() async throws {
        let content = ContentStore(Self.set(Self.tour(["Library", "Editor", "Export"]), "v1"))
        let presenter = ScriptedPresenter()
        let tutorials = Self.engine(content, presenter: presenter)
        tutorials.showTour("Basics", onScreen: ["Library"])
        await presenter.waitForPresentation(count: 1)
        #expect(presenter.presented.first?.tourStep?.count == 3)
        try content.replace(with: Self.set(Self.tour(["Library", "Export"]), "v2"))
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(
            tutorials.currentStep(ofTour: "Basics") == TutorialCard.TourStep(tour: "Basics", number: 2, count: 2),
            "Library was the current step in both: its dismissal advances the new tour")
        #expect(tutorials.decide("Export").shows)
        #expect(tutorials.decide("Editor").shows, "no longer a step: a card of its own, shown once")
    }
}
