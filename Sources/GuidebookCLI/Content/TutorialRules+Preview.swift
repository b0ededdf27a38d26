import Foundation
import Guidebook

extension TutorialRules {
    /// The card as the preview draws it: with its rules' spotlight, and its place in its ordered
    /// tour ("2 of 4", Next, Skip tour).
    func previewed(_ card: TutorialCard) -> TutorialCard {
        var card = card
        card.spotlight = self[card.key].spotlight
        card.tourStep = tourStep(of: card.key)
        return card
    }

    /// Why each card would or would not show now to a new user: no state, nothing seen, the
    /// process's clock, no testing switches.
    func previewDecisions(for cards: [TutorialCard], now: Date = Date()) -> [String: TutorialDecision] {
        let context = TutorialDecisionContext(now: now)
        var decisions: [String: TutorialDecision] = [:]
        for card in cards {
            decisions[card.key] = explain(card.key, state: TutorialRuleState(), context: context) { _ in false }
        }
        return decisions
    }
}
