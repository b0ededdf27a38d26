extension TutorialCopy {
    /// The finding for a card without a title in `language`, as the engine reports it, the
    /// preview draws it and `guidebook lint` prints it: one text for all three.
    ///
    /// An error, not a warning: the engine still shows the card, but a user of that language sees
    /// a card without its heading, which is content a user would notice as wrong (see
    /// ``Diagnostic/Severity/error``), and `lint` must fail on it before the app ships.
    ///
    /// ```swift
    /// TutorialCopy.missingTitle(key: "Export", language: "de", table: "Tutorial").sentences
    /// // The tutorial "Export" has no title in de in table "Tutorial"; its card is shown
    /// // without one. Add "Export Title" = "…"; to de.lproj/Tutorial.strings.
    /// ```
    ///
    /// - Parameters:
    ///   - key: The card's key.
    ///   - language: The language the title is missing in (the card's language).
    ///   - table: The strings table.
    ///   - file: The file the table is read from in `language`, when known: a String Catalog
    ///     gets a fix of its own.
    /// - Returns: A `missing-title` error naming the key to add.
    package static func missingTitle(key: String, language: String, table: String, file: String? = nil) -> Diagnostic {
        Diagnostic(
            .error,
            "The tutorial \"\(key)\" has no title in \(language) in table \"\(table)\"; its card is shown without one.",
            fix: addEntryFix(titleKey(for: key), language: language, table: table, file: file), code: .missingTitle)
    }

    /// The finding for a key without a body in `language`, as `guidebook lint` prints it.
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - language: The language the body is missing in.
    ///   - table: The strings table.
    ///   - file: The file the table is read from in `language`, when known.
    ///   - shownIn: The language whose body an app shows instead; `nil` when no language has one.
    /// - Returns: A `missing-body` error naming the key to add.
    package static func missingBody(
        key: String, language: String, table: String, file: String? = nil, shownIn: String?
    ) -> Diagnostic {
        let instead = shownIn.map { "an app shows its \($0) text there" } ?? "no card is shown"
        return Diagnostic(
            .error, "The tutorial \"\(key)\" has no body in \(language) in table \"\(table)\"; \(instead).",
            fix: addEntryFix(key, language: language, table: table, file: file), code: .missingBody)
    }

    /// The finding for a card whose body is not in the user's language, so an app shows it in
    /// another: what the preview notes beside such a card.
    ///
    /// - Parameters:
    ///   - key: The card's key.
    ///   - language: The user's language.
    ///   - shownIn: The card's language, which an app shows instead.
    ///   - table: The strings table.
    ///   - file: The file the table is read from in `language`, when known.
    /// - Returns: A `card-language-fallback` warning naming the key to add.
    package static func bodyFallback(
        key: String, language: String, shownIn: String, table: String, file: String? = nil
    ) -> Diagnostic {
        Diagnostic(
            .warning,
            "The tutorial \"\(key)\" has no body in \(language) in table \"\(table)\", so an app shows it in \(shownIn).",
            fix: addEntryFix(key, language: language, table: table, file: file), code: .cardLanguageFallback)
    }

    /// How to add `entryKey` to `table` in `language`: a line for a `.strings` table, a
    /// translation for a String Catalog (`file` ending in `.xcstrings`).
    static func addEntryFix(_ entryKey: String, language: String, table: String, file: String?) -> String {
        if let file, file.hasSuffix(".xcstrings") {
            let name = file.split(separator: "/").last.map(String.init) ?? file
            return "Add a \(language) translation of \"\(entryKey)\" to \(name)."
        }
        return "Add \"\(entryKey)\" = \"…\"; to \(language).lproj/\(table).strings."
    }
}
