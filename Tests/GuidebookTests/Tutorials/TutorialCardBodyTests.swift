import Foundation
import Testing

@testable import Guidebook

/// A card's body in the help book's inline Markdown: bold, italic and links drawn as runs, read by
/// VoiceOver as plain text, a link opening where an action's does; a plain body untouched and a
/// faulted one shown as written.
@Suite struct TutorialCardBodyTests {
    static func model(_ body: String, language: String = "en") -> TutorialCardModel {
        TutorialCardModel(
            card: TutorialCard(
                key: "Export", title: "Sharing", body: body, dismissHint: "Tap to continue", language: language))
    }

    @Test func aMarkdownBodyIsDrawnAsBoldItalicAndLinkedRuns() throws {
        let model = Self.model("Tap **Export**, pick *PDF*, or read [Export as PDF](help:export-pdf).")
        #expect(
            model.bodyRuns == [
                HelpTextRun(text: "Tap "), HelpTextRun(text: "Export", isBold: true), HelpTextRun(text: ", pick "),
                HelpTextRun(text: "PDF", isItalic: true), HelpTextRun(text: ", or read "),
                HelpTextRun(text: "Export as PDF", link: URL(string: "help:export-pdf")),
                HelpTextRun(text: "."),
            ])
        #expect(model.accessibilityLabel == "Sharing. Tap Export, pick PDF, or read Export as PDF.")
        #expect(HelpTextRun.runs(of: model.bodyAttributedString) == model.bodyRuns)
    }

    /// The runs are made from the body's blocks; the attributed text adapters draw is the oracle.
    @Test(arguments: [
        "**a** _b_ [c](help:x)\n\n- **one**\n- [two](https://example.com/t) *x*\n\n1. _a_\n2. b\nc **d**",
        "***both*** and [**bold link**](#x/y) \\*escaped\\*", "[bad](mailto:a@b.c) *i*\nline **b**",
    ])
    func theRunsAreTheAttributedTextsRuns(body: String) {
        let model = Self.model(body)
        #expect(HelpTextRun.runs(of: model.bodyAttributedString) == model.bodyRuns)
    }

    @Test(arguments: [
        "Tap Export to share.", "  Two  spaces,\n\n\nthree breaks.  ", "2 * 3 = 6", "file_name.pdf", "[not a link]",
        "- a list line",
    ])
    func aBodyWithoutMarkupStaysAsWrittenByteForByte(body: String) {
        let model = Self.model(body)
        #expect(model.bodyText == .plain(body))
        #expect(model.bodyRuns == [HelpTextRun(text: body)])
        #expect(String(model.bodyAttributedString.characters) == body)
    }

    @Test func aBodyTheReaderFaultsIsShownAsWrittenWithAFinding() async throws {
        let body = "Tap **Export**, then [run](javascript:alert(1))."
        #expect(Self.model(body).bodyRuns == [HelpTextRun(text: body)])
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: InMemoryStringSource(["en": ["Tutorial": ["Export": body]]])),
            store: InMemoryStateStore(), presenter: presenter, options: options())
        tutorials.show("Export")
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(presenter.presented.first?.body == body)
        #expect(
            tutorials.diagnostics.filter { $0.code == .cardBodyMarkdown }.map(\.sentences) == [
                #"The body of the tutorial "Export" in en is shown as plain text: The link to "javascript:alert(1)" is shown as plain text: help books only open https:, mailto: and guidebook://help/<id> (or #<id>) links. Link to an article with #<id> or to a web page with https:."#
            ])
    }

    @Test func aTappedLinkDismissesTheCardAndOpensWhereAnActionsLinkDoes() async throws {
        let body = "See [Export as PDF](help:export-pdf)."
        let model = Self.model(body)
        let link = try #require(model.bodyRuns.compactMap(\.link).first)
        #expect(model.action(for: .link(link)) == .dismiss(.link(link)))
        #expect(DismissReason(rawValue: DismissReason.link(link).rawValue) == .link(link))
        let tutorials = Tutorials(
            copy: TutorialCopy(source: InMemoryStringSource(["en": ["Tutorial": ["Export": body]]])),
            store: InMemoryStateStore(), presenter: CountingPresenter(reason: .link(link)), options: options())
        let (opened, continuation) = AsyncStream.makeStream(of: URL.self)
        tutorials.onOpenLink { continuation.yield($0) }
        guard case .dismissed(let reason, _) = await tutorials.showAndWait("Export") else {
            Issue.record("The card should have been dismissed by its link.")
            return
        }
        #expect(reason == .link(link))
        var iterator = opened.makeAsyncIterator()
        #expect(await iterator.next() == URL(string: "help:export-pdf"))
        #expect(tutorials.hasSeen("Export"))
        let book = HelpBook(sections: [
            HelpSection(id: "sharing", title: "Sharing", items: [HelpItem(id: "export-pdf", title: "Export as PDF")])
        ])
        #expect(HelpLinkScheme.inApp.route(chosen: link, in: book) == .show(.article("export-pdf")))
    }
}
