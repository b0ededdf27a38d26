import Foundation
import Testing

/// A card's actions in the command line: `show` offers them as numbered choices and says which was
/// chosen; `lint` reports a title a language lacks and a `help:` target the help book lacks.
@Suite struct CardActionsCommandTests {
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Export Title" = "Export";
        "Export" = "Share a score.";
        "Export Action.tryIt" = "Try it";
        "Export Action.later" = "Not now";
        """,
        "de.lproj/Tutorial.strings": """
        "Export Title" = "Exportieren";
        "Export" = "Teile eine Partitur.";
        "Export Action.tryIt" = "Ausprobieren";
        """,
        "en.lproj/HelpBook.json": """
        {"format": "guidebook-help", "version": 2, "sections": [{"title": "Sharing", "items": [
          {"id": "export-pdf", "title": "Exporting a PDF", "body": "Tap Share."}]}]}
        """,
        "Tutorials.json": """
        {"cards": {
          "Export": {"actions": [
            {"id": "tryIt", "role": "primary", "opens": "help:export-pfd"},
            {"id": "later", "role": "dismiss"}]}
        }}
        """,
    ]

    @Test func lintReportsAMissingTitleAndAHelpTargetTheBookLacksAtTheCard() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint-actions")
        defer { try? FileManager.default.removeItem(at: root) }
        try ToolsTestSupport.write(Self.app, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        let items = try JSONDecoder().decode(LintCommandTests.Output.self, from: Data(run.output.utf8)).diagnostics
        #expect(run.status == 1)
        let found = items.filter { $0.code?.rawValue.contains("action") == true }.map {
            "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.message) \($0.fix ?? "")"
        }
        #expect(
            found == [
                #"App/Tutorials.json:2:3 warning The action "later" of the tutorial "Export" has no title in de in table "Tutorial"; its en title was shown instead. Add "Export Action.later" = "…"; to de.lproj/Tutorial.strings."#,
                #"App/Tutorials.json:2:3 error The action "tryIt" of "Export" opens the help article "export-pfd", which the en help book does not have. Did you mean "help:export-pdf"?"#,
            ], "\(found)")
    }

    /// The example's tour: Next on Library, then the first action of Export.
    @Test func showOffersTheActionsAsNumberedChoicesAndSaysWhichWasChosen() throws {
        let state = try ShowCommandTests.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let run = try ToolsTestSupport.guidebook(
            ["show", "--tour", "basics", "Examples/Compositions", "--state", state.path], input: "\n1\n",
            in: ShowCommandTests.root, environment: ["COLUMNS": "72", "LANG": "C"])
        #expect(run.status == 0)
        #expect(run.errors == "")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.contains { $0.hasSuffix("[1] Try it [2] Not now │░░░░") }, "\(run.output)")
        #expect(lines.suffix(2) == [#"Chose "Try it" (tryIt): opens help:export-pdf."#, ""])
    }
}
