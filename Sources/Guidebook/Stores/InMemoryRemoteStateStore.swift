import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``RemoteStateStore`` in memory: one device's copy of the shared state, for tests and previews.
///
/// ``receive(_:)`` plays the part of the network: it hands this device what another one wrote,
/// as iCloud does, and tells the observer. Writes larger than ``byteLimit`` are refused, as
/// iCloud refuses a value over its quota.
///
/// ```swift
/// let phone = InMemoryRemoteStateStore(), pad = InMemoryRemoteStateStore()
/// let phoneStore = SyncingStateStore(local: .inMemory(), remote: phone)
/// let padStore = SyncingStateStore(local: .inMemory(), remote: pad)
/// phoneStore.record("Welcome")
/// pad.receive(phone.data)  // padStore.hasSeen("Welcome") == true
/// ```
public final class InMemoryRemoteStateStore: RemoteStateStore {
    /// The largest value a write may have, in bytes: iCloud key-value storage's 1 MB by default.
    public let byteLimit: Int

    private let state = Locked<State>(State())

    private struct State: Sendable {
        var data: Data?
        var handler: (@Sendable (RemoteStateChange) -> Void)?
        var saves = 0
    }

    /// Creates a remote.
    ///
    /// - Parameters:
    ///   - data: The shared state it starts with.
    ///   - byteLimit: The largest value it takes, in bytes.
    public init(data: Data? = nil, byteLimit: Int = UbiquitousStateStore.byteLimit) {
        self.byteLimit = byteLimit
        state.withLock { $0.data = data }
    }

    /// The shared state as last written or received.
    public var data: Data? {
        state.withLock { $0.data }
    }

    /// How many writes it took.
    public var saveCount: Int {
        state.withLock { $0.saves }
    }

    /// The shared state as last written or received.
    public func load() -> Data? {
        data
    }

    /// Keeps `data`, unless it is larger than ``byteLimit``.
    ///
    /// - Parameter data: The encoded state.
    /// - Throws: ``TutorialStateStoreError/remoteRefused(reason:)`` for a value over the limit.
    public func save(_ data: Data) throws(TutorialStateStoreError) {
        guard data.count <= byteLimit else { throw UbiquitousStateStore.overQuota(data.count, limit: byteLimit) }
        state.withLock { state in
            state.data = data
            state.saves += 1
        }
    }

    /// Keeps `handler` for ``receive(_:)`` and ``refuse(_:)``.
    ///
    /// - Parameter handler: Called on the thread that calls those.
    public func observeChanges(_ handler: @escaping @Sendable (RemoteStateChange) -> Void) {
        state.withLock { $0.handler = handler }
    }

    /// Takes what another device wrote, as iCloud delivers it, and tells the observer.
    ///
    /// - Parameter data: The other device's shared state (`nil` leaves this copy as it is).
    public func receive(_ data: Data?) {
        let handler = state.withLock { state in
            if let data { state.data = data }
            return state.handler
        }
        handler?(.dataChanged)
    }

    /// Tells the observer that the remote dropped a write, as iCloud reports a quota violation.
    ///
    /// - Parameter error: Why.
    public func refuse(_ error: TutorialStateStoreError) {
        state.withLock { $0.handler }?(.refused(error))
    }
}
