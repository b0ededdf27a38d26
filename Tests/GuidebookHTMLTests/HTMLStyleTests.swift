import Guidebook
import GuidebookHTML
import Testing

/// The preview's card is drawn from `CardMetrics`, the constants the UIKit and SwiftUI cards
/// read: change one and the preview's card changes with it.
@Suite struct HTMLStyleTests {
    /// The style sheet's rules for the card, from `.card {` to the tour buttons' colours.
    static func cardRules(_ sheet: String) -> String? {
        guard let start = sheet.range(of: "\n.card {"), let end = sheet.range(of: "\n.tour-back, .tour-skip {")
        else { return nil }
        return String(sheet[sheet.index(after: start.lowerBound)...end.lowerBound])
    }

    @Test func theCardsRulesAreWrittenFromTheMetrics() {
        let metrics = CardMetrics(
            screenMargin: 30, padding: 23, titleSpacing: 5, bodySpacing: 11, controlSpacing: 9,
            buttonSpacing: 4, buttonCornerRadius: 3, shadowOffset: 2, shadowRadius: 12.5, shadowOpacity: 0.5,
            materialBlur: 31)
        #expect(
            Self.cardRules(HTMLStyle.sheet(card: metrics)) == """
                .card { position: absolute; left: 30px; right: 30px; top: 50%;
                  transform: translateY(-50%); background: var(--material); color: var(--text);
                  -webkit-backdrop-filter: blur(31px); backdrop-filter: blur(31px);
                  border-radius: 14px; padding: 23px;
                  box-shadow: 0 2px 25px rgba(0, 0, 0, 0.5); }
                @media (prefers-reduced-transparency: reduce) {
                  .card { background: var(--cell); -webkit-backdrop-filter: none; backdrop-filter: none; }
                }
                .card.card-inline { position: static; transform: none; margin: 30px; }
                .card-title { margin: 0 0 5px; font-size: 20px; }
                .card-body { margin: 0 0 11px; white-space: pre-line; }
                .card-hint { margin: 0; color: var(--secondary); font-size: 14px; text-align: center; }
                .card-tour { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between;
                  gap: 9px; font-size: 14px; }
                .tour-progress { color: var(--secondary); unicode-bidi: isolate; white-space: nowrap; }
                .tour-buttons { display: flex; gap: 4px; }
                .card-tour button { font: inherit; border: 0; border-radius: 3px; padding: 6px 10px;
                  cursor: pointer; white-space: nowrap; }

                """)
    }

    @Test func everyPageCarriesTheStandardLook() {
        #expect(HTMLStyle.sheet == HTMLStyle.sheet(card: .standard))
        let rules = Self.cardRules(HTMLStyle.sheet) ?? ""
        #expect(rules.hasPrefix(".card { position: absolute; left: 24px; right: 24px; top: 50%;\n"))
        #expect(rules.contains("border-radius: 14px; padding: 20px;\n"))
        // The card's margin is the one the core's placement keeps from the window's edges.
        #expect(CardMetrics.standard.screenMargin == TutorialCardModel(card: Self.card).margin)
    }

    static let card = TutorialCard(key: "Welcome", title: "Welcome", body: "Hi.", dismissHint: "Tap", language: "en")
}
