import Foundation
import GuidebookTestSupport
import Testing

/// `guidebook lint` reports every style value it cannot draw where the rules file writes it,
/// with the fix, as compilers print findings.
@Suite struct LintStyleTests {
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": LintRulesTests.app["en.lproj/Tutorial.strings"] ?? "",
        "Tutorials.json": """
        {"style": {"tint": "#0A84FG", "dimmingOpacity": 1.4, "tnt": "#FFFFFF"},
         "cards": {
          "Welcome": {},
          "Export": {"style": {"cornerRadius": -2, "titleFont": {"style": "titel", "weight": "bold"},
                               "arrowColor": 12}}
        }}
        """,
    ]

    @Test func eachStyleValueThatCannotBeDrawnIsReportedWithItsPositionAndFix() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint-style")
        try ToolsTestSupport.write(Self.app, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App"], in: root)
        #expect(run.status == 1)
        #expect(Snapshot.mismatch(run.output + run.errors, named: "lint-style.txt") == nil)
    }
}
