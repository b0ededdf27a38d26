import Guidebook
import GuidebookHTML
import Testing

@Suite struct SpotlightHTMLTests {
    static func card(_ spotlight: TutorialSpotlight?, language: String = "en") -> TutorialCard {
        var card = TutorialCard(
            key: "Export", title: "Export", body: "Share the score as a PDF.", dismissHint: "Tap to continue",
            dimmingOpacity: 0.5, language: language)
        card.spotlight = spotlight
        return card
    }

    /// The value of `name="…"` in the first element of `html` that starts with `element`.
    static func attribute(_ name: String, of element: String, in html: String) -> String? {
        guard let start = html.range(of: element) else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: ">"), let value = rest[..<end].range(of: " \(name)=\"") else { return nil }
        return String(rest[value.upperBound...].prefix { $0 != "\"" })
    }

    @Test func theDimmingLeavesTheTargetClearAndTheCardStandsBelowWithAnArrow() throws {
        // 390 × 844 points map to the 280 × 540 screen: (39, 84.4, 78, 84.4) → (28, 54, 56, 54) pixels.
        let spotlight = TutorialSpotlight(
            target: .frame(SpotlightRect(x: 39, y: 84.4, width: 78, height: 84.4)), shape: .rounded(cornerRadius: 6),
            padding: 4)
        let html = TutorialCardHTML(card: Self.card(spotlight)).render(anchor: "card-1")
        #expect(html.contains("<svg class=\"spot\""))
        #expect(Self.attribute("data-placement", of: "<svg", in: html) == "below")
        #expect(!html.contains("class=\"dimming"))
        let mask = try #require(html.range(of: "<mask id=\"spot-mask-card-1\">"))
        let cut = html[mask.upperBound...]
        // The mask keeps the whole screen dimmed but the cut-out.
        #expect(cut.hasPrefix("<rect width=\"280\" height=\"540\" fill=\"#fff\"/>"))
        #expect(cut.contains("<rect x=\"24\" y=\"50\" width=\"64\" height=\"62\" rx=\"6\" fill=\"#000\"/>"))
        #expect(html.contains("fill-opacity=\"0.5\" mask=\"url(#spot-mask-card-1)\""))
        #expect(Self.attribute("y", of: "<foreignObject", in: html) == "124")
        #expect(Self.attribute("data-edge", of: "<polygon", in: html) == "top")
        #expect(html.contains("<p class=\"card-body\">Share the score as a PDF.</p>"))
        #expect(TutorialCardHTML(card: Self.card(spotlight)).warnings.isEmpty)
    }

    @Test func aTargetNearTheBottomPutsTheCardAboveAnchoredAtItsBottomEdge() {
        let spotlight = TutorialSpotlight(
            target: .frame(SpotlightRect(x: 300, y: 760, width: 60, height: 60)), shape: .circle)
        let html = TutorialCardHTML(card: Self.card(spotlight)).render(anchor: "card-2")
        #expect(Self.attribute("data-placement", of: "<svg", in: html) == "above")
        #expect(html.contains("<circle cx="))
        #expect(Self.attribute("y", of: "<foreignObject", in: html) == "0")
        #expect(html.contains("class=\"spot-slot spot-end\""))
        #expect(Self.attribute("data-edge", of: "<polygon", in: html) == "bottom")
    }

    @Test func anIdTargetIsCentredWithANoteNotAWarning() {
        let card = Self.card(TutorialSpotlight(target: .id("exportButton")))
        let html = TutorialCardHTML(card: card).render(anchor: "card-3")
        #expect(Self.attribute("data-placement", of: "<svg", in: html) == "centred")
        #expect(html.contains("class=\"spot-slot spot-centre\""))
        #expect(!html.contains("<polygon"))
        #expect(html.contains("Spotlight on &quot;exportButton&quot;, which the app registers at run time"))
        #expect(TutorialCardHTML(card: card).warnings.isEmpty)
    }

    @Test func aTargetOffScreenIsAWarning() {
        let card = Self.card(TutorialSpotlight(target: .frame(SpotlightRect(x: 500, y: 100, width: 40, height: 40))))
        let warnings = TutorialCardHTML(card: card).warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Spotlight: The spotlight card \"Export\" is centred") == true)
    }

    @Test func theExplanationIsDrawnUnderTheCardEscapedAndOpenWhenItDoesNotShow() {
        var drawing = TutorialCardHTML(card: Self.card(nil))
        drawing.decision = TutorialDecision(
            key: "Export", skipReason: .rule(.prerequisites),
            checks: [
                TutorialRuleCheck(
                    .maxDisplayCount, requirement: "fewer than 3 displays", value: "0 displays", passed: true),
                TutorialRuleCheck(
                    .prerequisites, requirement: "\"<Welcome>\" seen first", value: "not seen", passed: false),
            ])
        let html = drawing.render()
        #expect(html.contains("<details class=\"explain explain-skipped\" dir=\"ltr\" lang=\"en\" open>"))
        #expect(html.contains("<summary>Does not show: prerequisites</summary>"))
        #expect(html.contains("<li class=\"fail\">"))
        #expect(html.contains("&quot;&lt;Welcome&gt;&quot; seen first: not seen"))
        drawing.decision = TutorialDecision(key: "Export", skipReason: nil, checks: [])
        #expect(
            drawing.render().contains(
                "<details class=\"explain explain-shows\" dir=\"ltr\" lang=\"en\"><summary>Shows now</summary>"))
    }
}
