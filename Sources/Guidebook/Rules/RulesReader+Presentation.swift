extension RulesReader {
    /// A card's presentation checked against its spotlight: ``TutorialPresentation/spotlight`` and
    /// ``TutorialPresentation/anchored`` need one to point at, ``TutorialPresentation/inline``
    /// points at nothing. Either mistake is an error, so no card is shown half-configured.
    mutating func checkPresentation(
        of set: TutorialRuleSet, card: PropertyListDictionary.Entry, at location: SourceLocation?
    ) {
        guard let presentation = set.presentation else { return }
        let hadSpotlight = card.value.dictionaryValue?.contains { $0.key == "spotlight" } ?? false
        if presentation.pointsAtTarget, !hadSpotlight {
            fail(
                "The card \"\(card.key)\" is presented \"\(presentation.rawValue)\" but has no spotlight to point at.",
                at: location,
                fix:
                    "Add \"spotlight\": {\"target\": \"exportButton\"} (an id the app registers), or use \"presentation\": \"overlay\".",
                code: .rulesMissingKey)
        } else if presentation == .inline, hadSpotlight {
            fail(
                "The card \"\(card.key)\" is presented \"inline\", which points at nothing, but it has a spotlight.",
                at: location,
                fix: "Remove \"spotlight\", or use \"presentation\": \"anchored\" for a bubble beside the target.",
                code: .rulesBadValue)
        }
    }
}
