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
}
