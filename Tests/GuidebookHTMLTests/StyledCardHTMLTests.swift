import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

/// The preview draws a card in its own style: tint, ground, corners, dimming, fonts and arrow,
/// inline where they differ from the standard style, which the style sheet alone draws.
@Suite struct StyledCardHTMLTests {
    /// A style that sets every value, with a dark variant for the ground.
    static var style: GuidebookStyle {
        var style = GuidebookStyle.standard
        style.tint = GuidebookColor(hex: "#FF2D55")
        style.cardBackground = GuidebookColor(hex: "#FFF8E1")
        style.cardBackground?.dark = GuidebookColor(hex: "#3A2F00F0")
        style.cornerRadius = 22
        style.dimmingOpacity = 0.6
        style.titleFont = GuidebookStyle.Font(.title3, weight: .bold)
        style.bodyFont = GuidebookStyle.Font(.callout)
        style.buttonFont = GuidebookStyle.Font(.subheadline)
        style.arrowSize = 11
        style.arrowColor = GuidebookColor(hex: "#FF9500")
        style.primaryButton.fill = GuidebookColor(hex: "#34C759")
        style.dismissButton.border = GuidebookColor(hex: "#C7C7CC")
        style.dismissButton.border?.dark = GuidebookColor(hex: "#48484A")
        return style
    }

    static func card(spotlight: Bool) -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share your composition as a PDF.", dismissHint: "Tap to continue",
            language: "en")
        card.style = style
        if spotlight {
            card.spotlight = TutorialSpotlight(target: .frame(SpotlightRect(x: 200, y: 60, width: 44, height: 44)))
        } else {
            card.actions = [
                TutorialCard.Action(TutorialAction(id: "tryIt", role: .primary), title: "Try it"),
                TutorialCard.Action(TutorialAction(id: "later", role: .dismiss), title: "Not now"),
            ]
        }
        return card
    }

    @Test(arguments: [false, true])
    func aStyledCardReadsAsTheGoldenFileSays(spotlight: Bool) {
        let html = TutorialCardHTML(card: Self.card(spotlight: spotlight)).render()
        let name = spotlight ? "card-styled-spotlight.html" : "card-styled.html"
        #expect(Snapshot.mismatch(html, named: name) == nil)
    }

    @Test func aCardOfTheStandardStyleCarriesNoStyleOfItsOwn() {
        var card = Self.card(spotlight: false)
        card.style = .standard
        #expect(!TutorialCardHTML(card: card).render().contains("style=\""))
    }
}
