// The one place in the core where platforms differ. Everything else is plain Swift
// and Foundation that behaves the same on Linux and Apple platforms.

import Foundation

/// Facts about the running platform that differ between Linux and Apple platforms.
package enum Platform {
    /// The user's preferred languages as the operating system reports them, most preferred
    /// first; `nil` where the system has no trustworthy list.
    ///
    /// Apple platforms answer from the user's settings (`Locale.preferredLanguages`). Foundation
    /// on Linux reports a fixed list whatever the environment says, so this is `nil` there and
    /// the localization layer reads the POSIX environment instead.
    package static var systemPreferredLanguages: [String]? {
        #if canImport(Darwin)
            Locale.preferredLanguages
        #else
            nil
        #endif
    }

    /// The process's environment variables.
    package static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// Flushes what was written to `descriptor` to stable storage; `0` on success, `-1` with
    /// `errno` set on failure.
    ///
    /// On Apple platforms `fsync` only hands the data to the drive, whose cache may still lose
    /// it in a power cut; `fcntl(F_FULLFSYNC)` asks the drive to flush that cache too (as
    /// SQLite's `fullfsync` does). A file system that does not support it (some network and
    /// external volumes answer `ENOTSUP`) gets `fsync`, the best it offers. Elsewhere `fsync`,
    /// which on Linux already waits for the drive.
    package static func synchronize(_ descriptor: Int32) -> Int32 {
        #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
        #endif
        return fsync(descriptor)
    }

    /// A thread-local key whose value, an object retained with `Unmanaged.passRetained`, is
    /// released when its thread ends (``SnapshotCell``'s slot). The destructor's parameter is
    /// optional in Glibc's declaration and not in Darwin's.
    package static func threadKeyReleasingObjects() -> pthread_key_t {
        var key = pthread_key_t()
        #if canImport(Darwin)
            pthread_key_create(&key) { Unmanaged<AnyObject>.fromOpaque($0).release() }
        #else
            pthread_key_create(&key) { pointer in
                if let pointer { Unmanaged<AnyObject>.fromOpaque(pointer).release() }
            }
        #endif
        return key
    }

    /// `count` bytes from the system's secure random source (`SystemRandomNumberGenerator`:
    /// `arc4random_buf` on Apple platforms, `getrandom` on Linux).
    package static func secureRandomBytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
