extension GuidebookContent {
    /// The links in the cards' bodies: a link the Markdown reader refuses (`[run](javascript:…)`),
    /// for which the body is drawn as written (the engine's `card-body-markdown` warning, here at
    /// the body's entry), and a Markdown link to a help article (`[MIDI file](help:export-midi)`,
    /// or `#export-midi`) that the help book the body's language shows has no article for, as an
    /// action's `help:` target is checked (``actionFindings(_:locations:)``): an error at the body's
    /// entry in that language's table, with the nearest id; a language without a help book is not
    /// checked for articles (the requirements say so).
    ///
    /// `package`: `guidebook lint` and `guidebook publish` report them.
    ///
    /// ```swift
    /// content.bodyLinkFindings().first?.fix  // Did you mean "help:export-midi"?
    /// ```
    ///
    /// - Parameter table: The table the copy lives in.
    /// - Returns: One `card-body-markdown` warning per refused body and one `body-unknown-article`
    ///   error per link, language by language.
    /// - Complexity: O(cards × languages × body length), plus each help book's articles.
    package func bodyLinkFindings(table: String = "Tutorial") -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let keys = Set(tutorialKeys(table: table))
        for language in languages(ofTable: table) {
            let book = helpBook(preferredLanguages: [language])?.book
            let ids = book?.allItems.map(\.item.id) ?? []
            for entry in entries(inTable: table, language: language) where keys.contains(entry.key) {
                guard let text = entry.value else { continue }
                let (read, refusals) = TutorialCardBody.reading(text, key: entry.key, language: language)
                for var refusal in refusals {
                    refusal.location = entry.location
                    findings.append(refusal)
                }
                guard let book, case .markdown(let body) = read else { continue }
                for id in Self.articleLinks(in: body) where book.path(of: id) == nil {
                    findings.append(
                        Diagnostic(
                            .error,
                            "The body of \"\(entry.key)\" in \(language) links to the help article \"\(id)\", "
                                + "which the \(book.language ?? language) help book does not have.",
                            at: entry.location,
                            fix: EditDistance.closest(to: id, among: ids).map { "Did you mean \"help:\($0)\"?" }
                                ?? "Name the id of an article of the help book.",
                            code: .bodyUnknownArticle))
                }
            }
        }
        return findings
    }

    /// The ids of the help articles `body` links to, in reading order.
    private static func articleLinks(in body: HelpBody) -> [String] {
        var ids: [String] = []
        func collect(_ inlines: [HelpInline]) {
            for inline in inlines {
                switch inline {
                case .text, .lineBreak: continue
                case .strong(let children), .emphasis(let children): collect(children)
                case .link(let children, let link):
                    if case .article(let id) = link { ids.append(id) }
                    collect(children)
                }
            }
        }
        for block in body.blocks {
            switch block {
            case .paragraph(let inlines): collect(inlines)
            case .list(_, let items): items.forEach(collect)
            }
        }
        return ids
    }
}
