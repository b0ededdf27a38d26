import Foundation
import Guidebook
import Testing

/// Swapping content while the app uses it.
@Suite struct ContentStoreTests {
    /// A content set whose every text names its version.
    static func version(_ name: String, keys: [String] = ["Welcome"]) -> GuidebookContent {
        let lines = keys.map { "\"\($0) Title\" = \"\(name)\";\n\"\($0)\" = \"\(name) body\";" }
        return GuidebookContent(
            source: .memory(["en.lproj/Tutorial.strings": Data(lines.joined(separator: "\n").utf8)], name: name))
    }

    static let broken = GuidebookContent(
        source: .memory(["en.lproj/Tutorial.strings": Data("\"Welcome\" = \"v3".utf8)], name: "v3"))

    @Test func theLiveCopyReadsTheContentSwappedIn() throws {
        let store = ContentStore(Self.version("v1"))
        let copy = store.tutorialCopy(preferredLanguages: ["en"])
        #expect(try copy.card(for: "Welcome").title == "v1")
        let previous = try store.replace(with: Self.version("v2", keys: ["Welcome", "Export"]))
        #expect(previous.source.description == "memory v1")
        #expect(store.generation == 1)
        #expect(try copy.card(for: "Welcome").title == "v2")
        #expect(copy.tutorialKeys == ["Export", "Welcome"])
        #expect(copy.hasTitle(for: "Export"))
    }

    @Test func contentWithErrorsIsRefusedAndTheCurrentSetStays() throws {
        let store = ContentStore(Self.version("v1"))
        Self.broken.validateEverything()  // a table is read when a lookup first needs it
        #expect(Self.broken.hasErrors)
        do {
            try store.replace(with: Self.broken)
            Issue.record("content with errors must be refused")
        } catch {
            #expect(error.diagnostic.code == .contentHasErrors)
            #expect(error.diagnostic.location == Self.broken.errors.first?.location)
            #expect(error.description.hasPrefix("The content in memory v3 has 1 error; the first: "))
            #expect(!error.description.contains(": error: "), "positions are printed at the edge")
        }
        #expect(store.generation == 0)
        #expect(try store.tutorialCopy(preferredLanguages: ["en"]).card(for: "Welcome").body == "v1 body")
    }

    @Test func everyChangeStreamGetsEachReplacementInOrder() async throws {
        let store = ContentStore(Self.version("v1"))
        let first = store.changes()
        let second = store.changes()
        try store.replace(with: Self.version("v2"))
        _ = try? store.replace(with: Self.broken)
        try store.replace(with: Self.version("v3"))
        for stream in [first, second] {
            var names: [String] = []
            for await content in stream {
                names.append(content.source.description)
                if names.count == 2 { break }
            }
            #expect(names == ["memory v2", "memory v3"])
        }
    }

    @Test func theEngineShowsTheNewCopyFromItsNextCard() async throws {
        let store = ContentStore(Self.version("v1", keys: ["Welcome", "Export"]))
        let presenter = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: store.tutorialCopy(preferredLanguages: ["en"]), store: InMemoryStateStore(), presenter: presenter,
            options: options())
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 1)
        try store.replace(with: Self.version("v2", keys: ["Welcome", "Export"]))
        tutorials.show("Export")
        await presenter.dismiss(presentation: 2)
        #expect(presenter.presented.map(\.title) == ["v1", "v2"])
        await tutorials.waitUntilIdle()
    }

    @Test func aCardIsBuiltFromOneSetWhileSetsAreSwapped() async throws {
        let store = ContentStore(Self.version("v0"))
        let copy = store.tutorialCopy(preferredLanguages: ["en"])
        let versions = (1...200).map { Self.version("v\($0)") }
        await withTaskGroup(of: [TutorialCard].self) { group in
            group.addTask {
                for version in versions { _ = try? store.replace(with: version) }
                return []
            }
            for _ in 0..<2 {
                group.addTask { (0..<300).compactMap { _ in try? copy.card(for: "Welcome") } }
            }
            for await cards in group {
                for card in cards { #expect(card.body == card.title + " body") }
            }
        }
        #expect(store.generation == 200)
        #expect(store.content.source.description == "memory v200")
    }

    @Test func changeStreamsEndWhenTheStoreGoesAway() async {
        var store: ContentStore? = ContentStore(Self.version("v1"))
        let changes = store?.changes()
        store = nil
        var count = 0
        for await _ in changes ?? AsyncStream(unfolding: { nil }) { count += 1 }
        #expect(count == 0)
    }
}
