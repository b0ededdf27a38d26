import Foundation
@_spi(Locking) import GuidebookParsing

/// A ``TutorialStateStore`` that keeps seen keys in memory only: for tests, previews and demos.
///
/// ```swift
/// let store = InMemoryStateStore(seen: ["Welcome"])
/// store.hasSeen("Welcome")  // true
/// store.removeAll()
/// ```
public final class InMemoryStateStore: TutorialStateStore {
    private let seen: Locked<KeyTable<Void>>
    private let ruleState = Locked<Data?>(nil)
    private let setAside = Locked<[Data]>([])

    /// Creates a store.
    ///
    /// - Parameter seen: Keys recorded as seen from the start.
    public init(seen: Set<String> = []) {
        self.seen = Locked(KeyTable(keys: seen))
    }

    /// Whether `key` was recorded.
    ///
    /// - Complexity: O(1) on average.
    public func hasSeen(_ key: String) -> Bool {
        seen.withLock { $0.contains(key) }
    }

    /// Records `key` as seen.
    public func record(_ key: String) {
        seen.withLock { _ = $0.insert(key) }
    }

    /// Forgets `key`.
    public func remove(_ key: String) {
        seen.withLock { _ = $0.remove(key) }
    }

    /// Forgets every key.
    public func removeAll() {
        seen.withLock { $0.removeAll() }
    }

    /// Whether any key is recorded.
    public var hasSeenAny: Bool {
        seen.withLock { !$0.isEmpty }
    }

    /// The rule state last saved in this process.
    public func loadRuleState() -> Data? {
        ruleState.withLock { $0 }
    }

    /// Keeps the rule state in memory.
    public func saveRuleState(_ data: Data) {
        ruleState.withLock { $0 = data }
    }

    /// Keeps a rule state the engine could not read in ``setAsideRuleStates``.
    ///
    /// - Parameter data: The state as read.
    /// - Returns: Where it is, for the finding: the store's `setAsideRuleStates`, in memory.
    public func setAsideRuleState(_ data: Data) -> String? {
        setAside.withLock { $0.append(data) }
        return "the store's setAsideRuleStates, in memory until the process ends"
    }

    /// The rule states set aside because the engine could not read them, oldest first.
    public var setAsideRuleStates: [Data] {
        setAside.withLock { $0 }
    }

    /// Returns at once: memory is as durable as this store gets.
    public func flush() async throws(TutorialStateStoreError) {}

    /// Every key recorded as seen, in no particular order.
    public var seenKeys: Set<String> {
        seen.withLock { $0.members }
    }
}
