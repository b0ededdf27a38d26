// The control for the iCloud wrong-call fixture: the store's iCloud initializer (compiled only
// where NSUbiquitousKeyValueStore exists, here against the FoundationUbiquity stub) and Apple's
// notification name and user-info key, used as Apple declares them, type-check.
import Foundation
import FoundationUbiquity
import Guidebook

func makeRemoteStore() -> UbiquitousStateStore {
    UbiquitousStateStore(key: "GuidebookSyncState")
}

func reason(of notification: Notification) -> Int? {
    guard notification.name == NSUbiquitousKeyValueStore.didChangeExternallyNotification else { return nil }
    return notification.userInfo?[NSUbiquitousKeyValueStoreChangeReasonKey] as? Int
}
