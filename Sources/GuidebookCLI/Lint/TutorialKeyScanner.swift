import Guidebook

/// Finds the tutorial keys an app's Swift and Objective-C code asks for.
///
/// Recognised calls, with the key as a string literal:
/// - Swift: `show("Key")`, `.show("Key")`, `tutorials.show("Key")`, `show(key: "Key")`, `showAndWait("Key")`,
///   `showTutorial("Key")`, `hasSeen("Key")`, `reset("Key")`, and a `tutorial` modifier with a
///   literal key (for the SwiftUI adapter, not on main yet).
/// - Objective-C: `showTutorialForKey:@"Key"`, `[tutorials show:@"Key"]`,
///   `[tutorials hasSeen:@"Key"]`, `[tutorials reset:@"Key"]`.
///
/// Comments and the text inside other strings are skipped. A key built with string
/// interpolation (`show("Tip\(n)")`) cannot be checked and is reported as dynamic.
package struct TutorialKeyScanner: Sendable {
    /// One use of a key in code.
    package struct Use: Sendable, Hashable {
        /// The key.
        package var key: String
        /// Where its string literal starts.
        package var location: SourceLocation
    }

    /// A call whose key is not a plain literal.
    package struct DynamicUse: Sendable, Hashable {
        package var call: String
        package var location: SourceLocation
    }

    /// What one file uses.
    package struct Result: Sendable {
        package var uses: [Use] = []
        package var dynamicUses: [DynamicUse] = []
    }

    /// Swift call names whose first argument is a tutorial key.
    static let swiftCalls: Set<String> = ["show", "showAndWait", "tutorial", "showTutorial", "hasSeen", "reset"]
    /// Argument labels a key may carry (`show(key: "Welcome")`).
    static let keyLabels: Set<String> = ["key", "forKey"]
    /// Objective-C selector parts whose argument is a tutorial key.
    static let objectiveCSelectors: Set<String> = ["showTutorialForKey", "show", "hasSeen", "reset", "tutorialForKey"]

    /// Scans one file's text.
    ///
    /// - Parameters:
    ///   - text: The source text.
    ///   - path: The path diagnostics name.
    ///   - objectiveC: Whether the text is Objective-C (`.m`, `.mm`, `.h`) rather than Swift.
    /// - Complexity: O(n) in the length of `text`.
    package static func scan(_ text: String, path: String, objectiveC: Bool) -> Result {
        let tokens = SourceTokenizer(text: text, objectiveC: objectiveC).tokens()
        var result = Result()
        func location(_ token: SourceTokenizer.Token) -> SourceLocation {
            SourceLocation(file: path, line: token.line, column: token.column)
        }
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard case .identifier(let name) = tokens[index].kind else { continue }
            if objectiveC {
                guard objectiveCSelectors.contains(name), index + 2 < tokens.count,
                    tokens[index + 1].kind == .punctuation(":")
                else { continue }
                if case .string(let value, let interpolated) = tokens[index + 2].kind, !interpolated {
                    result.uses.append(Use(key: value, location: location(tokens[index + 2])))
                }
                continue
            }
            guard swiftCalls.contains(name), index + 2 < tokens.count, tokens[index + 1].kind == .punctuation("(")
            else { continue }
            // Not a declaration: `func show(_ key: String)`.
            if index > 0, case .identifier(let previous) = tokens[index - 1].kind, previous == "func" { continue }
            var argument = index + 2
            if case .identifier(let label) = tokens[argument].kind, keyLabels.contains(label),
                argument + 1 < tokens.count, tokens[argument + 1].kind == .punctuation(":")
            {
                argument += 2
            }
            guard argument < tokens.count, case .string(let value, let interpolated) = tokens[argument].kind else {
                continue
            }
            guard argument + 1 < tokens.count,
                tokens[argument + 1].kind == .punctuation(")") || tokens[argument + 1].kind == .punctuation(",")
            else { continue }
            if interpolated {
                result.dynamicUses.append(DynamicUse(call: name, location: location(tokens[argument])))
            } else {
                result.uses.append(Use(key: value, location: location(tokens[argument])))
            }
        }
        return result
    }
}
