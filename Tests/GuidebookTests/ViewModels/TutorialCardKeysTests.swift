import Guidebook
import Testing

@Suite struct TutorialCardKeysTests {
    private func model(step: Int? = 2, of count: Int = 3, back: Bool = false) -> TutorialCardModel {
        var card = TutorialCard(
            key: "Library", title: "Library", body: "Your compositions.", dismissHint: "Tap to continue",
            language: "en")
        card.tourStep = step.map { TutorialCard.TourStep(tour: "Basics", number: $0, count: count, offersBack: back) }
        return TutorialCardModel(card: card)
    }

    @Test func onATourCardEscapeSkipsTheTourAndReturnGoesOn() {
        let model = model()
        #expect(model.effect(of: .escape, focused: nil) == .input(.skipTour))
        #expect(model.effect(of: .return, focused: nil) == .input(.next))
        #expect(model.action(for: .skipTour) == .dismiss(.skippedByUser))
    }

    @Test func returnPressesTheFocusedButton() {
        let model = model()
        #expect(model.effect(of: .return, focused: .skipTour) == .input(.skipTour))
        #expect(model.effect(of: .return, focused: .next) == .input(.next))
    }

    @Test func tabMovesRoundTheTourButtonsInReadingOrderAndShiftTabBack() {
        let model = model()
        #expect(model.focusOrder == [.skipTour, .next])
        #expect(model.effect(of: .tab, focused: nil) == .focus(.skipTour))
        #expect(model.effect(of: .tab, focused: .skipTour) == .focus(.next))
        #expect(model.effect(of: .tab, focused: .next) == .focus(.skipTour))
        #expect(model.effect(of: .tab, shift: true, focused: nil) == .focus(.next))
        #expect(model.effect(of: .tab, shift: true, focused: .next) == .focus(.skipTour))
    }

    @Test func withBackTabGoesBackSkipNextInReadingOrderAndReturnPressesBack() {
        let model = model(back: true)
        #expect(model.focusOrder == [.back, .skipTour, .next])
        #expect(model.effect(of: .tab, focused: nil) == .focus(.back))
        #expect(model.effect(of: .tab, focused: .back) == .focus(.skipTour))
        #expect(model.effect(of: .tab, shift: true, focused: .back) == .focus(.next))
        #expect(model.effect(of: .return, focused: .back) == .input(.back))
        #expect(model.action(for: .back) == .dismiss(.back))
        // The first step has nothing to go back to: no Back button to reach.
        #expect(self.model(step: 1, back: true).focusOrder == [.skipTour, .next])
    }

    @Test func theLastStepHasOnlyDoneSoTabStaysOnItAndEscapeEndsTheTour() {
        let model = model(step: 3)
        #expect(model.focusOrder == [.next])
        #expect(model.effect(of: .tab, focused: .next) == .focus(.next))
        #expect(model.effect(of: .escape, focused: nil) == .input(.skipTour))
        #expect(model.keyCommands.map(\.title) == ["Skip tour", "Done", "Done", "Skip tour"])
    }

    @Test func aCardOfItsOwnTakesEscapeAndReturnButNotTab() {
        let model = model(step: nil)
        #expect(model.focusOrder.isEmpty)
        #expect(model.effect(of: .escape, focused: nil) == .input(.escape))
        #expect(model.action(for: .escape) == .dismiss(.skippedByUser))
        #expect(model.effect(of: .return, focused: nil) == .input(.tap))
        #expect(model.action(for: .tap) == .dismiss(.tapped))
        #expect(model.effect(of: .tab, focused: nil) == nil)
        #expect(model.keyCommands.map(\.key) == [.escape, .return])
    }

    @Test func aTourCardRegistersEscapeReturnTabAndShiftTabWithItsButtonTitles() {
        let commands = model().keyCommands
        #expect(commands.map(\.key) == [.escape, .return, .tab, .tab])
        #expect(commands.map(\.shift) == [false, false, false, true])
        #expect(commands.map(\.title) == ["Skip tour", "Next", "Next", "Skip tour"])
    }

    @Test func aFocusedButtonTheCardDoesNotHaveIsIgnored() {
        let model = model(step: 3)  // no Skip tour on the last step
        #expect(model.effect(of: .return, focused: .skipTour) == .input(.next))
        #expect(model.effect(of: .tab, focused: .skipTour) == .focus(.next))
    }
}
