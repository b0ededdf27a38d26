import Foundation
import Guidebook
import GuidebookHTML
import Testing

/// The site draws the findings it is given (the book's own validation), where they are: it
/// never validates on its own.
@Suite struct HTMLSiteFindingsTests {
    static let json = """
        {"format": "guidebook-help", "sections": [{"id": "basics", "title": "Basics", "items": [
          {"id": "a", "title": "Export", "body": "Share it."},
          {"id": "d", "title": "Empty"}
        ]}]}
        """

    @Test func eachFindingIsOnTheIndexAndOnThePageOfTheArticleItIsAt() throws {
        let document = try HelpBookDocument(data: Data(Self.json.utf8), file: "en.lproj/HelpBook.json")
        let findings = document.validate()
        #expect(findings.map(\.code) == [.emptyBody])
        let site = HTMLSite(
            title: "App", languages: [.init(code: "en", cards: [], book: document.book)], findings: findings,
            nonce: "n")
        let pages = Dictionary(uniqueKeysWithValues: site.pages().map { ($0.fileName, $0.html) })
        let sentence = HTMLEscaping.text("The item \"Empty\" has no text")
        #expect(
            try #require(pages["help-en-d.html"]).contains("<p class=\"warning\" dir=\"ltr\" lang=\"en\">⚠ \(sentence)")
        )
        #expect(try #require(pages["help-en-a.html"]).contains("class=\"warning\"") == false)
        let index = try #require(pages["index.html"])
        #expect(index.contains("1 warnings."))
        #expect(index.contains("en.lproj/HelpBook.json:3:3: warning: \(sentence)"))
        // Without findings the same book draws no warning at all: the pages do not validate.
        let quiet = HTMLSite(title: "App", languages: [.init(code: "en", cards: [], book: document.book)], nonce: "n")
        #expect(quiet.pages().allSatisfy { !$0.html.contains("⚠") })
    }
}
