import Foundation

/// A SwiftPM snippet (`Snippets/NAME.swift`, `swift run NAME`) as the docs show it and as CI runs it.
///
/// The conventions, the ones DocC's snippet extractor uses plus two for running:
/// - The `//` comment lines at the top are the snippet's description, not code.
/// - Lines between `// snippet.hide` and `// snippet.show` are compiled and run but not shown.
/// - A shown line ending in `// prints TEXT` states a line the run prints, in order; a `TEXT`
///   ending in `…` states how the line begins.
/// - A description line `// run: NAME=VALUE …` sets environment variables for the run (every
///   run starts from `LANG=en_US.UTF-8`, with `LANGUAGE`, `LC_ALL` and `LC_MESSAGES` unset).
struct DocumentationSnippet: Sendable, CustomStringConvertible {
    /// The executable's name: the file name without `.swift`.
    var name: String
    /// The code the docs show.
    var visibleCode: String
    /// The lines the run must print, in order.
    var expectedOutput: [String]
    /// Variables the `// run:` line sets.
    var environment: [String: String]

    var description: String { name }

    static let folder = ToolsTestSupport.repositoryRoot.appendingPathComponent("Snippets")

    /// Every snippet in `Snippets/`, by name.
    static func all() -> [DocumentationSnippet] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().compactMap { name in
            guard let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) else {
                return nil
            }
            return DocumentationSnippet(name: String(name.dropLast(".swift".count)), text: text)
        }
    }

    init(name: String, text: String) {
        self.name = name
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var environment: [String: String] = [:]
        while let first = lines.first, first.hasPrefix("//"), !Self.isMarker(first) {
            if first.hasPrefix("// run: ") {
                for assignment in first.dropFirst("// run: ".count).split(separator: " ") {
                    let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
                    if parts.count == 2 { environment[parts[0]] = parts[1] }
                }
            }
            lines.removeFirst()
        }
        var visible: [String] = []
        var hidden = false
        for line in lines {
            switch line.trimmingCharacters(in: .whitespaces) {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default: if !hidden { visible.append(line) }
            }
        }
        while visible.first?.allSatisfy(\.isWhitespace) == true { visible.removeFirst() }
        while visible.last?.allSatisfy(\.isWhitespace) == true { visible.removeLast() }
        self.visibleCode = visible.joined(separator: "\n")
        self.expectedOutput = visible.compactMap { line in
            line.range(of: "// prints ").map { String(line[$0.upperBound...]) }
        }
        self.environment = environment
    }

    private static func isMarker(_ line: String) -> Bool {
        line.hasPrefix("// snippet.")
    }

    /// Whether `output` (the run's lines) is what the comments state.
    func matches(_ output: [String]) -> Bool {
        guard output.count == expectedOutput.count else { return false }
        return zip(output, expectedOutput).allSatisfy { line, expected in
            expected.hasSuffix("…") ? line.hasPrefix(expected.dropLast()) : line == expected
        }
    }

    /// The environment the snippet runs in: the test's, with the language variables pinned.
    var runEnvironment: [String: String] {
        var variables = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { variables[name] = nil }
        variables["LANG"] = "en_US.UTF-8"
        variables.merge(environment) { $1 }
        return variables
    }
}

/// The fenced Swift blocks of a Markdown file.
enum MarkdownCode {
    /// The text of every ```` ```swift ```` block, without its fences.
    static func swiftBlocks(in text: String) -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current?.joined(separator: "\n") ?? "")
                current = nil
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return blocks
    }

    /// Inline code spans outside fenced blocks (`` `like this` ``).
    static func inlineSpans(in text: String) -> [String] {
        var spans: [String] = []
        var inFence = false
        for line in text.split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            // Odd parts are inside backticks (double backticks give empty parts around a span).
            for (index, part) in parts.enumerated() where index % 2 == 1 && !part.isEmpty {
                spans.append(String(part))
            }
        }
        return spans
    }
}
