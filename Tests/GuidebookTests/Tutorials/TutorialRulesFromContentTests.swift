import Foundation
import Guidebook
import Testing

/// Rules a writer puts in the content folder (`Tutorials.json`, `Tutorials.plist`) reach the
/// engine an app makes from that content, and a refused rules file is reported, not half applied.
@Suite struct TutorialRulesFromContentTests {
    /// English copy for Welcome and Export.
    static let strings = Data(
        """
        "Welcome Title" = "Welcome";
        "Welcome" = "Tap a note.";
        "Export Title" = "Export";
        "Export" = "Tap Share.";
        """.utf8)

    /// A content set with `rules` (if any) at the top under `name`.
    static func content(rules: String?, name: String = "Tutorials.json", set: String = "memory") -> GuidebookContent {
        var files = ["en.lproj/Tutorial.strings": strings]
        if let rules { files[name] = Data(rules.utf8) }
        return GuidebookContent(source: .memory(files, name: set))
    }

    /// Export allowed twice, as a writer writes it in JSON and in a property list.
    static let twice: [(name: String, text: String)] = [
        ("Tutorials.json", #"{"cards": {"Export": {"maxDisplayCount": 2}}}"#),
        (
            "Tutorials.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>cards</key><dict><key>Export</key><dict>
            <key>maxDisplayCount</key><integer>2</integer></dict></dict></dict></plist>
            """
        ),
    ]

    /// Shows `key` `times` times, each after the one before is down; returns how often it was presented.
    static func show(_ key: String, times: Int, on tutorials: Tutorials, presenter: CountingPresenter) async -> Int {
        for _ in 0..<times {
            tutorials.show(key)
            await tutorials.waitUntilIdle()
        }
        return presenter.presentations[key] ?? 0
    }

    static func engine(_ content: GuidebookContent, presenter: CountingPresenter) -> Tutorials {
        Tutorials(
            content: content, store: InMemoryStateStore(), presenter: presenter,
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
    }

    @Test(arguments: twice)
    func theEngineMadeFromContentObeysItsRulesFile(file: (name: String, text: String)) async {
        let content = Self.content(rules: file.text, name: file.name)
        #expect(!content.hasErrors, "\(content.errors)")
        let presenter = CountingPresenter()
        let tutorials = Self.engine(content, presenter: presenter)
        #expect(await Self.show("Export", times: 4, on: tutorials, presenter: presenter) == 2)
        #expect(await Self.show("Welcome", times: 3, on: tutorials, presenter: presenter) == 1)
        #expect(tutorials.diagnostics.isEmpty)
    }

    @Test func contentWithoutARulesFileShowsEveryCardOnce() async {
        let presenter = CountingPresenter()
        let tutorials = Self.engine(Self.content(rules: nil), presenter: presenter)
        #expect(await Self.show("Export", times: 3, on: tutorials, presenter: presenter) == 1)
        #expect(tutorials.rules == TutorialRules())
    }

    @Test func aRefusedRulesFileIsAnErrorAtItsPositionAndTheEngineShowsEachCardOnce() async throws {
        let content = Self.content(rules: #"{"cards": {"Export": {"maxDisplayCont": 2}}}"#)
        #expect(content.hasErrors)
        let finding = try #require(content.errors.first)
        #expect(finding.code == .rulesUnknownKey)
        #expect(finding.location == SourceLocation(file: "Tutorials.json", line: 1, column: 23))
        #expect(finding.fix == "Did you mean \"maxDisplayCount\"?")
        #expect(content.tutorialRules == TutorialRules(), "a refused file is not applied in part")

        let presenter = CountingPresenter()
        let tutorials = Self.engine(content, presenter: presenter)
        #expect(tutorials.diagnostics.first == finding)
        #expect(await Self.show("Export", times: 3, on: tutorials, presenter: presenter) == 1)
    }

    @Test func theEngineOnAContentStoreTakesTheCurrentRulesAndTheLiveCopy() async throws {
        let store = ContentStore(Self.content(rules: Self.twice[0].text, set: "v1"))
        let presenter = CountingPresenter()
        let tutorials = Tutorials(
            content: store, store: InMemoryStateStore(), presenter: presenter,
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
        #expect(tutorials.rules["Export"].maxDisplayCount == 2)

        let refused = Self.content(rules: #"{"cards": {"Export": {"maxDisplayCount": "two"}}}"#, set: "v2")
        #expect(throws: GuidebookContentError.self) { try store.replace(with: refused) }
        #expect(store.content.source.description == "memory v1", "a set whose rules file is refused is not swapped in")

        let editedCopy = #""Export Title" = "Export"; "Export" = "Tap Share, then PDF.";"#
        let edited = GuidebookContent(
            source: .memory(
                [
                    "en.lproj/Tutorial.strings": Data(editedCopy.utf8),
                    "Tutorials.json": Data(#"{"cards": {"Export": {"maxDisplayCount": 5}}}"#.utf8),
                ], name: "v3"))
        try store.replace(with: edited)
        #expect(try tutorials.copy.card(for: "Export").body == "Tap Share, then PDF.", "the copy is live")
        #expect(tutorials.rules["Export"].maxDisplayCount == 5, "the rules are the set's in use")
        #expect(await Self.show("Export", times: 6, on: tutorials, presenter: presenter) == 5)
    }
}
