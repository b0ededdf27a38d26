import Foundation
import Testing

/// The docs cannot drift from the code: every Swift block in the README and the DocC articles is
/// a snippet's text, every snippet runs on the example content and prints what its comments
/// say, and no doc names a type or method the package does not have.
@Suite struct DocumentationTests {
    static let root = ToolsTestSupport.repositoryRoot

    /// The Markdown a new user reads: the README, the DocC articles, the format documents.
    static let documents: [String] = {
        let catalog = "Sources/Guidebook/Guidebook.docc"
        let articles =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        let formats =
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Documentation").path))
            ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" }
        return ["README.md"] + articles + formats
    }()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The built snippet executable, next to the built `guidebook`.
    static func executable(of snippet: DocumentationSnippet) throws -> URL {
        let folder = try ToolsTestSupport.requireBinary().deletingLastPathComponent()
        let url = folder.appendingPathComponent(snippet.name)
        try #require(
            FileManager.default.isExecutableFile(atPath: url.path),
            "\(snippet.name) is not built: swift build builds Snippets/ (or swift run \(snippet.name))")
        return url
    }
}

extension DocumentationTests {
    @Test(arguments: documents)
    func everySwiftBlockIsTheTextOfASnippetOrOfTheTypeCheckedExampleApp(document: String) throws {
        let snippets = Set(DocumentationSnippet.all().map(\.visibleCode))
        #expect(!snippets.isEmpty)
        let examples = try Self.exampleAppFiles()
        for block in MarkdownCode.swiftBlocks(in: try Self.read(document)) {
            let code = block.trimmingCharacters(in: .newlines)
            #expect(
                snippets.contains(code) || examples.contains { Self.isExcerpt(code, of: $0) },
                "A Swift block in \(document) is neither the shown text of any Snippets/*.swift nor lines of Examples/CompositionsApp (type-checked by scripts/ci/adapters.sh); write it as a snippet or copy it from the example app:\n\(code)"
            )
        }
    }

    @Test func theReadmeShowsTheAdaptersInTheExampleAppsOwnCode() throws {
        let examples = try Self.exampleAppFiles()
        let excerpts = MarkdownCode.swiftBlocks(in: try Self.read("README.md")).filter { block in
            examples.contains { Self.isExcerpt(block.trimmingCharacters(in: .newlines), of: $0) }
        }
        let shown = excerpts.joined(separator: "\n")
        for name in [
            "OverlayPresenter()", "HelpViewController(", ".guidebook(", ".tutorial(", "HelpView(", "GuidebookContent(",
        ] {
            #expect(shown.contains(name), "the README's iOS section shows \(name) in the example app's code")
        }
    }

    @Test func aBlockThatIsNotTheExampleAppsCodeIsNoExcerpt() {
        let file = "struct A {\n    func f() {\n        print(1)\n        print(2)\n    }\n}\n"
        #expect(Self.isExcerpt("func f() {\n    print(1)\n    print(2)\n}", of: file))
        #expect(Self.isExcerpt("print(1)\nprint(2)", of: file))
        #expect(!Self.isExcerpt("print(2)\nprint(1)", of: file), "lines out of order")
        #expect(!Self.isExcerpt("func f() {\n    print(1)\n}", of: file), "a line left out")
        #expect(!Self.isExcerpt("print(3)", of: file))
        #expect(!Self.isExcerpt("", of: file))
    }
}

extension DocumentationTests {
    /// The example app's sources, which `scripts/ci/adapters.sh` type-checks against the UIKit
    /// and SwiftUI stubs: a README block copied from them is code that compiles.
    static func exampleAppFiles() throws -> [String] {
        try DocumentationSymbolTests.swiftFiles(in: ["Examples/CompositionsApp"]).map {
            try String(contentsOf: $0, encoding: .utf8)
        }
    }

    /// Whether `block`'s lines are consecutive lines of `file`, each indented alike (the block
    /// with its common indentation removed, as a README shows a method).
    static func isExcerpt(_ block: String, of file: String) -> Bool {
        func dedented(_ lines: [Substring]) -> [String] {
            let indent =
                lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
            return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
        }
        let wanted = block.split(separator: "\n", omittingEmptySubsequences: false)
        guard !block.allSatisfy(\.isWhitespace) else { return false }
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        guard wanted.count <= lines.count else { return false }
        let target = dedented(wanted)
        for start in 0...(lines.count - wanted.count) where lines[start].hasSuffix(wanted[0].drop { $0 == " " }) {
            if dedented(Array(lines[start..<(start + wanted.count)])) == target { return true }
        }
        return false
    }

    @Test func theSnippetsAreAllShownInADoc() throws {
        let blocks = Set(try Self.documents.flatMap { MarkdownCode.swiftBlocks(in: try Self.read($0)) })
        for snippet in DocumentationSnippet.all() {
            #expect(blocks.contains(snippet.visibleCode), "Snippets/\(snippet.name).swift is in no doc")
        }
    }

    @Test(arguments: DocumentationSnippet.all())
    func theSnippetRunsOnTheExampleAndPrintsWhatItsCommentsSay(snippet: DocumentationSnippet) throws {
        #expect(!snippet.expectedOutput.isEmpty, "a snippet states at least one line it prints (// prints …)")
        let run = try ToolsTestSupport.run(
            try Self.executable(of: snippet).path, [], in: Self.root, environment: snippet.runEnvironment)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLast()
        #expect(
            snippet.matches(Array(lines)),
            "Snippets/\(snippet.name).swift printed:\n\(run.output)but its comments say:\n\(snippet.expectedOutput.joined(separator: "\n"))"
        )
    }

    @Test func aSnippetWhoseOutputDiffersFromItsCommentsIsCaught() {
        let snippet = DocumentationSnippet(
            name: "Sample",
            text: """
                // A description.
                // run: LANG=de_DE.UTF-8
                // snippet.hide
                import Guidebook
                // snippet.show
                print(1)  // prints 1
                print("Welcome to Compositions")  // prints Welcome…
                """)
        #expect(snippet.visibleCode == "print(1)  // prints 1\nprint(\"Welcome to Compositions\")  // prints Welcome…")
        #expect(snippet.environment == ["LANG": "de_DE.UTF-8"])
        #expect(snippet.matches(["1", "Welcome to Compositions"]))
        #expect(!snippet.matches(["2", "Welcome to Compositions"]))
        #expect(!snippet.matches(["1", "Hello"]))
        #expect(!snippet.matches(["1"]))
    }
}
