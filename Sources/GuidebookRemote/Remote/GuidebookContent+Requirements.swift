extension GuidebookContent {
    /// What keeps this content from replacing the content in use: every error found while
    /// loading it (a file that does not parse, with its position; a help book with validation
    /// errors), then each language `requirements` names that has no help file or lacks tutorial
    /// keys of the development language; when nothing else is wrong, the first text or help
    /// screen that cannot be shown (``firstUnresolvableText()``). Warnings are not problems.
    /// Empty when it may be used. Every help book is parsed first (``validateEverything()``),
    /// so a broken book in any language refuses the set whole.
    ///
    /// The one judgement of a content set: the remote updater checks a download with it, and
    /// `guidebook show --cache` a cached set. `package`: apps ask ``hasErrors``.
    ///
    /// - Parameter requirements: The languages the content must cover.
    /// - Complexity: O(n) in the size of the content.
    package func problems(meeting requirements: ContentRequirements) -> [Diagnostic] {
        var findings = validateEverything().filter { $0.severity == .error }
        let hasTopLevelHelp = helpBook(language: nil) != nil
        for language in requirements.helpLanguages {
            // A book that is there but does not read is already refused above, at its position.
            guard helpFiles[language] == nil, !hasTopLevelHelp else { continue }
            findings.append(
                Diagnostic(
                    .error, "The app shows \(language), but the new content has no help book for it.",
                    fix: "Publish \(language).lproj/HelpList.plist (or HelpBook.json) with the content.",
                    code: .remoteMissingLanguage))
        }
        let table = "Tutorial"
        let developmentKeys = Set(entries(inTable: table, language: requirements.developmentLanguage).map(\.key))
        for language in requirements.tutorialLanguages {
            let keys = Set(entries(inTable: table, language: language).map(\.key))
            if keys.isEmpty {
                findings.append(
                    Diagnostic(
                        .error, "The app shows \(language), but the new content has no tutorial table for it.",
                        fix: "Publish \(language).lproj/\(table).strings with the content.",
                        code: .remoteMissingLanguage))
                continue
            }
            let missing = developmentKeys.subtracting(keys).filter { !TutorialCopy.isControlKey($0) }.sorted()
            guard !missing.isEmpty else { continue }
            let file =
                self.file(ofTable: table, language: language) ?? source.path("\(language).lproj/\(table).strings")
            findings.append(
                Diagnostic(
                    .error,
                    "The \(language) tutorial table lacks \(missing.count) \(missing.count == 1 ? "key" : "keys") of "
                        + "\(requirements.developmentLanguage): "
                        + missing.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + ".",
                    at: SourceLocation(file: file, line: 1, column: 1),
                    fix: "Translate them, or publish without the language.", code: .remoteIncompleteLanguage))
        }
        if findings.isEmpty, let unresolvable = firstUnresolvableText() { findings.append(unresolvable) }
        return findings
    }
}
