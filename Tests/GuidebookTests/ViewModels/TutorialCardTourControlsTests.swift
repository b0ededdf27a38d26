import Guidebook
import Testing

@Suite struct TutorialCardTourControlsTests {
    private func card(
        step: Int?, of count: Int = 3, language: String = "en", texts: TutorialCard.TourTexts = .english
    ) -> TutorialCard {
        var card = TutorialCard(
            key: "Library", title: "Library", body: "Your compositions are here.", dismissHint: "Tap to continue",
            language: language)
        card.tourStep = step.map { TutorialCard.TourStep(tour: "Basics", number: $0, count: count) }
        card.tourTexts = texts
        return card
    }

    private static let german = TutorialCard.TourTexts(
        next: "Weiter", done: "Fertig", skipTour: "Tour überspringen", progressFormat: "%1$d von %2$d",
        spokenProgressFormat: "Schritt %1$d von %2$d", nextHint: "Zeigt den nächsten Schritt.",
        doneHint: "Beendet die Tour.", skipTourHint: "Beendet die Tour ohne die übrigen Schritte.")

    @Test func theFirstOfThreeStepsShowsOneOfThreeNextAndSkipTour() throws {
        let model = TutorialCardModel(card: card(step: 1))
        let controls = try #require(model.tourControls)
        #expect(controls.progress == "1 of 3")
        #expect(controls.progressAccessibilityLabel == "Step 1 of 3")
        #expect(controls.nextTitle == "Next")
        #expect(controls.nextAccessibilityHint == "Shows the next step.")
        #expect(controls.skipTitle == "Skip tour")
        #expect(controls.showsSkip)
        #expect(!controls.isLastStep)
        #expect(controls.fractionCompleted == 1.0 / 3.0)
        #expect(model.action(for: controls.nextInput) == .dismiss(.tapped))
        #expect(model.action(for: controls.skipInput) == .dismiss(.skippedByUser))
    }

    @Test func theLastStepReadsDoneAndOffersNoSkip() throws {
        let model = TutorialCardModel(card: card(step: 3))
        let controls = try #require(model.tourControls)
        #expect(controls.progress == "3 of 3")
        #expect(controls.isLastStep)
        #expect(controls.nextTitle == "Done")
        #expect(controls.nextAccessibilityLabel == "Done")
        #expect(controls.nextAccessibilityHint == "Ends the tour.")
        #expect(!controls.showsSkip)
        #expect(model.accessibilityActions.isEmpty)
        #expect(model.accessibilityHint == "Ends the tour.")
    }

    /// The buttons every adapter draws, leading to trailing, as one list: which show on which
    /// step, their words for the eye and for VoiceOver, what each sends, and that Next (Done) is
    /// the emphasised one.
    @Test(arguments: [
        (
            1, false,
            [
                "skip Skip tour / Skip tour / Ends the tour without its remaining steps. / skipTour plain",
                "next Next / Next / Shows the next step. / next emphasised",
            ]
        ),
        (
            2, true,
            [
                "back Back / Back / Shows the previous step. / back plain",
                "skip Skip tour / Skip tour / Ends the tour without its remaining steps. / skipTour plain",
                "next Next / Next / Shows the next step. / next emphasised",
            ]
        ),
        (
            1, true,
            [
                "skip Skip tour / Skip tour / Ends the tour without its remaining steps. / skipTour plain",
                "next Next / Next / Shows the next step. / next emphasised",
            ]
        ),
        (
            3, true,
            [
                "back Back / Back / Shows the previous step. / back plain",
                "next Done / Done / Ends the tour. / next emphasised",
            ]
        ),
    ])
    func eachStepListsTheButtonsItShowsWithNextEmphasised(step: Int, offersBack: Bool, expected: [String]) throws {
        var card = card(step: step)
        card.tourStep?.offersBack = offersBack
        let model = TutorialCardModel(card: card)
        let buttons = try #require(model.tourControls).buttons
        #expect(
            buttons.map { button in
                "\(button.control) \(button.title) / \(button.accessibilityLabel) / \(button.accessibilityHint) / "
                    + "\(button.input) \(button.isEmphasized ? "emphasised" : "plain")"
            } == expected)
        let reasons = buttons.map { model.action(for: $0.input) }
        #expect(reasons.last == .dismiss(.tapped), "Next (Done) goes on as a tap")
    }

    @Test func aCardInNoTourHasNoControlsAndKeepsItsDismissHint() {
        let model = TutorialCardModel(card: card(step: nil))
        #expect(model.tourControls == nil)
        #expect(model.showsDismissHint)
        #expect(model.accessibilityLabel == "Library. Your compositions are here.")
        #expect(model.accessibilityHint == "Tap to continue")
        #expect(model.accessibilityActions.isEmpty)
    }

    @Test func aCardOfAFirstAvailableGroupIsDrawnAsACardOfItsOwn() async {
        // A first-available group shows one of its cards: no steps to count, nothing to skip.
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options(),
            rules: TutorialRules(tours: [TutorialTour("Tips", steps: ["Library", "Editor"], kind: .firstAvailable)]))
        tutorials.show("Library")
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        let model = TutorialCardModel(card: presenter.presented[0])
        #expect(model.tourControls == nil)
        #expect(model.showsDismissHint)
        #expect(model.dismissHint == "Tap to continue")
    }

    @Test func aTourCardShowsNextInsteadOfTheDismissHint() {
        #expect(!TutorialCardModel(card: card(step: 2)).showsDismissHint)
    }

    @Test func voiceOverHearsTheStepFirstThenTheTitleAndBody() {
        let model = TutorialCardModel(card: card(step: 2))
        #expect(model.accessibilityLabel == "Step 2 of 3. Library. Your compositions are here.")
        #expect(model.accessibilityHint == "Shows the next step.")
        #expect(model.accessibilityActions == [AccessibilityAction(name: "Skip tour", input: .skipTour)])
    }

    @Test func voiceOverReachesBackAsAnActionWhereTheTourOffersIt() {
        var withBack = card(step: 2)
        withBack.tourStep?.offersBack = true
        #expect(
            TutorialCardModel(card: withBack).accessibilityActions == [
                AccessibilityAction(name: "Skip tour", input: .skipTour),
                AccessibilityAction(name: "Back", input: .back),
            ])
        var first = card(step: 1)
        first.tourStep?.offersBack = true
        #expect(
            TutorialCardModel(card: first).accessibilityActions == [
                AccessibilityAction(name: "Skip tour", input: .skipTour)
            ]
        )
    }

    @Test func theTablesWordsAreUsedInTheCardsLanguage() throws {
        let model = TutorialCardModel(card: card(step: 2, of: 4, language: "de", texts: Self.german))
        let controls = try #require(model.tourControls)
        #expect(controls.progress == "2 von 4")
        #expect(controls.nextTitle == "Weiter")
        #expect(controls.skipTitle == "Tour überspringen")
        #expect(model.accessibilityLabel.hasPrefix("Schritt 2 von 4. "))
        let last = try #require(
            TutorialCardModel(card: card(step: 4, of: 4, language: "de", texts: Self.german)).tourControls)
        #expect(last.nextTitle == "Fertig")
        #expect(last.nextAccessibilityHint == "Beendet die Tour.")
    }

    @Test(arguments: [("ar", "2 من 4"), ("ar-SA", "٢ من ٤"), ("fa", "۲ من ۴")])
    func theProgressIsWrittenInTheDigitsOfTheCardsLanguage(language: String, progress: String) throws {
        var texts = TutorialCard.TourTexts.english
        texts.progressFormat = "%1$d من %2$d"
        let model = TutorialCardModel(card: card(step: 2, of: 4, language: language, texts: texts))
        let controls = try #require(model.tourControls)
        #expect(model.layoutDirection == .rightToLeft)
        #expect(controls.progress == progress)
    }

    @Test func positionedSpecifiersPutEachNumberInItsPlaceOnARightToLeftCard() throws {
        // "%2$d" first in the translation still puts the right number in each place.
        var texts = TutorialCard.TourTexts.english
        texts.progressFormat = "الخطوة %1$d من %2$d"
        let controls = try #require(
            TutorialCardModel(card: card(step: 1, of: 5, language: "ar", texts: texts)).tourControls)
        #expect(controls.progress == "الخطوة 1 من 5")
        var reordered = texts
        reordered.progressFormat = "%2$d / %1$d"
        let swapped = try #require(
            TutorialCardModel(card: card(step: 1, of: 5, language: "ar", texts: reordered)).tourControls)
        #expect(swapped.progress == "5 / 1")
    }

    @Test(arguments: [(0, 3, "1 of 3"), (9, 3, "3 of 3"), (1, 0, "1 of 1")])
    func aStepOutOfRangeIsDrawnWithinTheTour(number: Int, count: Int, progress: String) {
        #expect(TutorialCardModel(card: card(step: number, of: count)).tourControls?.progress == progress)
    }

    @Test(arguments: [
        (TutorialCardModel.Input.tap, DismissReason.tapped), (.next, .tapped), (.escape, .tapped),
        (.skipTour, .skippedByUser), (.cancellation, .cancelled),
    ])
    func onATourCardOnlySkipTourEndsTheTour(input: TutorialCardModel.Input, reason: DismissReason) {
        #expect(TutorialCardModel(card: card(step: 2)).action(for: input) == .dismiss(reason))
    }

    @Test(arguments: [
        (TutorialCardModel.Input.tap, DismissReason.tapped), (.next, .tapped), (.escape, .skippedByUser),
        (.skipTour, .skippedByUser), (.cancellation, .cancelled),
    ])
    func onACardOfItsOwnEscapeAndSkipDismissItAsSkipped(input: TutorialCardModel.Input, reason: DismissReason) {
        #expect(TutorialCardModel(card: card(step: nil)).action(for: input) == .dismiss(reason))
    }
}
