import Foundation
import Guidebook
import Testing

@Suite struct TutorialToursTests {
    static let basics = TutorialTour("Basics", steps: ["Library", "Editor", "Export"])

    func engine(
        _ presenter: any TutorialPresenter, store: any TutorialStateStore = InMemoryStateStore(),
        tours: [TutorialTour] = [basics]
    ) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(
                source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor", "Export", "Share"])),
            store: store, presenter: presenter, options: options(), rules: TutorialRules(tours: tours))
    }

    /// Tour events received until the engine is released.
    func tourEvents(_ stream: AsyncStream<TutorialEvent>?) async -> [String] {
        var received: [String] = []
        let stream = stream ?? AsyncStream { $0.finish() }
        for await event in stream {
            switch event {
            case .tourStep(let tour, let step, let count, let key): received.append("\(tour) \(step)/\(count) \(key)")
            case .tourEnded(let tour, let end): received.append("\(tour) \(end)")
            default: break
            }
        }
        return received
    }

    @Test func nextWalksTheStepsInOrderAndTheCardsSayWhichStepTheyAre() async {
        let presenter = ScriptedPresenter()
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events
        // Every step requested at once, on one screen: each waits for its turn.
        // Export's turn came before its step was current: skipped, and asked for again below.
        for key in ["Export", "Library", "Editor"] { tutorials?.show(key) }
        await presenter.dismiss(presentation: 1)
        await presenter.dismiss(presentation: 2)
        await tutorials?.waitUntilIdle()
        tutorials?.showTour("Basics")
        await presenter.dismiss(presentation: 3)
        await tutorials?.waitUntilIdle()
        #expect(presenter.presentedKeys == ["Library", "Editor", "Export"])
        #expect(
            presenter.presented.map { $0.tourStep.map { "\($0.number) of \($0.count)" } } == [
                "1 of 3", "2 of 3", "3 of 3",
            ])
        #expect(presenter.presented.last?.tourStep?.isLast == true)
        #expect(tutorials?.currentStep(ofTour: "Basics") == nil)
        tutorials = nil
        #expect(await tourEvents(events) == ["Basics 2/3 Editor", "Basics 3/3 Export", "Basics finished"])
    }

    @Test func aStepOfAnotherScreenWaitsUntilItsTurnAndShowsWhenThatScreenAsks() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        #expect(await tutorials.showAndWait("Editor") == .skipped(.rule(.tour)))
        #expect(tutorials.explain("Editor").checks.contains { $0.value == "the tour is at step 1" })
        _ = await tutorials.showAndWait("Library")
        guard case .dismissed = await tutorials.showAndWait("Editor") else {
            Issue.record("After step 1 the Editor screen's step should show.")
            return
        }
        #expect(presenter.presentations == ["Library": 1, "Editor": 1])
    }

    @Test func skipTourEndsTheWholeTour() async {
        let presenter = CountingPresenter(reason: .skippedByUser)
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events
        _ = await tutorials?.showAndWait("Library")
        for key in ["Editor", "Export"] {
            #expect(await tutorials?.showAndWait(key) == .skipped(.rule(.tour)))
        }
        #expect(tutorials?.explain("Export").checks.contains { $0.value == "tour skipped" } == true)
        tutorials = nil
        #expect(await tourEvents(events) == ["Basics skipped"])
    }

    @Test func anInterruptedTourResumesAtItsStepAfterARestart() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        do {
            let presenter = CancellablePresenter()
            let tutorials = engine(CountingPresenter(), store: PropertyListStateStore(url: url))
            _ = await tutorials.showAndWait("Library")
            try await tutorials.flush()
            // Step 2 comes up and the user leaves the screen: interrupted, not seen.
            let interrupted = engine(presenter, store: PropertyListStateStore(url: url))
            interrupted.showTour("Basics")
            await presenter.waitForPresentation(count: 1)
            interrupted.cancelCurrent()
            await interrupted.waitUntilIdle()
            try await interrupted.flush()
            #expect(presenter.presentedKeys == ["Editor"])
        }
        // A new process: the tour is at step 2 still, and walks on from there.
        let presenter = CountingPresenter()
        let relaunched = engine(presenter, store: PropertyListStateStore(url: url))
        #expect(relaunched.currentStep(ofTour: "Basics") == .init(tour: "Basics", number: 2, count: 3))
        relaunched.showTour("Basics")
        await relaunched.waitUntilIdle()
        #expect(presenter.presentations == ["Editor": 1, "Export": 1])
        #expect(relaunched.currentStep(ofTour: "Basics") == nil)
    }

    @Test func resettingATourStartsItOver() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        for key in ["Library", "Editor", "Export"] { _ = await tutorials.showAndWait(key) }
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
        tutorials.resetTour("Basics")
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 1)
        #expect(!tutorials.hasSeen("Library"))
        _ = await tutorials.showAndWait("Library")
        #expect(presenter.presentations["Library"] == 2)
    }

    @Test func aFirstAvailableGroupShowsTheFirstCardWhoseRulesPass() async {
        let group = TutorialTour("Tips", steps: ["Share", "Export", "Editor"], kind: .firstAvailable)
        var rules = TutorialRules(tours: [group])
        rules.cards["Share"] = TutorialRuleSet(conditions: [.parameter("hasDocument", .equal, true)])
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Share", "Export", "Editor"])),
            store: InMemoryStateStore(), presenter: CountingPresenter(), options: options(), rules: rules)
        #expect(tutorials.decide("Editor").skipReason == .rule(.tour))
        #expect(tutorials.explain("Editor").checks.contains { $0.value == "\"Export\" comes first and can show" })
        #expect(tutorials.decide("Export").shows)
        _ = await tutorials.showAndWait("Export")
        #expect(tutorials.decide("Editor").shows)
        tutorials.setParameter("hasDocument", to: true)
        #expect(tutorials.decide("Editor").skipReason == .rule(.tour))
        #expect(tutorials.decide("Share").shows)
    }
}
