import Guidebook
import GuidebookTestSupport
import Testing

@Suite struct SpotlightLayoutTests {
    /// A 400 × 800 safe area and a 200 × 100 card; the gap is 12, the arrow stays 20 from the corners.
    static let safe = SpotlightRect(x: 0, y: 0, width: 400, height: 800)

    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var spotlight: TutorialSpotlight
        var registered: SpotlightRect? = nil
        var direction: LayoutDirection = .leftToRight
        var cardWidth = 200.0
        var cardHeight = 100.0
        /// The expected placement, card frame (x, y), arrow edge and position; `nil` for none.
        var placement: TutorialSpotlight.Placement?
        var card: (Double, Double)
        var arrow: (SpotlightLayout.Edge, Double)?
        var cutout: SpotlightRect?
        var fallback: SpotlightLayout.Fallback? = nil
        var testDescription: String { name }
    }

    static func frame(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> TutorialSpotlight {
        TutorialSpotlight(
            target: .frame(SpotlightRect(x: x, y: y, width: width, height: height)), shape: .rectangle, padding: 0)
    }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> SpotlightRect {
        SpotlightRect(x: x, y: y, width: width, height: height)
    }

    static let rows: [Row] = [
        Row(
            name: "below the target by default, centred on it", spotlight: frame(100, 100, 40, 40),
            placement: .below, card: (20, 152), arrow: (.top, 100), cutout: rect(100, 100, 40, 40)),
        Row(
            name: "above when there is no room below", spotlight: frame(100, 700, 40, 40),
            placement: .above, card: (20, 588), arrow: (.bottom, 100), cutout: rect(100, 700, 40, 40)),
        Row(
            name: "on the preferred side when it has room",
            spotlight: TutorialSpotlight(
                target: .frame(rect(100, 300, 40, 40)), shape: .rectangle, padding: 0, placement: .above),
            placement: .above, card: (20, 188), arrow: (.bottom, 100), cutout: rect(100, 300, 40, 40)),
        Row(
            name: "flipped to the opposite side when the preferred one has no room",
            spotlight: TutorialSpotlight(
                target: .frame(rect(100, 50, 40, 40)), shape: .rectangle, padding: 0, placement: .above),
            placement: .below, card: (20, 102), arrow: (.top, 100), cutout: rect(100, 50, 40, 40)),
        Row(
            name: "slid inside at the left edge, the arrow kept off the corner", spotlight: frame(0, 300, 20, 20),
            placement: .below, card: (0, 332), arrow: (.top, 20), cutout: rect(0, 300, 20, 20)),
        Row(
            name: "slid inside at the right edge, the arrow following the target",
            spotlight: frame(380, 300, 20, 20),
            placement: .below, card: (200, 332), arrow: (.top, 180), cutout: rect(380, 300, 20, 20)),
        Row(
            name: "trailing (right) when neither above nor below has room", spotlight: frame(50, 0, 40, 800),
            placement: .trailing, card: (102, 350), arrow: (.left, 50), cutout: rect(50, 0, 40, 800)),
        Row(
            name: "right to left: trailing is left, no room there, so leading (right)",
            spotlight: frame(50, 0, 40, 800), direction: .rightToLeft,
            placement: .leading, card: (102, 350), arrow: (.left, 50), cutout: rect(50, 0, 40, 800)),
        Row(
            name: "right to left: preferred leading is the right side",
            spotlight: TutorialSpotlight(
                target: .frame(rect(20, 300, 40, 40)), shape: .rectangle, padding: 0, placement: .leading),
            direction: .rightToLeft,
            placement: .leading, card: (72, 270), arrow: (.left, 50), cutout: rect(20, 300, 40, 40)),
        Row(
            name: "a circle: the smallest one around the padded target",
            spotlight: TutorialSpotlight(target: .frame(rect(185, 380, 20, 30)), shape: .circle, padding: 5),
            placement: .below, card: (95, 432), arrow: (.top, 100), cutout: rect(170, 370, 50, 50)),
        Row(
            name: "padding grows the cut-out and pushes the card away",
            spotlight: TutorialSpotlight(target: .frame(rect(100, 100, 40, 40)), shape: .rectangle, padding: 10),
            placement: .below, card: (20, 162), arrow: (.top, 100), cutout: rect(90, 90, 60, 60)),
        Row(
            name: "a target partly off screen: placed by its visible part", spotlight: frame(-20, 300, 40, 40),
            placement: .below, card: (0, 352), arrow: (.top, 20), cutout: rect(-20, 300, 40, 40)),
        Row(
            name: "a registered id is placed by its frame",
            spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rectangle, padding: 0),
            registered: rect(100, 100, 40, 40),
            placement: .below, card: (20, 152), arrow: (.top, 100), cutout: rect(100, 100, 40, 40)),
        Row(
            name: "an id nobody registered: centred, no cut-out",
            spotlight: TutorialSpotlight(target: .id("exportButton")),
            placement: nil, card: (100, 350), arrow: nil, cutout: nil, fallback: .targetMissing),
        Row(
            name: "a zero-sized target: centred, no cut-out", spotlight: frame(100, 100, 0, 40),
            placement: nil, card: (100, 350), arrow: nil, cutout: nil, fallback: .targetEmpty),
        Row(
            name: "a target that is not a number: centred, no cut-out", spotlight: frame(.nan, 100, 40, 40),
            placement: nil, card: (100, 350), arrow: nil, cutout: nil, fallback: .targetEmpty),
        Row(
            name: "a target off screen: centred, no cut-out", spotlight: frame(500, 100, 40, 40),
            placement: nil, card: (100, 350), arrow: nil, cutout: nil, fallback: .targetOffScreen),
        Row(
            name: "a card with no room on any side: centred, the cut-out kept", spotlight: frame(180, 380, 40, 40),
            cardWidth: 390, cardHeight: 390,
            placement: nil, card: (5, 205), arrow: nil, cutout: rect(180, 380, 40, 40), fallback: .noRoom),
        Row(
            name: "a card larger than the screen is shrunk to it", spotlight: frame(180, 380, 40, 40),
            cardWidth: 1000, cardHeight: 2000,
            placement: nil, card: (0, 0), arrow: nil, cutout: rect(180, 380, 40, 40), fallback: .noRoom),
    ]

    func layout(_ row: Row) -> SpotlightLayout {
        SpotlightLayout(
            spotlight: row.spotlight, targetFrame: row.registered, key: "Export", safeArea: Self.safe,
            cardWidth: row.cardWidth, cardHeight: row.cardHeight, layoutDirection: row.direction)
    }

    @Test(arguments: rows)
    func theCardIsPlacedBesideItsTarget(row: Row) {
        let layout = layout(row)
        #expect(layout.placement == row.placement)
        #expect([layout.cardFrame.x, layout.cardFrame.y] == [row.card.0, row.card.1])
        #expect(layout.arrow?.edge == row.arrow?.0)
        #expect(layout.arrow?.position == row.arrow?.1)
        #expect(layout.cutout?.frame == row.cutout)
        #expect(layout.fallback == row.fallback)
        #expect((layout.diagnostic != nil) == (row.fallback != nil))
    }

    @Test func aFallbackSaysWhichCardAndWhatToDo() {
        let layout = SpotlightLayout(
            spotlight: TutorialSpotlight(target: .id("exportButton")), targetFrame: nil, key: "Export",
            safeArea: Self.safe, cardWidth: 200, cardHeight: 100)
        let finding = layout.diagnostic
        #expect(finding?.severity == .warning)
        #expect(finding?.code == .spotlightTargetMissing)
        #expect(finding?.message.contains("\"Export\"") == true)
        #expect(finding?.message.contains("\"exportButton\"") == true)
        #expect(finding?.fix?.contains("setSpotlightTarget") == true)
    }

    @Test func theArrowTipPointsFromTheCardTowardsTheTarget() throws {
        let below = layout(Self.rows[0])
        let arrow = try #require(below.arrow)
        #expect(arrow.tipY == below.cardFrame.minY - SpotlightLayout.arrowLength)
        #expect(arrow.tipX == 120)
        let beside = layout(Self.rows[6])
        let side = try #require(beside.arrow)
        #expect(side.tipX == beside.cardFrame.minX - SpotlightLayout.arrowLength)
        #expect(side.tipY == 400)
    }

    @Test(arguments: [
        (TutorialSpotlight.Shape.rectangle, 0.0), (.rounded(cornerRadius: 6), 6), (.rounded(cornerRadius: 50), 10),
        (.rounded(cornerRadius: -3), 0),
    ])
    func cornerRadiiStayWithinTheCutOut(shape: TutorialSpotlight.Shape, radius: Double) {
        let layout = SpotlightLayout(
            spotlight: TutorialSpotlight(target: .frame(Self.rect(100, 100, 40, 20)), shape: shape, padding: 0),
            targetFrame: nil, key: "Export", safeArea: Self.safe, cardWidth: 200, cardHeight: 100)
        #expect(layout.cutout?.cornerRadius == radius)
    }

    /// Random targets, sizes and preferences: whenever the spotlight is honoured the card stays
    /// inside the safe area and never overlaps the cut-out; right to left is the mirror image.
    @Test func randomLayoutsNeverCoverTheTargetNorLeaveTheScreenAndMirrorInRightToLeft() {
        var random = SplitMix64(seed: 15)
        let safe = Self.rect(0, 47, 390, 763)
        var honoured = 0
        for _ in 0..<2_000 {
            let target = Self.rect(
                Double(random.below(440)) - 25, Double(random.below(880)) - 20, Double(random.below(120)),
                Double(random.below(120)))
            let shapes: [TutorialSpotlight.Shape] = [.rectangle, .rounded(cornerRadius: 8), .circle]
            let placement = [nil] + TutorialSpotlight.Placement.allCases.map(Optional.some)
            let spotlight = TutorialSpotlight(
                target: .frame(target), shape: shapes[random.below(3)], padding: Double(random.below(16)),
                placement: placement[random.below(5)])
            let width = Double(100 + random.below(300))
            let height = Double(60 + random.below(300))
            let ltr = SpotlightLayout(
                spotlight: spotlight, targetFrame: nil, key: "K", safeArea: safe, cardWidth: width, cardHeight: height)
            var mirroredSpotlight = spotlight
            mirroredSpotlight.target = .frame(target.mirrored(within: safe))
            let rtl = SpotlightLayout(
                spotlight: mirroredSpotlight, targetFrame: nil, key: "K", safeArea: safe, cardWidth: width,
                cardHeight: height, layoutDirection: .rightToLeft)
            #expect(ltr.placement == rtl.placement)
            #expect(ltr.fallback == rtl.fallback)
            #expect(Self.close(ltr.cardFrame.mirrored(within: safe), rtl.cardFrame), "\(spotlight) \(width)×\(height)")
            guard ltr.fallback == nil, let cut = ltr.cutout, let arrow = ltr.arrow, let mirrored = rtl.arrow else {
                continue
            }
            honoured += 1
            let card = ltr.cardFrame
            #expect(
                card.minX >= safe.minX && card.maxX <= safe.maxX && card.minY >= safe.minY && card.maxY <= safe.maxY)
            #expect(card.intersection(cut.frame) == nil, "\(spotlight) \(width)×\(height)")
            #expect(abs(arrow.tipX - (safe.minX + safe.maxX - mirrored.tipX)) < 1e-9)
        }
        #expect(honoured > 1_000)
    }

    static func close(_ a: SpotlightRect, _ b: SpotlightRect) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 && abs(a.width - b.width) < 1e-9
            && abs(a.height - b.height) < 1e-9
    }
}
