import Guidebook
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// A tour step in the terminal: its progress and keys drawn from the view model, and each key
/// answering with the reason the model gives.
@Suite struct TerminalTourTests {
    static func card(step: Int?, of count: Int = 3, language: String = "en") -> TutorialCard {
        let arabic = language == "ar"
        var card = TutorialCard(
            key: "Library", title: arabic ? "مكتبتك" : "Your Library",
            body: arabic ? "كل مقطوعة تكتبها محفوظة هنا." : "Every composition you write is kept here.",
            dismissHint: arabic ? "اضغط للمتابعة" : "Tap to continue", language: language)
        card.tourStep = step.map { TutorialCard.TourStep(tour: "Basics", number: $0, count: count) }
        if arabic {
            card.tourTexts.next = "التالي"
            card.tourTexts.done = "تم"
            card.tourTexts.skipTour = "تخطي الجولة"
            card.tourTexts.progressFormat = "%1$d من %2$d"
        }
        return card
    }

    @Test func aStepShowsItsProgressAndKeysInsteadOfTheHint() {
        let lines = CardRenderer(columns: 60, styled: false).lines(for: Self.card(step: 1))
        #expect(!lines.contains { $0.contains("Tap to continue") })
        let row = lines.first { $0.contains("1 of 3") }
        #expect(row?.contains("[S] Skip tour  [Enter] Next │") == true)
        #expect(row?.contains("│ 1 of 3 ") == true)
        #expect(Set(lines.map { CardRenderer.width(of: $0) }).count == 1)
    }

    @Test func theLastStepOffersDoneAndNoSkip() {
        let lines = CardRenderer(columns: 60, styled: false).lines(for: Self.card(step: 3))
        let row = lines.first { $0.contains("3 of 3") }
        #expect(row?.contains("[Enter] Done │") == true)
        #expect(!lines.contains { $0.contains("Skip tour") })
    }

    @Test func aRightToLeftStepHasItsProgressAtTheRightAndItsKeysAtTheLeft() {
        let lines = CardRenderer(columns: 60, styled: false).lines(for: Self.card(step: 2, language: "ar"))
        let row = lines.first { $0.contains("2 من 3") }
        #expect(row?.hasSuffix("2 من 3 │░░░░") == true)
        #expect(row?.contains("│ [S] تخطي الجولة  [Enter] التالي ") == true)
    }

    @Test func onANarrowTerminalTheKeysGoOnTheirOwnRow() {
        let lines = CardRenderer(columns: 30, styled: false).lines(for: Self.card(step: 1))
        #expect(lines.contains { $0.contains("│ 1 of 3 ") })
        #expect(!lines.contains { $0.contains("1 of 3") && $0.contains("Next") })
        #expect(lines.contains { $0.contains("Next") })
        #expect(Set(lines.map { CardRenderer.width(of: $0) }).count == 1)
    }

    @Test(arguments: [
        (Terminal.Key.other([0x0D]), DismissReason.tapped), (.other([0x20]), .tapped), (.other([0x73]), .skippedByUser),
        (.other([0x53]), .skippedByUser), (.other([0x78]), .tapped), (.escape, .tapped), (.interrupt, .cancelled),
    ])
    func onAStepEachKeyAnswersWithTheReasonTheModelGives(key: Terminal.Key, reason: DismissReason) {
        let model = TutorialCardModel(card: Self.card(step: 2))
        #expect(model.action(for: TerminalPresenter.input(for: key, onTour: true)) == .dismiss(reason))
    }

    @Test(arguments: [
        (Terminal.Key.other([0x73]), DismissReason.tapped), (.other([0x0D]), .tapped), (.escape, .skippedByUser),
    ])
    func onACardOfItsOwnSIsJustAKeyAndEscapeSkips(key: Terminal.Key, reason: DismissReason) {
        let model = TutorialCardModel(card: Self.card(step: nil))
        #expect(model.action(for: TerminalPresenter.input(for: key, onTour: false)) == .dismiss(reason))
    }

    @Test func tourStepsReadAsTheGoldenFileSays() {
        var text = ""
        for (step, language) in [(1, "en"), (3, "en"), (2, "ar")] {
            text += "[step \(step) \(language)]\n"
            text +=
                CardRenderer(columns: 60, styled: false).lines(for: Self.card(step: step, language: language))
                .joined(separator: "\n") + "\n\n"
        }
        #expect(Snapshot.mismatch(text, named: "tour-steps.txt") == nil)
    }
}
