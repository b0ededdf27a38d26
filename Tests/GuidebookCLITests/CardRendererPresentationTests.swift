import Guidebook
import GuidebookCLI
import GuidebookTestSupport
import Testing

/// `guidebook show` draws each presentation as the app does: a spotlight card over the shaded
/// screen with its target clear, an anchored bubble beside its target on an undimmed screen, an
/// inline card alone (the view the app placed), an overlay card over the shaded screen. Checked
/// whole against `Snapshots/presentations-en.txt`.
@Suite struct CardRendererPresentationTests {
    static func card(_ presentation: TutorialPresentation?, target: SpotlightRect? = nil) -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            language: "en")
        if let target {
            card.spotlight = TutorialSpotlight(target: .frame(target), shape: .rectangle, padding: 0)
        }
        card.presentation = presentation
        return card
    }

    @Test func eachPresentationIsDrawnAsTheGoldenFileSays() {
        let target = SpotlightRect(x: 300, y: 80, width: 80, height: 60)
        let cases: [(String, TutorialCard)] = [
            ("overlay", Self.card(.overlay)),
            ("spotlight", Self.card(.spotlight, target: target)),
            ("anchored", Self.card(.anchored, target: target)),
            ("inline", Self.card(.inline)),
        ]
        var text = ""
        for (name, card) in cases {
            text += "[\(name)]\n" + CardRenderer(columns: 48, styled: false).lines(for: card).joined(separator: "\n")
            text += "\n\n"
        }
        #expect(Snapshot.mismatch(text, named: "presentations-en.txt") == nil)
    }

    @Test func anAnchoredBubbleDimsNothingAndShowsItsTarget() {
        let lines = CardRenderer(columns: 48, styled: false).lines(
            for: Self.card(.anchored, target: SpotlightRect(x: 300, y: 80, width: 80, height: 60)))
        let drawn = lines.joined()
        #expect(!drawn.contains("░"))
        #expect(drawn.contains("▒"))
        #expect(drawn.contains("▲"))
    }
}
