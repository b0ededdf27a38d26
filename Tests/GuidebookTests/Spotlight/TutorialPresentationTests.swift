import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

@Suite struct TutorialPresentationTests {
    func read(_ text: String) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        }
    }

    static let safeArea = SpotlightRect(x: 0, y: 47, width: 390, height: 763)

    static func card(_ presentation: TutorialPresentation?, target: SpotlightRect?) -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share it as a PDF.", dismissHint: "Tap to continue",
            dimmingOpacity: 0.4, language: "en")
        card.spotlight = target.map { TutorialSpotlight(target: .frame($0)) }
        card.presentation = presentation
        return card
    }

    @Test func eachPresentationIsReadAndACardWithoutOneFollowsItsSpotlight() throws {
        let rules = try read(
            """
            {"cards": {
              "Welcome": {},
              "Library": {"spotlight": {"target": "libraryButton"}},
              "Export": {"presentation": "anchored", "spotlight": {"target": "exportButton"}},
              "Share": {"presentation": "spotlight", "spotlight": {"target": "shareButton"}},
              "Tips": {"presentation": "inline"},
              "Intro": {"presentation": "overlay"}
            }}
            """
        ).get()
        let resolved = ["Welcome", "Library", "Export", "Share", "Tips", "Intro"].map { rules[$0].resolvedPresentation }
        #expect(resolved == [.overlay, .spotlight, .anchored, .spotlight, .inline, .overlay])
        #expect(rules["Welcome"].presentation == nil)
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"presentation": "ancored", "spotlight": {"target": "b"}}}}"#,
            code: DiagnosticCode.rulesUnknownName, column: 23, message: #"Unknown presentation "ancored"."#,
            fix: #"Did you mean "anchored"?"#
        ),
        (
            text: #"{"cards": {"Export": {"presentation": 2}}}"#, code: DiagnosticCode.rulesWrongType, column: 23,
            message: #""presentation" must be text, not integer."#, fix: #"Write "presentation" as text."#
        ),
        (
            text: #"{"cards": {"Export": {"presentation": "anchored"}}}"#, code: DiagnosticCode.rulesMissingKey,
            column: 23,
            message: #"The card "Export" is presented "anchored" but has no spotlight to point at."#,
            fix:
                #"Add "spotlight": {"target": "exportButton"} (an id the app registers), or use "presentation": "overlay"."#
        ),
        (
            text: #"{"cards": {"Export": {"presentation": "spotlight"}}}"#, code: DiagnosticCode.rulesMissingKey,
            column: 23,
            message: #"The card "Export" is presented "spotlight" but has no spotlight to point at."#,
            fix:
                #"Add "spotlight": {"target": "exportButton"} (an id the app registers), or use "presentation": "overlay"."#
        ),
        (
            text: #"{"cards": {"Export": {"presentation": "inline", "spotlight": {"target": "b"}}}}"#,
            code: DiagnosticCode.rulesBadValue, column: 23,
            message: #"The card "Export" is presented "inline", which points at nothing, but it has a spotlight."#,
            fix: #"Remove "spotlight", or use "presentation": "anchored" for a bubble beside the target."#
        ),
    ])
    func aPresentationThatCannotBeDrawnIsRefusedWithItsPositionAndAFix(
        text: String, code: DiagnosticCode, column: Int, message: String, fix: String
    ) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        #expect(error.diagnostics.count == 1)
        let finding = error.diagnostic
        #expect(finding.code == code)
        #expect(finding.location.map { [$0.line, $0.column] } == [1, column])
        #expect(finding.message == message)
        #expect(finding.fix == fix)
    }

    @Test func theShownCardCarriesItsRulesPresentation() async throws {
        let presenter = ScriptedPresenter()
        var rules = TutorialRules()
        var export = TutorialRuleSet(spotlight: TutorialSpotlight(target: .id("exportButton")))
        export.presentation = .anchored
        rules.cards["Export"] = export
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: InMemoryStateStore(), presenter: presenter,
            options: options(), rules: rules)
        tutorials.setSpotlightTarget("exportButton", frame: SpotlightRect(x: 300, y: 60, width: 44, height: 44))
        tutorials.show("Export")
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 1)
        await presenter.dismiss(presentation: 2)
        await tutorials.waitUntilIdle()
        let models = presenter.presented.map { TutorialCardModel(card: $0) }
        #expect(models.map(\.presentation) == [.anchored, .overlay])
        #expect(models.map(\.dimmingOpacity) == [0, 0.4])
    }

    /// The anchored bubble stands where a spotlight's card would, with its arrow, but leaves the
    /// screen clear: no dimming, no cut-out, and a tap beside it is the app's.
    @Test func anAnchoredBubbleDimsNothingAndLetsTapsBesideItReachTheApp() throws {
        let target = SpotlightRect(x: 300, y: 60, width: 44, height: 44)
        let anchored = TutorialCardModel(card: Self.card(.anchored, target: target))
        let spotlight = TutorialCardModel(card: Self.card(nil, target: target))
        let bubble = anchored.placement(safeArea: Self.safeArea, cardHeight: 120)
        let coachMark = spotlight.placement(safeArea: Self.safeArea, cardHeight: 120)
        #expect(bubble.cardFrame == coachMark.cardFrame)
        #expect(bubble.arrow == coachMark.arrow)
        #expect(bubble.cutout == nil)
        #expect(coachMark.cutout != nil)
        let onTarget = SpotlightPoint(x: 322, y: 82)
        let onCard = SpotlightPoint(x: bubble.cardFrame.midX, y: bubble.cardFrame.midY)
        #expect(!anchored.receivesTap(at: onTarget, placement: bubble))
        #expect(anchored.receivesTap(at: onCard, placement: bubble))
        #expect(spotlight.receivesTap(at: onTarget, placement: coachMark))
        #expect(anchored.action(for: .tap) == .dismiss(.tapped))
    }

    @Test func aCardThatAsksToPointButHasNoTargetIsAnOverlayAndAnInlineCardDimsNothing() {
        #expect(TutorialCardModel(card: Self.card(.anchored, target: nil)).presentation == .overlay)
        #expect(TutorialCardModel(card: Self.card(.spotlight, target: nil)).dimmingOpacity == 0.4)
        let inline = TutorialCardModel(card: Self.card(.inline, target: nil))
        #expect(inline.presentation == .inline)
        #expect(inline.dimmingOpacity == 0)
        let placement = inline.placement(safeArea: Self.safeArea, cardHeight: 100)
        #expect(!inline.receivesTap(at: SpotlightPoint(x: 1, y: 50), placement: placement))
    }

    /// Random targets, bubble sizes and placements: whenever the bubble is placed beside its
    /// target, it stays inside the safe area (less the margin) and never covers the target.
    @Test func randomAnchoredBubblesNeverLeaveTheSafeAreaNorCoverTheirTarget() {
        var random = SplitMix64(seed: 27)
        var beside = 0
        for _ in 0..<3_000 {
            let target = SpotlightRect(
                x: Double(random.below(440)) - 25, y: Double(random.below(880)) - 20,
                width: Double(1 + random.below(120)), height: Double(1 + random.below(120)))
            var card = Self.card(.anchored, target: target)
            let placements = [nil] + TutorialSpotlight.Placement.allCases.map(Optional.some)
            card.spotlight?.placement = placements[random.below(5)]
            card.spotlight?.padding = Double(random.below(16))
            let model = TutorialCardModel(card: card)
            let height = Double(60 + random.below(400))
            let placement = model.placement(safeArea: Self.safeArea, cardHeight: height)
            let area = model.cardArea(safeArea: Self.safeArea)
            let frame = placement.cardFrame
            #expect(
                frame.minX >= area.minX - 1e-9 && frame.maxX <= area.maxX + 1e-9 && frame.minY >= area.minY - 1e-9
                    && frame.maxY <= area.maxY + 1e-9, "\(target) \(height)")
            #expect(placement.cutout == nil)
            guard placement.arrow != nil else { continue }
            beside += 1
            #expect(frame.intersection(target) == nil, "\(target) \(height)")
        }
        #expect(beside > 1_500)
    }

    @Test func aCardKeepsItsPresentationThroughCodingAndAnOlderCardHasNone() throws {
        let card = Self.card(.anchored, target: SpotlightRect(x: 1, y: 2, width: 3, height: 4))
        let decoded = try JSONDecoder().decode(TutorialCard.self, from: JSONEncoder().encode(card))
        #expect(decoded == card)
        var older = card
        older.presentation = nil
        let members = try #require(
            JSONSerialization.jsonObject(with: JSONEncoder().encode(older)) as? [String: Any])
        #expect(members["presentation"] == nil)
        #expect(members["key"] as? String == "Export")
    }
}
