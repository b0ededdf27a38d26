import Foundation

/// Where ``SyncingStateStore`` keeps the state it shares with the user's other devices: one
/// value (``TutorialSyncState``, encoded) that the remote carries to them and back.
///
/// ```swift
/// let remote: any RemoteStateStore = UbiquitousStateStore()  // iCloud key-value storage
/// let store = SyncingStateStore(local: .propertyListFile(appStateURL), remote: remote)
/// ```
///
/// Conforming types must be safe to call from any thread and must not call the change handler
/// from inside ``save(_:)``: the syncing store calls ``save(_:)`` holding its lock.
public protocol RemoteStateStore: AnyObject, Sendable {
    /// The shared state as this device last received or wrote it; `nil` when there is none.
    func load() -> Data?

    /// Replaces the shared state; returns at once (the remote sends it on its own time).
    ///
    /// - Parameter data: The encoded ``TutorialSyncState``.
    /// - Throws: ``TutorialStateStoreError/remoteRefused(reason:)`` when the remote will not take it (quota).
    func save(_ data: Data) throws(TutorialStateStoreError)

    /// Starts telling `handler` when another device changed the shared state, or the remote
    /// refused a write after taking it. One handler per remote: a second replaces the first.
    ///
    /// - Parameter handler: Called on any thread.
    func observeChanges(_ handler: @escaping @Sendable (RemoteStateChange) -> Void)
}
