import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

@testable import GuidebookHTML

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
