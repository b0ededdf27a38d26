import Foundation
import Guidebook
import Testing

@testable import GuidebookCLI

/// `guidebook demo` takes a card's actions by their digits, as `guidebook show` does, and
/// every other key as before.
@Suite struct DemoActionKeysTests {
    /// The example's Export card as the demo's engine gives it: Try it (primary), Not now (dismiss).
    static func exportCard(onTour: Bool = false) throws -> TutorialCardModel {
        let folder = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")
        let content = GuidebookContent(source: .folder(folder))
        let copy = content.tutorialCopy(preferredLanguages: ["en"])
        var card = try copy.card(for: "Export")
        card.actions =
            copy.actionButtons(content.tutorialRules["Export"].actions, for: "Export", language: "en").actions
        if onTour { card.tourStep = TutorialCard.TourStep(tour: "basics", number: 2, count: 2) }
        return TutorialCardModel(card: card)
    }

    @Test func eachDigitChoosesTheActionOfThatNumber() throws {
        let model = try Self.exportCard()
        #expect(model.actionButtons.map(\.id) == ["tryIt", "later"])
        #expect(DemoSession.reason(for: .character("1"), on: model) == .action("tryIt"))
        #expect(DemoSession.reason(for: .character("2"), on: model) == .action("later"))
    }

    @Test func aDigitWithNoActionAndOtherKeysDoWhatTheyDidBefore() throws {
        let model = try Self.exportCard()
        #expect(DemoSession.reason(for: .character("3"), on: model) == .tapped)
        #expect(DemoSession.reason(for: .character("x"), on: model) == .tapped)
        #expect(DemoSession.reason(for: .enter, on: model) == .tapped)
        // Escape chooses the cancelling button, as it does in the apps.
        #expect(DemoSession.reason(for: .escape, on: model) == .action("later"))
        #expect(DemoSession.reason(for: .interrupt, on: model) == .cancelled)
    }

    @Test func onATourStepTheDigitsStillChooseAndTheTourKeysStillWork() throws {
        let model = try Self.exportCard(onTour: true)
        #expect(DemoSession.reason(for: .character("1"), on: model) == .action("tryIt"))
        #expect(DemoSession.reason(for: .character(" "), on: model) == .tapped)
        #expect(DemoSession.reason(for: .character("s"), on: model) == .skippedByUser)
    }
}
