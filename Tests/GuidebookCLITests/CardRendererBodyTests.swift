import Guidebook
import GuidebookCLI
import Testing

/// `guidebook show` prints a Markdown body readably: bold and italic as the terminal styles them,
/// a link as its text and where it goes.
@Suite struct CardRendererBodyTests {
    static let card = TutorialCard(
        key: "Export", title: "Sharing",
        body: "Tap **Export to PDF**, pick *A4*, or read [the guide](help:export-pdf).",
        dismissHint: "Tap to continue", language: "en")

    @Test func withoutStylesALinkIsItsTextAndItsTarget() {
        #expect(
            CardRenderer(columns: 40, styled: false).box(for: Self.card, inner: 30) == [
                "┌────────────────────────────────┐",
                "│ Sharing                        │",
                "│                                │",
                "│ Tap Export to PDF, pick A4, or │",
                "│ read the guide                 │",
                "│ <help:export-pdf>.             │",
                "│                                │",
                "│                Tap to continue │",
                "└────────────────────────────────┘",
            ])
    }

    @Test func withStylesBoldAndItalicAreTheTerminalsAndCloseAtEachLinesEnd() {
        let lines = CardRenderer(columns: 40, styled: true).box(for: Self.card, inner: 16)
        #expect(
            Array(lines[3...5]) == [
                "│ Tap \u{1B}[1mExport to\u{1B}[0m    │",
                "│ \u{1B}[1mPDF\u{1B}[22m, pick \u{1B}[3mA4\u{1B}[23m, or │",
                "│ read the guide   │",
            ])
        #expect(Set(lines.map { CardRenderer.width(of: $0.replacing(/\u{1B}\[[0-9]+m/, with: "")) }).count == 1)
    }

    /// The three roles look as the apps draw them, as far as a terminal can: the primary action
    /// bold, a secondary one plain, a dismissing one faint; without styles all three read alike.
    @Test func actionChoicesAreStyledByTheirRoleAndPlainWithoutStyles() {
        var card = TutorialCard(key: "Tags", title: "Tags", body: "Group scores.", dismissHint: "", language: "en")
        card.actions = [
            .init(TutorialAction(id: "add", role: .primary), title: "Add a tag"),
            .init(TutorialAction(id: "guide", role: .secondary), title: "Guide"),
            .init(TutorialAction(id: "later", role: .dismiss), title: "Not now"),
        ]
        let styled = CardRenderer(columns: 60, styled: true).box(for: card, inner: 36)
        #expect(
            styled[5]
                == "│  \u{1B}[1m[1] Add a tag\u{1B}[22m [2] Guide \u{1B}[2m[3] Not now\u{1B}[22m │")
        let plain = CardRenderer(columns: 60, styled: false).box(for: card, inner: 36)
        #expect(plain[5] == "│  [1] Add a tag [2] Guide [3] Not now │")
    }

    /// Choices that wrap keep their role's style on the next line and close it at each line's end.
    @Test func aStyledChoiceThatWrapsIsStyledOnBothLines() {
        var card = TutorialCard(key: "Tags", title: "", body: "", dismissHint: "", language: "en")
        card.actions = [.init(TutorialAction(id: "later", role: .dismiss), title: "Maybe some other time")]
        let lines = CardRenderer(columns: 40, styled: true).box(for: card, inner: 14)
        #expect(
            Array(lines[3...4]) == [
                "│ \u{1B}[2m[1] Maybe some\u{1B}[0m │",
                "│     \u{1B}[2mother time\u{1B}[22m │",
            ], "\(lines)")
    }
}
