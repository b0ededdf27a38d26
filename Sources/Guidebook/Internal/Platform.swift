// The one place in the core where platforms differ. Everything else is plain Swift
// and Foundation that behaves the same on Linux and Apple platforms.

#if canImport(Darwin)
    import Darwin
#else
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
