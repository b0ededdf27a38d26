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

    @Test(arguments: [("", "Body", "Missing title"), ("Title", " ", "Missing body")])
    func missingCopyIsShownWithAWarning(title: String, body: String, expected: String) {
        let card = TutorialCard(key: "Export", title: title, body: body, dismissHint: "Tap", language: "de")
        let html = TutorialCardHTML(card: card).render()
        #expect(html.contains("class=\"warning\""))
        #expect(html.contains(expected))
    }
}
