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
}
