import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What the card and help screens show and read aloud, from the example content: compared whole
/// against golden files, so a word, a label or an order that changes shows as a diff.
@Suite struct ViewModelTextTests {
    static let content = GuidebookContent(
        source: .folder(repositoryRoot.appendingPathComponent("Examples/Compositions")), developmentLanguage: "en")

    /// Every text of a card's model, one per line.
    static func render(_ model: TutorialCardModel) -> String {
        var lines = [
            "title: \(model.showsTitle ? model.title : "(hidden)")", "body: \(model.body)",
            "dismiss hint: \(model.showsDismissHint ? model.dismissHint : "(hidden)")",
            "direction: \(model.layoutDirection)", "accessibility label: \(model.accessibilityLabel)",
            "accessibility hint: \(model.accessibilityHint)",
        ]
        if let controls = model.tourControls {
            lines += [
                "tour progress: \(controls.progress) (\(controls.progressAccessibilityLabel))",
                "next: \(controls.nextTitle) (\(controls.nextAccessibilityLabel); \(controls.nextAccessibilityHint))",
                "skip: \(controls.showsSkip ? "\(controls.skipTitle) (\(controls.skipAccessibilityHint))" : "(hidden)")",
                "back: \(controls.showsBack ? "\(controls.backTitle) (\(controls.backAccessibilityHint))" : "(hidden)")",
            ]
        }
        return lines.map { $0 + "\n" }.joined()
    }

    @Test func cardModelsShowAndReadTheExampleCardsInEachLanguage() throws {
        var text = ""
        for language in ["en", "de", "ar"] {
            let copy = Self.content.tutorialCopy(preferredLanguages: [language])
            for key in Self.content.tutorialKeys().prefix(2) {
                var card = try copy.card(for: key)
                text += "# \(language) \(key)\n" + Self.render(TutorialCardModel(card: card))
                card.tourStep = TutorialCard.TourStep(tour: "Basics", number: 2, count: 3, offersBack: true)
                text += "# \(language) \(key), step 2 of 3\n" + Self.render(TutorialCardModel(card: card))
            }
        }
        #expect(Snapshot.mismatch(text, named: "view-model-cards.txt") == nil)
    }

    @Test func helpScreensShowTheExampleBooksIndexAndArticles() throws {
        let book = try #require(Self.content.helpBook(language: "en")).book
        let index = HelpIndexScreen(book: book)
        var text = "# index: \(index.title) (\(index.layoutDirection))\n"
        for section in index.sections {
            text += "section \(section.title)\n"
            for row in section.rows {
                text += "  row \(row.title)\(row.subtitle.map { " — \($0)" } ?? "") [\(row.accessibilityLabel)]\n"
            }
        }
        for section in index.sections.prefix(1) {
            for row in section.rows.prefix(2) {
                let article = try #require(HelpArticleScreen(book: book, articleID: row.id))
                text += "# article \(article.id)\n"
                text += "breadcrumb: \(article.breadcrumbText)\n"
                text += "title: \(article.title)\(article.subtitle.map { " — \($0)" } ?? "")\n"
                text += "body:\n\(article.plainBody)\n"
                text += "children: \(article.children.map(\.title))\n"
                text += "\(article.seeAlsoTitle): \(article.seeAlso.map(\.title))\n"
            }
        }
        #expect(Snapshot.mismatch(text, named: "view-model-help.txt") == nil)
    }
}
