import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

@testable import GuidebookCLI

/// What a person reads in the terminal, checked against golden files in `Snapshots/`
/// (re-recorded only with `GUIDEBOOK_RECORD_SNAPSHOTS=1`).
@Suite struct TerminalSnapshotTests {
    static let examples = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")

    /// Every example card of `language`, as the engine resolves it, drawn as `guidebook show` draws it.
    @Test(arguments: ["en", "de", "ar"])
    func exampleCardsReadAsTheGoldenFilesSay(language: String) throws {
        let copy = try TutorialCopy.stringsTable(
            in: Self.examples, preferredLanguages: [language], developmentLanguage: "en")
        var text = ""
        for key in ["Welcome", "Library", "Editor", "Export"] {
            let card = try copy.card(for: key)
            text += "[\(key)]\n" + CardRenderer(columns: 60, styled: false).lines(for: card).joined(separator: "\n")
            text += "\n\n"
        }
        #expect(Snapshot.mismatch(text, named: "cards-\(language).txt") == nil)
    }

    @Test func theDemoLibraryScreenWithItsCardReadsAsTheGoldenFileSays() {
        var state = DemoScreenTests.state()
        state.current = 1
        state.card = TutorialCard(
            key: "Library", title: "Your Library", body: "Every composition you write is kept here.",
            dismissHint: "Tap to continue", language: "en")
        let text = DemoScreen(state: state).lines().map(\.text).joined(separator: "\n")
        #expect(Snapshot.mismatch(text, named: "demo-library-card.txt") == nil)
    }

    @Test func theDemoHelpTabReadsAsTheGoldenFileSays() {
        var state = DemoScreenTests.state()
        state.current = 2
        let text = DemoScreen(state: state).lines().map(\.text).joined(separator: "\n")
        #expect(Snapshot.mismatch(text, named: "demo-help.txt") == nil)
    }
}
