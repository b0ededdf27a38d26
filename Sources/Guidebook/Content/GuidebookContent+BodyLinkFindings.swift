extension GuidebookContent {
    /// The links in the cards' bodies: a link the Markdown reader refuses (`[run](javascript:…)`),
    /// for which the body is drawn as written (the engine's `card-body-markdown` warning), and a
    /// Markdown link to a help article (`[MIDI file](help:export-midi)`, or `#export-midi`) that
    /// the help book the body's language shows has no article for, as an action's `help:` target
    /// is checked (``actionFindings(_:locations:)``): an error with the nearest id; a language
    /// without a help book is not checked for articles (the requirements say so).
    ///
    /// Each finding points at the link's target in the table's file (its first character, through
    /// the value's escapes and lines), or at the body's entry where the value's place is not known
    /// (``ValueLocator``).
    ///
    /// `package`: `guidebook lint` and `guidebook publish` report them.
    ///
    /// ```swift
    /// content.bodyLinkFindings().first?.fix  // Did you mean "help:export-midi"?
    /// ```
    ///
    /// - Parameter table: The table the copy lives in.
    /// - Returns: One `card-body-markdown` warning per refused body (at its first refused link)
    ///   and one `body-unknown-article` error per link, language by language.
    /// - Complexity: O(cards × languages × body length), plus each help book's articles and one
    ///   read of each table file with a finding.
    package func bodyLinkFindings(table: String = "Tutorial") -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var locator = ValueLocator(self)
        let keys = Set(tutorialKeys(table: table))
        for language in languages(ofTable: table) {
            let book = helpBook(preferredLanguages: [language])?.book
            let ids = book?.allItems.map(\.item.id) ?? []
            for entry in entries(inTable: table, language: language) where keys.contains(entry.key) {
                guard let text = entry.value else { continue }
                let (read, refusals) = TutorialCardBody.reading(text, key: entry.key, language: language)
                var checksArticles = false
                if book != nil, case .markdown = read { checksArticles = true }
                guard checksArticles || !refusals.isEmpty else { continue }
                // The same reader's links, with where their targets stand in the text.
                let targets = HelpMarkdown.linkTargets(in: text)
                // The reader's finding is about its first refused link.
                var refusedAt = entry.location
                if let refused = targets.first(where: { $0.destination == nil }) {
                    refusedAt = locator.location(ofOffset: refused.range.lowerBound, in: entry)
                }
                for var refusal in refusals {
                    refusal.location = refusedAt
                    findings.append(refusal)
                }
                guard checksArticles, let book else { continue }
                for target in targets {
                    guard case .article(let id) = target.destination, book.path(of: id) == nil else { continue }
                    findings.append(
                        Diagnostic(
                            .error,
                            "The body of \"\(entry.key)\" in \(language) links to the help article \"\(id)\", "
                                + "which the \(book.language ?? language) help book does not have.",
                            at: locator.location(ofOffset: target.range.lowerBound, in: entry),
                            fix: EditDistance.closest(to: id, among: ids).map { "Did you mean \"help:\($0)\"?" }
                                ?? "Name the id of an article of the help book.",
                            code: .bodyUnknownArticle))
                }
            }
        }
        return findings
    }
}
