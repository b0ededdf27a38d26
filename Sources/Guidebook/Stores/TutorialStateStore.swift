import Foundation

/// Where `Tutorials` remembers which cards a user has seen.
///
/// A store keeps an in-memory snapshot so that ``hasSeen(_:)`` is a lock and a hash lookup,
/// cheap enough to call on every screen appearance from any thread. Changes are recorded
/// synchronously in the snapshot and made durable elsewhere; ``flush()`` waits for that.
///
/// ```swift
/// let store = PropertyListStateStore(url: appStateURL)  // the seed's `hasSeenWelcome` = 1
/// store.record("Welcome")
/// try await store.flush()
/// store.hasSeen("Welcome")  // true, also after a relaunch
/// ```
///
/// Conforming types must be safe to call from any thread, and must not call back into
/// `Tutorials` (the engine asks ``hasSeen(_:)`` while holding its own lock). The engine never
/// touches files: everything it knows about persistence goes through this protocol.
public protocol TutorialStateStore: AnyObject, Sendable {
    /// Whether the card for `key` was recorded as seen; answered from memory, never blocks on I/O.
    ///
    /// - Parameter key: The tutorial key (`Welcome`).
    func hasSeen(_ key: String) -> Bool

    /// Records that the card for `key` was seen; returns at once, the write happens later.
    ///
    /// - Parameter key: The tutorial key.
    func record(_ key: String)

    /// Forgets that the card for `key` was seen, so it shows again.
    ///
    /// - Parameter key: The tutorial key.
    func remove(_ key: String)

    /// Forgets every seen card; other data kept by the store (other app keys) stays untouched.
    func removeAll()

    /// Waits until everything recorded or removed before the call is durable.
    ///
    /// - Throws: ``TutorialStateStoreError`` when the changes could not be written;
    ///   they stay in memory and the next change or flush tries again.
    func flush() async throws(TutorialStateStoreError)

    /// What the store had to recover from (a corrupt file moved aside, a failed write), oldest first.
    var diagnostics: [Diagnostic] { get }

    /// Whether any card is recorded as seen: tells a user who upgraded from an app that already
    /// showed cards from a fresh install, for "new in this version" cards.
    var hasSeenAny: Bool { get }

    /// Every card recorded as seen, for a store that syncs them to other devices
    /// (``SyncingStateStore``); empty for a store that cannot list them.
    var seenKeys: Set<String> { get }

    /// The rules' state (display counts, donations, tours, app versions) as last saved, or `nil`.
    ///
    /// Opaque JSON the engine writes with ``saveRuleState(_:)``; answered from memory.
    func loadRuleState() -> Data?

    /// Keeps the rules' state beside the seen keys; returns at once, made durable like a record
    /// (``flush()`` waits for it). The seen keys stay as they are: `hasSeen<Key>` is still written.
    ///
    /// - Parameter data: The state, as JSON.
    func saveRuleState(_ data: Data)

    /// Keeps a rule state the engine could not read somewhere it is not overwritten, before the
    /// engine saves a fresh one over it: the state is never silently lost.
    ///
    /// - Parameter data: The saved state as read.
    /// - Returns: Where it was kept (a path, a defaults key), for the diagnostic; `nil` when the
    ///   store cannot keep it.
    func setAsideRuleState(_ data: Data) -> String?

    /// Starts telling `handler` when the rules' state changed from outside the engine (another
    /// device's counts and tours, through ``SyncingStateStore``); the engine then reads it again
    /// with ``loadRuleState()``. Called on any thread, never while the store holds its lock.
    ///
    /// - Parameter handler: What the engine does; one handler per store, a second replaces the first.
    func observeRuleState(_ handler: @escaping @Sendable () -> Void)
}

extension TutorialStateStore {
    /// No recoveries: stores without files have nothing to report.
    public var diagnostics: [Diagnostic] { [] }

    /// Unknown for stores that do not say: every user counts as a fresh install.
    public var hasSeenAny: Bool { false }

    /// None listed: a syncing store shares only the cards seen from then on.
    public var seenKeys: Set<String> { [] }

    /// No saved rule state: a store that does not keep it starts each process afresh.
    public func loadRuleState() -> Data? { nil }

    /// Not kept: rule state lasts for the process (display counts, donations, tours).
    public func saveRuleState(_ data: Data) {}

    /// Not kept: a store that keeps no rule state has none to set aside.
    public func setAsideRuleState(_ data: Data) -> String? { nil }

    /// Never called: only the engine changes the rules' state of a store that does not sync.
    public func observeRuleState(_ handler: @escaping @Sendable () -> Void) {}
}

extension TutorialStateStore where Self == PropertyListStateStore {
    /// A store in the app's property-list state file, compatible with the seed app.
    ///
    /// ```swift
    /// let store: any TutorialStateStore = .propertyListFile(appStateURL, keyPrefix: "hasSeen")
    /// ```
    ///
    /// - Parameters:
    ///   - url: The app-state file; created (with its folder) on the first write.
    ///   - keyPrefix: Prepended to each tutorial key: `hasSeen` + `Welcome` = `hasSeenWelcome`.
    public static func propertyListFile(_ url: URL, keyPrefix: String = "hasSeen") -> PropertyListStateStore {
        PropertyListStateStore(url: url, keyPrefix: keyPrefix)
    }
}

extension TutorialStateStore where Self == UserDefaultsStateStore {
    /// A store in a `UserDefaults` domain: `hasSeen<Key>` = `1`, for apps that keep their state
    /// in defaults rather than in a file.
    ///
    /// ```swift
    /// let tutorials = Tutorials(
    ///     copy: copy, store: .userDefaults(suiteName: "group.com.example.compositions"), presenter: presenter)
    /// ```
    ///
    /// - Parameters:
    ///   - suiteName: The domain (an app group, a test's own suite); `nil` for `UserDefaults.standard`.
    ///   - keyPrefix: Prepended to each tutorial key: `hasSeen` + `Welcome` = `hasSeenWelcome`.
    public static func userDefaults(suiteName: String? = nil, keyPrefix: String = "hasSeen") -> UserDefaultsStateStore {
        UserDefaultsStateStore(suiteName: suiteName, keyPrefix: keyPrefix)
    }
}

extension TutorialStateStore where Self == InMemoryStateStore {
    /// A store that forgets everything when the process ends (tests, previews).
    ///
    /// ```swift
    /// let store: any TutorialStateStore = .inMemory(seen: ["Welcome"])
    /// ```
    ///
    /// - Parameter seen: Keys recorded as seen from the start.
    public static func inMemory(seen: Set<String> = []) -> InMemoryStateStore {
        InMemoryStateStore(seen: seen)
    }
}
