import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``TutorialStateStore`` that keeps a local store in step with the user's other devices
/// through a ``RemoteStateStore`` (``UbiquitousStateStore`` for iCloud).
///
/// Reads come from the local store, so the seen-check costs what it costs there. Each change
/// is made in the local store at once (nothing acknowledged is lost when the remote is away
/// or refuses) and merged into the shared ``TutorialSyncState``; another device's change is
/// merged in and written to the local store. Seen wins over unseen, counts take the maximum,
/// tours take the furthest step, and a reset (``remove(_:)``, ``removeAll()``, a tour started
/// over) carries a stamp: a device that had not heard of it cannot bring the card back.
///
/// ```swift
/// let store = SyncingStateStore(local: .propertyListFile(appStateURL), remote: UbiquitousStateStore())
/// let tutorials = Tutorials(copy: copy, store: store, presenter: presenter)
/// // A card dismissed on the iPhone is not shown on the iPad once iCloud delivers the change.
/// ```
///
/// Another device's changes apply at once: seen cards through the local store, counts and tours'
/// progress through the engine, which reads them again (``observeRuleState(_:)``). Cards the local store held
/// before syncing began count as seen before any reset. Problems with the remote (its quota,
/// state it cannot read) are reported in ``diagnostics``, never thrown at the app.
public final class SyncingStateStore: TutorialStateStore {
    /// Where the cards are read from and every change is made first.
    public let local: any TutorialStateStore
    /// Where the shared state goes to the other devices.
    public let remote: any RemoteStateStore

    private let clock: TutorialClock
    private let state = Locked(State())

    private struct State: Sendable {
        var sync = TutorialSyncState()
        /// The rules' state the engine holds, as it last saved (or loaded) it: what a save changed.
        var baseline = TutorialRuleState()
        var lastStamp: Date?
        /// The encoded state last written to the remote, not to write it twice.
        var sent: Data?
        /// Set when the remote holds a later format: it is left as it is.
        var frozen = false
        var lastRefusal: TutorialStateStoreError?
        var diagnostics: [Diagnostic] = []
        /// The engine's, told when another device's change reached the local rules' state.
        var ruleStateObserver: (@Sendable () -> Void)?
    }

    /// Merges the remote's state with the local store's and writes the result to both; then
    /// follows the remote's changes. Call it before the engine reads the store (at launch).
    ///
    /// - Parameters:
    ///   - local: The device's own store.
    ///   - remote: The shared state (``UbiquitousStateStore``, or ``InMemoryRemoteStateStore`` in tests).
    ///   - clock: Where the resets' stamps are read; a stamp is always later than every one known.
    public init(local: any TutorialStateStore, remote: any RemoteStateStore, clock: TutorialClock = .system) {
        self.local = local
        self.remote = remote
        self.clock = clock
        state.withLock { state in
            let rules = Self.rules(in: local)
            state.sync = TutorialSyncState(seen: local.seenKeys, rules: rules ?? TutorialRuleState())
            mergeRemote(&state)
            state.baseline = materialize(&state) ?? rules ?? TutorialRuleState()
            push(&state)
        }
        remote.observeChanges { [weak self] change in self?.remoteChanged(change) }
    }

    /// Whether `key` was recorded, from the local store.
    ///
    /// - Parameter key: The tutorial key.
    public func hasSeen(_ key: String) -> Bool {
        local.hasSeen(key)
    }

    /// Records `key` in the local store and shares it.
    ///
    /// - Parameter key: The tutorial key.
    public func record(_ key: String) {
        state.withLock { state in
            local.record(key)
            guard !state.sync.isSeen(key) else { return }
            state.sync.markSeen(key)
            push(&state)
        }
    }

    /// Forgets `key` here and, with a stamp, on every device.
    ///
    /// - Parameter key: The tutorial key.
    public func remove(_ key: String) {
        state.withLock { state in
            local.remove(key)
            state.sync.reset(key, at: stamp(&state))
            push(&state)
        }
    }

    /// Forgets every card here and, with a stamp, on every device, also those seen before syncing began.
    public func removeAll() {
        state.withLock { state in
            local.removeAll()
            state.sync.resetAll(at: stamp(&state))
            push(&state)
        }
    }

    /// Waits for the local store (the remote sends on its own time).
    ///
    /// - Throws: The local store's ``TutorialStateStoreError``.
    public func flush() async throws(TutorialStateStoreError) {
        try await local.flush()
    }

    /// The local store's recoveries, then the remote's refusals and unreadable states, oldest first.
    public var diagnostics: [Diagnostic] {
        local.diagnostics + state.withLock { $0.diagnostics }
    }

    /// Whether the local store holds any seen card.
    public var hasSeenAny: Bool {
        local.hasSeenAny
    }

    /// The local store's seen cards.
    public var seenKeys: Set<String> {
        local.seenKeys
    }

    /// The rules' state from the local store: the engine's, with the other devices' counts and
    /// tours merged in. Reading it is the engine's: the store takes what it returns as what the
    /// engine now holds, and shares the engine's next save as what changed since.
    public func loadRuleState() -> Data? {
        state.withLock { state in
            let data = local.loadRuleState()
            if let rules = data.flatMap(Self.decode) { state.baseline = rules }
            return data
        }
    }

    /// Keeps the engine's handler, called when another device's change reached the local rules' state.
    ///
    /// - Parameter handler: Called on the thread the remote reports on, outside the store's lock.
    public func observeRuleState(_ handler: @escaping @Sendable () -> Void) {
        state.withLock { $0.ruleStateObserver = handler }
    }

    /// Shares what changed since the engine's last save, and writes the merged state to the local store.
    ///
    /// - Parameter data: The engine's state, as JSON.
    public func saveRuleState(_ data: Data) {
        state.withLock { state in
            guard let rules = Self.decode(data) else {
                local.saveRuleState(data)
                return
            }
            state.sync.absorb(rules, since: state.baseline, at: stamp(&state))
            state.baseline = rules
            var merged = rules
            state.sync.apply(to: &merged)
            local.saveRuleState(Self.encode(merged) ?? data)
            push(&state)
        }
    }

    /// Keeps an unreadable rule state where the local store keeps it.
    ///
    /// - Parameter data: The state as read.
    /// - Returns: Where the local store kept it.
    public func setAsideRuleState(_ data: Data) -> String? {
        local.setAsideRuleState(data)
    }

    /// The shared state as this device holds it now.
    public var syncState: TutorialSyncState {
        state.withLock { $0.sync }
    }
}

extension SyncingStateStore {
    /// A remote change: merged in and written to the local store; a refusal is reported.
    func remoteChanged(_ change: RemoteStateChange) {
        let observer = state.withLock { state -> (@Sendable () -> Void)? in
            switch change {
            case .refused(let error):
                report(error, in: &state)
                return nil
            case .dataChanged:
                let before = state.sync
                mergeRemote(&state)
                materialize(&state)
                push(&state)
                return state.sync == before ? nil : state.ruleStateObserver
            }
        }
        observer?()
    }

    /// Merges the remote's state into `state.sync`; reports one it cannot read.
    private func mergeRemote(_ state: inout State) {
        guard let data = remote.load() else { return }
        state.sent = data
        do {
            state.sync = state.sync.merged(with: try TutorialSyncState(decoding: data))
            state.frozen = false
        } catch {
            if case .remoteNewer = error { state.frozen = true }
            report(error, in: &state)
        }
    }

    /// Writes the shared state into the local store: its seen cards, and the records and tours
    /// of its rules' state. Returns the rules' state as written (`nil` when the local one cannot be read).
    @discardableResult
    private func materialize(_ state: inout State) -> TutorialRuleState? {
        let seen = state.sync.seenKeys
        for key in local.seenKeys where !seen.contains(key) {
            if state.sync.speaks(of: key) { local.remove(key) } else { state.sync.markSeen(key) }
        }
        for key in seen where !local.hasSeen(key) { local.record(key) }
        let saved = local.loadRuleState()
        guard var rules = saved == nil ? TutorialRuleState() : Self.rules(in: local) else { return nil }
        let before = rules
        state.sync.apply(to: &rules)
        if rules != before, let data = Self.encode(rules) { local.saveRuleState(data) }
        return rules
    }

    /// Writes the shared state to the remote unless it holds it already; a refusal is reported once.
    private func push(_ state: inout State) {
        guard !state.frozen else { return }
        do {
            let data = try state.sync.encoded()
            guard data != state.sent else { return }
            try remote.save(data)
            state.sent = data
            state.lastRefusal = nil
        } catch {
            report(error, in: &state)
        }
    }

    /// Reports `error` unless one of its kind is still standing (a refusal until a write goes
    /// through): a remote over its quota is one finding, not one per change.
    private func report(_ error: TutorialStateStoreError, in state: inout State) {
        guard error.diagnostic.code != state.lastRefusal?.diagnostic.code else { return }
        state.lastRefusal = error
        state.diagnostics.append(error.diagnostic)
    }

    /// A stamp for a reset: now, or just after every moment the shared state knows when the
    /// clock is behind another device's (or this one's last stamp).
    private func stamp(_ state: inout State) -> Date {
        let floor = Epoch.later(state.lastStamp, state.sync.latestEpoch)
        var now = clock.now()
        if let floor, now <= floor {
            now = Date(timeIntervalSinceReferenceDate: floor.timeIntervalSinceReferenceDate.nextUp)
        }
        state.lastStamp = now
        return now
    }

    /// The local store's rules' state, when it has one the engine can read.
    private static func rules(in store: any TutorialStateStore) -> TutorialRuleState? {
        store.loadRuleState().flatMap(decode)
    }

    private static func decode(_ data: Data) -> TutorialRuleState? {
        try? JSONDecoder().decode(TutorialRuleState.self, from: data)
    }

    private static func encode(_ rules: TutorialRuleState) -> Data? {
        try? JSONEncoder().encode(rules)
    }
}
