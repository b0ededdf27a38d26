import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

/// Strings in memory, one language: `[key: value]` for the table `Tutorial`.
struct MemorySource: LocalizedStringSource {
    var language = "en"
    var strings: [String: String]

    func localizedString(forKey key: String, table: String) -> LocalizedString? {
        guard table == "Tutorial", let value = strings[key] else { return nil }
        return LocalizedString(value: value, language: language)
    }

    /// Welcome and 49 feature keys, each with a title.
    static func tutorial(keys: [String] = ["Welcome", "Library", "Editor", "Export"]) -> MemorySource {
        var strings: [String: String] = [:]
        for key in keys {
            strings[key] = "How \(key) works."
            strings["\(key) Title"] = "\(key)"
        }
        return MemorySource(strings: strings)
    }
}

/// A presenter the test drives: cards stay up until the test dismisses them.
final class ScriptedPresenter: TutorialPresenter {
    private struct State {
        var presented: [TutorialCard] = []
        var current: CheckedContinuation<DismissReason, Never>?
        var presentationWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state = Locked(State())

    func present(_ card: TutorialCard) async -> DismissReason {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state in
                state.presented.append(card)
                state.current = continuation
                let count = state.presented.count
                let ready = state.presentationWaiters.filter { $0.count <= count }
                state.presentationWaiters.removeAll { $0.count <= count }
                return ready
            }
            for waiter in ready { waiter.continuation.resume() }
        }
    }

    /// Every card presented so far, in order.
    var presented: [TutorialCard] { state.withLock { $0.presented } }
    var presentedKeys: [String] { presented.map(\.key) }

    /// Waits until `count` cards have been presented in total.
    func waitForPresentation(count: Int) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state in
                if state.presented.count >= count { return true }
                state.presentationWaiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    /// Dismisses the card that is up (after waiting for the `count`-th presentation).
    func dismiss(_ reason: DismissReason = .tapped, presentation count: Int) async {
        await waitForPresentation(count: count)
        let continuation = state.withLock { state in
            defer { state.current = nil }
            return state.current
        }
        continuation?.resume(returning: reason)
    }
}

/// A presenter that dismisses every card at once, counting presentations per key.
final class CountingPresenter: TutorialPresenter {
    private let counts = Locked<[String: Int]>([:])
    let reason: DismissReason

    init(reason: DismissReason = .tapped) {
        self.reason = reason
    }

    func present(_ card: TutorialCard) async -> DismissReason {
        counts.withLock { $0[card.key, default: 0] += 1 }
        await Task.yield()
        return reason
    }

    var presentations: [String: Int] { counts.withLock { $0 } }
}

/// A fresh folder under the temporary directory, removed by the caller with `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The package's root folder, from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// Options that ignore the process's environment (so `GUIDEBOOK_ALWAYS_SHOW` set by a developer does not leak in).
func options(
    _ recording: TutorialOptions.RecordingMoment = .onDismiss, alwaysShow: Bool = false,
    environment: [String: String] = [:]
) -> TutorialOptions {
    TutorialOptions(
        recording: recording, testing: TutorialTestingSwitches(showAll: alwaysShow), environment: environment)
}
