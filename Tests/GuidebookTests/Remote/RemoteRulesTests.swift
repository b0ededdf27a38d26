import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Writers' rules travel with a remote update: a published `Tutorials.json` is listed, fetched
/// and given to the next engine, and a set whose rules file is refused is never swapped in.
@Suite struct RemoteRulesTests {
    /// The bundled content with Welcome allowed twice, and a published edit whose rules are `publishedRules`.
    static func setup(publishedRules: String) throws -> RemoteNginxTests.Setup? {
        try RemoteNginxTests.Setup { bundled, content in
            try Data(#"{"cards": {"Welcome": {"maxDisplayCount": 2}}}"#.utf8)
                .write(to: bundled.appendingPathComponent("Tutorials.json"))
            try Data(publishedRules.utf8).write(to: content.appendingPathComponent("Tutorials.json"))
        }
    }

    /// An updater whose content is the whole content set, as an app that shows cards loads it.
    static func updater(_ setup: RemoteNginxTests.Setup) throws -> RemoteContentUpdater<GuidebookContent> {
        try RemoteContentUpdater(
            manifestURL: setup.manifestURL, bundled: setup.bundled, cache: setup.cache,
            policy: RemoteTestContent.policy()
        ) { set in GuidebookContent(source: .download(set.folder)) }
    }

    @Test func publishedRulesAreFetchedAndTheNextLaunchsEngineObeysThem() async throws {
        guard let setup = try Self.setup(publishedRules: #"{"cards": {"Welcome": {"maxDisplayCount": 4}}}"#)
        else { return }
        let manifest = try ContentManifest(
            data: Data(contentsOf: setup.published.appendingPathComponent(ContentManifest.fileName)),
            file: ContentManifest.fileName)
        #expect(manifest.files.first { $0.path == "Tutorials.json" }?.kind == .tutorialRules)

        let updater = try Self.updater(setup)
        #expect(updater.content.tutorialRules["Welcome"].maxDisplayCount == 2)
        guard case .updated(let update) = await updater.check() else {
            Issue.record("the published set should be swapped in")
            return
        }
        #expect(update.fetched.contains("Tutorials.json"))

        let relaunched = try Self.updater(setup)
        let tutorials = Tutorials(
            content: relaunched.content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
        #expect(tutorials.rules["Welcome"].maxDisplayCount == 4)
    }

    @Test func aPublishedSetWhoseRulesFileIsRefusedIsNotAppliedAndNamesThePosition() async throws {
        guard let setup = try Self.setup(publishedRules: "{\n  \"cards\": {\"Welcome\": {\"maxDisplayCont\": 4}}\n}")
        else { return }
        let updater = try Self.updater(setup)
        let event = await updater.check()
        guard case .failed(.invalidContent(let findings)) = event else {
            Issue.record("expected the set to be refused, got \(event)")
            return
        }
        let finding = try #require(findings.first)
        #expect(finding.code == .rulesUnknownKey)
        #expect(finding.location == SourceLocation(file: "Tutorials.json", line: 2, column: 25))
        #expect(finding.fix == "Did you mean \"maxDisplayCount\"?")
        #expect(updater.contentSet.origin == .bundled)
        #expect(updater.content.tutorialRules["Welcome"].maxDisplayCount == 2, "the bundled rules stay in use")
        let relaunched = try Self.updater(setup)
        #expect(relaunched.contentSet.origin == .bundled)
        #expect(!relaunched.content.hasErrors)
    }

    /// Rules published for a newer app (`"format": 2`, a key this release does not know) pass
    /// the updater's check: the set is swapped in, the next launch applies the rules without the
    /// key, and the warning names it at its position.
    @Test func aPublishedSetOfANewerFormatIsAppliedWithoutTheKeysThisAppDoesNotKnow() async throws {
        let newer = "{\"format\": 2,\n  \"cards\": {\"Welcome\": {\"maxDisplayCount\": 4, \"glow\": true}}\n}"
        guard let setup = try Self.setup(publishedRules: newer) else { return }
        let updater = try Self.updater(setup)
        let event = await updater.check()
        guard case .updated(let update) = event else {
            Issue.record("a newer format's set should be swapped in, got \(event)")
            return
        }
        #expect(update.fetched.contains("Tutorials.json"))

        let relaunched = try Self.updater(setup)
        #expect(relaunched.contentSet.origin == .cached)
        #expect(!relaunched.content.hasErrors)
        let warning = try #require(relaunched.content.diagnostics.first { $0.code == .rulesNewerKey })
        #expect(warning.location.map { "\($0.line):\($0.column)" } == "2:47")
        #expect(warning.location?.file.hasSuffix("/Tutorials.json") == true)
        #expect(warning.message.hasPrefix("Unknown rule \"glow\" in card \"Welcome\""))
        let tutorials = Tutorials(
            content: relaunched.content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
        #expect(tutorials.rules["Welcome"].maxDisplayCount == 4)
    }
}
