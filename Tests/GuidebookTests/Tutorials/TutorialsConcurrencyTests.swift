import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

/// Run also under the thread sanitizer by scripts/test (`--filter TutorialsConcurrencyTests`).
@Suite struct TutorialsConcurrencyTests {
    static let keys = (0..<50).map { "Feature\($0)" }

    enum StoreKind: String, CaseIterable, Sendable {
        case inMemory, propertyListFile

        /// A fresh store of this kind; a file store keeps `state.plist` in `folder`.
        func makeStore(in folder: TemporaryFolder) -> any TutorialStateStore {
            switch self {
            case .inMemory: InMemoryStateStore()
            case .propertyListFile: PropertyListStateStore(url: folder.url.appendingPathComponent("state.plist"))
            }
        }
    }

    @Test(arguments: StoreKind.allCases, [TutorialOptions.RecordingMoment.onDismiss, .onPresent])
    func aThousandConcurrentRequestsOverFiftyKeysPresentEachKeyExactlyOnce(
        storeKind: StoreKind, moment: TutorialOptions.RecordingMoment
    ) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = storeKind.makeStore(in: folder)
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

    @Test func requestsRacingTheDismissalOfTheSameKeyNeverShowItTwice() async {
        // A slow seen-check (a store answering late) and cards dismissed at once: many requests
        // see "not seen" just before their key is dismissed and recorded. An engine that trusted
        // that stale answer when queueing would show those cards a second time.
        let presenter = InstantPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: Self.keys)), store: SlowStore(),
            presenter: presenter, options: options())
        let keys = Array(Self.keys.prefix(10))
        let done = DispatchGroup()
        for thread in 0..<16 {
            done.enter()
            Thread.detachNewThread {
                for index in 0..<120 { tutorials.show(keys[(index / 4 + thread % 2) % keys.count]) }
                done.leave()
            }
        }
        await withCheckedContinuation { continuation in
            done.notify(queue: .global()) { continuation.resume() }
        }
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations.count == keys.count)
        #expect(
            presenter.presentations.values.allSatisfy { $0 == 1 }, "\(presenter.presentations.filter { $0.value > 1 })")
    }

    @Test(arguments: StoreKind.allCases)
    func seenChecksOnManyThreadsWhileTheStoreRecordsShowNothing(storeKind: StoreKind) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = storeKind.makeStore(in: folder)
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

    @Test(arguments: StoreKind.allCases)
    func seenChecksStayRightWhileOtherKeysAreRecordedAndRemoved(storeKind: StoreKind) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = storeKind.makeStore(in: folder)
        for key in Self.keys { store.record(key) }
        let keys = Self.keys
        let misses = Locked(0)
        // The seen set grows and closes the gaps removals leave while other threads read it.
        DispatchQueue.concurrentPerform(iterations: 4_000) { index in
            switch index % 4 {
            case 0: store.record("Other\(index)")
            case 1: store.remove("Other\(index - 1)")
            default: if !store.hasSeen(keys[index % keys.count]) { misses.withLock { $0 += 1 } }
            }
        }
        try await store.flush()
        #expect(misses.withLock { $0 } == 0)
        #expect(keys.allSatisfy { store.hasSeen($0) })
        #expect(!store.hasSeen("Other2"))  // index 2 only read
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

    @Test func decisionsWhileRulesAreSwappedReadOneSetOrTheOtherNeverAMix() async throws {
        // Two sets whose compiled cards, slots and tours differ: a decision that read the book of
        // one and the table of the other would read out of range or mix their answers.
        let sets = [
            TutorialRulesLiveSwapTests.set(
                #"{"cards": {"Export": {"prerequisites": ["Welcome"]}, "Share": {"maxDisplayCount": 2}}}"#, "A"),
            TutorialRulesLiveSwapTests.set(
                #"{"cards": {"Tips": {"maxDisplayCount": 4}, "Export": {"maxDisplayCount": 3, "group": "g"}, "Library": {"maxDisplayCount": 3, "prerequisites": ["Export"]}}, "groups": {"g": {"frequency": 3600}}, "tours": [{"name": "T", "steps": ["Editor", "Share"]}]}"#,
                "B"),
        ]
        for set in sets { #expect(!set.hasErrors, "\(set.errors)") }
        let content = ContentStore(sets[0])
        let tutorials = TutorialRulesLiveSwapTests.engine(
            content, presenter: InstantPresenter(), store: InMemoryStateStore(seen: ["Library"]))
        await withTaskGroup(of: Void.self) { group in
            for swapper in 0..<2 {
                group.addTask {
                    for round in 0..<100 { _ = try? content.replace(with: sets[(round + swapper) % 2]) }
                }
            }
            for _ in 0..<4 {
                group.addTask {
                    for round in 0..<500 {
                        let export = tutorials.decide("Export").skipReason
                        #expect(export == nil || export == .rule(.prerequisites) || export == .rule(.frequency))
                        let library = tutorials.explain("Library")
                        let failed = library.checks.first { !$0.passed }
                        #expect(
                            library.skipReason
                                == failed.map { $0.rule == .maxDisplayCount ? .alreadySeen : .rule($0.rule) },
                            "an explanation made of one set: its reason is its own first failure")
                        tutorials.show(round % 2 == 0 ? "Library" : "Share")
                    }
                }
            }
        }
        await tutorials.waitUntilIdle()
        #expect(tutorials.rules == content.content.tutorialRules, "the last set swapped in is the one in force")
        #expect(tutorials.diagnostics.isEmpty)
    }
}

/// Dismisses every card without suspending, counting presentations per key.
final class InstantPresenter: TutorialPresenter {
    private let counts = Locked<[String: Int]>([:])

    func present(_ card: TutorialCard) async -> DismissReason {
        counts.withLock { $0[card.key, default: 0] += 1 }
        return .tapped
    }

    var presentations: [String: Int] { counts.withLock { $0 } }
}

/// A store whose seen-check answers late: the answer may be stale by the time the caller uses it.
final class SlowStore: TutorialStateStore {
    private let inner = InMemoryStateStore()

    func hasSeen(_ key: String) -> Bool {
        let answer = inner.hasSeen(key)
        usleep(200)
        return answer
    }
    func record(_ key: String) { inner.record(key) }
    func remove(_ key: String) { inner.remove(key) }
    func removeAll() { inner.removeAll() }
    func flush() async throws(TutorialStateStoreError) {}
}
