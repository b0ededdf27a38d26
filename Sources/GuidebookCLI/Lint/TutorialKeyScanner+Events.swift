import Guidebook

extension TutorialKeyScanner {
    /// The event names Swift code donates (`donate("exportedPDF")`) and counts in rule
    /// conditions (`.event("exportedPDF", .atLeast, 3)`), with literal names only.
    package struct Events: Sendable {
        /// Literal names passed to `donate(_:)`.
        package var donated: [Use] = []
        /// Literal names in `.event(…)` conditions.
        package var counted: [Use] = []
        /// Whether some `donate(…)` takes a name built at run time, so no name can be said to be undonated.
        package var hasDynamicDonation = false
    }

    /// Finds donations and event conditions in one Swift file.
    ///
    /// - Parameters:
    ///   - text: The source text.
    ///   - path: The path findings name.
    /// - Returns: What the file donates and counts.
    /// - Complexity: O(n) in the length of `text`.
    package static func scanEvents(_ text: String, path: String) -> Events {
        let tokens = SourceTokenizer(text: text, objectiveC: false).tokens()
        var events = Events()
        for index in tokens.indices where index + 2 < tokens.count && tokens[index + 1].kind == .punctuation("(") {
            guard case .identifier(let name) = tokens[index].kind, name == "donate" || name == "event" else { continue }
            if index > 0, case .identifier("func") = tokens[index - 1].kind { continue }
            // `.event(` only: a condition, not any function called `event`.
            if name == "event", index == 0 || tokens[index - 1].kind != .punctuation(".") { continue }
            guard case .string(let value, let interpolated) = tokens[index + 2].kind, !interpolated else {
                if name == "donate" { events.hasDynamicDonation = true }
                continue
            }
            let use = Use(
                key: value,
                location: SourceLocation(file: path, line: tokens[index + 2].line, column: tokens[index + 2].column))
            if name == "donate" { events.donated.append(use) } else { events.counted.append(use) }
        }
        return events
    }
}
