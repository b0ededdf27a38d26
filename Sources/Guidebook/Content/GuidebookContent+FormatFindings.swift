extension GuidebookContent {
    /// Each translation checked against the development language, the first language of the
    /// table: an entry whose format specifiers ask for other arguments than the development text's
    /// (`%d` where it has `%@`, a missing `%2$@`) is an error at the entry, since formatting it
    /// would show the wrong values or none.
    ///
    /// `package`: `guidebook lint` reports them.
    ///
    /// - Parameter table: The table the tutorial copy lives in.
    /// - Complexity: O(entries of every language of the table).
    package func formatFindings(table: String = "Tutorial") -> [Diagnostic] {
        let languages = languages(ofTable: table)
        guard let development = languages.first else { return [] }
        var originals: [String: LocalizedStringEntry] = [:]
        for entry in entries(inTable: table, language: development) where originals[entry.key] == nil {
            originals[entry.key] = entry
        }
        var findings: [Diagnostic] = []
        for language in languages.dropFirst() {
            for entry in entries(inTable: table, language: language) {
                guard let original = originals[entry.key]?.value, let value = entry.value else { continue }
                let expected = FormatTemplate(original)
                let found = FormatTemplate(value)
                guard !found.takesSameArguments(as: expected) else { continue }
                findings.append(
                    Diagnostic(
                        .error,
                        "\"\(entry.key)\" in \(language) has format specifiers \(found.writtenSpecifiers) but \(development) has \(expected.writtenSpecifiers).",
                        at: entry.location, fix: "Use the same arguments as the \(development) text.",
                        code: .formatMismatch))
            }
        }
        return findings
    }
}
