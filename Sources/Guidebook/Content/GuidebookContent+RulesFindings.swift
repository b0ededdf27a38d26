import Foundation

extension GuidebookContent {
    /// The rules file (`Tutorials.json`, else `Tutorials.plist`) checked against the tables and the
    /// code: rules for a card no table has, prerequisites and tour steps naming no card, the cards'
    /// actions (``actionFindings(_:locations:)``) and images (``cardImageFindings(_:locations:)``), and a tour's control words a translation lacks
    /// (``tourTextFindings(withBack:table:)``). A refused file's findings are the loader's own, in
    /// ``diagnostics``, so none are added here.
    ///
    /// `package`: `guidebook lint` reports them, with what it found in the app's code.
    ///
    /// - Parameters:
    ///   - tableKeys: The keys the tutorial tables have.
    ///   - codeKeys: The keys the code shows (a prerequisite or step the code shows is a card).
    ///   - table: The table the tutorial copy lives in.
    /// - Complexity: O(cards + tour steps), plus the action and tour-text checks.
    package func rulesFindings(tableKeys: [String], codeKeys: Set<String>, table: String = "Tutorial")
        -> [Diagnostic]
    {
        guard let file = rulesFile, rulesFindings.isEmpty else { return [] }
        let rules: TutorialRules
        let locations: TutorialRulesLocations
        do {
            (rules, locations, _) = try TutorialRules.readLocating(
                file.data, file: file.path, isJSON: file.relativePath.lowercased().hasSuffix(".json"))
        } catch {
            return error.diagnostics
        }
        let known = Set(tableKeys).union(codeKeys)
        func fix(for key: String, among candidates: [String], otherwise: String) -> String {
            EditDistance.closest(to: key, among: candidates).map { "Did you mean \"\($0)\"?" } ?? otherwise
        }
        var findings: [Diagnostic] = []
        for key in rules.cards.keys.sorted() where !tableKeys.contains(key) {
            findings.append(
                Diagnostic(
                    .warning, "The rules are for a card \"\(key)\" that no tutorial table has; they apply to nothing.",
                    at: locations.cards[key],
                    fix: fix(
                        for: key, among: tableKeys, otherwise: "Add \"\(key)\" to the tables, or remove its rules."),
                    code: .rulesUnknownCard))
        }
        for (key, set) in rules.cards.sorted(by: { $0.key < $1.key }) {
            for prerequisite in set.prerequisites where !known.contains(prerequisite) {
                findings.append(
                    Diagnostic(
                        .error,
                        "The prerequisite \"\(prerequisite)\" of \"\(key)\" is no card, so \"\(key)\" never shows.",
                        at: locations.prerequisites[key] ?? locations.cards[key],
                        fix: fix(
                            for: prerequisite, among: tableKeys, otherwise: "Name a tutorial key from the tables."),
                        code: .rulesUnknownPrerequisite))
            }
        }
        for tour in rules.tours {
            for step in tour.steps where !known.contains(step) {
                findings.append(
                    Diagnostic(
                        .error, "The tour \"\(tour.name)\" has a step \"\(step)\" that is no card.",
                        at: locations.tours[tour.name],
                        fix: fix(for: step, among: tableKeys, otherwise: "Name a tutorial key from the tables."),
                        code: .rulesUnknownStep))
            }
        }
        findings += actionFindings(rules, locations: locations)
        findings += cardImageFindings(rules, locations: locations)
        if rules.tours.contains(where: { $0.kind == .sequence }) {
            findings += tourTextFindings(withBack: rules.tours.contains(where: \.allowsBack), table: table)
        }
        return findings
    }

    /// The words of the tour controls, once the rules have an ordered tour: a language that neither
    /// English nor the built-in table (``GuidebookStrings``) has, whose table lacks some of them,
    /// shows those in English on its tour steps (a warning per language), and a progress format
    /// that does not show both the step's number and the tour's length (`"Step %d"`) is not used
    /// (an error at the entry). Back's words count only `withBack`, when a tour offers Back.
    ///
    /// - Parameters:
    ///   - withBack: Whether a tour offers Back.
    ///   - table: The table the tutorial copy lives in.
    package func tourTextFindings(withBack: Bool, table: String = "Tutorial") -> [Diagnostic] {
        let back = [TutorialCard.TourTexts.backKey, TutorialCard.TourTexts.backHintKey]
        let keys = TutorialCard.TourTexts.keys.filter { withBack || !back.contains($0) }
        var findings: [Diagnostic] = []
        for language in languages(ofTable: table) {
            let entries = self.entries(inTable: table, language: language)
            let has = Set(entries.filter { !($0.value ?? "").allSatisfy(\.isWhitespace) }.map(\.key))
            for entry in entries
            where [TutorialCard.TourTexts.progressKey, TutorialCard.TourTexts.spokenProgressKey].contains(entry.key) {
                guard let value = entry.value, !TutorialCard.TourTexts.formatsTwoNumbers(value) else { continue }
                findings.append(
                    Diagnostic(
                        .error,
                        "\"\(entry.key)\" = \"\(value)\" in \(language) does not show both the step's number and "
                            + "the tour's length, so tour steps show the built-in \"\(GuidebookStrings(language: language).progressFormat)\".",
                        at: entry.location, fix: "Write it with %1$d (the step) and %2$d (the count): \"%1$d / %2$d\".",
                        code: .tourProgressFormat))
            }
            let primary = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
            let missing = keys.filter { !has.contains($0) }
            guard primary?.lowercased() != "en", GuidebookStrings.tableLanguage(for: language) == nil, !missing.isEmpty
            else { continue }
            let file = self.file(ofTable: table, language: language)
            let tableName = file.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "\(table).strings"
            let target = tableName.hasSuffix(".xcstrings") ? tableName : "\(language).lproj/\(tableName)"
            let named = missing.prefix(3).map { "\"\($0)\"" }.joined(separator: ", ")
            findings.append(
                Diagnostic(
                    .warning,
                    "The \(language) tour steps show \(missing.count) of their controls' words in English: the table "
                        + "lacks \(named)\(missing.count > 3 ? " and \(missing.count - 3) more" : "").",
                    at: file.map { SourceLocation(file: $0, line: 1, column: 1) },
                    fix: "Add \"\(missing[0])\" = \"…\"; and the other tour keys (listed in the Guidebook "
                        + "documentation, \"Tour steps\") to \(target).",
                    code: .tourTextsEnglish))
        }
        return findings
    }
}
