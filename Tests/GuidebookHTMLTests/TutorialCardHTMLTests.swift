import Guidebook
import Testing

@testable import GuidebookHTML

@Suite struct TutorialCardHTMLTests {
    @Test func theCardIsDrawnOverADimmingLayerAtItsOpacity() {
        let card = TutorialCard(
            key: "Welcome", title: "Welcome", body: "Tap a composition.", dismissHint: "Tap to continue",
            dimmingOpacity: 0.4, language: "en")
        let html = TutorialCardHTML(card: card).render()
        #expect(html.contains("<div class=\"dimming dim-40\"></div>"))
        #expect(TutorialCardHTML.dimmingStyle(for: [card]).contains(".dim-40 { opacity: 0.4; }"))
        #expect(html.contains("<p class=\"card-hint\">Tap to continue</p>"))
        #expect(!html.contains("class=\"warning\""))
    }

    @Test func rightToLeftCardsCarryTheirDirectionAndLanguage() {
        let card = TutorialCard(key: "Welcome", title: "مرحبا", body: "نص", dismissHint: "انقر", language: "ar")
        #expect(TutorialCardHTML(card: card).render().contains("lang=\"ar\" dir=\"rtl\""))
    }

    @Test func theFindingsItIsGivenAreDrawnUnderTheCardAndNothingElse() {
        let card = TutorialCard(key: "Export", title: "", body: "Body", dismissHint: "Tap", language: "de")
        // It checks nothing itself: a card without a title and no findings draws no warning.
        #expect(!TutorialCardHTML(card: card).render().contains("class=\"warning\""))
        var drawing = TutorialCardHTML(card: card)
        drawing.findings = [TutorialCopy.missingTitle(key: "Export", table: "Tutorial")]
        let html = drawing.render()
        #expect(html.contains("class=\"warning\""))
        #expect(
            html.contains("The tutorial &quot;Export&quot; has no title")
                || html.contains("The tutorial \"Export\" has no title"))
        #expect(html.contains("Export Title"))
    }
}
