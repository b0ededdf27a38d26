import Guidebook
import Testing

@Suite struct TutorialCardModelTests {
    private func card(title: String = "Welcome", language: String = "en", opacity: Double = 0.4) -> TutorialCard {
        TutorialCard(
            key: "Welcome", title: title, body: "Tap a composition to open it.", dismissHint: "Tap to continue",
            dimmingOpacity: opacity, language: language)
    }

    @Test func voiceOverReadsTheTitleAsASentenceThenTheBodyThenTheHint() {
        let model = TutorialCardModel(card: card())
        #expect(model.accessibilityLabel == "Welcome. Tap a composition to open it.")
        #expect(model.accessibilityHint == "Tap to continue")
        #expect(model.accessibilityTraits == [.button])
        #expect(model.titleTraits == [.header])
        #expect(model.isAccessibilityModal)
    }

    @Test(arguments: [("Ready?", "Ready? "), ("مرحبا؟", "مرحبا؟ "), ("ようこそ。", "ようこそ。 "), ("Hi  ", "Hi. ")])
    func aTitleEndingInPunctuationGetsNoExtraFullStop(title: String, prefix: String) {
        #expect(TutorialCardModel(card: card(title: title)).accessibilityLabel.hasPrefix(prefix))
    }

    @Test(arguments: ["", "   "])
    func aCardWithoutTitleShowsNoneAndIsReadAsItsBody(title: String) {
        let model = TutorialCardModel(card: card(title: title))
        #expect(!model.showsTitle)
        #expect(model.accessibilityLabel == "Tap a composition to open it.")
    }

    @Test(arguments: [
        (TutorialCardModel.Input.tap, DismissReason.tapped), (.escape, .skippedByUser), (.cancellation, .cancelled),
        (.tapOnTarget, .tappedTarget),
    ])
    func everyInputDismissesAndOnlyCancellationIsNotSeen(input: TutorialCardModel.Input, reason: DismissReason) {
        let action = TutorialCardModel(card: card()).action(for: input)
        #expect(action == .dismiss(reason))
        #expect(reason.countsAsSeen == (input != .cancellation))
    }

    @Test func reduceMotionDropsTheFadeAndReduceTransparencyMakesTheCardOpaque() {
        let plain = TutorialCardModel(card: card())
        #expect(plain.fadeDuration > 0)
        #expect(plain.background == .translucent)
        let reduced = TutorialCardModel(
            card: card(), preferences: DisplayPreferences(reduceMotion: true, reduceTransparency: true))
        #expect(reduced.fadeDuration == 0)
        #expect(reduced.background == .opaque)
    }

    @Test func increaseContrastMakesTheCardOpaqueAndItsHintPrimary() {
        let plain = TutorialCardModel(card: card())
        #expect(plain.usesSecondaryTextColor)
        let contrast = TutorialCardModel(card: card(), preferences: DisplayPreferences(increaseContrast: true))
        #expect(contrast.background == .opaque)
        #expect(!contrast.usesSecondaryTextColor)
    }

    @Test func theFadeIsKnownWithoutACard() {
        #expect(DisplayPreferences().fadeDuration == TutorialCardModel(card: card()).fadeDuration)
        #expect(DisplayPreferences(reduceMotion: true).fadeDuration == 0)
    }

    @Test(arguments: [(0.4, 0.4), (-1, 0), (3, 1), (.nan, 0.4), (.infinity, 1)] as [(Double, Double)])
    func theDimmingOpacityStaysWithinZeroAndOne(given: Double, drawn: Double) {
        #expect(TutorialCardModel(card: card(opacity: given)).dimmingOpacity == drawn)
    }

    @Test(arguments: [("ar", LayoutDirection.rightToLeft), ("he-IL", .rightToLeft), ("en", .leftToRight)])
    func rightToLeftLanguagesMirrorTheCard(language: String, direction: LayoutDirection) {
        #expect(TutorialCardModel(card: card(language: language)).layoutDirection == direction)
    }

    @Test func theCardStaysReadableOnAWideWindow() {
        let model = TutorialCardModel(card: card())
        #expect(model.maximumWidth < 600)
        #expect(model.margin > 0)
    }
}
