import Guidebook
import Testing

@Suite struct TutorialCardPassThroughTests {
    private let safeArea = SpotlightRect(x: 0, y: 59, width: 393, height: 759)
    private let button = SpotlightRect(x: 300, y: 70, width: 44, height: 44)

    private func model(shape: TutorialSpotlight.Shape = .rounded(cornerRadius: 8), passes: Bool) -> TutorialCardModel {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Tap Export to share the score.", dismissHint: "Tap to continue",
            language: "en")
        card.spotlight = TutorialSpotlight(target: .id("exportButton"), shape: shape, passesTapsThrough: passes)
        return TutorialCardModel(card: card)
    }

    @Test func aTapOnTheTargetReachesItAndDismissesTheCardAsTappedTarget() {
        let model = model(passes: true)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: button)
        let input = model.input(forTapAt: SpotlightPoint(x: 322, y: 92), placement: placement)
        #expect(input == .tapOnTarget)
        #expect(model.action(for: input) == .dismiss(.tappedTarget))
        #expect(DismissReason.tappedTarget.countsAsSeen)
    }

    @Test func withoutPassThroughATapOnTheTargetIsAnOrdinaryTap() {
        let model = model(passes: false)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: button)
        #expect(model.input(forTapAt: SpotlightPoint(x: 322, y: 92), placement: placement) == .tap)
    }

    @Test(arguments: [
        SpotlightPoint(x: 100, y: 500),  // the dimmed screen
        SpotlightPoint(x: 292.5, y: 62.5),  // the cut-out's rounded corner, outside the curve
        SpotlightPoint(x: .nan, y: 92),
    ])
    func aTapOutsideTheClearShapeIsAnOrdinaryTap(point: SpotlightPoint) {
        let model = model(passes: true)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: button)
        #expect(model.input(forTapAt: point, placement: placement) == .tap)
    }

    @Test func aTapOnTheCardOverACutOutItCoversIsATapOnTheCard() throws {
        let model = model(passes: true)
        // No room on any side: the card is centred over the target and the cut-out is kept.
        let huge = SpotlightRect(x: 10, y: 70, width: 373, height: 740)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: huge)
        #expect(placement.cutout != nil)
        let card = placement.cardFrame
        #expect(model.input(forTapAt: SpotlightPoint(x: card.midX, y: card.midY), placement: placement) == .tap)
    }

    @Test func aCircleTakesTapsInsideTheCircleOnly() throws {
        let model = model(shape: .circle, passes: true)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: button)
        let circle = try #require(placement.cutout).frame
        #expect(
            model.input(forTapAt: SpotlightPoint(x: circle.midX, y: circle.minY + 1), placement: placement)
                == .tapOnTarget)
        #expect(
            model.input(forTapAt: SpotlightPoint(x: circle.minX + 2, y: circle.minY + 2), placement: placement) == .tap)
    }

    @Test func aTargetOffScreenHasNoCutOutSoNoTapPassesThrough() {
        let model = model(passes: true)
        let gone = SpotlightRect(x: 300, y: -200, width: 44, height: 44)
        let placement = model.placement(safeArea: safeArea, cardHeight: 140, targetFrame: gone)
        #expect(model.input(forTapAt: SpotlightPoint(x: 322, y: -178), placement: placement) == .tap)
    }
}
