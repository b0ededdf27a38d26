// Type-check stub of the part of Foundation that Linux's Foundation lacks and Guidebook's iCloud
// store uses (Sources/Guidebook/Stores/UbiquitousStateStore+iCloud.swift): only what that file
// calls, each declaration copied from Apple's (Facts/FoundationUbiquity.facts, checked by
// check_facts.py). Nothing here runs.

import Foundation

/// The body of every stub member: the stubs are compiled, never run.
func stub<T>() -> T {
    fatalError("A Foundation type-check stub was called; these stubs are for compiling on Linux only.")
}

// fact: NSUbiquitousKeyValueStore — NSUbiquitousKeyValueStore.h
@available(iOS 5.0, *)
open class NSUbiquitousKeyValueStore: NSObject {
    // fact: NSUbiquitousKeyValueStore.default — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestore/default
    open class var `default`: NSUbiquitousKeyValueStore { stub() }

    // fact: NSUbiquitousKeyValueStore.data(forKey:) — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestore/data(forkey:)
    open func data(forKey aKey: String) -> Data? { stub() }

    // fact: NSUbiquitousKeyValueStore.set(_:forKey:)-3ga7z — the `Data?` overload (`setData:forKey:`)
    open func set(_ aData: Data?, forKey aKey: String) {}

    // fact: NSUbiquitousKeyValueStore.synchronize() — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestore/synchronize()
    open func synchronize() -> Bool { stub() }

    // fact: NSUbiquitousKeyValueStore.didChangeExternallyNotification — a class constant on the page
    public static let didChangeExternallyNotification: NSNotification.Name = stub()
}

// fact: NSUbiquitousKeyValueStoreChangeReasonKey — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestorechangereasonkey
public let NSUbiquitousKeyValueStoreChangeReasonKey: String = stub()

// fact: NSUbiquitousKeyValueStoreChangedKeysKey — developer.apple.com/documentation/foundation/nsubiquitouskeyvaluestorechangedkeyskey
public let NSUbiquitousKeyValueStoreChangedKeysKey: String = stub()
