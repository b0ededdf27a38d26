// The project's one lock utility. Its platform #ifs are the lock primitive only (see also Platform.swift,
// the one other place in the core where platforms differ).

import Foundation

#if canImport(Darwin)
    import Darwin
#elseif GUIDEBOOK_TSAN
    import Glibc
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
///
/// `withLock` is inlinable, so callers in the modules above specialize it: a generic call across
/// a module boundary is neither specialized nor inlined (and a `package` declaration's
/// `@inlinable` body is not offered to other modules without package CMO), which made the
/// seen-check (`tutorials.check.seen`) nearly three times slower after the core was split. Hence
/// `public` behind the `Locking` SPI rather than `package`: apps importing Guidebook do not see
/// it; a file of the package that locks imports `@_spi(Locking) import GuidebookParsing`.
@_spi(Locking) public final class Locked<State: Sendable>: @unchecked Sendable {
    #if canImport(Darwin)
        @usableFromInline var state: State
        @usableFromInline let lock: UnsafeMutablePointer<os_unfair_lock_s>

        /// Creates the lock around an initial state.
        public init(_ state: State) {
            self.state = state
            lock = UnsafeMutablePointer<os_unfair_lock_s>.allocate(capacity: 1)
            lock.initialize(to: os_unfair_lock_s())
        }

        deinit {
            lock.deinitialize(count: 1)
            lock.deallocate()
        }

        /// Runs `body` with exclusive access to the state.
        @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            os_unfair_lock_lock(lock)
            defer { os_unfair_lock_unlock(lock) }
            return try body(&state)
        }
    #elseif GUIDEBOOK_TSAN
        // Thread-sanitizer builds only (scripts/test passes -DGUIDEBOOK_TSAN): the sanitizer
        // cannot see `Mutex`'s synchronization on Linux (it lives in the uninstrumented
        // Synchronization library) and reports every access under it as a race. A pthread
        // mutex, which the sanitizer intercepts, gives the same exclusion and lets it check ours.
        @usableFromInline var state: State
        @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

        /// Creates the lock around an initial state.
        public init(_ state: State) {
            self.state = state
            mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Runs `body` with exclusive access to the state.
        @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            pthread_mutex_lock(mutex)
            defer { pthread_mutex_unlock(mutex) }
            return try body(&state)
        }
    #else
        @usableFromInline let mutex: Mutex<State>

        /// Creates the lock around an initial state.
        public init(_ state: State) {
            mutex = Mutex(state)
        }

        /// Runs `body` with exclusive access to the state.
        @inlinable public func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
            try mutex.withLock { state in try body(&state) }
        }
    #endif
}
