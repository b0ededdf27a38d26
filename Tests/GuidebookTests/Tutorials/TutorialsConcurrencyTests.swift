import Foundation
import Testing

@testable import Guidebook

/// Run also under the thread sanitizer by scripts/test (`--filter TutorialsConcurrencyTests`).
@Suite struct TutorialsConcurrencyTests {
    static let keys = (0..<50).map { "Feature\($0)" }

    enum StoreKind: String, CaseIterable, Sendable {
        case inMemory, propertyListFile
    }

    @Test(arguments: StoreKind.allCases, [TutorialOptions.RecordingMoment.onDismiss, .onPresent])
    func aThousandConcurrentRequestsOverFiftyKeysPresentEachKeyExactlyOnce(
        storeKind: StoreKind, moment: TutorialOptions.RecordingMoment
    ) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any TutorialStateStore =
            switch storeKind {
            case .inMemory: InMemoryStateStore()
            case .propertyListFile: PropertyListStateStore(url: folder.url.appendingPathComponent("state.plist"))
            }
        let presenter = CountingPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: Self.keys)), store: store, presenter: presenter,
            options: options(moment))
        let keys = Self.keys
        // 500 requests from tasks, 500 from plain threads, interleaved over the 50 keys.
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<50 {
                group.addTask {
                    for request in 0..<10 {
                        tutorials.show(keys[(task * 7 + request * 13) % keys.count])
                        if request % 3 == 0 { await Task.yield() }
                    }
                }
            }
            group.addTask {
                DispatchQueue.concurrentPerform(iterations: 500) { index in
                    tutorials.show(keys[(index * 11) % keys.count])
                }
            }
        }
        await tutorials.waitUntilIdle()
        try await tutorials.flush()
        #expect(presenter.presentations.count == keys.count)
        #expect(presenter.presentations.values.allSatisfy { $0 == 1 })
        #expect(keys.allSatisfy { tutorials.hasSeen($0) })
    }

    @Test(arguments: StoreKind.allCases)
    func seenChecksOnManyThreadsWhileTheStoreRecordsShowNothing(storeKind: StoreKind) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any TutorialStateStore =
            switch storeKind {
            case .inMemory: InMemoryStateStore()
            case .propertyListFile: PropertyListStateStore(url: folder.url.appendingPathComponent("state.plist"))
            }
        for key in Self.keys { store.record(key) }
        let presenter = CountingPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: Self.keys)), store: store, presenter: presenter,
            options: options())
        let keys = Self.keys
        // Seen-checks take no engine lock: they must still be safe against the store changing.
        DispatchQueue.concurrentPerform(iterations: 2_000) { index in
            if index % 4 == 0 {
                store.record("Other\(index)")
            } else {
                tutorials.show(keys[index % keys.count])
            }
        }
        await tutorials.waitUntilIdle()
        try await tutorials.flush()
        #expect(presenter.presentations.isEmpty)
        #expect(store.hasSeen("Other1996"))
    }

    @Test func listenersAndResetsFromManyTasksDoNotRace() async {
        let presenter = CountingPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: Self.keys)), store: InMemoryStateStore(),
            presenter: presenter,
            options: options())
        let keys = Self.keys
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    let stream = tutorials.events
                    var iterator = stream.makeAsyncIterator()
                    for request in 0..<40 {
                        tutorials.show(keys[(task + request) % keys.count])
                        if request % 10 == 0 { tutorials.reset(keys[request % keys.count]) }
                    }
                    _ = await iterator.next()
                }
            }
        }
        await tutorials.waitUntilIdle()
        #expect(!presenter.presentations.isEmpty)
        #expect(tutorials.diagnostics.isEmpty)
    }
}
