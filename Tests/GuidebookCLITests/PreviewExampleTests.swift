import Foundation
import Testing

/// The README's main command: `guidebook preview` on the example content, opened in Chromium.
@Suite(.serialized) struct PreviewExampleTests {
    @Test func theExampleContentPreviewsInEveryLanguage() throws {
        let root = ToolsTestSupport.repositoryRoot
        let out = try ToolsTestSupport.temporaryFolder("example-preview")
        let run = try ToolsTestSupport.guidebook(["preview", "Examples/Compositions", "--out", out.path], in: root)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.hasPrefix("Wrote the preview to \(out.path)/index.html\n"))
        #expect(run.output.contains("7 cards × 3 languages"))
        #expect(run.output.hasSuffix(", 0 warnings\n"), "the example content is complete")
        for language in ["en", "de", "ar"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("help-\(language).html").path))
            // One article, one id: its page has the same name in every language.
            let page = out.appendingPathComponent("help-\(language)-export-pdf.html")
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.lastPathComponent)")
        }
        guard let chromium = ToolsTestSupport.tool("chromium") else { return }
        let browser = ChromiumPage(executable: chromium)
        let results = try browser.dom(out.appendingPathComponent("help-en.html"), query: "?q=export%20pdf")
        let first = results.firstMatch(
            of: /<ul id="search-results"[^>]*>.*?<span class="title">([^<]*)</.dotMatchesNewlines())
        #expect(first.map { String($0.output.1) } == "Exporting a PDF")
        // The page's own words are in its language, as the dismiss hint is.
        let german = try browser.dom(out.appendingPathComponent("help-de.html"), query: "?q=zzqxv")
        #expect(german.contains("<li class=\"row empty\">Keine Ergebnisse</li>"))
        #expect(german.contains("placeholder=\"Suchen\""))
        let arabic = try browser.dom(out.appendingPathComponent("cards-ar.html"))
        #expect(arabic.contains("<html lang=\"ar\" dir=\"rtl\""))
        #expect(arabic.matches(of: /<section class="phone"/).count == 7)
    }
}
