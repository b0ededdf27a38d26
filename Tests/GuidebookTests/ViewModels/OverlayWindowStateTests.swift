import Guidebook
import Testing

@Suite struct OverlayWindowStateTests {
    @Test(arguments: [
        (true, true, false),  // up and in its scene
        (false, true, true),  // the scene disconnected (its window closed in the app switcher)
        (true, false, true),  // the window left its scene
        (false, false, true),
    ])
    func aCardsWindowIsGoneWhenItsSceneDisconnectsOrItLeavesTheScene(connected: Bool, inScene: Bool, gone: Bool) {
        #expect(OverlayWindowState(sceneIsConnected: connected, windowHasScene: inScene).isGone == gone)
    }

    @Test func aGoneWindowEndsTheCardAsCancelledWhichIsNotSeen() {
        let card = TutorialCard(key: "Welcome", title: "", body: "Hi.", dismissHint: "Tap to continue", language: "en")
        let model = TutorialCardModel(card: card)
        #expect(OverlayWindowState(sceneIsConnected: false, windowHasScene: true).isGone)
        #expect(model.action(for: .cancellation) == .dismiss(.cancelled))
        #expect(!DismissReason.cancelled.countsAsSeen)
    }
}
