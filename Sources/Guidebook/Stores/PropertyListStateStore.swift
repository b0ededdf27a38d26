import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``TutorialStateStore`` in the app's property-list state file, compatible with the seed app.
///
/// Seen cards are stored as `hasSeen<Key>` = `1` (an integer) in the app-state dictionary,
/// alongside the app's own keys (last tab, dates, nested dictionaries), which are written back
/// with the same values and types. The rules' state (display counts, donations, tours) is one
/// more entry beside them, `GuidebookState`, a JSON string. A file the seed app wrote already counts: `hasSeenWelcome`
/// as `1` or `<true/>` means seen (the seed's `intValue != 0`). XML files stay XML, binary
/// files stay binary.
///
/// ```swift
/// let store = PropertyListStateStore(url: appSupport.appendingPathComponent("AppState.plist"))
/// store.record("Welcome")        // returns at once
/// try await store.flush()        // the file now holds hasSeenWelcome = 1
/// ```
///
/// Writes happen on a private queue, coalesced (a burst of records becomes a few writes),
/// and atomically: a temporary file in the same folder is synced and renamed over the old one,
/// then the folder is synced. A file that cannot be read is moved aside as
/// `<name>.corrupt-<UTC timestamp>` (never overwritten), reported in ``diagnostics``, and the
/// store starts empty. A failed write is reported, kept in memory, and retried on the next change.
public final class PropertyListStateStore: TutorialStateStore {
    /// The state file.
    public let url: URL
    /// What precedes each tutorial key in the file: `hasSeen`.
    public let keyPrefix: String

    let state: Locked<State>
    let queue = DispatchQueue(label: "Guidebook.PropertyListStateStore")

    /// Reads the state file now (an app does this once at launch); never throws.
    ///
    /// A missing file (or folder) is fine: it is created on the first write. An unreadable file
    /// is moved aside and reported in ``diagnostics``.
    ///
    /// - Parameters:
    ///   - url: The app-state file.
    ///   - keyPrefix: Prepended to each key: `hasSeen` + `Welcome` = `hasSeenWelcome`.
    public init(url: URL, keyPrefix: String = "hasSeen") {
        self.url = url
        self.keyPrefix = keyPrefix
        state = Locked(Self.load(url: url, keyPrefix: keyPrefix))
    }

    /// Whether `key` was recorded, from memory.
    ///
    /// - Complexity: O(1) on average.
    public func hasSeen(_ key: String) -> Bool {
        state.withLock { $0.seen.contains(key) }
    }

    /// Records `key` as seen; the file is written soon after, off the caller's thread.
    public func record(_ key: String) {
        let start = state.withLock { state in
            state.seen.insert(key) ? state.changed() : false
        }
        if start { startWriting() }
    }

    /// Forgets `key`: its `hasSeen` entry is removed from the file.
    public func remove(_ key: String) {
        let start = state.withLock { state in
            state.seen.remove(key) ? state.changed() : false
        }
        if start { startWriting() }
    }

    /// Forgets every seen card; the app's other keys stay as they are.
    public func removeAll() {
        let start = state.withLock { state in
            guard !state.seen.isEmpty else { return false }
            state.seen.removeAll()
            return state.changed()
        }
        if start { startWriting() }
    }

    /// Waits until every change made before the call is in the file and synced to disk.
    ///
    /// - Throws: ``TutorialStateStoreError/writeFailed(path:reason:)`` when writing failed (the
    ///   changes stay in memory and are retried), ``TutorialStateStoreError/unrecoverable(path:reason:)``
    ///   when the file could not be moved aside and is therefore never written over.
    public func flush() async throws(TutorialStateStoreError) {
        let result = await withCheckedContinuation {
            (continuation: CheckedContinuation<Result<Void, TutorialStateStoreError>, Never>) in
            let (immediate, start) = state.withLock { state -> (Result<Void, TutorialStateStoreError>?, Bool) in
                if let refusal = state.refusal { return (.failure(refusal), false) }
                if state.written >= state.generation { return (.success(()), false) }
                state.waiters.append(Waiter(generation: state.generation, continuation: continuation))
                if state.writing { return (nil, false) }
                state.writing = true
                return (nil, true)
            }
            if let immediate { continuation.resume(returning: immediate) }
            if start { startWriting() }
        }
        if case .failure(let error) = result { throw error }
    }

    /// Whether any key is recorded.
    public var hasSeenAny: Bool {
        state.withLock { !$0.seen.isEmpty }
    }

    /// Every card recorded as seen, from memory.
    public var seenKeys: Set<String> {
        state.withLock { $0.seen.members }
    }

    /// The entry of the state file that holds the rules' state: `GuidebookState`.
    public static let ruleStateKey = "GuidebookState"

    /// The rule state: the file's `GuidebookState` entry as read or last saved.
    public func loadRuleState() -> Data? {
        state.withLock { $0.ruleState.map { Data($0.utf8) } }
    }

    /// Replaces the `GuidebookState` entry; written soon after like a record.
    public func saveRuleState(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let start = state.withLock { state in
            guard state.ruleState != text else { return false }
            state.ruleState = text
            return state.changed()
        }
        if start { startWriting() }
    }

    /// Writes a `GuidebookState` entry the engine could not read to a file of its own beside the
    /// state file, `<name>.GuidebookState.corrupt-<UTC timestamp>[-n]`, never replacing one.
    ///
    /// - Parameter data: The entry as read.
    /// - Returns: The file's path; `nil` when it could not be written.
    public func setAsideRuleState(_ data: Data) -> String? {
        for destination in Self.asideNames(for: url, label: Self.ruleStateKey + ".corrupt") {
            if FileManager.default.fileExists(atPath: destination.path) { continue }
            do {
                try data.write(to: destination, options: .withoutOverwriting)
                return destination.path
            } catch {
                if FileManager.default.fileExists(atPath: destination.path) { continue }
                return nil
            }
        }
        return nil
    }

    /// What the store recovered from: a corrupt file moved aside, failed writes.
    public var diagnostics: [Diagnostic] {
        state.withLock { $0.diagnostics }
    }

    /// Where an unreadable state file was moved when the store opened, if it was.
    public var movedAsideURL: URL? {
        state.withLock { $0.movedAside }
    }

    /// How many times the file was written (coalescing makes this far fewer than the records):
    /// for the store's tests and the benchmark, not for apps (`@_spi(Testing) import Guidebook`).
    @_spi(Testing) public var writeCount: Int {
        state.withLock { $0.writeCount }
    }
}

extension PropertyListStateStore {
    /// The app's dictionary as last read or written. Property-list values (strings, numbers,
    /// dates, data, arrays, dictionaries) are immutable value-like objects once parsed, and this
    /// box is never mutated: only replaced under the lock.
    struct AppState: @unchecked Sendable {
        var dictionary: [String: Any]
    }

    struct Waiter: Sendable {
        var generation: Int
        var continuation: CheckedContinuation<Result<Void, TutorialStateStoreError>, Never>
    }

    struct State: Sendable {
        /// The seen keys: a set with a cheap hash for the seen-check (``KeyTable``).
        var seen = KeyTable<Void>()
        /// The `GuidebookState` entry.
        var ruleState: String?
        var base = AppState(dictionary: [:])
        var binary = false
        /// Counts changes; `written` is the last generation in the file.
        var generation = 0
        var written = 0
        var writing = false
        /// Set when the file could not be moved aside: the store then never writes over it.
        var refusal: TutorialStateStoreError?
        var lastFailure: TutorialStateStoreError?
        var waiters: [Waiter] = []
        var diagnostics: [Diagnostic] = []
        var movedAside: URL?
        var writeCount = 0

        /// Notes a change; returns whether the caller must start the writer.
        mutating func changed() -> Bool {
            generation += 1
            guard !writing, refusal == nil else { return false }
            writing = true
            return true
        }
    }
}
