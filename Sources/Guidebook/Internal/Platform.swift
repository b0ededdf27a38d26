// The one place in the core where platforms differ. Everything else is plain Swift
// and Foundation that behaves the same on Linux and Apple platforms.

#if canImport(Darwin)
    import Darwin
    import Foundation
#else
    import Foundation
    import Synchronization
#endif

/// State behind a lock: the project's one lock utility.
///
/// On Linux this is `Synchronization.Mutex`. On Apple platforms `Mutex` needs iOS 18,
/// while Guidebook supports iOS 15, so an `os_unfair_lock` is used there: both are
/// uncontended in a few nanoseconds, and neither hops actors (the seen-check must not).
///
/// ```swift
/// let seen = Locked<Set<String>>([])
/// seen.withLock { $0.insert("Welcome") }
/// ```
package final class Locked<State: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
        private var state: State
        private let lock: UnsafeMutablePointer<os_unfair_lock_s>

        /// Creates the lock around an initial state.
        package init(_ state: State) {
            self.state = state
            lock = UnsafeMutablePointer<os_unfair_lock_s>.allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock_s())
        }

        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        /// Runs `body` with exclusive access to the state.
        package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state)
        }
    #else
        private let mutex: Mutex<State>

        /// Creates the lock around an initial state.
        package init(_ state: State) {
            mutex = Mutex(state)
        }

        /// Runs `body` with exclusive access to the state.
        package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            try mutex.withLock { state in try body(&state) }
        }
    #endif
}

/// Facts about the running platform that differ between Linux and Apple platforms.
package enum Platform {
    /// The user's preferred languages, most preferred first.
    ///
    /// Apple platforms answer from the user's settings (`Locale.preferredLanguages`). On Linux,
    /// Foundation reports a fixed list, so the POSIX environment is read instead
    /// (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LANG`). `["en"]` when nothing is set.
    package static func preferredLanguages() -> [String] {
        #if canImport(Darwin)
            let languages = Locale.preferredLanguages
        #else
            let languages = LanguageResolver.preferredLanguages(environment: ProcessInfo.processInfo.environment)
        #endif
        return languages.isEmpty ? ["en"] : languages
    }
}
