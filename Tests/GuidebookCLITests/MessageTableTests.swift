import Foundation
import GuidebookTestSupport
import Testing

/// Every user-facing error, reviewed as a table: each CLI error and content diagnostic with the
/// input that causes it, its full text and exit status in a golden file
/// (`Snapshots/Messages/<case>.txt`, re-recorded only with `GUIDEBOOK_RECORD_SNAPSHOTS=1`).
/// Every message is also held to the rules: a full sentence that says what to do, a position
/// where the input has one, and the README's exit status (0 ok, 1 findings or errors, 2 usage).
/// Every `Diagnostic` has a fix: the lint cases' findings, read as JSON, and every one the
/// code makes (the sources are read for it).
@Suite struct MessageTableTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var arguments: [String]
        var status: Int32
        /// Files of the case's folder, by relative path (`App/…` is the content folder).
        var files: [String: String] = [:]
        /// Whether each error names `file:line:column`.
        var positioned = false

        var description: String { name }
    }

    static let app: [String: String] = [
        "App/en.lproj/Tutorial.strings": "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Hello.\";\n",
        "App/en.lproj/HelpList.plist": ToolsTestSupport.helpList([("Basics", [("Exporting a PDF", "Share it.")])]),
        "notes.txt": "Remember the milk.\n",
    ]

    static let v2Problems = """
        {"format": "guidebook-help", "sections": [{"id": "basics", "title": "Basics", "items": [
          {"id": "a", "title": "Export", "body": "See [b](#missing) and [x](javascript:alert(1)).", "sumary": "x"},
          {"id": "a", "title": "Print", "body": "Print it."},
          {"id": "c", "title": "Old", "body": "Gone.", "minimumAppVersion": "3.0", "maximumAppVersion": "2.0"},
          {"id": "d", "title": "Empty"}
        ]}]}
        """

    /// A folder whose only help book is a top-level HelpBook.json: its own `language` is the
    /// folder's language for preview, search and lint alike.
    static let topLevelBook: [String: String] = [
        "Book/HelpBook.json": """
        {"format": "guidebook-help", "version": 2, "language": "de", "sections": [
          {"id": "grundlagen", "title": "Grundlagen", "items": [
            {"id": "export", "title": "Ein PDF exportieren", "body": "Tippe auf **Teilen**."},
            {"id": "druck", "title": "Drucken", "body": "Tippe auf Drucken.", "related": ["export"]}
          ]}]}
        """
    ]

    static let cases: [Case] = [
        Case(name: "usage-unknown-command", arguments: ["previw"], status: 2),
        Case(name: "usage-unknown-option", arguments: ["lint", "--sauces", "App"], status: 2),
        Case(name: "usage-missing-value", arguments: ["search", "pdf", "--language"], status: 2),
        Case(name: "usage-invalid-choice", arguments: ["lint", "App", "--format", "yaml"], status: 2),
        Case(name: "usage-missing-argument", arguments: ["show"], status: 2),
        Case(name: "usage-extra-argument", arguments: ["convert", "a.plist", "b.plist"], status: 2),
        Case(
            name: "convert-strings-to-v2", arguments: ["convert", "App/en.lproj/Tutorial.strings", "--to", "v2"],
            status: 2),
        Case(name: "convert-folder", arguments: ["convert", "App"], status: 1),
        Case(name: "convert-missing-file", arguments: ["convert", "Nope.plist"], status: 1),
        Case(name: "convert-missing-help-file", arguments: ["convert", "Nope.plist", "--to", "v2"], status: 1),
        Case(name: "convert-text-file", arguments: ["convert", "notes.txt"], status: 1, positioned: true),
        Case(name: "content-missing-folder-show", arguments: ["show", "Welcome", "Nope"], status: 1),
        Case(name: "content-missing-folder-search", arguments: ["search", "pdf", "Nope"], status: 1),
        Case(name: "content-missing-folder-lint", arguments: ["lint", "Nope"], status: 1),
        Case(name: "content-missing-folder-preview", arguments: ["preview", "Nope"], status: 1),
        Case(name: "content-missing-folder-demo", arguments: ["demo", "Nope"], status: 1),
        Case(name: "content-folder-is-a-file", arguments: ["lint", "notes.txt"], status: 1),
        Case(name: "lint-missing-sources", arguments: ["lint", "App", "--sources", "Nope"], status: 1),
        Case(name: "demo-needs-a-terminal", arguments: ["demo", "App"], status: 1),
        Case(
            name: "demo-refused-rules-file", arguments: ["demo", "App"], status: 1,
            files: ["App/Tutorials.json": "{\"cards\": {\"Welcome\": {\"maxDisplayCont\": 2}}}\n"],
            positioned: true),
        Case(name: "search-language-fallback", arguments: ["search", "pdf", "App", "--language", "fr"], status: 0),
        Case(
            name: "top-level-book-preview", arguments: ["preview", "Book", "--out", "site"], status: 0,
            files: topLevelBook),
        Case(name: "top-level-book-search", arguments: ["search", "pdf", "Book"], status: 0, files: topLevelBook),
        Case(name: "top-level-book-lint", arguments: ["lint", "Book"], status: 0, files: topLevelBook),
        Case(
            name: "show-language-fallback",
            arguments: ["show", "Welcome", "App", "--language", "fr", "--state", "state.plist"], status: 0),
        Case(
            name: "show-unknown-key", arguments: ["show", "Welcom", "App", "--state", "state.plist"], status: 1),
        Case(
            name: "show-state-file-is-text", arguments: ["show", "Welcome", "App", "--state", "notes.txt"],
            status: 0),
        Case(
            name: "lint-truncated-json", arguments: ["lint", "Bad"], status: 1,
            files: ["Bad/en.lproj/HelpBook.json": "{\"format\": \"guidebook-help\",\n\"sections\": ["],
            positioned: true),
        Case(
            name: "lint-unterminated-string", arguments: ["lint", "Bad"], status: 1,
            files: ["Bad/en.lproj/Tutorial.strings": "\"Welcome Title\" = \"Hi\";\n\"Welcome\" = \"Hello;\n\n"],
            positioned: true),
        Case(
            name: "lint-unterminated-string-runs-on", arguments: ["lint", "Bad"], status: 1,
            files: [
                "Bad/en.lproj/Tutorial.strings":
                    "\"Welcome Title\" = \"Hi\";\n\"Welcome\" = \"Hello;\n\"Library\" = \"Your pieces.\";\n"
            ], positioned: true),
        Case(
            name: "lint-legacy-number-row", arguments: ["lint", "Bad"], status: 1,
            files: [
                "Bad/en.lproj/HelpList.plist":
                    "<plist><array><dict><key>Title</key><string>A</string>"
                    + "<key>Row</key><integer>3</integer></dict></array></plist>\n"
            ], positioned: true),
        Case(
            name: "lint-help-book-problems", arguments: ["lint", "Bad"], status: 1,
            files: ["Bad/en.lproj/HelpBook.json": v2Problems], positioned: true),
        Case(
            name: "lint-translation-shape", arguments: ["lint", "Bad"], status: 0,
            files: [
                "Bad/en.lproj/HelpList.plist": ToolsTestSupport.helpList([("A", [("One", "1."), ("Two", "2.")])]),
                "Bad/de.lproj/HelpList.plist": ToolsTestSupport.helpList([("A", [("Eins", "1.")])]),
            ], positioned: true),
        Case(
            name: "lint-content-findings", arguments: ["lint", "Broken"], status: 1,
            files: Dictionary(uniqueKeysWithValues: LintCommandTests.brokenApp.map { ("Broken/\($0.key)", $0.value) }),
            positioned: true),
    ]

    /// Runs a case in a fresh folder with a pinned environment, so the text is the same on every machine.
    static func run(_ test: Case) throws -> ToolsTestSupport.Run {
        let root = try ToolsTestSupport.temporaryFolder("messages")
        defer { try? FileManager.default.removeItem(at: root) }
        try ToolsTestSupport.write(app.merging(test.files) { $1 }, into: root)
        var environment = ProcessInfo.processInfo.environment
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "GUIDEBOOK_ALWAYS_SHOW", "XDG_STATE_HOME"] {
            environment[name] = nil
        }
        environment["LANG"] = "C"
        environment["NO_COLOR"] = "1"
        environment["COLUMNS"] = "72"
        environment["HOME"] = root.path
        var run = try ToolsTestSupport.guidebook(test.arguments, in: root, environment: environment)
        // The case's folder and a corrupt state file's timestamp differ from run to run.
        for path in [root.path, root.resolvingSymlinksInPath().path] {
            run.errors = run.errors.replacingOccurrences(of: path, with: "<folder>")
            run.output = run.output.replacingOccurrences(of: path, with: "<folder>")
        }
        run.errors = run.errors.replacing(/corrupt-[0-9]{8}T[0-9]{6}Z(-[0-9]+)?/, with: "corrupt-<time>")
        return run
    }

    /// The lines that report a problem (`error:`, `warning:`, `note:`), on either stream.
    static func findings(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.contains("error: ") || $0.contains("warning: ") || $0.hasPrefix("note: ")
        }
    }
}

extension MessageTableTests {
    @Test(arguments: cases)
    func eachMessageMatchesItsGoldenFile(test: Case) throws {
        let run = try Self.run(test)
        let text =
            "$ guidebook \(test.arguments.joined(separator: " "))\nexit \(run.status)\n"
            + "--- stdout\n\(run.output)--- stderr\n\(run.errors)"
        let mismatch = Snapshot.mismatch(text, named: "Messages/\(test.name).txt")
        #expect(mismatch == nil, "\(mismatch ?? "")\n\(text)")
    }

    @Test(arguments: cases)
    func eachMessageFollowsTheRules(test: Case) throws {
        let run = try Self.run(test)
        #expect(run.status == test.status, "the README's exit status: 0 ok, 1 findings or errors, 2 usage")
        let findings = Self.findings(run.errors + run.output)
        if test.status != 0 { #expect(!findings.isEmpty, "a failure says why") }
        for line in findings {
            #expect(
                line.last.map { ".?!)".contains($0) } == true, "a full sentence, with what to do: \(line)")
            #expect(!line.contains("NSCocoaErrorDomain"), "no Foundation error codes: \(line)")
            let message = line.split(separator: ": ", maxSplits: 2).last.map(String.init) ?? line
            #expect(!message.contains(": error: "), "the location printed once: \(line)")
        }
        if test.positioned {
            for line in findings where line.contains("error: ") {
                #expect(line.firstMatch(of: #/^[^ :]+:\d+:\d+: error: /#) != nil, "names file:line:column: \(line)")
            }
        }
    }

    @Test func everyGoldenFileHasItsCase() throws {
        let folder = ToolsTestSupport.repositoryRoot.appendingPathComponent(
            "Tests/GuidebookCLITests/Snapshots/Messages")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let names = Set(Self.cases.map { "\($0.name).txt" })
        #expect(Set(files).subtracting(names).isEmpty, "golden files without a case: remove them")
    }
}

extension MessageTableTests {
    struct LintJSON: Decodable {
        struct Item: Decodable {
            var severity: String
            var message: String
            var fix: String?
        }
        var diagnostics: [Item]
    }

    /// The lint cases that read content (the others stop before a report: no such folder).
    static let lintCases = cases.filter { $0.arguments.first == "lint" && !$0.files.isEmpty }

    @Test(arguments: lintCases)
    func everyLintFindingInTheTableSaysHowToFixIt(test: Case) throws {
        var json = test
        json.arguments += ["--format", "json"]
        let run = try Self.run(json)
        let report = try JSONDecoder().decode(LintJSON.self, from: Data(run.output.utf8))
        if test.status != 0 { #expect(!report.diagnostics.isEmpty, "a failing lint reports a finding") }
        for item in report.diagnostics {
            let fix = item.fix ?? ""
            #expect(!fix.isEmpty, "\(item.severity) without a fix: \(item.message)")
            #expect(fix.last.map { ".?!)".contains($0) } == true, "the fix is a full sentence: \(fix)")
        }
    }

    /// Every `Diagnostic(…)` the libraries and the command line construct, as source text:
    /// file, line and the call's arguments.
    static func diagnosticConstructions() throws -> [(file: String, line: Int, arguments: String)] {
        var found: [(file: String, line: Int, arguments: String)] = []
        let sources = ToolsTestSupport.repositoryRoot.appendingPathComponent("Sources")
        for target in ["Guidebook", "GuidebookCLI", "GuidebookHTML"] {
            let folder = sources.appendingPathComponent(target)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /\bDiagnostic\(/) {
                    let lineStart = text[..<match.range.lowerBound].lastIndex(of: "\n").map(text.index(after:))
                    let before = String(text[(lineStart ?? text.startIndex)..<match.range.lowerBound])
                    guard !before.hasSuffix("."), !before.trimmingCharacters(in: .whitespaces).hasPrefix("//") else {
                        continue
                    }
                    // The call's arguments: up to the parenthesis that closes it.
                    var depth = 1
                    var end = match.range.upperBound
                    while end < text.endIndex, depth > 0 {
                        if text[end] == "(" { depth += 1 } else if text[end] == ")" { depth -= 1 }
                        end = text.index(after: end)
                    }
                    let line = text[..<match.range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
                    let relative = String(file.path.dropFirst(sources.path.count + 1))
                    found.append((relative, line, String(text[match.range.upperBound..<end])))
                }
            }
        }
        return found
    }

    @Test func everyDiagnosticTheCodeMakesSaysHowToFixIt() throws {
        let constructions = try Self.diagnosticConstructions()
        // The scan itself: it finds the calls (there are dozens), the doc example included.
        #expect(constructions.count > 50)
        for construction in constructions where construction.file != "Guidebook/Diagnostics/Diagnostic.swift" {
            #expect(
                construction.arguments.contains("fix:"),
                "Sources/\(construction.file):\(construction.line): a Diagnostic without a fix: say how to fix it")
            #expect(
                !construction.arguments.contains("fix: nil"),
                "Sources/\(construction.file):\(construction.line): a Diagnostic whose fix is nil")
        }
    }
}
