import Foundation
import Guidebook
import Testing

/// A card encoded by an earlier version (kept by an app, handed to a widget) still decodes, with
/// what a card of that version showed; a card of this version survives the round trip whole.
@Suite struct TutorialCardCodingTests {
    static func golden(_ name: String) throws -> Data {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: tests.appendingPathComponent("Snapshots").appendingPathComponent(name))
    }

    @Test func aCardEncodedBeforeTourTextsAndActionsDecodesWithTheWordsOfItsLanguageAndNoButtons() throws {
        let card = try JSONDecoder().decode(
            TutorialCard.self, from: try Self.golden("tutorial-card-before-actions.json"))
        var expected = TutorialCard(
            key: "Library", title: "Bibliothek", body: "Hier sind deine Kompositionen.",
            dismissHint: "Tippen zum Fortfahren", language: "de")
        expected.tourStep = TutorialCard.TourStep(tour: "basics", number: 1, count: 2)
        expected.tourTexts = GuidebookStrings(language: "de").tourTexts
        #expect(card == expected)
        let controls = try #require(TutorialCardModel(card: card).tourControls)
        #expect(
            [controls.progress, controls.nextTitle, controls.skipTitle] == ["1 von 2", "Weiter", "Tour überspringen"])
        #expect(TutorialCardModel(card: card).actionButtons.isEmpty)
    }

    @Test func aCardWithEveryMemberSurvivesTheRoundTrip() throws {
        var card = TutorialCard(
            key: "Export", title: "Teilen", body: "Teile deine Musik.", dismissHint: "Tippen zum Fortfahren",
            dimmingOpacity: 0.55, language: "ar")
        card.tourStep = TutorialCard.TourStep(tour: "basics", number: 2, count: 2, offersBack: true)
        card.tourTexts.next = "التالي"
        card.spotlight = TutorialSpotlight(target: .id("exportButton"))
        card.spotlightFrame = SpotlightRect(x: 10, y: 20, width: 44, height: 44)
        card.actions = [
            TutorialCard.Action(
                TutorialAction(id: "tryIt", role: .primary, target: .helpArticle("export-pdf")), title: "جرّبه"),
            TutorialCard.Action(TutorialAction(id: "later", role: .dismiss), title: "ليس الآن"),
        ]
        card.image = TutorialCard.Image(.asset("ExportIllustration"), accessibilityLabel: "سهم المشاركة")
        let decoded = try JSONDecoder().decode(TutorialCard.self, from: try JSONEncoder().encode(card))
        #expect(decoded == card)
        #expect(decoded.layoutDirection == .rightToLeft)
    }

    @Test(arguments: ["key", "title", "body", "dismissHint", "dimmingOpacity", "language"])
    func aCardWithoutAMemberEveryVersionWroteIsRefusedNamingIt(member: String) throws {
        var object = try #require(
            try JSONSerialization.jsonObject(with: try Self.golden("tutorial-card-before-actions.json"))
                as? [String: Any])
        object[member] = nil
        let data = try JSONSerialization.data(withJSONObject: object)
        #expect {
            try JSONDecoder().decode(TutorialCard.self, from: data)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == member
        }
    }
}
