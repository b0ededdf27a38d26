// The one Apple-only part of the iCloud store: `NSUbiquitousKeyValueStore` and its notification's
// names, as Apple's `NSUbiquitousKeyValueStore.h` and its Swift pages declare them. Everything else is
// UbiquitousStateStore.swift, compiled and tested on Linux. On Linux this file is type-checked by
// scripts/ci/adapters.sh (Tools/AdapterCheck sets GUIDEBOOK_ADAPTER_CHECK and supplies
// FoundationUbiquity, a stub of those declarations checked against Apple's).
#if canImport(Darwin) || GUIDEBOOK_ADAPTER_CHECK
    import Foundation
    #if GUIDEBOOK_ADAPTER_CHECK
        import FoundationUbiquity
    #endif

    extension UbiquitousStateStore {
        /// Creates the store over the app's iCloud key-value storage
        /// (`NSUbiquitousKeyValueStore.default`), observing its changes from other devices.
        ///
        /// ```swift
        /// let remote = UbiquitousStateStore(key: "GuidebookSyncState")
        /// ```
        ///
        /// - Parameter key: The key the state is kept under.
        public convenience init(key: String = UbiquitousStateStore.defaultKey) {
            self.init(
                key: key, cloud: SystemUbiquitousCloud(store: .default),
                notifications: UbiquitousNotifications(
                    name: NSUbiquitousKeyValueStore.didChangeExternallyNotification,
                    reasonKey: NSUbiquitousKeyValueStoreChangeReasonKey,
                    changedKeysKey: NSUbiquitousKeyValueStoreChangedKeysKey))
        }
    }

    /// The system's key-value store. `NSUbiquitousKeyValueStore` is not annotated `Sendable`;
    /// ``SyncingStateStore`` makes its calls to a remote one at a time, under its lock.
    struct SystemUbiquitousCloud: UbiquitousCloud, @unchecked Sendable {
        let store: NSUbiquitousKeyValueStore

        func data(forKey key: String) -> Data? { store.data(forKey: key) }
        func set(_ data: Data?, forKey key: String) { store.set(data, forKey: key) }
        func synchronize() -> Bool { store.synchronize() }
        var notificationObject: AnyObject? { store }
    }
#endif
