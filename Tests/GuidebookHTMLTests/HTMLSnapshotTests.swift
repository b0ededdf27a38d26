import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

/// The HTML a person's browser draws, checked against golden files in `Snapshots/`
/// (re-recorded only with `GUIDEBOOK_RECORD_SNAPSHOTS=1`).
@Suite struct HTMLSnapshotTests {
    @Test(arguments: [
        TutorialCard(
            key: "Welcome", title: "Welcome", body: "Tap a composition to open it.", dismissHint: "Tap to continue",
            language: "en"),
        TutorialCard(
            key: "Welcome", title: "مرحبًا", body: "اضغط على مقطوعة لفتحها.", dismissHint: "اضغط للمتابعة",
            language: "ar"),
    ])
    func aCardReadsAsTheGoldenFileSays(card: TutorialCard) {
        let html = TutorialCardHTML(card: card).render()
        #expect(Snapshot.mismatch(html, named: "card-\(card.key)-\(card.language).html") == nil)
    }

    @Test func anArticleWithMarkdownAndChildrenReadsAsTheGoldenFileSays() throws {
        let body = HelpBody(markdown: "Tap **Share**, then *Export PDF*.\n\n- Pick a size\n- Tap [Done](#done)")
        let book = HelpBook(sections: [
            HelpSection(
                id: "sharing", title: "Sharing",
                items: [
                    HelpItem(
                        id: "export", title: "Exporting a PDF", body: body,
                        children: [HelpItem(id: "done", title: "Done")])
                ])
        ])
        let help = HelpBookHTML(book: book, language: "en")
        let article = try #require(help.articles.first)
        #expect(Snapshot.mismatch(help.renderArticle(article), named: "article-export.html") == nil)
    }
}

extension HTMLSnapshotTests {
    /// Step `number` of a tour of four, in English or Arabic (with the table's words).
    static func tourCard(step number: Int, language: String) -> TutorialCard {
        let arabic = language == "ar"
        var card = TutorialCard(
            key: "Library", title: arabic ? "مكتبتك" : "Your Library",
            body: arabic ? "كل مقطوعة تكتبها محفوظة هنا." : "Every composition you write is kept here.",
            dismissHint: arabic ? "اضغط للمتابعة" : "Tap to continue", language: language)
        card.tourStep = TutorialCard.TourStep(tour: "Basics", number: number, count: 4)
        if arabic {
            card.tourTexts = TutorialCard.TourTexts(
                next: "التالي", done: "تم", skipTour: "تخطي الجولة", progressFormat: "%1$d من %2$d",
                spokenProgressFormat: "الخطوة %1$d من %2$d", nextHint: "يعرض الخطوة التالية.", doneHint: "ينهي الجولة.",
                skipTourHint: "ينهي الجولة دون خطواتها الباقية.")
        }
        return card
    }

    @Test(arguments: [(2, "en"), (4, "en"), (2, "ar")])
    func aTourStepReadsAsTheGoldenFileSays(step: Int, language: String) {
        let html = TutorialCardHTML(card: Self.tourCard(step: step, language: language)).render()
        #expect(Snapshot.mismatch(html, named: "tour-Library-\(step)-\(language).html") == nil)
    }

    /// A step whose tour offers Back shows it before Skip tour, as the apps do
    /// (`TourControls.buttons`).
    @Test func aStepOfferingBackShowsBackBeforeSkipTour() {
        var card = Self.tourCard(step: 3, language: "en")
        card.tourStep?.offersBack = true
        let html = TutorialCardHTML(card: card).render()
        #expect(Snapshot.mismatch(html, named: "tour-Library-3-en-back.html") == nil)
    }
}
