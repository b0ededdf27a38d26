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
    func everySwiftBlockIsTheTextOfASnippet(document: String) throws {
        let snippets = Set(DocumentationSnippet.all().map(\.visibleCode))
        #expect(!snippets.isEmpty)
        for block in MarkdownCode.swiftBlocks(in: try Self.read(document)) {
            let code = block.trimmingCharacters(in: .newlines)
            #expect(
                snippets.contains(code),
                "A Swift block in \(document) is not the shown text of any Snippets/*.swift; write it as a snippet and paste its shown text:\n\(code)"
            )
        }
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
