import Foundation
import Guidebook
import GuidebookHTML
import Testing

@testable import GuidebookCLI

/// The preview draws exactly the cards an app shows: for every key and language, the card
/// `TutorialCopy.card(for:)` builds from the same folder (loaded on its own, as an app loads it),
/// and no card where the engine skips the key.
@Suite struct PreviewCardsTests {
    /// Every way copy can be incomplete: a German body missing (the app falls back to English),
    /// a German title missing (an empty title, never the English one), a key with a title and no
    /// body anywhere (the engine skips it), a key only German has, a dismiss hint of the table's own.
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Welcome Title" = "Welcome";
        "Welcome" = "Hello.";
        "Export Title" = "Export";
        "Export" = "Share a score.";
        "Orphan Title" = "A title without a body";
        "Tap to continue" = "Tap anywhere";
        """,
        "de.lproj/Tutorial.strings": """
        "Welcome Title" = "Willkommen";
        "Export" = "Teile eine Partitur.";
        "Extra Title" = "Nur auf Deutsch";
        "Extra" = "Nur hier.";
        """,
        "ar.lproj/Tutorial.strings": """
        "Welcome Title" = "مرحبا";
        "Welcome" = "أهلا.";
        """,
    ]

    static func folders() throws -> [URL] {
        let root = try ToolsTestSupport.temporaryFolder("preview-cards")
        try ToolsTestSupport.write(app, into: root)
        return [root, ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")]
    }

    @Test(arguments: try folders())
    func everyPreviewedCardIsTheCardTheEngineShowsAndNoOther(folder: URL) throws {
        let content = GuidebookContent(source: .folder(folder))
        let (languages, _) = PreviewCommand.previewLanguages(of: content)
        #expect(languages.map(\.code) == content.languages)
        for language in languages {
            let engine = try TutorialCopy.stringsTable(
                in: folder, preferredLanguages: [language.code], developmentLanguage: content.developmentLanguage)
            let expected = content.tutorialKeys().compactMap { try? engine.card(for: $0) }
            #expect(language.cards == expected, "\(language.code)")
            // The pages draw those cards and nothing else.
            let site = HTMLSite(title: "App", languages: languages, nonce: "n")
            let page = try #require(site.pages().first { $0.fileName == "cards-\(language.code).html" })
            let drawn = page.html.matches(of: /<section class="phone"[^>]* data-key="([^"]*)"/).map {
                String($0.output.1)
            }
            #expect(drawn == expected.map(\.key), "\(language.code)")
        }
    }

    @Test func aKeyWithoutABodyIsNotDrawnAndAFallbackIsNamed() throws {
        let folder = try #require(try Self.folders().first)
        let content = GuidebookContent(source: .folder(folder))
        let (languages, findings) = PreviewCommand.previewLanguages(of: content)
        for language in languages {
            #expect(!language.cards.map(\.key).contains("Orphan"), "\(language.code)")
        }
        let german = try #require(languages.first { $0.code == "de" })
        #expect(german.cards.map(\.key) == ["Welcome", "Export", "Extra"])
        // The app shows the English Welcome to a German user: the preview does too, and says so.
        #expect(german.cards.first?.body == "Hello.")
        #expect(german.cards.first?.language == "en")
        #expect(german.cards.first?.title == "Welcome")
        let fallbacks = findings.filter { $0.code == .cardLanguageFallback }.map(\.message)
        #expect(
            fallbacks == [
                #"The tutorial "Export" has no body in ar in table "Tutorial", so an app shows it in en."#,
                #"The tutorial "Welcome" has no body in de in table "Tutorial", so an app shows it in en."#,
            ])
        // One skipped key in each of the three languages, as a warning (the preview still writes).
        let skipped = findings.filter { $0.message.contains("Orphan") }
        #expect(skipped.count == 3)
        #expect(skipped.allSatisfy { $0.severity == .warning })
    }
}
