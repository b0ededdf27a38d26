import Foundation
import Testing

@testable import Guidebook

/// A v2 book's Markdown bodies are read when an article is shown, except a body with a link,
/// which is read at loading so its findings are still reported then.
@Suite struct LazyMarkdownBodyTests {
    static let book = """
        {"format": "guidebook-help", "version": 2, "sections": [{"title": "Basics", "items": [
          {"id": "add", "title": "Adding", "body": "Tap **Add**.\\n\\n- one\\n- _two_"},
          {"id": "undo", "title": "Undo", "body": "Shake to undo. See [the site](http://example.com)."}
        ]}]}
        """

    @Test func aBodyReadWhenShownHasTheBlocksOfOneReadAtOnceAndALinksFindingIsReportedAtLoading() throws {
        let document = try HelpBookDocument(data: Data(Self.book.utf8), file: "HelpBook.json")
        let items = document.book.sections[0].items
        #expect(items[0].body == HelpBody(markdown: "Tap **Add**.\n\n- one\n- _two_"))
        #expect(
            items[0].body.blocks == [
                .paragraph([.text("Tap "), .strong([.text("Add")]), .text(".")]),
                .list(ordered: false, items: [[.text("one")], [.emphasis([.text("two")])]]),
            ])
        #expect(items[0].body.plainText == "Tap Add.\n\none\ntwo")
        #expect(
            document.diagnostics.map(\.description) == [
                "HelpBook.json:3:35: warning: In \"Undo\": the link to \"http://example.com\" is shown as plain text: "
                    + "help books only open https:, mailto: and guidebook://help/<id> (or #<id>) links. "
                    + "Link to an article with #<id> or to a web page with https:."
            ])
        var bytes: [UInt8] = []
        items[0].body.appendPlainText(to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "Tap Add.\n\none\ntwo")
    }
}
