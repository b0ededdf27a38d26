import Guidebook
import GuidebookHTML
import Testing

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
        drawing.findings = [TutorialCopy.missingTitle(key: "Export", language: "de", table: "Tutorial")]
        let html = drawing.render()
        #expect(html.contains("class=\"warning\""))
        #expect(
            html.contains("The tutorial &quot;Export&quot; has no title")
                || html.contains("The tutorial \"Export\" has no title"))
        #expect(html.contains("Export Title"))
    }
}

extension TutorialCardHTMLTests {
    @Test func aTourStepShowsItsProgressSkipTourAndNextInsteadOfTheHint() {
        let html = TutorialCardHTML(card: HTMLSnapshotTests.tourCard(step: 2, language: "en")).render()
        #expect(html.contains("<span class=\"tour-progress\" aria-label=\"Step 2 of 4\">2 of 4</span>"))
        #expect(html.contains(">Skip tour</button>"))
        #expect(html.contains("data-input=\"next\""))
        #expect(html.contains(">Next</button>"))
        #expect(!html.contains("card-hint"))
    }

    @Test func theLastStepShowsDoneAndNoSkip() {
        let html = TutorialCardHTML(card: HTMLSnapshotTests.tourCard(step: 4, language: "en")).render()
        #expect(html.contains(">Done</button>"))
        #expect(!html.contains("Skip tour"))
    }

    @Test func aTranslatorsMarkupInTheTourWordsIsEscaped() {
        var card = HTMLSnapshotTests.tourCard(step: 1, language: "en")
        card.tourTexts.next = "<img src=x onerror=alert(1)>"
        card.tourTexts.nextHint = "\"><script>"
        let html = TutorialCardHTML(card: card).render()
        #expect(!html.contains("<img") && !html.contains("<script>"))
        #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    }
}
