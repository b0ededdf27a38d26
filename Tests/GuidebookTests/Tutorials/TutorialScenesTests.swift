import Foundation
import Guidebook
import Testing

/// Each scene draws its own cards; a scene that goes away takes its card down at once.
@Suite struct TutorialScenesTests {
    static let second = TutorialScene("window-2")

    /// An engine whose presentation watchdog never fires: only the scene's removal can end a card.
    func engine(_ presenter: any TutorialPresenter) -> Tutorials {
        var clock = TutorialClock.system
        clock.sleep = { _ in try? await Task.sleep(nanoseconds: .max) }
        return Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor", "Export"])),
            store: InMemoryStateStore(), presenter: presenter, options: options(), clock: clock)
    }

    @Test func aCardAskedForInASceneIsDrawnByThatScenesPresenter() async {
        let main = CountingPresenter()
        let second = CountingPresenter()
        let tutorials = engine(main)
        tutorials.setPresenter(second, for: Self.second)
        tutorials.show("Welcome")
        tutorials.show("Library", in: Self.second)
        tutorials.show("Editor", in: .main)
        await tutorials.waitUntilIdle()
        #expect(main.presentations == ["Welcome": 1, "Editor": 1])
        #expect(second.presentations == ["Library": 1])
    }

    @Test func aCardWhoseSceneGoesAwayEndsCancelledAtOnceAndTheQueueMovesOn() async {
        // Cards stay up until the test answers: this one never does, even when cancelled, as a
        // window that closed under its card.
        let hanging = ScriptedPresenter()
        let main = CountingPresenter()
        let tutorials = engine(main)
        tutorials.setPresenter(hanging, for: Self.second)
        let outcome = Task { await tutorials.showAndWait("Library", in: Self.second) }
        await hanging.waitForPresentation(count: 1)
        tutorials.show("Editor", in: Self.second)  // waits for the scene: dropped with it
        tutorials.show("Welcome")  // waits for the main scene: shows next
        tutorials.removeScene(Self.second)
        guard case .dismissed(.cancelled, _) = await outcome.value else {
            Issue.record("The card of a scene that went away should end as cancelled.")
            return
        }
        await tutorials.waitUntilIdle()
        #expect(main.presentations == ["Welcome": 1])
        #expect(hanging.presentedKeys == ["Library"])
        #expect(!tutorials.hasSeen("Library"), "cancelled: it shows again next time")
        #expect(tutorials.decide("Editor").shows, "dropped with its scene, not recorded")
        #expect(tutorials.diagnostics.isEmpty, "no presenter timeout: the engine did not wait for one")
        await hanging.dismiss(.noInteraction, presentation: 1)  // lets its task end
    }

    @Test func aCardForASceneWithoutAPresenterIsSkipped() async {
        let tutorials = engine(CountingPresenter())
        #expect(await tutorials.showAndWait("Library", in: Self.second) == .skipped(.sceneUnavailable))
        tutorials.setPresenter(CountingPresenter(), for: Self.second)
        tutorials.removeScene(Self.second)
        #expect(await tutorials.showAndWait("Library", in: Self.second) == .skipped(.sceneUnavailable))
        #expect(tutorials.decide("Library").shows)
    }

    @Test func aToursStepsFollowTheSceneThatWalksIt() async {
        let main = ScriptedPresenter()
        let second = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: main,
            options: options(),
            rules: TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor", "Export"])]))
        tutorials.setPresenter(second, for: Self.second)
        tutorials.showTour("Basics", in: Self.second)
        for count in 1...3 { await second.dismiss(.tapped, presentation: count) }
        await tutorials.waitUntilIdle()
        #expect(second.presentedKeys == ["Library", "Editor", "Export"])
        #expect(main.presented.isEmpty)
    }
}
