import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// The preview draws a card's actions as the app does: the rules' buttons, titled in each
/// language, with their roles, the default one marked, and where each goes.
@Suite struct PreviewActionsTests {
    static let example = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")

    /// The Export card's buttons on the page of `language`, as drawn.
    static func exportButtons(in languages: [HTMLSite.Language], language: String) throws -> String {
        let site = HTMLSite(title: "Compositions", languages: languages, nonce: "n")
        let page = try #require(site.pages().first { $0.fileName == "cards-\(language).html" })
        let section = try #require(page.html.firstMatch(of: /data-key="Export"[\s\S]*?<\/section>/))
        let buttons = try #require(String(section.output).firstMatch(of: /<div class="card-actions">[\s\S]*?<\/div>/))
        return String(buttons.output).replacingOccurrences(of: "<button", with: "\n<button") + "\n"
    }

    @Test(arguments: ["en", "de", "ar"])
    func theExportCardShowsItsButtonsInEveryLanguage(language: String) throws {
        let content = GuidebookContent(source: .folder(Self.example))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content, rules: content.tutorialRules)
        #expect(findings.filter { $0.code == .missingActionTitle }.isEmpty)
        let drawn = try Self.exportButtons(in: languages, language: language)
        #expect(Snapshot.mismatch(drawn, named: "preview-export-actions-\(language).html") == nil, "\(drawn)")
    }

    @Test func aTitleMissingInALanguageIsShownFromTheFallbackAndReportedBesideTheCard() throws {
        let root = try ToolsTestSupport.temporaryFolder("preview-actions")
        try ToolsTestSupport.write(
            [
                "en.lproj/Tutorial.strings":
                    #""Export Title" = "Export"; "Export" = "Share a score."; "Export Action.tryIt" = "Try it";"#,
                "de.lproj/Tutorial.strings": #""Export Title" = "Teilen"; "Export" = "Teile eine Partitur.";"#,
                "Tutorials.json": #"{"cards": {"Export": {"actions": [{"id": "tryIt", "role": "primary"}]}}}"#,
            ], into: root)
        let content = GuidebookContent(source: .folder(root))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content, rules: content.tutorialRules)
        let german = try #require(languages.first { $0.code == "de" })
        #expect(german.cards.first?.actions.map(\.title) == ["Try it"])
        #expect(
            findings.filter { $0.code == .missingActionTitle }.map(\.message) == [
                #"The action "tryIt" of the tutorial "Export" has no title in de in table "Tutorial"; its en title was shown instead."#
            ])
        #expect(german.cardFindings["Export"]?.map(\.code) == [.missingActionTitle])
    }
}
