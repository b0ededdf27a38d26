import Foundation
import Guidebook

/// `guidebook search QUERY [CONTENT] [--language L] [--format text|json]`: searches the
/// content folder's help book as the app's search field would, and prints the ranked
/// results with their path and a snippet, matched words marked.
enum SearchCommand: Command {
    /// The most results printed.
    static let limit = 10

    static let spec = CommandSpec(
        name: "search", summary: "Search the help book: ranked, typo-tolerant, with snippets.",
        positionals: [
            .init(name: "QUERY", help: "What a user would type (\"exprot pdf\", \"sett\").", optional: false),
            .init(name: "CONTENT", help: "The content folder (default \(defaultContentPath))."),
        ],
        options: [
            .init(
                name: "language", valueName: "L",
                help: "The help book's language (en, de, ar, …; default: LANGUAGE, LC_ALL, LANG)."),
            .init(name: "format", valueName: "FORMAT", help: "Output (default text).", choices: ["text", "json"]),
            .init(name: "cache", valueName: "DIR", help: "Use the set 'guidebook update' cached in DIR when valid."),
        ],
        discussion: """
            The last word is matched as a prefix unless the query ends with a space, as in a search
            field while typing. Text output marks matched words in bold on a terminal and [like this]
            otherwise. JSON output lists id, title, path, indexPath, score, snippet and highlights;
            highlight offsets count UTF-16 code units, as JavaScript strings do.

            EXAMPLES:
              guidebook search "exprot pdf"
              guidebook search tonart --language de --format json

            Exit status: 0 when the search ran, with or without results ("No results" is an answer,
            not an error); 1 when the help book cannot be read; 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        guard let query = arguments.positional(0) else {
            throw UsageError.missingArgument("QUERY", command: spec.name)
        }
        let contentPath = arguments.contentPath(at: 1, usingCache: true)
        guard let content = context.openContent(contentPath) else { return 1 }
        let book: HelpBook
        do {
            book = try content.loadHelpBook(preferredLanguages: arguments.preferredLanguages).book
        } catch {
            context.report(error)
            return 1
        }
        if let note = arguments.fallbackNote(
            shown: book.language, what: "the help book",
            missing: { "\($0).lproj/HelpBook.json or \($0).lproj/HelpList.plist" })
        {
            context.printError(note)
        }
        let index = HelpSearchIndex(book: book)
        let results = index.search(query, limit: limit)
        if arguments.value("format") == "json" {
            context.print(json(query: query, language: index.language, results: results))
        } else {
            let styled = context.environment["NO_COLOR"] == nil && Terminal.outputIsTerminal
            context.print(text(query: query, results: results, styled: styled))
        }
        return 0
    }

    /// Numbered results: the title, its path, then the snippet, matched words marked.
    static func text(query: String, results: [HelpSearchResult], styled: Bool) -> String {
        guard !results.isEmpty else {
            return "No results for \"\(query)\". Try fewer or shorter words."
        }
        var lines: [String] = []
        for (number, result) in results.enumerated() {
            lines.append("\(number + 1). \(marked(result.title, result.titleHighlights, styled: styled))")
            lines.append("   \(result.path.joined(separator: " › "))  [\(result.itemID)]")
            if !result.snippet.isEmpty {
                lines.append("   \(marked(result.snippet, result.snippetHighlights, styled: styled))")
            }
            lines.append("")
        }
        lines.removeLast()
        return lines.joined(separator: "\n")
    }

    /// `text` with each range in bold (ANSI) or in brackets.
    static func marked(_ text: String, _ ranges: [Range<String.Index>], styled: Bool) -> String {
        let (open, close) = styled ? ("\u{1B}[1m", "\u{1B}[22m") : ("[", "]")
        var output = ""
        var cursor = text.startIndex
        for range in ranges where range.lowerBound >= cursor {
            output += text[cursor..<range.lowerBound]
            output += open + text[range] + close
            cursor = range.upperBound
        }
        output += text[cursor...]
        return output
    }

    struct JSONResult: Encodable {
        struct Highlight: Encodable {
            var start: Int
            var length: Int
        }
        var id: String
        var title: String
        var path: [String]
        var indexPath: [Int]
        var score: Double
        var snippet: String
        var titleHighlights: [Highlight]
        var snippetHighlights: [Highlight]
    }

    struct JSONOutput: Encodable {
        var query: String
        var language: String?
        var results: [JSONResult]
    }

    static func json(query: String, language: String?, results: [HelpSearchResult]) -> String {
        func highlights(_ offsets: [Range<Int>]) -> [JSONResult.Highlight] {
            offsets.map { JSONResult.Highlight(start: $0.lowerBound, length: $0.count) }
        }
        let output = JSONOutput(
            query: query, language: language,
            results: results.map { result in
                JSONResult(
                    id: result.itemID, title: result.title, path: result.path, indexPath: result.indexPath.indices,
                    score: (result.score * 1000).rounded() / 1000, snippet: result.snippet,
                    titleHighlights: highlights(result.titleHighlightOffsets),
                    snippetHighlights: highlights(result.snippetHighlightOffsets))
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(output) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
