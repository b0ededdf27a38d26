import Guidebook
import Testing

/// A SwiftUI view reports its frame whenever it moves; the card asks for it at every layout pass.
@Suite struct SpotlightTargetFramesTests {
    private let button = SpotlightRect(x: 330, y: 70, width: 44, height: 44)
    private let safeArea = SpotlightRect(x: 0, y: 59, width: 393, height: 759)

    private func card(target: TutorialSpotlight.Target, registered: SpotlightRect? = nil) -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            language: "en")
        card.spotlight = TutorialSpotlight(target: target)
        card.spotlightFrame = registered
        return card
    }

    @Test func theCardFollowsItsTargetAsTheViewReportsItMoving() {
        let card = card(target: .id("exportButton"), registered: button)
        let model = TutorialCardModel(card: card)
        var frames = SpotlightTargetFrames()
        frames.set("exportButton", frame: button)
        let before = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: frames.frame(for: card))
        let scrolled = SpotlightRect(x: 330, y: 400, width: 44, height: 44)
        frames.set("exportButton", frame: scrolled)
        let after = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: frames.frame(for: card))
        #expect(before.cutout?.frame == button.expanded(by: 8))
        #expect(after.cutout?.frame == scrolled.expanded(by: 8))
        #expect(after.cardFrame != before.cardFrame, "the card moved with its target")
    }

    @Test func aTargetWhoseViewWentAwayLeavesTheCardCentredWithoutACutOut() {
        let card = card(target: .id("exportButton"), registered: button)
        var frames = SpotlightTargetFrames()
        frames.set("exportButton", frame: button)
        frames.set("exportButton", frame: nil)
        #expect(frames.frame(for: card) == nil, "not the stale frame registered when the card was shown")
        let placement = TutorialCardModel(card: card).placement(
            safeArea: safeArea, cardHeight: 140, targetFrame: frames.frame(for: card))
        #expect(placement.cutout == nil)
        #expect(placement.diagnostic?.code == .spotlightTargetMissing)
    }

    @Test func aTargetNoViewReportedKeepsTheFrameRegisteredWithTheEngine() {
        var frames = SpotlightTargetFrames()
        frames.set("otherButton", frame: SpotlightRect(x: 0, y: 0, width: 10, height: 10))
        #expect(frames.frame(for: card(target: .id("exportButton"), registered: button)) == button)
        #expect(frames.frame(for: card(target: .frame(button))) == nil, "a fixed frame is the spotlight's own")
    }
}
