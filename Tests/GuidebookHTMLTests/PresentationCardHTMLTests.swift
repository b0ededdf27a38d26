import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

/// The preview draws each presentation as the app does: an anchored bubble beside its target
/// with the screen undimmed (the target outlined), an inline card among the app's rows with no
/// dimming at all. Checked whole against golden files.
@Suite struct PresentationCardHTMLTests {
    static func card(_ presentation: TutorialPresentation) -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share your composition as a PDF.", dismissHint: "Tap to continue",
            language: "en")
        card.presentation = presentation
        if presentation.pointsAtTarget {
            card.spotlight = TutorialSpotlight(target: .frame(SpotlightRect(x: 300, y: 60, width: 60, height: 44)))
        }
        return card
    }

    @Test(arguments: [TutorialPresentation.anchored, .inline])
    func eachPresentationReadsAsTheGoldenFileSays(presentation: TutorialPresentation) {
        let html = TutorialCardHTML(card: Self.card(presentation)).render()
        #expect(Snapshot.mismatch(html, named: "card-\(presentation.rawValue).html") == nil)
    }

    @Test func anAnchoredBubbleDimsNothingAndASpotlightCardDims() {
        let anchored = TutorialCardHTML(card: Self.card(.anchored)).render()
        #expect(anchored.contains("fill-opacity=\"0\""))
        #expect(anchored.contains("data-presentation=\"anchored\""))
        let spotlight = TutorialCardHTML(card: Self.card(.spotlight)).render()
        #expect(spotlight.contains("fill-opacity=\"0.4\""))
        #expect(!spotlight.contains("data-presentation"))
    }

    @Test func anInlineCardStandsAmongTheRowsWithNoDimming() {
        let html = TutorialCardHTML(card: Self.card(.inline)).render()
        #expect(!html.contains("class=\"dimming"))
        let card = html.range(of: "class=\"card card-inline\"")
        let firstRow = html.range(of: "class=\"app-row\"")
        #expect(card != nil && firstRow != nil && card!.lowerBound < firstRow!.lowerBound)
    }
}
