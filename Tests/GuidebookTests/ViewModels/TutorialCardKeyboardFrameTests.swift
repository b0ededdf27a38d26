import Guidebook
import Testing

/// SwiftUI gives the keyboard as the part of the screen it leaves; the card stays above it.
@Suite struct TutorialCardKeyboardFrameTests {
    /// An iPhone 15 in portrait, whole screen and safe area (points).
    private let screen = SpotlightRect(x: 0, y: 0, width: 393, height: 852)
    private let safeArea = SpotlightRect(x: 0, y: 59, width: 393, height: 759)

    @Test func theKeyboardIsTheStripBelowThePartItLeaves() {
        let clear = SpotlightRect(x: 0, y: 0, width: 393, height: 516)
        #expect(
            TutorialCardModel.keyboardFrame(in: screen, clearOfKeyboard: clear)
                == SpotlightRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test(arguments: [
        SpotlightRect(x: 0, y: 0, width: 393, height: 852),  // the keyboard is down
        SpotlightRect(x: 0, y: 0, width: 393, height: 900),  // reaches past the bottom
        SpotlightRect(x: 0, y: 0, width: 393, height: .nan),
    ])
    func noKeyboardWhenThePartLeftReachesTheBottom(clear: SpotlightRect) {
        #expect(TutorialCardModel.keyboardFrame(in: screen, clearOfKeyboard: clear) == nil)
    }

    @Test func aCardStaysAboveTheKeyboardAndComesBackWhenItGoesDown() {
        let card = TutorialCard(
            key: "Search", title: "Search", body: "Type a composer's name.", dismissHint: "Tap to continue",
            language: "en")
        let model = TutorialCardModel(card: card)
        let keyboard = TutorialCardModel.keyboardFrame(
            in: screen, clearOfKeyboard: SpotlightRect(x: 0, y: 0, width: 393, height: 516))
        let up = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: nil, keyboardFrame: keyboard)
        #expect(up.cardFrame.maxY <= 516 - model.margin)
        let down = model.placement(
            safeArea: safeArea, cardHeight: 140, targetFrame: nil,
            keyboardFrame: TutorialCardModel.keyboardFrame(in: screen, clearOfKeyboard: screen))
        #expect(down == model.placement(safeArea: safeArea, cardHeight: 140))
    }
}
