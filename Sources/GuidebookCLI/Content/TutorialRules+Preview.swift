import Foundation
import Guidebook

extension TutorialRules {
    /// The card as the preview draws it, as the engine gives it to an app: with its rules'
    /// spotlight and style (the file's and its own ``TutorialRuleSet/style``), its place in its
    /// ordered tour ("2 of 4", Next, Skip tour), its actions titled in its language by `copy`, and
    /// its image with its VoiceOver words (the same titles, labels and
    /// `missing-action-title`/`missing-image-label`/`card-body-markdown` findings as the engine's,
    /// ``TutorialCopy``, ``TutorialCardBody``).
    func previewed(_ card: TutorialCard, copy: TutorialCopy) -> (card: TutorialCard, findings: [Diagnostic]) {
        var card = card
        card.spotlight = self[card.key].spotlight
        card.presentation = self[card.key].presentation
        card.tourStep = tourStep(of: card.key)
        card.style = style(of: card.key)
        let (actions, actionFindings) = copy.actionButtons(
            self[card.key].actions, for: card.key, language: card.language)
        card.actions = actions
        let findings =
            actionFindings + TutorialCardBody.reading(card.body, key: card.key, language: card.language).findings
        guard let image = self[card.key].image else { return (card, findings) }
        let (picture, imageFindings) = copy.cardImage(image, for: card.key, language: card.language)
        card.image = picture
        return (card, findings + imageFindings)
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
