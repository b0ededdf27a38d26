import Foundation
import GuidebookTestSupport
import Testing

/// Every finding `guidebook lint` adds about an app (its code against the tables, the rules file
/// against both, card images and actions, links into the help book), from one broken app run
/// through the built binary, compared whole against one golden file in the catalog's form
/// (`code severity place message / fix`).
@Suite struct LintDiagnosticsTests {
    /// An app with one of each problem lint finds beyond a file's own syntax.
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Welcome Title" = "Welcome";
        "Welcome" = "Hello %@, you have %d scores.";
        "Export Title" = "Export";
        "Export" = "Share a score, or read [how](help:sharing).";
        "Tips Title" = "Tips";
        "Tips" = "Shake for [tips](javascript:tips()).";
        "Tour Progress" = "Step %d";
        """,
        "de.lproj/Tutorial.strings": """
        "Welcome Title" = "Willkommen";
        "Welcome" = "Hallo %d, du hast %@ Partituren.";
        "Export Title" = "Teilen";
        "Export" = "Teile eine Partitur.";
        "Tips Title" = "Tipps";
        "Tips" = "Schüttle für Tipps.";
        """,
        "cy.lproj/Tutorial.strings": """
        "Welcome Title" = "Croeso";
        "Welcome" = "Helo %@, mae gennych %d sgôr.";
        "Export Title" = "Rhannu";
        "Export" = "Rhannwch sgôr.";
        "Tips Title" = "Awgrymiadau";
        "Tips" = "Ysgwyd am awgrymiadau.";
        """,
        "en.lproj/HelpList.plist": ToolsTestSupport.helpList([("Basics", [("Undo", "Shake to undo.")])]),
        "Tutorials.json": """
        {"cards": {
          "Exprt": {"maxDisplayCount": 3},
          "Export": {"prerequisites": ["Onboarding"], "image": {"asset": "ExportIllustration"},
                     "actions": [{"id": "tryIt", "opens": "help:sharing"}]}
        },
        "tours": [
          {"name": "Basics", "steps": ["Welcome", "Tipps"]}
        ]}
        """,
        "Sources/App.swift": """
        import Guidebook

        func start(tutorials: Tutorials, name: String) {
            tutorials.show("Welcome")
            tutorials.show("Export")
            tutorials.show("Gone")
            tutorials.show("Tip \\(name)")
            tutorials.donate("exportedPDF")
            let rules = TutorialRuleSet(conditions: [.event("openedDocument", .atLeast, 1)])
            _ = rules
        }
        """,
    ]

    /// The findings of `guidebook lint App --format json` in `root`, one line each.
    static func lint(in root: URL) throws -> String {
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        let output = try JSONDecoder().decode(LintCommandTests.Output.self, from: Data(run.output.utf8))
        return output.diagnostics.map { item in
            let place = item.file.map { "\($0):\(item.line ?? 0):\(item.column ?? 0)" } ?? "-"
            return
                "\(item.code?.rawValue ?? "(no code)") \(item.severity) \(place) \(item.message) / \(item.fix ?? "(no fix)")\n"
        }.joined()
    }

    @Test func everyFindingLintAddsAboutAnAppSaysWhereAndHowToFixIt() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint-goldens")
        defer { try? FileManager.default.removeItem(at: root) }
        let app = root.appendingPathComponent("App")
        try ToolsTestSupport.write(Self.app, into: app)
        // A source file moved away, its link left behind.
        try FileManager.default.createSymbolicLink(
            atPath: app.appendingPathComponent("Sources/Moved.swift").path, withDestinationPath: "Elsewhere.swift")
        var text = "# an app with one of each problem\n" + (try Self.lint(in: root))

        try FileManager.default.removeItem(at: app.appendingPathComponent("Sources"))
        try FileManager.default.removeItem(at: app.appendingPathComponent("Tutorials.json"))
        text += "# the same app without its code and rules\n" + (try Self.lint(in: root))
        #expect(Snapshot.mismatch(text, named: "diagnostics-lint.txt") == nil)
    }
}
