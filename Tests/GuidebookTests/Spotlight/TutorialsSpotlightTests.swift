import Foundation
import Guidebook
import Testing

@Suite struct TutorialsSpotlightTests {
    func engine(_ presenter: ScriptedPresenter) -> Tutorials {
        var rules = TutorialRules()
        rules.cards["Export"] = TutorialRuleSet(
            spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .circle))
        rules.cards["Library"] = TutorialRuleSet(
            spotlight: TutorialSpotlight(target: .frame(SpotlightRect(x: 1, y: 2, width: 3, height: 4))))
        return Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options(), rules: rules)
    }

    @Test func theCardCarriesItsSpotlightAndTheFrameRegisteredWhenItShows() async throws {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.setSpotlightTarget("exportButton", frame: SpotlightRect(x: 300, y: 60, width: 44, height: 44))
        tutorials.show("Export")
        await presenter.dismiss(presentation: 1)
        let card = try #require(presenter.presented.first)
        #expect(card.spotlight?.target == .id("exportButton"))
        #expect(card.spotlightFrame == SpotlightRect(x: 300, y: 60, width: 44, height: 44))
        let layout = SpotlightLayout(
            card: card, safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763), cardWidth: 300,
            cardHeight: 120)
        #expect(layout?.placement == .below)
        #expect(layout?.cutout?.isCircle == true)
        await tutorials.waitUntilIdle()
    }

    @Test func aTargetForgottenBeforeTheCardShowsLeavesItCentredWithAFinding() async throws {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.setSpotlightTarget("exportButton", frame: SpotlightRect(x: 300, y: 60, width: 44, height: 44))
        tutorials.setSpotlightTarget("exportButton", frame: nil)
        tutorials.show("Export")
        tutorials.show("Library")
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 1)
        await presenter.dismiss(presentation: 2)
        await presenter.dismiss(presentation: 3)
        let cards = presenter.presented
        #expect(cards.map(\.key) == ["Export", "Library", "Welcome"])
        #expect(cards[0].spotlightFrame == nil)
        let layout = SpotlightLayout(
            card: cards[0], safeArea: SpotlightRect(x: 0, y: 0, width: 390, height: 844), cardWidth: 300,
            cardHeight: 120)
        #expect(layout?.fallback == .targetMissing)
        #expect(layout?.cardFrame == SpotlightRect(x: 45, y: 362, width: 300, height: 120))
        #expect(cards[1].spotlight?.target == .frame(SpotlightRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(cards[1].spotlightFrame == nil)
        #expect(cards[2].spotlight == nil)
        #expect(
            SpotlightLayout(
                card: cards[2], safeArea: .init(x: 0, y: 0, width: 1, height: 1), cardWidth: 1, cardHeight: 1) == nil)
        await tutorials.waitUntilIdle()
    }
}
