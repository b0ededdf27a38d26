import Foundation
import Testing

/// `guidebook lint` on cards' images: an asset the content folder has no file for and a symbol
/// whose name is no symbol's, with did-you-mean, and a label a language lacks, each at the
/// card's `image`.
@Suite struct CardImageLintTests {
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Export" = "Share a score."; "Export Title" = "Export"; "Export Image" = "Share arrow";
        "Import" = "Bring scores in."; "Import Title" = "Import"; "Import Image" = "Inbox";
        """,
        "de.lproj/Tutorial.strings": """
        "Export" = "Teile eine Partitur."; "Export Title" = "Exportieren";
        "Import" = "Hol Partituren herein."; "Import Title" = "Importieren"; "Import Image" = "Eingang";
        """,
        "ImportIllustration.svg": #"<svg xmlns="http://www.w3.org/2000/svg"/>"#,
        "Tutorials.json": """
        {"cards": {
          "Export": {"image": {"symbol": "square.and.arrow.up"}},
          "Import": {"image": {"asset": "ImportIlustration"}},
          "Library": {"image": {"symbol": "ImportIllustration"}}
        }}
        """,
    ]

    @Test func lintReportsAnImageWithoutAFileASymbolThatIsNoneAndAMissingLabelAtTheImage() throws {
        var files = Self.app
        files["en.lproj/Tutorial.strings", default: ""] += #"\#n"Library" = "Your scores."; "Library Image" = "Shelf";"#
        files["de.lproj/Tutorial.strings", default: ""] +=
            #"\#n"Library" = "Deine Partituren."; "Library Image" = "Regal";"#
        let root = try ToolsTestSupport.temporaryFolder("lint-images")
        defer { try? FileManager.default.removeItem(at: root) }
        try ToolsTestSupport.write(files, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        let items = try JSONDecoder().decode(LintCommandTests.Output.self, from: Data(run.output.utf8)).diagnostics
        let found = items.filter { $0.code?.rawValue.contains("image") == true }.map {
            "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0) \($0.severity) \($0.message) \($0.fix ?? "")"
        }
        #expect(
            found == [
                #"App/Tutorials.json:2:14 warning The image of the tutorial "Export" has no label in de in table "Tutorial"; VoiceOver reads its en label instead. Add "Export Image" = "…"; to de.lproj/Tutorial.strings."#,
                #"App/Tutorials.json:3:14 warning The image "ImportIlustration" of the tutorial "Import" is no file of the content folder; the preview draws a placeholder. Did you mean "ImportIllustration"?"#,
                #"App/Tutorials.json:4:15 warning The image "ImportIllustration" of the tutorial "Library" is not an SF Symbol's name. Did you mean {"asset": "ImportIllustration"}? The content folder has that image."#,
            ], "\(found)")
    }
}
