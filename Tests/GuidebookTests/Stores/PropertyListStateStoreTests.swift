import Foundation
@_spi(Testing) import Guidebook
import Testing

@Suite struct PropertyListStateStoreTests {
    /// An app-state file as the seed app keeps it: its own keys of every property-list type.
    static var appState: [String: Any] {
        [
            "LastTab": 3,
            "ByDayDate": Date(timeIntervalSince1970: 1_268_559_000),
            "UserName": "Clara Wieck",
            "Avatar": Data([0x89, 0x50, 0x4E, 0x47]),
            "Tempo": 92.5,
            "Metronome": true,
            "RecentKeys": ["D minor", "F major"],
            "Window": ["Width": 320, "Height": 480, "Zoomed": false] as [String: Any],
        ]
    }

    static func writeAppState(
        to url: URL, extra: [String: Any] = [:], format: PropertyListSerialization.PropertyListFormat = .xml
    ) throws {
        let root = appState.merging(extra) { _, new in new }
        try PropertyListSerialization.data(fromPropertyList: root, format: format, options: 0).write(to: url)
    }

    static func read(_ url: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: url)
        return try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
    }

    /// Whether the app's own keys are all there with the same values and types (compared as
    /// the XML each would be written as: `<real>` is not `<integer>`, `<true/>` is not `1`).
    static func appKeysSurvived(in root: [String: Any]) -> Bool {
        func xml(_ value: Any) -> Data? {
            try? PropertyListSerialization.data(fromPropertyList: ["v": value], format: .xml, options: 0)
        }
        return appState.allSatisfy { key, value in
            guard let found = root[key], let expected = xml(value) else { return false }
            return xml(found) == expected
        }
    }

    @Test func recordingWritesIntegerOneAndKeepsTheAppsKeysAndTheirTypes() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Self.writeAppState(to: url)
        let store = PropertyListStateStore(url: url)
        store.record("Welcome")
        try await store.flush()
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<key>hasSeenWelcome</key>\n\t<integer>1</integer>"))
        for element in ["<real>92.5</real>", "<true/>", "<date>2010-03-14T09:30:00Z</date>", "<data>", "<array>"] {
            #expect(text.contains(element), "the app's \(element) value was rewritten as another type")
        }
        #expect(Self.appKeysSurvived(in: try Self.read(url)))
        #expect(PropertyListStateStore(url: url).hasSeen("Welcome"))
    }

    @Test func aBinaryFileStaysBinary() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Self.writeAppState(to: url, format: .binary)
        let store = PropertyListStateStore(url: url)
        store.record("Editor")
        try await store.flush()
        let data = try Data(contentsOf: url)
        #expect(data.starts(with: Data("bplist00".utf8)))
        #expect(Self.appKeysSurvived(in: try Self.read(url)))
        #expect(try Self.read(url)["hasSeenEditor"] as? Int == 1)
    }

    @Test func seedValuesTrueAndZeroAreReadAsTheSeedDidAndKeptAsTheyAre() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Self.writeAppState(to: url, extra: ["hasSeenWelcome": true, "hasSeenLibrary": 0, "hasSeenEditor": 1])
        let store = PropertyListStateStore(url: url)
        #expect(store.hasSeen("Welcome"))
        #expect(!store.hasSeen("Library"))
        #expect(store.hasSeen("Editor"))
        store.record("Export")
        try await store.flush()
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("<key>hasSeenWelcome</key>\n\t<true/>"))
        #expect(text.contains("<key>hasSeenLibrary</key>\n\t<integer>0</integer>"))
        #expect(text.contains("<key>hasSeenExport</key>\n\t<integer>1</integer>"))
    }

    @Test func removeAndRemoveAllTouchOnlyTheSeenKeys() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Self.writeAppState(to: url, extra: ["hasSeenWelcome": 1, "hasSeenLibrary": 1])
        let store = PropertyListStateStore(url: url)
        store.remove("Welcome")
        try await store.flush()
        var root = try Self.read(url)
        #expect(root["hasSeenWelcome"] == nil)
        #expect(root["hasSeenLibrary"] as? Int == 1)
        store.removeAll()
        try await store.flush()
        root = try Self.read(url)
        #expect(!root.keys.contains { $0.hasPrefix("hasSeen") })
        #expect(Self.appKeysSurvived(in: root))
    }

    @Test func aBurstOfAThousandRecordsBecomesAHandfulOfWrites() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let store = PropertyListStateStore(url: url)
        for index in 0..<1_000 { store.record("Key\(index)") }
        try await store.flush()
        #expect(store.writeCount <= 20, "1,000 records took \(store.writeCount) writes")
        let reopened = PropertyListStateStore(url: url)
        #expect((0..<1_000).allSatisfy { reopened.hasSeen("Key\($0)") })
    }

    @Test func aMissingFolderIsCreatedOnTheFirstWrite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Library/Application Support/AppState.plist")
        let store = PropertyListStateStore(url: url)
        #expect(store.diagnostics.isEmpty)
        store.record("Welcome")
        try await store.flush()
        #expect(PropertyListStateStore(url: url).hasSeen("Welcome"))
    }

    @Test(arguments: [
        ("not a property list", Data("this is not a plist {".utf8)),
        ("empty", Data()),
        ("truncated XML", Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>hasSeenWel".utf8)),
        (
            "an array at the root",
            Data(
                "<?xml version=\"1.0\"?><plist version=\"1.0\"><array><string>hasSeenWelcome</string></array></plist>"
                    .utf8)
        ),
        ("binary garbage", Data("bplist00".utf8) + Data(repeating: 0xFF, count: 40)),
    ])
    func anUnreadableFileIsMovedAsideReportedAndTheStoreStartsEmpty(_ name: String, contents: Data) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try contents.write(to: url)
        let store = PropertyListStateStore(url: url)
        let moved = try #require(store.movedAsideURL)
        #expect(moved.lastPathComponent.hasPrefix("AppState.plist.corrupt-"))
        #expect(try Data(contentsOf: moved) == contents)
        #expect(store.diagnostics.count == 1)
        #expect(store.diagnostics.first?.message.contains(moved.path) == true)
        #expect(!store.hasSeen("Welcome"))
        store.record("Welcome")
        try await store.flush()
        #expect(try Self.read(url)["hasSeenWelcome"] as? Int == 1)
    }

    @Test func aSecondCorruptFileNeverOverwritesTheFirstMovedOne() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Data("first".utf8).write(to: url)
        let first = try #require(PropertyListStateStore(url: url).movedAsideURL)
        try Data("second".utf8).write(to: url)
        let second = try #require(PropertyListStateStore(url: url).movedAsideURL)
        #expect(first != second)
        #expect(try Data(contentsOf: first) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
    }

    @Test func aFailedWriteIsReportedKeptInMemoryAndRetriedOnTheNextChange() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // A file where the state file's folder should be: every write fails (also for root).
        let blocker = folder.url.appendingPathComponent("State")
        try Data("in the way".utf8).write(to: blocker)
        let url = blocker.appendingPathComponent("AppState.plist")
        let store = PropertyListStateStore(url: url)
        store.record("Welcome")
        await #expect(throws: TutorialStateStoreError.self) { try await store.flush() }
        #expect(store.hasSeen("Welcome"))
        #expect(store.diagnostics.map(\.code) == [.stateWriteFailed])
        try FileManager.default.removeItem(at: blocker)
        store.record("Library")
        try await store.flush()
        let reopened = PropertyListStateStore(url: url)
        #expect(reopened.hasSeen("Welcome") && reopened.hasSeen("Library"))
    }

    @Test func noTemporaryFilesAreLeftBehind() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        let store = PropertyListStateStore(url: url)
        for index in 0..<50 {
            store.record("Key\(index)")
            if index % 10 == 0 { try await store.flush() }
        }
        try await store.flush()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["AppState.plist"])
    }
}
