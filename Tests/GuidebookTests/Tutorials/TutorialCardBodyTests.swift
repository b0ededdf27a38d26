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
                #"The body of the tutorial "Export" in en is shown as written, Markdown markers and all: a card opens only https:, mailto:, help:<id> and #<id> links, not "javascript:alert(1)". Link to an article with #<id> or to a web page with https:."#
            ])
    }

    /// Bodies are remembered per text (a card is read on each decision and by each property an
    /// adapter draws): more texts than are remembered, each read twice, all come back as read
    /// the first time, and a faulted one keeps its finding.
    @Test func bodiesReadAgainAfterManyOthersAreReadTheSame() {
        let texts = (0..<(TutorialCardBody.rememberedTexts * 3)).map { index in
            index % 7 == 0 ? "Run [\(index)](javascript:\(index))." : "Tap **\(index)** then *more*."
        }
        let first = texts.map { TutorialCardBody.reading($0, key: "K", language: "en") }
        let second = texts.reversed().map { TutorialCardBody.reading($0, key: "K", language: "en") }
        #expect(first.map(\.body) == second.reversed().map(\.body))
        #expect(first.map(\.findings) == second.reversed().map(\.findings))
        #expect(first[0].body == .plain(texts[0]) && first[0].findings.count == 1)
        #expect(first[1].body.plainText == "Tap 1 then more.")
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

/// What VoiceOver offers for the body's links, and where a card's picture goes in its row.
extension TutorialCardBodyTests {
    @Test func voiceOverOffersEachLinkOfTheBodyByItsWordsAfterTheButtons() throws {
        var card = Self.model(
            "Read [**Export** as PDF](help:export-pdf), then [the guide](https://example.com/guide); "
                + "[again](help:export-pdf)."
        ).card
        card.actions = [TutorialCard.Action(TutorialAction(id: "tryIt", role: .primary), title: "Try it")]
        let pdf = try ViewModelFixtures.url("help:export-pdf")
        let guide = try ViewModelFixtures.url("https://example.com/guide")
        #expect(
            TutorialCardModel(card: card).accessibilityActions == [
                AccessibilityAction(name: "Try it", input: .action("tryIt")),
                AccessibilityAction(name: "Export as PDF", input: .link(pdf)),
                AccessibilityAction(name: "the guide", input: .link(guide)),
            ])
        #expect(TutorialCardModel(card: card).action(for: .link(guide)) == .dismiss(.link(guide)))
    }

    @Test func aPlainBodyOffersNoLinkActions() {
        #expect(Self.model("See https://example.com for more.").accessibilityActions.isEmpty)
    }

    @Test(arguments: [
        // (image width, height, row width, direction) → frame: fits the height and the row, at the leading edge.
        (200.0, 100.0, 300.0, LayoutDirection.leftToRight, SpotlightRect(x: 0, y: 0, width: 192, height: 96)),
        (200.0, 100.0, 300.0, .rightToLeft, SpotlightRect(x: 108, y: 0, width: 192, height: 96)),
        (400.0, 100.0, 200.0, .leftToRight, SpotlightRect(x: 0, y: 0, width: 200, height: 50)),
        (50.0, 50.0, 300.0, .leftToRight, SpotlightRect(x: 0, y: 0, width: 96, height: 96)),
        (0.0, 0.0, 300.0, .rightToLeft, SpotlightRect(x: 204, y: 0, width: 96, height: 96)),
    ])
    func anIllustrationIsScaledToItsRowKeepingItsProportions(
        width: Double, height: Double, row: Double, direction: LayoutDirection, frame: SpotlightRect
    ) {
        let image = TutorialCardModel.ImageModel(source: .asset("export-sheet"), accessibilityLabel: "")
        #expect(image.frame(imageWidth: width, imageHeight: height, rowWidth: row, direction: direction) == frame)
    }

    @Test func aSymbolWhoseSizeIsNotKnownFillsASquareOfItsHeight() {
        let image = TutorialCardModel.ImageModel(source: .symbol("square.and.arrow.up"), accessibilityLabel: "Share")
        #expect(
            image.frame(imageWidth: nil, imageHeight: nil, rowWidth: 300, direction: .leftToRight)
                == SpotlightRect(x: 0, y: 0, width: 34, height: 34))
    }
}
