import Foundation
import Guidebook
import Testing

/// A tour as an app runs it: one `showTour` call where the screen appears, then the user's
/// answers on each card (Next, Back, Skip tour), with steps on one screen or two.
@Suite struct TutorialTourWalkTests {
    static let basics = TutorialTour("Basics", steps: ["Library", "Editor", "Export"])

    func engine(
        _ presenter: any TutorialPresenter, store: any TutorialStateStore = InMemoryStateStore(),
        tour: TutorialTour = basics
    ) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor", "Export"])),
            store: store, presenter: presenter, options: options(), rules: TutorialRules(tours: [tour]))
    }

    /// What each card said: its key, "n of m", and "back" when it offered Back.
    func shown(_ presenter: ScriptedPresenter) -> [String] {
        presenter.presented.map { card in
            let step = card.tourStep.map { " \($0.number) of \($0.count)\($0.offersBack ? " back" : "")" } ?? ""
            return card.key + step
        }
    }

    /// Answers the cards as they come up, one reason per card, then waits until the engine is idle.
    func answer(_ presenter: ScriptedPresenter, _ reasons: [DismissReason], on tutorials: Tutorials) async {
        for (index, reason) in reasons.enumerated() {
            await presenter.dismiss(reason, presentation: index + 1)
        }
        await tutorials.waitUntilIdle()
    }

    @Test func oneShowTourCallAndNextOnEveryStepWalksTheTourToItsEnd() async {
        let presenter = ScriptedPresenter()
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events ?? AsyncStream { $0.finish() }
        tutorials?.showTour("Basics")
        if let tutorials { await answer(presenter, [.tapped, .tapped, .tapped], on: tutorials) }
        #expect(shown(presenter) == ["Library 1 of 3", "Editor 2 of 3", "Export 3 of 3"])
        #expect(tutorials?.currentStep(ofTour: "Basics") == nil)
        tutorials?.showTour("Basics")
        await tutorials?.waitUntilIdle()
        #expect(presenter.presented.count == 3, "a finished tour shows nothing when the screen appears again")
        tutorials = nil
        #expect(
            await TutorialToursTests().tourEvents(events) == [
                "Basics 2/3 Editor", "Basics 3/3 Export", "Basics finished",
            ])
    }

    @Test func skipTourOnTheFirstStepEndsTheTourAndNothingMoreShows() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.showTour("Basics")
        await answer(presenter, [.skippedByUser], on: tutorials)
        tutorials.showTour("Basics")
        await tutorials.waitUntilIdle()
        #expect(shown(presenter) == ["Library 1 of 3"])
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
        #expect(await tutorials.showAndWait("Editor") == .skipped(.rule(.tour)))
    }

    @Test func backShowsThePreviousStepAgainOnATourThatAllowsIt() async {
        let presenter = ScriptedPresenter()
        var tour = Self.basics
        tour.allowsBack = true
        let tutorials = engine(presenter, tour: tour)
        tutorials.showTour("Basics")
        await answer(presenter, [.tapped, .back, .tapped, .tapped, .tapped], on: tutorials)
        #expect(
            shown(presenter) == [
                "Library 1 of 3", "Editor 2 of 3 back", "Library 1 of 3", "Editor 2 of 3 back", "Export 3 of 3 back",
            ])
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
    }

    @Test func aTourWithoutBackOffersNoneAndBackGoesOnLikeNext() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.showTour("Basics")
        await answer(presenter, [.tapped, .back, .tapped], on: tutorials)
        #expect(shown(presenter) == ["Library 1 of 3", "Editor 2 of 3", "Export 3 of 3"])
        let model = TutorialCardModel(card: presenter.presented[1])
        #expect(model.tourControls?.showsBack == false)
        #expect(model.action(for: .back) == .dismiss(.tapped))
    }

    @Test func anInterruptedTourResumesAtItsStepAfterARestartAndWalksOn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        do {
            let presenter = ScriptedPresenter()
            let tutorials = engine(presenter, store: PropertyListStateStore(url: url))
            tutorials.showTour("Basics")
            await presenter.dismiss(.tapped, presentation: 1)
            // Step 2 is up and the user leaves the screen: not seen, and the walk ends.
            // (The scripted presenter ignores cancellation, so its window answers .cancelled itself.)
            await presenter.dismiss(.cancelled, presentation: 2)
            await tutorials.waitUntilIdle()
            try await tutorials.flush()
            #expect(shown(presenter) == ["Library 1 of 3", "Editor 2 of 3"])
        }
        let presenter = ScriptedPresenter()
        let relaunched = engine(presenter, store: PropertyListStateStore(url: url))
        relaunched.showTour("Basics")
        await answer(presenter, [.tapped, .tapped], on: relaunched)
        #expect(shown(presenter) == ["Editor 2 of 3", "Export 3 of 3"])
        #expect(relaunched.currentStep(ofTour: "Basics") == nil)
    }

    @Test func stepsOnTwoScreensShowEachWhenItsScreenAsks() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter, tour: TutorialTour("Basics", steps: ["Library", "Export", "Editor"]))
        // The editor is not open yet: its screen's step is not the current one, nothing shows.
        tutorials.showTour("Basics", onScreen: ["Editor"])
        await tutorials.waitUntilIdle()
        #expect(presenter.presented.isEmpty)
        // The library has the first two steps: Next on the first shows the second at once.
        tutorials.showTour("Basics", onScreen: ["Library", "Export"])
        await answer(presenter, [.tapped, .tapped], on: tutorials)
        #expect(shown(presenter) == ["Library 1 of 3", "Export 2 of 3"])
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 3, "the editor's step waits for its screen")
        tutorials.showTour("Basics", onScreen: ["Editor"])
        await presenter.dismiss(.tapped, presentation: 3)
        await tutorials.waitUntilIdle()
        #expect(shown(presenter) == ["Library 1 of 3", "Export 2 of 3", "Editor 3 of 3"])
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
    }

    @Test func backIsOfferedOnlyWhenTheScreenHasTheStepBefore() async {
        let presenter = ScriptedPresenter()
        var tour = TutorialTour("Basics", steps: ["Library", "Editor", "Export"])
        tour.allowsBack = true
        let tutorials = engine(presenter, tour: tour)
        tutorials.showTour("Basics", onScreen: ["Library"])
        await answer(presenter, [.tapped], on: tutorials)
        tutorials.showTour("Basics", onScreen: ["Editor", "Export"])
        await answer(presenter, [.tapped, .tapped, .tapped], on: tutorials)
        #expect(shown(presenter) == ["Library 1 of 3", "Editor 2 of 3", "Export 3 of 3 back"])
    }

    @Test func aCardAskedForWhileAStepIsUpWaitsUntilTheToursStepsOnThisScreenAreDone() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.showTour("Basics")
        await presenter.waitForPresentation(count: 1)
        tutorials.show("Welcome")
        await answer(presenter, [.tapped, .tapped, .tapped, .tapped], on: tutorials)
        #expect(shown(presenter) == ["Library 1 of 3", "Editor 2 of 3", "Export 3 of 3", "Welcome"])
    }

    @Test func aTourNameTheRulesLackIsReportedOnceWithTheNearestName() async {
        let tutorials = engine(ScriptedPresenter())
        tutorials.showTour("Basic")
        tutorials.showTour("Basic")
        tutorials.showTour("Basics", onScreen: ["Libary"])
        await tutorials.waitUntilIdle()
        #expect(
            tutorials.diagnostics.map(\.description) == [
                #"warning: showTour names the tour "Basic", which the rules do not have (as a tour of steps in order). Did you mean "Basics"?"#,
                #"warning: showTour names "Libary" as a step of the tour "Basics", which has no such step. Did you mean "Library"?"#,
            ])
    }
}
