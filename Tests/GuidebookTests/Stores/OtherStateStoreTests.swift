import Foundation
import Guidebook
import Testing

@Suite struct OtherStateStoreTests {
    @Test func userDefaultsStoreWritesTheSeedsKeysAndReadsThemBack() async throws {
        let suite = "guidebook.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        defaults.set(2, forKey: "LastTab")
        defaults.set(true, forKey: "hasSeenWelcome")
        let store = UserDefaultsStateStore(suiteName: suite)
        #expect(store.hasSeen("Welcome"))
        store.record("Library")
        try await store.flush()
        #expect(defaults.integer(forKey: "hasSeenLibrary") == 1)
        #expect(UserDefaultsStateStore(suiteName: suite).hasSeen("Library"))
        store.removeAll()
        #expect(!store.hasSeen("Welcome"))
        #expect(defaults.object(forKey: "hasSeenLibrary") == nil)
        #expect(defaults.integer(forKey: "LastTab") == 2)
    }

    @Test func anEngineOnUserDefaultsRecordsWhatItShowedInThatDomain() async throws {
        let suite = "guidebook.tests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let copy = TutorialCopy(source: InMemoryStringSource(["en": ["Tutorial": ["Welcome": "Hello."]]]))
        let tutorials = Tutorials(copy: copy, store: .userDefaults(suiteName: suite), presenter: CountingPresenter())
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        try await tutorials.flush()
        #expect(defaults.integer(forKey: "hasSeenWelcome") == 1)
        #expect(UserDefaultsStateStore(suiteName: suite).hasSeen("Welcome"))
    }

    @Test func inMemoryStoreForgetsWhatItIsTold() {
        let store = InMemoryStateStore(seen: ["Welcome"])
        store.record("Library")
        store.remove("Welcome")
        #expect(store.seenKeys == ["Library"])
        store.removeAll()
        #expect(store.seenKeys.isEmpty)
    }
}
