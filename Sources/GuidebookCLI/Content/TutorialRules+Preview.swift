import Foundation
import Guidebook

extension TutorialRules {
    /// The card as the preview draws it, as the engine gives it to an app: with its rules'
    /// spotlight and style (the file's and its own ``TutorialRuleSet/style``), its place in its ordered tour ("2 of 4", Next, Skip tour), and its actions
    /// titled in its language by `copy` (the same titles and `missing-action-title` findings as
    /// the engine's, ``TutorialCopy``).
    func previewed(_ card: TutorialCard, copy: TutorialCopy) -> (card: TutorialCard, findings: [Diagnostic]) {
        var card = card
        card.spotlight = self[card.key].spotlight
        card.tourStep = tourStep(of: card.key)
        card.style = style(of: card.key)
        let (actions, findings) = copy.actionButtons(self[card.key].actions, for: card.key, language: card.language)
        card.actions = actions
        return (card, findings)
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
