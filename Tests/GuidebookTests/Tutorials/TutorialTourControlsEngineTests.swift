import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

/// A presenter that answers every card as a user pressing one of its buttons would: through the
/// card's view model, never by choosing a reason itself.
private final class ButtonPresenter: TutorialPresenter {
    /// The input on each card in turn; the last one again on every card after.
    let inputs: [TutorialCardModel.Input]
    private let shown = Locked<[TutorialCardModel]>([])

    init(pressing input: TutorialCardModel.Input) {
        inputs = [input]
    }

    /// Presses `inputs` on the cards in turn, then gives up (`.cancellation`) on any card after.
    init(script inputs: [TutorialCardModel.Input]) {
        self.inputs = inputs + [.cancellation]
    }

    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        let count = shown.withLock { shown in
            shown.append(model)
            return shown.count
        }
        let input = inputs[min(count, inputs.count) - 1]
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
        // One call, as the screen makes it when it appears: Next on each card shows the next.
        tutorials?.showTour("Basics")
        await tutorials?.waitUntilIdle()
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

    @Test func escapeOnEveryStepWalksTheTourRatherThanSkippingIt() async {
        let presenter = ButtonPresenter(pressing: .escape)
        let tutorials = engine(presenter)
        tutorials.showTour("Basics")
        await tutorials.waitUntilIdle()
        #expect(presenter.models.map(\.card.key) == ["Library", "Editor", "Export"])
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
    }

    @Test func pressingBackOnATourThatAllowsItShowsThePreviousStep() async {
        let presenter = ButtonPresenter(script: [.back, .back, .next, .next])
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options(),
            rules: TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor"], allowsBack: true)]))
        tutorials.showTour("Basics")
        await tutorials.waitUntilIdle()
        // Back on step 1 has no step before it: it goes on like Next; on step 2 it goes back.
        #expect(presenter.models.map(\.card.key) == ["Library", "Editor", "Library", "Editor"])
        #expect(presenter.models.map { $0.tourControls?.showsBack } == [false, true, false, true])
        #expect(presenter.models.map { $0.tourControls?.nextTitle } == ["Next", "Done", "Next", "Done"])
        #expect(presenter.models[1].tourControls?.backTitle == "Back")
        #expect(tutorials.currentStep(ofTour: "Basics") == nil)
    }
}
