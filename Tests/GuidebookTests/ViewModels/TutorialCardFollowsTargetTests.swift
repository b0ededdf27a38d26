import Testing

@testable import Guidebook

/// A spotlight card laid out again at every layout pass, with the target's frame as it is then:
/// the sequences an app goes through while a card is up.
@Suite struct TutorialCardFollowsTargetTests {
    /// An iPhone 15 in portrait and in landscape (safe areas, in points).
    private let portrait = SpotlightRect(x: 0, y: 59, width: 393, height: 759)
    private let landscape = SpotlightRect(x: 59, y: 0, width: 734, height: 372)

    private func model(passesTapsThrough: Bool = false) -> TutorialCardModel {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            language: "en")
        card.spotlight = TutorialSpotlight(target: .id("exportButton"), passesTapsThrough: passesTapsThrough)
        return TutorialCardModel(card: card)
    }

    /// What a user sees go wrong: the cut-out not around the target, the card over it or off the
    /// screen, the arrow not between the card and the target.
    private func expectFollows(
        _ placement: TutorialCardModel.Placement, target: SpotlightRect, in area: SpotlightRect,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let cutout = placement.cutout, let arrow = placement.arrow else {
            Issue.record(
                "no cut-out or arrow: \(String(describing: placement.diagnostic))", sourceLocation: sourceLocation)
            return
        }
        #expect(cutout.frame == target.expanded(by: 8), sourceLocation: sourceLocation)
        #expect(placement.cardFrame.intersection(cutout.frame) == nil, sourceLocation: sourceLocation)
        #expect(placement.cardFrame.intersection(area) == placement.cardFrame, sourceLocation: sourceLocation)
        #expect(placement.diagnostic == nil, sourceLocation: sourceLocation)
        let tip = SpotlightPoint(x: arrow.tipX, y: arrow.tipY)
        let between = cutout.frame.expanded(by: SpotlightLayout.gap)
        #expect(between.contains(tip) && !cutout.frame.contains(tip), sourceLocation: sourceLocation)
    }

    @Test func onRotationTheCutOutCardAndArrowMoveWithTheTarget() {
        let model = model()
        let upright = SpotlightRect(x: 330, y: 70, width: 44, height: 44)  // a bar button, top trailing
        let turned = SpotlightRect(x: 730, y: 8, width: 44, height: 44)
        let first = model.placement(safeArea: portrait, cardHeight: 140, targetFrame: upright)
        let second = model.placement(safeArea: landscape, cardHeight: 140, targetFrame: turned)
        expectFollows(first, target: upright, in: model.cardArea(safeArea: portrait))
        expectFollows(second, target: turned, in: model.cardArea(safeArea: landscape))
        #expect(first.placementSide == .bottom && second.placementSide == .bottom)
        #expect(second.cardFrame.width == model.cardWidth(safeArea: landscape))
        // Turning back gives exactly the first layout again.
        #expect(model.placement(safeArea: portrait, cardHeight: 140, targetFrame: upright) == first)
    }

    @Test(arguments: [1180.0, 678, 375, 320])
    func aSplitViewResizeKeepsTheCardBesideItsTargetInsideTheNarrowerWindow(width: Double) {
        let model = model()
        let window = SpotlightRect(x: 0, y: 24, width: width, height: 796)
        let target = SpotlightRect(x: width - 64, y: 40, width: 44, height: 44)  // pinned to the trailing edge
        let placement = model.placement(safeArea: window, cardHeight: 160, targetFrame: target)
        expectFollows(placement, target: target, in: model.cardArea(safeArea: window))
        #expect(placement.cardFrame.width == min(width - 2 * model.margin, model.maximumWidth))
    }

    @Test func aTargetScrolledOffScreenCentresTheCardAndScrolledBackPointsAtItAgain() throws {
        let model = model()
        let visible = SpotlightRect(x: 40, y: 400, width: 120, height: 44)
        let before = model.placement(safeArea: portrait, cardHeight: 140, targetFrame: visible)
        expectFollows(before, target: visible, in: model.cardArea(safeArea: portrait))

        let scrolledAway = SpotlightRect(x: 40, y: -300, width: 120, height: 44)
        let away = model.placement(safeArea: portrait, cardHeight: 140, targetFrame: scrolledAway)
        let area = model.cardArea(safeArea: portrait)
        #expect(away.cutout == nil && away.arrow == nil)
        #expect(away.cardFrame == SpotlightRect(x: area.midX - 172.5, y: area.midY - 70, width: 345, height: 140))
        #expect(try #require(away.diagnostic).code == .spotlightTargetOffScreen)

        #expect(model.placement(safeArea: portrait, cardHeight: 140, targetFrame: visible) == before)
    }

    @Test func aTargetHalfScrolledOutIsPointedAtByItsVisiblePart() throws {
        let model = model()
        let half = SpotlightRect(x: 40, y: 60, width: 120, height: 44)  // its top under the margin
        let placement = model.placement(safeArea: portrait, cardHeight: 140, targetFrame: half)
        let arrow = try #require(placement.arrow)
        #expect(placement.cutout != nil)
        #expect(placement.cardFrame.minY > half.maxY)
        #expect(arrow.tipX == half.midX)
    }

    @Test func withTheKeyboardUpTheCardStaysAboveItAndATargetUnderItIsOffScreen() throws {
        let model = model()
        let keyboard = SpotlightRect(x: 0, y: 516, width: 393, height: 336)
        let field = SpotlightRect(x: 20, y: 300, width: 353, height: 44)
        let up = model.placement(safeArea: portrait, cardHeight: 140, targetFrame: field, keyboardFrame: keyboard)
        #expect(up.cardFrame.maxY <= keyboard.minY - model.margin)
        #expect(up.cutout?.frame == field.expanded(by: 8))

        let under = SpotlightRect(x: 20, y: 600, width: 353, height: 44)
        let hidden = model.placement(
            safeArea: portrait, cardHeight: 140, targetFrame: under, keyboardFrame: keyboard)
        #expect(hidden.cutout == nil)
        #expect(hidden.cardFrame.maxY <= keyboard.minY - model.margin)
        #expect(try #require(hidden.diagnostic).code == .spotlightTargetOffScreen)

        // The keyboard going down gives the layout without one.
        #expect(
            model.placement(safeArea: portrait, cardHeight: 140, targetFrame: under, keyboardFrame: nil)
                == model.placement(safeArea: portrait, cardHeight: 140, targetFrame: under))
    }

    @Test func aCardWithoutSpotlightIsCentredInTheSpaceAboveTheKeyboard() {
        let card = TutorialCard(key: "Welcome", title: "", body: "Hi.", dismissHint: "Tap to continue", language: "en")
        let model = TutorialCardModel(card: card)
        let keyboard = SpotlightRect(x: 0, y: 516, width: 393, height: 336)
        let frame = model.placement(safeArea: portrait, cardHeight: 100, targetFrame: nil, keyboardFrame: keyboard)
            .cardFrame
        #expect(frame == SpotlightRect(x: 24, y: (59 + 24 + 516 - 24) / 2 - 50, width: 345, height: 100))
    }

    @Test func aFloatingKeyboardLeavesTheLargerPartOfTheScreen() {
        let safe = SpotlightRect(x: 0, y: 24, width: 820, height: 1156)
        let floating = SpotlightRect(x: 200, y: 200, width: 320, height: 250)
        #expect(
            TutorialCardModel.area(safe, clearOf: floating) == SpotlightRect(x: 0, y: 450, width: 820, height: 730))
        #expect(TutorialCardModel.area(safe, clearOf: SpotlightRect(x: 0, y: 2000, width: 820, height: 300)) == safe)
        #expect(TutorialCardModel.area(safe, clearOf: SpotlightRect(x: 0, y: 900, width: 820, height: 0)) == safe)
    }

    @Test func aTargetWhoseViewWentAwayCentresTheCardAndSaysSo() throws {
        let placement = model().placement(safeArea: portrait, cardHeight: 140, targetFrame: nil)
        #expect(placement.cutout == nil)
        #expect(try #require(placement.diagnostic).code == .spotlightTargetMissing)
    }
}

extension TutorialCardModel.Placement {
    /// The side of the target the card is on, read from where its arrow stands.
    fileprivate var placementSide: SpotlightLayout.Edge? {
        switch arrow?.edge {
        case .top?: return .bottom
        case .bottom?: return .top
        case .left?: return .right
        case .right?: return .left
        case nil: return nil
        }
    }
}
