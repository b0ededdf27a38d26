import Foundation
import Guidebook

extension ContentLinter {
    /// The rules file (`Tutorials.json`, else `Tutorials.plist`) checked against the tables and the
    /// code: rules for a card no table has, prerequisites and tour steps naming no card, events a
    /// condition counts that no scanned code donates. A refused file's findings are the loader's
    /// own, in `content.diagnostics`, so none are added here.
    ///
    /// - Parameters:
    ///   - tableKeys: The keys the tutorial tables have.
    ///   - codeKeys: The keys the code shows.
    ///   - sources: The Swift files scanned (none: the event check is skipped).
    func rulesDiagnostics(tableKeys: [String], codeKeys: Set<String>, sources: [String]) -> [Diagnostic] {
        guard let file = content.rulesFile, content.rulesFindings.isEmpty else { return [] }
        let rules: TutorialRules
        let locations: TutorialRulesLocations
        do {
            (rules, locations) = try TutorialRules.readLocating(
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
                    code: "rules-unknown-card"))
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
                        code: "rules-unknown-prerequisite"))
            }
        }
        for tour in rules.tours {
            for step in tour.steps where !known.contains(step) {
                findings.append(
                    Diagnostic(
                        .error, "The tour \"\(tour.name)\" has a step \"\(step)\" that is no card.",
                        at: locations.tours[tour.name],
                        fix: fix(for: step, among: tableKeys, otherwise: "Name a tutorial key from the tables."),
                        code: "rules-unknown-step"))
            }
        }
        return findings + eventDiagnostics(sources.filter { $0.hasSuffix(".swift") })
    }

    /// Events counted by a `.event(…)` condition that no `donate(…)` in the code names: the
    /// condition never passes. Skipped when a donation's name is built at run time.
    func eventDiagnostics(_ files: [String]) -> [Diagnostic] {
        var events = TutorialKeyScanner.Events()
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let found = TutorialKeyScanner.scanEvents(String(decoding: data, as: UTF8.self), path: file)
            events.donated += found.donated
            events.counted += found.counted
            events.hasDynamicDonation = events.hasDynamicDonation || found.hasDynamicDonation
        }
        guard !events.hasDynamicDonation else { return [] }
        let donated = Set(events.donated.map(\.key))
        let names = donated.sorted()
        return events.counted.filter { !donated.contains($0.key) }.map { use in
            Diagnostic(
                .warning, "The condition counts the event \"\(use.key)\", but no code donates it, so it never passes.",
                at: use.location,
                fix: EditDistance.closest(to: use.key, among: names).map { "Did you mean \"\($0)\"?" }
                    ?? "Call tutorials.donate(\"\(use.key)\") where it happens.",
                code: "event-never-donated")
        }
    }
}
