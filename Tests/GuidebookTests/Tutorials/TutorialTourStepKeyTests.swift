import Foundation
import Guidebook
import Testing

/// A tour's progress is its current step's key: when the steps change between launches (a new
/// release) or while the app runs (rules swapped live), the user lands on the card they were at,
/// wherever it now is, not on whatever card took its number.
@Suite struct TutorialTourStepKeyTests {
    /// Basics as it was when the user saw its first step (Library) and left at its second (Editor).
    static let before = ["Library", "Editor", "Export"]

    /// New steps for Basics, and where the user resumes under them.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let steps: [String]
        /// The card the tour resumes at and its number among `steps`; `nil` when the tour ended.
        let resumesAt: String?
        let number: Int?

        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "unchanged", steps: before, resumesAt: "Editor", number: 2),
        Change(name: "reordered", steps: ["Editor", "Export", "Library"], resumesAt: "Editor", number: 1),
        Change(
            name: "a step inserted before", steps: ["Library", "Share", "Editor", "Export"], resumesAt: "Editor",
            number: 3),
        Change(
            name: "a step inserted after", steps: ["Library", "Editor", "Share", "Export"], resumesAt: "Editor",
            number: 2),
        Change(name: "an earlier step removed", steps: ["Editor", "Export"], resumesAt: "Editor", number: 1),
        Change(name: "the current step removed", steps: ["Library", "Export"], resumesAt: "Export", number: 2),
        Change(
            name: "the current step renamed", steps: ["Library", "Share", "Export"], resumesAt: "Share", number: 2),
        Change(name: "only the seen step left", steps: ["Library"], resumesAt: nil, number: nil),
    ]

    /// How the new steps arrive.
    enum Path: String, Sendable, CaseIterable {
        /// A new release: the process ends, and the next launch has the new rules.
        case restart
        /// A remote rules update while the app runs (``ContentStore/replace(with:)``).
        case liveSwap
    }

    /// Walks Basics (``before``) to Editor, brings in `steps` by `path` (a restart keeps its
    /// state file in `folder`), and returns the engine under the new steps with its presenter.
    static func atEditor(
        then steps: [String], by path: Path, in folder: TemporaryFolder
    ) async throws -> (Tutorials, CountingPresenter) {
        let presenter = CountingPresenter()
        switch path {
        case .restart:
            let url = folder.url.appendingPathComponent("AppState.plist")
            try await walkToEditor(store: PropertyListStateStore(url: url))
            let relaunched = TutorialToursTests().engine(
                presenter, store: PropertyListStateStore(url: url), tours: [TutorialTour("Basics", steps: steps)])
            return (relaunched, presenter)
        case .liveSwap:
            let content = ContentStore(TutorialRulesLiveSwapTests.set(TutorialRulesLiveSwapTests.tour(before), "v1"))
            let tutorials = TutorialRulesLiveSwapTests.engine(content, presenter: presenter)
            _ = await tutorials.showAndWait("Library")
            #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
            try content.replace(with: TutorialRulesLiveSwapTests.set(TutorialRulesLiveSwapTests.tour(steps), "v2"))
            return (tutorials, presenter)
        }
    }

    /// One launch under ``before``: Library seen, so the tour is at Editor.
    static func walkToEditor(store: PropertyListStateStore) async throws {
        let tutorials = TutorialToursTests().engine(CountingPresenter(), store: store)
        _ = await tutorials.showAndWait("Library")
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
        try await tutorials.flush()
    }

    @Test(arguments: changes, Path.allCases)
    func theTourResumesAtTheCardTheUserWasAtWhereverItNowIs(_ change: Change, path: Path) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let (tutorials, presenter) = try await Self.atEditor(then: change.steps, by: path, in: folder)
        let events = tutorials.events
        guard let key = change.resumesAt, let number = change.number else {
            #expect(tutorials.currentStep(ofTour: "Basics") == nil, "ended: every step left was seen")
            #expect(tutorials.decide("Library").skipReason == .rule(.tour))
            tutorials.show("Welcome")
            await tutorials.waitUntilIdle()
            var iterator = events.makeAsyncIterator()
            #expect(await iterator.next() == .presented("Welcome"), "the tour ended without an event")
            return
        }
        #expect(
            tutorials.currentStep(ofTour: "Basics")
                == TutorialCard.TourStep(tour: "Basics", number: number, count: change.steps.count))
        for other in change.steps where other != key {
            #expect(tutorials.decide(other).skipReason == .rule(.tour), "\(other) is not the current step")
        }
        let shownBefore = presenter.presentations
        // A screen with only that step: the walk stops after it, so the count shows which came up.
        tutorials.showTour("Basics", onScreen: [key])
        await tutorials.waitUntilIdle()
        var shown = presenter.presentations
        shown[key, default: 0] -= 1
        #expect(shown.filter { $0.value > 0 } == shownBefore, "\(key), and only it, came up")
    }

    @Test(arguments: Path.allCases)
    func aTourNotStartedStartsAtTheFirstOfItsNewSteps(path: Path) async throws {
        let steps = ["Share", "Library", "Editor", "Export"]
        let presenter = CountingPresenter()
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let tutorials: Tutorials
        switch path {
        case .restart:
            // A launch that saved state, but no step of the tour.
            let first = TutorialToursTests().engine(CountingPresenter(), store: PropertyListStateStore(url: url))
            _ = await first.showAndWait("Welcome")
            try await first.flush()
            tutorials = TutorialToursTests().engine(
                presenter, store: PropertyListStateStore(url: url), tours: [TutorialTour("Basics", steps: steps)])
        case .liveSwap:
            typealias Swap = TutorialRulesLiveSwapTests
            let content = ContentStore(Swap.set(Swap.tour(Self.before), "v1"))
            tutorials = Swap.engine(content, presenter: presenter)
            try content.replace(with: Swap.set(Swap.tour(steps), "v2"))
        }
        #expect(tutorials.currentStep(ofTour: "Basics") == TutorialCard.TourStep(tour: "Basics", number: 1, count: 4))
        tutorials.showTour("Basics", onScreen: ["Share"])
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations == ["Share": 1], "the step added first is where the user starts")
    }

    @Test func progressFollowsItsStepThroughTwoReleasesInARow() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try await Self.walkToEditor(store: PropertyListStateStore(url: url))
        // 2.0 puts Editor first; the user does not reach it. 3.0 puts it last.
        for (steps, number) in [(["Editor", "Export", "Library"], 1), (["Library", "Export", "Editor"], 3)] {
            let tutorials = TutorialToursTests().engine(
                CountingPresenter(), store: PropertyListStateStore(url: url),
                tours: [TutorialTour("Basics", steps: steps)])
            #expect(tutorials.currentStep(ofTour: "Basics")?.number == number)
            try await tutorials.flush()
        }
        let presenter = CountingPresenter()
        let last = TutorialToursTests().engine(
            presenter, store: PropertyListStateStore(url: url),
            tours: [TutorialTour("Basics", steps: ["Library", "Export", "Editor"])])
        last.showTour("Basics", onScreen: ["Editor"])
        await last.waitUntilIdle()
        #expect(presenter.presentations == ["Editor": 1])
    }

    /// A state file as the previous version wrote it: the tour's index only.
    struct OldFile: Sendable, CustomTestStringConvertible {
        let name: String
        let index: Int
        let steps: [String]
        /// The card the tour resumes at and its number.
        let resumesAt: String
        let number: Int

        var testDescription: String { name }
    }

    static let oldFiles: [OldFile] = [
        OldFile(name: "the same steps", index: 1, steps: before, resumesAt: "Editor", number: 2),
        OldFile(
            name: "a step inserted before: by its index, as before", index: 1,
            steps: ["Library", "Share", "Editor", "Export"], resumesAt: "Share", number: 2),
        OldFile(name: "an index past the end", index: 5, steps: before, resumesAt: "Editor", number: 2),
        OldFile(name: "a negative index", index: -1, steps: before, resumesAt: "Editor", number: 2),
    ]

    @Test(arguments: oldFiles)
    func aStateFileThePreviousVersionWroteResumesByItsIndexAndGainsTheKey(_ old: OldFile) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let state = [
            #"{"records":{"Library":{"displayCount":1,"dismissCount":1,"displayedSeconds":0}},"#,
            #""events":{},"parameters":{},"lastDisplayedInGroup":{},"tourSteps":{"Basics":\#(old.index)},"#,
            #""toursDone":{}}"#,
        ].joined()
        let root: [String: Any] = [
            "hasSeenLibrary": 1, "LastTab": 2, "UserName": "Clara", PropertyListStateStore.ruleStateKey: state,
        ]
        try PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0).write(to: url)

        let presenter = CountingPresenter()
        let tutorials = TutorialToursTests().engine(
            presenter, store: PropertyListStateStore(url: url), tours: [TutorialTour("Basics", steps: old.steps)])
        #expect(tutorials.diagnostics.isEmpty)
        #expect(
            tutorials.currentStep(ofTour: "Basics")
                == TutorialCard.TourStep(tour: "Basics", number: old.number, count: old.steps.count))
        try await tutorials.flush()

        let written = try #require(
            PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        #expect(Set(written.keys) == ["hasSeenLibrary", "LastTab", "UserName", "GuidebookState"])
        #expect(written["hasSeenLibrary"] as? Int == 1)
        #expect(written["LastTab"] as? Int == 2)
        #expect(written["UserName"] as? String == "Clara")
        let json = try #require((written[PropertyListStateStore.ruleStateKey] as? String)?.data(using: .utf8))
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        // The previous version reads the index (and ignores the key); this one reads the key.
        #expect(object["tourSteps"] as? [String: Int] == ["Basics": old.number - 1])
        #expect(object["tourStepKeys"] as? [String: String] == ["Basics": old.resumesAt])

        tutorials.showTour("Basics", onScreen: [old.resumesAt])
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations == [old.resumesAt: 1])
    }

    @Test func theDocumentedOldStateDecodesWithoutKeys() throws {
        let old = Data(
            #"{"records":{},"events":{},"parameters":{},"lastDisplayedInGroup":{},"tourSteps":{"Basics":1},"toursDone":{}}"#
                .utf8)
        let state = try JSONDecoder().decode(TutorialRuleState.self, from: old)
        #expect(state.tourSteps == ["Basics": 1])
        #expect(state.tourStepKeys.isEmpty)
        #expect(try JSONDecoder().decode(TutorialRuleState.self, from: JSONEncoder().encode(state)) == state)
    }

    @Test(arguments: [
        #"{"Basics": 2}"#, #""Editor""#, #"{"Basics": null}"#,
    ])
    func anUnreadableStepKeyIsSetAsideAndReported(_ keys: String) async throws {
        let store = InMemoryStateStore(seen: ["Library"])
        let broken = Data(
            (#"{"records":{},"events":{},"parameters":{},"lastDisplayedInGroup":{},"tourSteps":{"Basics":1},"#
                + #""tourStepKeys":\#(keys),"toursDone":{}}"#).utf8)
        store.saveRuleState(broken)
        let tutorials = TutorialToursTests().engine(CountingPresenter(), store: store)
        #expect(tutorials.diagnostics.map(\.code) == [.ruleStateCorrupt])
        #expect(store.setAsideRuleStates == [broken], "the unreadable state was kept")
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 1, "tour progress starts afresh")
        #expect(tutorials.hasSeen("Library"), "the seen cards are kept")
    }
}
