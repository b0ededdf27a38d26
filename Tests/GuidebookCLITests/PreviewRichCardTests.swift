import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// The preview draws a card's image and Markdown body as the app does: a symbol as a labelled
/// placeholder, an asset from the content folder (else a placeholder and a finding), bold, italic
/// and links as HTML with every character of the copy escaped.
@Suite struct PreviewRichCardTests {
    /// The drawn card of `key` on the page of `language`: from its image to its body's end.
    static func drawnCard(_ key: String, in languages: [HTMLSite.Language], language: String) throws -> String {
        let site = HTMLSite(title: "Compositions", languages: languages, nonce: "n")
        let page = try #require(site.pages().first { $0.fileName == "cards-\(language).html" })
        let start = try #require(page.html.range(of: "data-key=\"\(key)\""))
        let end = try #require(page.html[start.upperBound...].range(of: "</section>"))
        let section = String(page.html[start.lowerBound..<end.upperBound])
        let card = try #require(section.firstMatch(of: /<div class="card-image">[\s\S]*?<p class="card-body">.*?<\/p>/))
        return String(card.output).replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }

    @Test(arguments: ["en", "ar"])
    func theExportCardShowsItsSymbolAndItsMarkdownBody(language: String) throws {
        let content = GuidebookContent(source: .folder(PreviewActionsTests.example))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content, rules: content.tutorialRules)
        #expect(
            findings.filter { [.missingImageLabel, .cardBodyMarkdown, .imageNotFound].contains($0.code) } == []
        )
        let drawn = try Self.drawnCard("Export", in: languages, language: language)
        #expect(Snapshot.mismatch(drawn, named: "preview-export-rich-\(language).html") == nil, "\(drawn)")
    }

    @Test func anAssetIsDrawnFromTheContentFolderAndAMissingOneIsAPlaceholderWithAFinding() throws {
        let root = try ToolsTestSupport.temporaryFolder("preview-images")
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>"#
        try ToolsTestSupport.write(
            [
                "en.lproj/Tutorial.strings": """
                "Export" = "Share <b>it</b> & **now**."; "Export Image" = "A score \\"sent\\"";
                "Import" = "Bring scores in."; "Import Image" = "Inbox";
                """,
                "ExportIllustration.svg": svg,
                "Tutorials.json": """
                {"cards": {"Export": {"image": {"asset": "ExportIllustration"}},
                           "Import": {"image": {"asset": "ImportIlustration"}}}}
                """,
                "ImportIllustration.png": "png",
            ], into: root)
        let content = GuidebookContent(source: .folder(root))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content, rules: content.tutorialRules)
        let base64 = Data(svg.utf8).base64EncodedString()
        #expect(
            try Self.drawnCard("Export", in: languages, language: "en") == """
                <div class="card-image">
                <img class="image-asset" src="data:image/svg+xml;base64,\(base64)" alt="A score &quot;sent&quot;" title="asset ExportIllustration.svg">
                </div>
                <h2 class="card-title">
                </h2>
                <p class="card-body">Share &lt;b&gt;it&lt;/b&gt; &amp; <strong>now</strong>.</p>

                """)
        #expect(
            try Self.drawnCard("Import", in: languages, language: "en").hasPrefix(
                #"<div class="card-image">"# + "\n"
                    + #"<span class="image-placeholder image-missing" role="img" aria-label="Inbox" title="asset ImportIlustration (no file)">ImportIlustration</span>"#
            ))
        #expect(
            findings.filter { $0.code == .imageNotFound }.map(\.sentences) == [
                #"The image "ImportIlustration" of the tutorial "Import" is no file of the content folder; the preview draws a placeholder. Did you mean "ImportIllustration"?"#
            ])
    }
}
