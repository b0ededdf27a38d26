import Foundation
import Guidebook

/// `guidebook lint [CONTENT] [--sources DIR]... [--format text|json]`: checks content against the code using it.
enum LintCommand: Command {
    static let spec = CommandSpec(
        name: "lint", summary: "Check tutorial copy and the help book against the app's code.",
        positionals: [.init(name: "CONTENT", help: "The content folder (default \(defaultContentPath)).")],
        options: [
            .init(
                name: "sources", valueName: "DIR", help: "App code to scan (default CONTENT/Sources).",
                repeatable: true),
            .init(
                name: "format", valueName: "FORMAT", help: "Output format (default text).", choices: ["text", "json"]),
        ],
        discussion: """
            Finds the keys the code passes to show("…"), showAndWait("…"), hasSeen("…"), reset("…"),
            showTutorialForKey:@"…" and the other calls of the API, and reports: a key without a title or body in some language
            (error), table keys no code uses (warning), format specifiers that differ from the
            development language (error), keys built at run time (note), and help books that do not load.
            Diagnostics read path:line:column: error|warning|note: message, as compilers print them.
            Exit status: 0 no errors, 1 errors found, 2 usage.
            """)

    static func run(_ arguments: ParsedArguments, in context: CommandContext) async throws -> Int32 {
        let contentPath = arguments.contentPath(at: 0)
        guard let content = context.openContent(contentPath) else { return 1 }
        let sources = arguments.values["sources"] ?? [(contentPath as NSString).appendingPathComponent("Sources")]
        for source in sources
        where !FileManager.default.fileExists(atPath: source) && arguments.values["sources"] != nil {
            context.printError("error: '\(source)' does not exist: give a folder of Swift or Objective-C code.")
            return 1
        }
        let report = ContentLinter(content: content, sources: sources).run()
        let errors = report.count(.error)
        let warnings = report.count(.warning)
        if arguments.value("format") == "json" {
            context.print(json(report))
        } else {
            for diagnostic in report.diagnostics { context.print("\(diagnostic)") }
            context.print(
                "\(counted(errors, "error")), \(counted(warnings, "warning")) "
                    + "(\(counted(report.keysInCode, "key")) in \(counted(report.sourceFileCount, "source file")), "
                    + "\(counted(report.languageCount, "language")))")
        }
        return errors > 0 ? 1 : 0
    }

    private struct JSONReport: Encodable {
        struct Item: Encodable {
            var severity: String
            var message: String
            var fix: String?
            var code: String?
            var file: String?
            var line: Int?
            var column: Int?
        }
        var diagnostics: [Item]
        var errors: Int
        var warnings: Int
        var notes: Int
        var sourceFiles: Int
        var keysInCode: Int
        var languages: Int
    }

    private static func json(_ report: ContentLinter.Report) -> String {
        let items = report.diagnostics.map {
            JSONReport.Item(
                severity: $0.severity.rawValue, message: $0.message, fix: $0.fix, code: $0.code?.rawValue,
                file: $0.location?.file, line: $0.location?.line, column: $0.location?.column)
        }
        let value = JSONReport(
            diagnostics: items, errors: report.count(.error), warnings: report.count(.warning),
            notes: report.count(.note), sourceFiles: report.sourceFileCount, keysInCode: report.keysInCode,
            languages: report.languageCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
