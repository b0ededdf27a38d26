import Foundation
import GuidebookTestSupport
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

extension LazyMarkdownBodyTests {
    /// A body kept as Markdown gives a search snippet the pieces of its plain text reading the
    /// text a part at a time (up to a blank line): the pieces, and where a walk that stops
    /// early ends, are those of the blocks read from the whole text at once.
    @Test(arguments: [1, 2, 3])
    func markdownReadInPartsGivesThePiecesOfTheWholeText(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let lines = [
            "", "", "", " ", "\t", "Tap **Add** to start.", "- first item", "* _second_ item", "1. numbered",
            "2. next one", "  continued line  ", "plain words here", "Straße und 設定 🎹", "\\*not bold\\*",
            "a*b*c and snake_case_name", "**bold\nacross**", "trailing \r", "\r", "line with\r\nCRLF",
        ]
        var differing: [String] = []
        for _ in 0..<120 {
            let text = (0..<random.below(100)).map { _ in lines[random.below(lines.count)] }.joined(separator: "\n")
            let lazy = HelpBody.markdown(text).body
            let whole = HelpBody(blocks: HelpMarkdown.parse(text).body.blocks)
            var expected: [String] = []
            whole.forEachPlainTextPiece {
                expected.append($0)
                return true
            }
            var pieces: [String] = []
            let finished = lazy.forEachPlainTextPiece {
                pieces.append($0)
                return true
            }
            if pieces != expected || !finished || expected.joined() != lazy.plainText {
                differing.append(text.debugDescription)
                continue
            }
            // A walk asked to stop after a piece stops there (every fifth, to keep the test short).
            for stop in stride(from: 0, to: expected.count, by: 5) {
                var seen: [String] = []
                let went = lazy.forEachPlainTextPiece {
                    seen.append($0)
                    return seen.count <= stop
                }
                if went || seen != Array(expected.prefix(stop + 1)) {
                    differing.append("\(text.debugDescription) at \(stop)")
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.count) texts differ, first: \(differing.prefix(2))")
    }
}
