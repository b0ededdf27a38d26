// Must not type-check: Apple's NSUbiquitousKeyValueStoreChangeReasonKey is a user-info key (a
// String), not the change notification's name (NSUbiquitousKeyValueStore.didChangeExternallyNotification).
import Foundation
import FoundationUbiquity

func observeCloudChanges() -> any NSObjectProtocol {
    NotificationCenter.default.addObserver(
        forName: NSUbiquitousKeyValueStoreChangeReasonKey, object: nil, queue: nil
    ) { _ in }
}
