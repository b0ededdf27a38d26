import Guidebook
import Testing

@Suite struct TutorialCardPlacementTests {
    /// An iPhone 15's safe area in portrait, in points.
    private let safeArea = SpotlightRect(x: 0, y: 59, width: 393, height: 759)

    private func model(
        spotlight: TutorialSpotlight? = nil, registered: SpotlightRect? = nil, language: String = "en"
    ) -> TutorialCardModel {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            language: language)
        card.spotlight = spotlight
        card.spotlightFrame = registered
        return TutorialCardModel(card: card)
    }

    private func overlaps(_ a: SpotlightRect, _ b: SpotlightRect) -> Bool {
        a.intersection(b) != nil
    }

    @Test func aCardWithoutSpotlightIsCentredInsideTheMarginsAtMostItsMaximumWidth() {
        let model = model()
        let wide = SpotlightRect(x: 0, y: 24, width: 1180, height: 796)  // an iPad in landscape
        #expect(model.cardWidth(safeArea: safeArea) == 393 - 2 * model.margin)
        #expect(model.cardWidth(safeArea: wide) == model.maximumWidth)
        let placement = model.placement(safeArea: wide, cardHeight: 140)
        #expect(placement.cardFrame == SpotlightRect(x: 590 - 210, y: 422 - 70, width: 420, height: 140))
        #expect(placement.cutout == nil)
        #expect(placement.arrow == nil)
        #expect(placement.arrowPoints.isEmpty)
        #expect(placement.diagnostic == nil)
    }

    @Test(arguments: [10_000.0, .infinity, .nan, -5])
    func aCardTallerThanTheScreenOrNotANumberStaysInsideIt(height: Double) {
        let placement = model().placement(safeArea: safeArea, cardHeight: height)
        let area = model().cardArea(safeArea: safeArea)
        #expect(placement.cardFrame.minY >= area.minY)
        #expect(placement.cardFrame.maxY <= area.maxY)
        #expect(placement.cardFrame.height >= 0)
    }

    @Test func aScreenSmallerThanTheMarginsGivesAnEmptyCardNotANegativeOne() {
        let tiny = SpotlightRect(x: 10, y: 10, width: 30, height: 30)
        #expect(model().cardWidth(safeArea: tiny) == 0)
        let frame = model().placement(safeArea: tiny, cardHeight: 100).cardFrame
        #expect(frame.width == 0 && frame.height == 0)
        #expect(frame.midX == 25 && frame.midY == 25)
    }

    @Test(arguments: [
        SpotlightRect(x: 24, y: 70, width: 44, height: 44),  // the top leading corner (a back button)
        SpotlightRect(x: 330, y: 760, width: 44, height: 44),  // a tab bar item
        SpotlightRect(x: 170, y: 400, width: 60, height: 30),  // the middle
    ])
    func aSpotlightCardLeavesItsTargetClearAndPointsAtIt(target: SpotlightRect) throws {
        let model = model(spotlight: TutorialSpotlight(target: .frame(target)))
        let placement = model.placement(safeArea: safeArea, cardHeight: 150)
        let area = model.cardArea(safeArea: safeArea)
        let cutout = try #require(placement.cutout)
        #expect(!overlaps(cutout.frame, placement.cardFrame))
        #expect(placement.cardFrame.minX >= area.minX && placement.cardFrame.maxX <= area.maxX)
        #expect(placement.cardFrame.minY >= area.minY && placement.cardFrame.maxY <= area.maxY)
        let points = placement.arrowPoints
        #expect(points.count == 3)
        // The tip lies between the card and the cut-out; the base lies on the card's edge.
        if let arrow = placement.arrow, points.count == 3 {
            #expect(points[0] == SpotlightPoint(x: arrow.tipX, y: arrow.tipY))
            let base = [points[1], points[2]]
            switch arrow.edge {
            case .top: #expect(base.allSatisfy { $0.y == placement.cardFrame.minY })
            case .bottom: #expect(base.allSatisfy { $0.y == placement.cardFrame.maxY })
            case .left: #expect(base.allSatisfy { $0.x == placement.cardFrame.minX })
            case .right: #expect(base.allSatisfy { $0.x == placement.cardFrame.maxX })
            }
            #expect(abs(base[0].x - base[1].x) + abs(base[0].y - base[1].y) == 2 * TutorialCardModel.arrowHalfWidth)
        }
    }

    @Test func aTargetRegisteredByIdIsUsedAndAMissingOneCentresTheCardWithAWarning() {
        let spotlight = TutorialSpotlight(target: .id("exportButton"), shape: .circle)
        let found = model(spotlight: spotlight, registered: SpotlightRect(x: 330, y: 70, width: 44, height: 44))
            .placement(safeArea: safeArea, cardHeight: 150)
        #expect(found.cutout?.isCircle == true)
        #expect(found.diagnostic == nil)
        let missing = model(spotlight: spotlight).placement(safeArea: safeArea, cardHeight: 150)
        #expect(missing.cutout == nil)
        #expect(missing.arrow == nil)
        #expect(missing.diagnostic?.code == .spotlightTargetMissing)
        #expect(missing.cardFrame == model().placement(safeArea: safeArea, cardHeight: 150).cardFrame)
    }

    @Test func aRightToLeftCardBesideItsTargetIsTheMirrorImage() {
        let iPad = SpotlightRect(x: 0, y: 24, width: 1180, height: 796)
        let target = SpotlightRect(x: 40, y: 300, width: 44, height: 44)
        let spotlight = TutorialSpotlight(target: .frame(target), placement: .trailing)
        let english = model(spotlight: spotlight).placement(safeArea: iPad, cardHeight: 120)
        let mirrored = TutorialSpotlight(target: .frame(target.mirrored(within: iPad)), placement: .trailing)
        let arabic = model(spotlight: mirrored, language: "ar").placement(safeArea: iPad, cardHeight: 120)
        #expect(english.arrow?.edge == .left)
        #expect(arabic.arrow?.edge == .right)
        #expect(arabic.cardFrame == english.cardFrame.mirrored(within: iPad))
        #expect(arabic.arrowPoints.map(\.x) == english.arrowPoints.map { iPad.minX + iPad.maxX - $0.x })
    }
}
