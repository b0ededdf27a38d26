extension GuidebookContent {
    /// The cards' actions checked against the copy and the help books: a title some language of the
    /// tutorial table lacks (the engine's own `missing-action-title` warning, saying what that
    /// language shows instead), and a `help:` target that a language's help book has no article
    /// for (an error with the nearest id). Each finding stands at the card's rules.
    ///
    /// `package`: `guidebook lint` reports them (``rulesFindings(tableKeys:codeKeys:table:)``).
    ///
    /// - Parameters:
    ///   - rules: The rules file as read.
    ///   - locations: Where it wrote each card.
    /// - Complexity: O(cards with actions × languages × entries), plus each help book's articles.
    package func actionFindings(_ rules: TutorialRules, locations: TutorialRulesLocations) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let languages = languages()
        let books = helpLanguages.compactMap { language in
            helpBook(language: language).map { (language, $0.book) }
        }
        for (key, set) in rules.cards.sorted(by: { $0.key < $1.key }) where !set.actions.isEmpty {
            for language in languages {
                let entries = Set(entries(language: language).map(\.key))
                let copy = tutorialCopy(preferredLanguages: [language])
                for action in set.actions
                where !entries.contains(TutorialCopy.actionTitleKey(for: key, actionID: action.id)) {
                    let shown = copy.actionTitle(for: key, actionID: action.id, language: language)
                    var finding = TutorialCopy.missingActionTitle(
                        key: key, actionID: action.id, language: language, table: copy.table,
                        shownIn: shown?.language, file: shown?.location?.file)
                    finding.location = locations.cards[key]
                    findings.append(finding)
                }
            }
            for action in set.actions {
                guard case .helpArticle(let id) = action.target else { continue }
                for (language, book) in books where book.path(of: id) == nil {
                    findings.append(
                        Diagnostic(
                            .error,
                            "The action \"\(action.id)\" of \"\(key)\" opens the help article \"\(id)\", "
                                + "which the \(language) help book does not have.",
                            at: locations.cards[key],
                            fix: EditDistance.closest(to: id, among: book.allItems.map(\.item.id))
                                .map { "Did you mean \"help:\($0)\"?" }
                                ?? "Name the id of an article of the help book.",
                            code: .actionUnknownArticle))
                }
            }
        }
        return findings
    }
}
