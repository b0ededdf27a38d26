import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``TutorialStateStore`` in `UserDefaults`: `hasSeen<Key>` = `1` in a defaults domain.
///
/// For apps that keep their state in defaults rather than in a file. The seen keys are
/// read once into memory; records update memory and defaults at once, and ``flush()``
/// asks defaults to synchronize.
///
/// ```swift
/// let store: any TutorialStateStore = .userDefaults()  // UserDefaults.standard
/// store.record("Welcome")
/// UserDefaults.standard.integer(forKey: "hasSeenWelcome")  // 1
/// let shared = UserDefaultsStateStore(suiteName: "group.com.example.compositions")
/// ```
public final class UserDefaultsStateStore: TutorialStateStore {
    /// The defaults domain's name, or `nil` for the standard one.
    public let suiteName: String?
    /// What precedes each tutorial key: `hasSeen`.
    public let keyPrefix: String

    private let seen: Locked<KeyTable<Void>>

    /// Reads the seen keys from a defaults domain.
    ///
    /// - Parameters:
    ///   - suiteName: The domain (an app group, a test's own suite); `nil` for `UserDefaults.standard`.
    ///   - keyPrefix: Prepended to each key: `hasSeen` + `Welcome` = `hasSeenWelcome`.
    public init(suiteName: String? = nil, keyPrefix: String = "hasSeen") {
        self.suiteName = suiteName
        self.keyPrefix = keyPrefix
        var seen = KeyTable<Void>()
        let defaults = Self.defaults(suiteName)
        for (name, value) in defaults.dictionaryRepresentation()
        where name.hasPrefix(keyPrefix) && name.count > keyPrefix.count {
            if PropertyListStateStore.isTruthy(value) { seen.insert(String(name.dropFirst(keyPrefix.count))) }
        }
        self.seen = Locked(seen)
    }

    /// Whether `key` was recorded, from memory.
    ///
    /// - Complexity: O(1) on average.
    public func hasSeen(_ key: String) -> Bool {
        seen.withLock { $0.contains(key) }
    }

    /// Records `key`: `hasSeen<Key>` = 1 in defaults.
    public func record(_ key: String) {
        if seen.withLock({ $0.insert(key) }) {
            defaults.set(1, forKey: keyPrefix + key)
        }
    }

    /// Forgets `key`: removes `hasSeen<Key>` from defaults (with the key as it was recorded,
    /// when it was recorded in another spelling Swift calls equal).
    public func remove(_ key: String) {
        let recorded = seen.withLock { $0.removeValue(forKey: key)?.key } ?? key
        defaults.removeObject(forKey: keyPrefix + recorded)
    }

    /// Forgets every seen card; other defaults stay.
    public func removeAll() {
        let keys = seen.withLock { seen in
            defer { seen.removeAll() }
            return seen.members
        }
        for key in keys { defaults.removeObject(forKey: keyPrefix + key) }
    }

    /// Whether any key is recorded.
    public var hasSeenAny: Bool {
        seen.withLock { !$0.isEmpty }
    }

    /// Every card recorded as seen, from memory.
    public var seenKeys: Set<String> {
        seen.withLock { $0.members }
    }

    /// The rule state, from the defaults key `GuidebookState`.
    public func loadRuleState() -> Data? {
        defaults.string(forKey: PropertyListStateStore.ruleStateKey).map { Data($0.utf8) }
    }

    /// Writes the rule state to the defaults key `GuidebookState` (JSON text).
    public func saveRuleState(_ data: Data) {
        defaults.set(String(decoding: data, as: UTF8.self), forKey: PropertyListStateStore.ruleStateKey)
    }

    /// Keeps a `GuidebookState` value the engine could not read under a key of its own,
    /// `GuidebookState.corrupt-<seconds since 1970>[-n]`, never replacing one.
    ///
    /// - Parameter data: The value as read.
    /// - Returns: The key it was kept under.
    public func setAsideRuleState(_ data: Data) -> String? {
        let stamp = Int(Date().timeIntervalSince1970)
        for attempt in 1...1000 {
            let key = "\(PropertyListStateStore.ruleStateKey).corrupt-\(stamp)\(attempt == 1 ? "" : "-\(attempt)")"
            guard defaults.object(forKey: key) == nil else { continue }
            defaults.set(String(decoding: data, as: UTF8.self), forKey: key)
            return key
        }
        return nil
    }

    /// Asks defaults to write its changes to disk.
    public func flush() async throws(TutorialStateStoreError) {
        _ = defaults.synchronize()
    }

    private var defaults: UserDefaults { Self.defaults(suiteName) }

    private static func defaults(_ suiteName: String?) -> UserDefaults {
        suiteName.flatMap { UserDefaults(suiteName: $0) } ?? .standard
    }
}
