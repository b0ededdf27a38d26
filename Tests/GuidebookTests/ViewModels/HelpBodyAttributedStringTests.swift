import Foundation
import Guidebook
import Testing

@Suite struct HelpBodyAttributedStringTests {
    @Test func boldAndItalicCarryGuidebooksStyleAttribute() {
        let text = HelpBody(markdown: "**Shake** to undo, or tap *Undo*. ***Both***").attributedString()
        #expect(String(text.characters) == "Shake to undo, or tap Undo. Both")
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == [.bold] } == ["Shake"])
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == [.italic] } == ["Undo"])
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == [.bold, .italic] } == ["Both"])
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == nil }.joined() == " to undo, or tap . ")
    }

    @Test func listItemsStartALineWithTheirMarkerAndKnowTheirNumber() {
        let text = HelpBody(markdown: "Steps:\n\n1. Open\n2. Play\n\n- one\n- two").attributedString()
        #expect(String(text.characters) == "Steps:\n\n1. Open\n2. Play\n\n• one\n• two")
        #expect(ViewModelFixtures.texts(text) { $0.guidebookListMarker == true } == ["1.", "2.", "•", "•"])
        let numbers = text.runs.compactMap { $0.guidebookListItem }.map(\.number)
        #expect(numbers.contains(2))
        #expect(text.runs.compactMap(\.guidebookBlock).max() == 2)
    }

    @Test func articleLinksBecomeGuidebookURLsAndWebLinksStayWhenSafe() throws {
        let body = HelpBody(
            markdown: "See [Undo](#editing/undo), [the site](https://example.com) and [mail](mailto:a@b.c).")
        let links = body.attributedString().runs.compactMap(\.link).map(\.absoluteString)
        #expect(links == ["guidebook://help/editing/undo", "https://example.com", "mailto:a@b.c"])
    }

    @Test func aLinkToAnArticleTheBookLacksIsPlainText() {
        let book = ViewModelFixtures.book()
        let body = HelpBody(markdown: "[Gone](#gone/away) and [Undo](#editing/undo)")
        let text = body.attributedString(in: book)
        #expect(ViewModelFixtures.texts(text) { $0.link != nil } == ["Undo"])
        #expect(String(text.characters) == "Gone and Undo")
    }

    @Test func anUnsafeWebLinkBuiltInCodeKeepsOnlyItsText() {
        let body = HelpBody(blocks: [.paragraph([.link([.text("run")], .web("javascript:alert(1)"))])])
        let text = body.attributedString()
        #expect(text.runs.allSatisfy { $0.link == nil })
        #expect(String(text.characters) == "run")
    }

    @Test func aLineBreakIsANewlineInsideTheParagraph() {
        let text = HelpBody(plainText: "Tap + to add.\nSwipe to delete.").attributedString()
        #expect(String(text.characters) == "Tap + to add.\nSwipe to delete.")
        #expect(Set(text.runs.compactMap(\.guidebookBlock)) == [0])
    }

    @Test func rightToLeftTextIsKeptInLogicalOrder() {
        let text = HelpBody(markdown: "اضغط **تصدير** ثم").attributedString()
        #expect(String(text.characters) == "اضغط تصدير ثم")
        #expect(ViewModelFixtures.texts(text) { $0.guidebookInlineStyle == [.bold] } == ["تصدير"])
    }

    @Test func nestingDeeperThanTheLimitIsFlattenedNotLost() {
        var inline = HelpInline.text("deep")
        for _ in 0..<100 { inline = .strong([inline]) }
        let text = HelpBody(blocks: [.paragraph([inline])]).attributedString()
        #expect(String(text.characters) == "deep")
    }

    @Test func anEmptyBodyIsAnEmptyString() {
        #expect(HelpBody().attributedString().characters.isEmpty)
    }
}
