import Testing

@testable import Guidebook

/// A presenter that answers every card as a user pressing one of its buttons would: through the
/// card's view model, never by choosing a reason itself.
private final class ButtonPresenter: TutorialPresenter {
    let input: TutorialCardModel.Input
    private let shown = Locked<[TutorialCardModel]>([])

    init(pressing input: TutorialCardModel.Input) {
        self.input = input
    }

    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        shown.withLock { $0.append(model) }
        guard case .dismiss(let reason) = model.action(for: input) else { return .cancelled }
        return reason
    }

    var models: [TutorialCardModel] { shown.withLock { $0 } }
}

@Suite struct TutorialTourControlsEngineTests {
    private func engine(_ presenter: any TutorialPresenter) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options(),
            rules: TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor", "Export"])]))
    }

    /// The tour's events until the engine is released.
    private func tourEvents(_ stream: AsyncStream<TutorialEvent>) async -> [String] {
        var received: [String] = []
        for await event in stream {
            switch event {
            case .tourStep(_, let step, let count, let key): received.append("step \(step)/\(count) \(key)")
            case .tourEnded(let tour, let end): received.append("\(tour) \(end)")
            default: break
            }
        }
        return received
    }

    @Test func pressingNextOnEveryStepWalksTheTourAndDoneFinishesIt() async {
        let presenter = ButtonPresenter(pressing: .next)
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events ?? AsyncStream { $0.finish() }
        for _ in 0..<3 {
            tutorials?.showTour("Basics")
            await tutorials?.waitUntilIdle()
        }
        #expect(presenter.models.map(\.card.key) == ["Library", "Editor", "Export"])
        #expect(presenter.models.map { $0.tourControls?.progress } == ["1 of 3", "2 of 3", "3 of 3"])
        #expect(presenter.models.map { $0.tourControls?.nextTitle } == ["Next", "Next", "Done"])
        #expect(tutorials?.currentStep(ofTour: "Basics") == nil)
        tutorials = nil
        #expect(await tourEvents(events) == ["step 2/3 Editor", "step 3/3 Export", "Basics finished"])
    }

    @Test func pressingSkipTourOnTheFirstStepEndsTheWholeTour() async {
        let presenter = ButtonPresenter(pressing: .skipTour)
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events ?? AsyncStream { $0.finish() }
        tutorials?.showTour("Basics")
        await tutorials?.waitUntilIdle()
        #expect(await tutorials?.showAndWait("Editor") == .skipped(.rule(.tour)))
        #expect(presenter.models.map(\.card.key) == ["Library"])
        #expect(tutorials?.currentStep(ofTour: "Basics") == nil)
        tutorials = nil
        #expect(await tourEvents(events) == ["Basics skipped"])
    }

    @Test func escapeOnAStepGoesOnToTheNextStepRatherThanSkippingTheTour() async {
        let presenter = ButtonPresenter(pressing: .escape)
        let tutorials = engine(presenter)
        tutorials.showTour("Basics")
        await tutorials.waitUntilIdle()
        #expect(tutorials.currentStep(ofTour: "Basics")?.number == 2)
    }
}
