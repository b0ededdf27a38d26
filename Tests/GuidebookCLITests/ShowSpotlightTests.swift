import Foundation
import Testing

/// `guidebook show` and `guidebook preview` drawing a card's spotlight from the rules file.
@Suite struct ShowSpotlightTests {
    static let content: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Export Title" = "Export";
        "Export" = "Share the score as a PDF.";
        "Library Title" = "Library";
        "Library" = "Your scores.";
        """,
        "Tutorials.json": """
        {"cards": {
          "Export": {"spotlight": {"target": "exportButton", "shape": "circle"}},
          "Library": {"spotlight": {"target": {"x": 20, "y": 740, "width": 60, "height": 60}},
                      "prerequisites": ["Export"]}
        }}
        """,
    ]

    func folder() throws -> URL {
        try ToolsTestSupport.contentFolder("show-spotlight", Self.content)
    }

    func show(_ arguments: [String], in root: URL) throws -> ToolsTestSupport.Run {
        try ToolsTestSupport.guidebook(["show"] + arguments, onContent: root)
    }

    @Test func theFrameGivenForTheTargetIdPlacesTheCardBelowItWithAnArrow() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try show(["Export", "--target", "300,60,44,44"], in: root)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        let arrow = try #require(lines.firstIndex { $0.contains("▲") })
        #expect(lines[arrow + 1].contains("┌"))
        #expect(lines[..<arrow].contains { $0.contains(" ") }, "the target is left clear above the arrow")
        #expect(!run.output.contains("⚠"))
    }

    @Test func withoutAFrameTheCardIsCentredAndTheReasonPrinted() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try show(["Export"], in: root)
        #expect(run.status == 0)
        #expect(
            run.output.contains(
                "⚠ The spotlight card \"Export\" is centred on the screen: its target \"exportButton\" is not registered."
            ))
        #expect(!run.output.contains("▲"))
    }

    @Test func aMalformedFrameIsAUsageError() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try show(["Export", "--target", "300,60,44"], in: root)
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "'300,60,44' is not a value of '--target' for 'guidebook show': write X,Y,WIDTH,HEIGHT in points"))
    }

    @Test func thePreviewDrawsTheSpotlightAndWhyEachCardWouldShow() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("site")
        let run = try ToolsTestSupport.guidebook(["preview", root.path, "--out", out.path], in: root)
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(contentsOf: out.appendingPathComponent("cards-en.html"), encoding: .utf8)
        #expect(page.contains("<svg class=\"spot\""))
        #expect(page.contains("data-placement=\"above\""), "Library's target is near the bottom")
        #expect(page.contains("Spotlight on &quot;exportButton&quot;"))
        #expect(page.contains("<summary>Shows now</summary>"))
        #expect(page.contains("<summary>Does not show: prerequisites</summary>"))
        #expect(!run.errors.contains("Spotlight:"), "an id target is a note, not a warning")
    }
}
