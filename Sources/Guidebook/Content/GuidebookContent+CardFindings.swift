extension GuidebookContent {
    /// What a user who prefers `language` would notice about `card`, one of
    /// ``cards(language:table:)``: a card without a title (`missing-title`), and a body that is
    /// not in `language`, so an app shows the card in another (`card-language-fallback`).
    ///
    /// Each finding is placed at the top of the file to add the missing entry to (the title's in
    /// the card's language, the body's in `language`), when there is one; the text is the
    /// engine's own (``TutorialCopy``), so the preview and the engine agree.
    ///
    /// ```swift
    /// let (cards, _) = content.cards(language: "de")
    /// for card in cards { content.findings(for: card, language: "de").forEach { print($0) } }
    /// // de.lproj/Tutorial.strings:1:1: error: The tutorial "Export" has no title in de …
    /// ```
    ///
    /// - Parameters:
    ///   - card: A card of ``cards(language:table:)`` for `language`.
    ///   - language: The user's language.
    ///   - table: The table the copy is in.
    /// - Returns: The findings, the title's first.
    public func findings(for card: TutorialCard, language: String, table: String = "Tutorial") -> [Diagnostic] {
        var findings: [Diagnostic] = []
        if card.title.allSatisfy(\.isWhitespace) {
            let file = file(ofTable: table, language: card.language)
            findings.append(
                Self.placed(
                    TutorialCopy.missingTitle(key: card.key, language: card.language, table: table, file: file),
                    atTopOf: file))
        }
        if card.language != language {
            let file = file(ofTable: table, language: language)
            findings.append(
                Self.placed(
                    TutorialCopy.bodyFallback(
                        key: card.key, language: language, shownIn: card.language, table: table, file: file),
                    atTopOf: file))
        }
        return findings
    }

    private static func placed(_ finding: Diagnostic, atTopOf file: String?) -> Diagnostic {
        var placed = finding
        placed.location = file.map { SourceLocation(file: $0, line: 1, column: 1) }
        return placed
    }
}
