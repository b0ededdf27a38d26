import Guidebook
import GuidebookCLI
import Testing

@Suite struct CardRendererSpotlightTests {
    static func card(_ spotlight: TutorialSpotlight?, frame: SpotlightRect? = nil, language: String = "en")
        -> TutorialCard
    {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            language: language)
        card.spotlight = spotlight
        card.spotlightFrame = frame
        return card
    }

    /// The columns of `line` that are blank (the cut-out), as display columns.
    static func blankColumns(_ line: String) -> [Int] {
        Array(line).enumerated().filter { $0.element == " " }.map(\.offset)
    }

    @Test func aTargetNearTheTopIsLeftClearWithTheCardBelowAndAnArrowUp() throws {
        // A 60-point square at the top right of a 390 × 844 screen: columns 64...72 of 80, rows 2...3 of 24.
        let spotlight = TutorialSpotlight(
            target: .frame(SpotlightRect(x: 320, y: 80, width: 60, height: 60)), shape: .rectangle, padding: 0)
        let lines = CardRenderer(columns: 80, styled: false).lines(for: Self.card(spotlight))
        #expect(lines.count == 24)
        #expect(Set(lines.map { CardRenderer.width(of: $0) }) == [80])
        let boxTop = try #require(lines.firstIndex { $0.contains("┌") })
        let arrowRow = try #require(lines.firstIndex { $0.contains("▲") })
        #expect(arrowRow == boxTop - 1)
        let clear = lines[..<arrowRow].filter { $0.contains(" ") }
        #expect(!clear.isEmpty)
        for line in clear { #expect(Self.blankColumns(line).allSatisfy { (66...78).contains($0) }, "\(line)") }
        // The arrow stands under the target's columns; the box is slid left to stay on screen.
        let arrowColumn = try #require(Array(lines[arrowRow]).firstIndex(of: "▲"))
        #expect((66...78).contains(arrowColumn))
        #expect(lines[boxTop].hasSuffix("┐"))
        #expect(lines.contains { $0.contains("Share the score as a PDF.") })
    }

    @Test func aTargetNearTheBottomPutsTheCardAboveWithAnArrowDown() throws {
        let spotlight = TutorialSpotlight(
            target: .frame(SpotlightRect(x: 20, y: 740, width: 60, height: 60)), shape: .circle, padding: 4)
        let lines = CardRenderer(columns: 80, styled: false).lines(for: Self.card(spotlight))
        let boxBottom = try #require(lines.firstIndex { $0.contains("└") })
        let arrowRow = try #require(lines.firstIndex { $0.contains("▼") })
        #expect(arrowRow == boxBottom + 1)
        #expect(lines[(arrowRow + 1)...].contains { $0.contains(" ") })
        #expect(lines[..<boxBottom].allSatisfy { !$0.hasPrefix(" ") })
    }

    @Test func rightToLeftMirrorsTheDrawing() {
        let target = SpotlightRect(x: 320, y: 80, width: 60, height: 60)
        let ltr = CardRenderer(columns: 80, styled: false).lines(
            for: Self.card(
                TutorialSpotlight(target: .frame(target), shape: .rectangle, padding: 0, placement: .trailing)))
        var mirrored = Self.card(
            TutorialSpotlight(
                target: .frame(target.mirrored(within: CardRenderer.referenceScreen)), shape: .rectangle, padding: 0,
                placement: .trailing), language: "ar")
        mirrored.title = "Export"
        let rtl = CardRenderer(columns: 80, styled: false).lines(for: mirrored)
        // No room after the target at the screen's edge: the card goes before it, on the left in
        // English (arrow pointing right), on the right in Arabic (arrow pointing left).
        #expect(ltr.joined().filter { "▲▼◀▶".contains($0) } == "▶")
        #expect(rtl.joined().filter { "▲▼◀▶".contains($0) } == "◀")
        let blankLTR = ltr.prefix(3).map { Self.blankColumns($0) }
        let blankRTL = rtl.prefix(3).map { Self.blankColumns($0).map { 79 - $0 }.sorted() }
        #expect(blankLTR == blankRTL)
        #expect(blankLTR[2].contains(70))
    }

    @Test func aMissingTargetIsCentredAndSaysWhy() {
        let lines = CardRenderer(columns: 80, styled: false).lines(
            for: Self.card(TutorialSpotlight(target: .id("exportButton"))))
        #expect(lines.last?.hasPrefix("⚠ The spotlight card \"Export\" is centred") == true)
        #expect(lines.last?.contains("\"exportButton\" is not registered") == true)
        #expect(!lines.dropLast().joined().contains(where: { "▲▼◀▶".contains($0) }))
        #expect(lines.dropLast().allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
    }

    @Test func aCardWithoutSpotlightIsDrawnAsBefore() {
        let lines = CardRenderer(columns: 60, styled: false).lines(for: Self.card(nil))
        #expect(lines.first == String(repeating: "░", count: 60))
        #expect(lines[1] == "░░░░┌" + String(repeating: "─", count: 50) + "┐░░░░")
    }
}
