import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``RemoteStateStore`` in iCloud key-value storage (`NSUbiquitousKeyValueStore`, iOS 15 and
/// later): the shared state is one value, under ``key``, that iCloud carries to the user's devices.
///
/// ```swift
/// // The app's target needs the iCloud capability with "Key-value storage" checked.
/// let store = SyncingStateStore(local: .propertyListFile(appStateURL), remote: UbiquitousStateStore())
/// ```
///
/// iCloud keeps at most 1 MB and 1024 keys for an app, a value at most 1 MB: a write over
/// ``byteLimit`` is refused here (``TutorialStateStoreError/remoteRefused(reason:)``), and one iCloud
/// drops later is reported through ``RemoteStateChange/refused(_:)``. Checked on Linux, through a
/// double of the key-value store: the limit, reading and writing the value, and the map from
/// iCloud's change notification (its reasons and changed keys) to ``RemoteStateChange``. The
/// initializer over `NSUbiquitousKeyValueStore` is type-checked on Linux too, against a stub of
/// Apple's declarations (`scripts/ci/adapters.sh`). Only on a device: the entitlement, iCloud's
/// delivery and timing, and the account switching.
public final class UbiquitousStateStore: RemoteStateStore {
    /// The largest value written, in bytes: iCloud's quota for an app's key-value storage (1 MB).
    public static let byteLimit = 1_000_000
    /// The key the state is kept under unless the app names another.
    public static let defaultKey = "GuidebookSyncState"

    /// The key-value storage key the state is kept under.
    public let key: String

    private let cloud: any UbiquitousCloud
    private let handler = Locked<(@Sendable (RemoteStateChange) -> Void)?>(nil)
    private let observation = Locked<NotificationObservation?>(nil)

    /// Creates the store over a key-value store and, when `notifications` are given, observes
    /// its change notification (the Apple initializer passes iCloud's; tests their own).
    ///
    /// - Parameters:
    ///   - key: The key the state is kept under.
    ///   - cloud: The key-value store.
    ///   - notifications: The change notification's name and user-info keys.
    package init(key: String, cloud: any UbiquitousCloud, notifications: UbiquitousNotifications?) {
        self.key = key
        self.cloud = cloud
        guard let notifications else { return }
        let token = NotificationCenter.default.addObserver(
            forName: notifications.name, object: cloud.notificationObject, queue: nil
        ) { [weak self] notification in
            let reason = notification.userInfo?[notifications.reasonKey] as? Int
            let keys = notification.userInfo?[notifications.changedKeysKey] as? [String]
            self?.cloudChanged(reason: reason, changedKeys: keys)
        }
        observation.withLock { $0 = NotificationObservation(token: token) }
        _ = cloud.synchronize()
    }

    deinit {
        if let observation = observation.withLock({ $0 }) {
            NotificationCenter.default.removeObserver(observation.token)
        }
    }

    /// The state as this device holds it (iCloud keeps a copy on the device).
    public func load() -> Data? {
        cloud.data(forKey: key)
    }

    /// Writes the state under ``key``; iCloud sends it when it will.
    ///
    /// - Parameter data: The encoded state.
    /// - Throws: ``TutorialStateStoreError/remoteRefused(reason:)`` for a value over ``byteLimit``.
    public func save(_ data: Data) throws(TutorialStateStoreError) {
        guard data.count <= Self.byteLimit else { throw Self.overQuota(data.count, limit: Self.byteLimit) }
        cloud.set(data, forKey: key)
    }

    /// Tells `handler` of iCloud's changes to ``key`` (and of every first download, account
    /// change and quota violation).
    ///
    /// - Parameter handler: Called on the thread iCloud posts its notification on.
    public func observeChanges(_ handler: @escaping @Sendable (RemoteStateChange) -> Void) {
        self.handler.withLock { $0 = handler }
    }

    /// iCloud's change reasons, `NSUbiquitousKeyValueStore.h`'s `NS_ENUM(NSInteger)`, in order from 0.
    package enum ChangeReason: Int {
        case serverChange = 0
        case initialSyncChange = 1
        case quotaViolationChange = 2
        case accountChange = 3
    }

    /// Maps one change notification to what the observer is told: a quota violation is a
    /// refusal; a server change that names other keys only is none of ours; anything else
    /// (the first download, another account, an unknown reason) means read again.
    ///
    /// - Parameters:
    ///   - reason: The notification's reason, when it has one.
    ///   - changedKeys: The keys it names, when it does.
    package func cloudChanged(reason: Int?, changedKeys: [String]?) {
        let change: RemoteStateChange
        switch reason.flatMap(ChangeReason.init(rawValue:)) {
        case .quotaViolationChange:
            change = .refused(.remoteRefused(reason: "iCloud reports the app's key-value storage over its quota"))
        case .serverChange:
            guard changedKeys?.contains(key) ?? true else { return }
            change = .dataChanged
        case .initialSyncChange, .accountChange, nil:
            change = .dataChanged
        }
        handler.withLock { $0 }?(change)
    }

    /// The refusal of a value of `size` bytes over `limit`.
    static func overQuota(_ size: Int, limit: Int) -> TutorialStateStoreError {
        .remoteRefused(reason: "the state is \(size) bytes, over the \(limit) bytes the key-value storage takes")
    }
}

/// The part of a key-value store ``UbiquitousStateStore`` uses: `NSUbiquitousKeyValueStore`'s
/// `data(forKey:)`, `set(_:forKey:)` and `synchronize()`.
package protocol UbiquitousCloud: Sendable {
    func data(forKey key: String) -> Data?
    func set(_ data: Data?, forKey key: String)
    func synchronize() -> Bool
    /// The object the change notification is posted by.
    var notificationObject: AnyObject? { get }
}

/// The change notification's name and its user-info keys.
package struct UbiquitousNotifications: Sendable {
    package var name: Notification.Name
    package var reasonKey: String
    package var changedKeysKey: String

    package init(name: Notification.Name, reasonKey: String, changedKeysKey: String) {
        self.name = name
        self.reasonKey = reasonKey
        self.changedKeysKey = changedKeysKey
    }
}

/// A notification-center token; only removed, in the store's `deinit`.
private struct NotificationObservation: @unchecked Sendable {
    let token: any NSObjectProtocol
}
