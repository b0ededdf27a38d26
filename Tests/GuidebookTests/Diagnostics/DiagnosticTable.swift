import Foundation
import Guidebook

/// Renders findings one per line for the diagnostics golden files:
/// `code severity file:line:col message / fix`, each group under a `# label` line naming the input.
struct DiagnosticTable {
    private(set) var text = ""

    /// One line for `diagnostic`.
    static func line(_ diagnostic: Diagnostic) -> String {
        let location = diagnostic.location.map { "\($0)" } ?? "-"
        let fix = diagnostic.fix.map { " / \($0)" } ?? " / (no fix)"
        return
            "\(diagnostic.code?.rawValue ?? "(no code)") \(diagnostic.severity.rawValue) \(location) \(diagnostic.message)\(fix)"
    }

    /// Adds the findings of one input under `label`; "(no finding)" when there are none.
    mutating func add(_ label: String, _ diagnostics: [Diagnostic]) {
        text += "# \(label)\n"
        text += diagnostics.isEmpty ? "(no finding)\n" : diagnostics.map { Self.line($0) + "\n" }.joined()
    }

    /// Adds what `body` throws (or its absence) under `label`.
    mutating func add<E: DiagnosticError>(_ label: String, _ body: () throws(E) -> Void) {
        do {
            try body()
            add(label, [])
        } catch {
            add(label, [error.diagnostic])
        }
    }

    /// The codes the table holds, sorted, without repeats.
    var codes: [String] {
        Set(
            text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.hasPrefix("(") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
        ).sorted()
    }
}
