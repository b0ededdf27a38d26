import Foundation
import Guidebook
import GuidebookHTML
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// The example content has a card of each presentation, each with its image and actions, in
/// English, German and Arabic: Export (overlay, the default), Palette (a spotlight on the note
/// palette), Tempo (a bubble anchored to the tempo button), Tags (inline in the library). The
/// preview and `guidebook show` draw each as the app does, checked whole against golden files.
@Suite struct ExamplePresentationsTests {
    static let example = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")
    /// Each card of the example with the presentation its rules give it, and the frame `show`
    /// is given for its target (in points of a 390 × 844 screen), as the app registers it.
    static let cards: [(key: String, presentation: TutorialPresentation, target: String?)] = [
        ("Export", .overlay, nil),
        ("Palette", .spotlight, "20,700,350,60"),
        ("Tempo", .anchored, "300,60,60,44"),
        ("Tags", .inline, nil),
    ]

    @Test func theExampleRulesGiveEachPresentationAnImageAndActions() {
        let content = GuidebookContent(source: .folder(Self.example))
        #expect(!content.hasErrors)
        for (key, presentation, _) in Self.cards {
            let card = TutorialCardModel(card: cardWithRules(key, in: content))
            #expect(card.presentation == presentation, "\(key)")
            #expect(content.tutorialRules[key].image != nil, "\(key)")
            #expect(content.tutorialRules[key].actions.map(\.role).contains(.primary), "\(key)")
            #expect(content.tutorialRules[key].actions.map(\.role).contains(.dismiss), "\(key)")
        }
        let roles = Set(Self.cards.flatMap { content.tutorialRules[$0.key].actions.map(\.role) })
        #expect(roles == [.primary, .secondary, .dismiss])
    }

    /// The card for `key` in English, with its rules' presentation and spotlight, as the engine gives it.
    func cardWithRules(_ key: String, in content: GuidebookContent) -> TutorialCard {
        let copy = content.tutorialCopy(preferredLanguages: ["en"])
        var card =
            (try? copy.card(for: key)) ?? TutorialCard(key: key, title: "", body: "", dismissHint: "", language: "en")
        card.presentation = content.tutorialRules[key].presentation
        card.spotlight = content.tutorialRules[key].spotlight
        return card
    }

    @Test(arguments: ["en", "de", "ar"])
    func thePreviewDrawsEachPresentationInEveryLanguage(language: String) throws {
        let content = GuidebookContent(source: .folder(Self.example))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content, rules: content.tutorialRules)
        #expect(findings.isEmpty, "\(findings)")
        let site = HTMLSite(title: "Compositions", languages: languages, nonce: "n")
        let page = try #require(site.pages().first { $0.fileName == "cards-\(language).html" })
        var drawn = ""
        for (key, _, _) in Self.cards {
            let section = try #require(
                page.html.firstMatch(of: try Regex(#"<section[^>]*data-key="\#(key)"[\s\S]*?</section>"#)))
            drawn += String(page.html[section.range]) + "\n"
        }
        #expect(Snapshot.mismatch(drawn, named: "preview-presentations-\(language).html") == nil)
    }

    @Test(arguments: ["en", "de", "ar"])
    func showDrawsEachPresentationInEveryLanguage(language: String) throws {
        var text = ""
        for (key, presentation, target) in Self.cards {
            let state = try ToolsTestSupport.temporaryFolder("show-presentations").appendingPathComponent("state.plist")
            defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
            let run = try ToolsTestSupport.guidebook(
                ["show", key, "--language", language, "--always", "--state", state.path]
                    + (target.map { ["--target", $0] } ?? []),
                input: "", in: ToolsTestSupport.repositoryRoot, environment: ToolsTestSupport.plainEnvironment)
            #expect(run.status == 0, "\(run.errors)")
            text += "[\(key): \(presentation.rawValue)]\n" + run.output + run.errors + "\n"
        }
        #expect(Snapshot.mismatch(text, named: "show-presentations-\(language).txt") == nil)
    }
}
