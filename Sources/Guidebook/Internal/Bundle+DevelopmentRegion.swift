import Foundation

extension Bundle {
    /// The bundle's development region as its `Info.plist` states it (`CFBundleDevelopmentRegion`),
    /// or `nil` when it states none.
    ///
    /// Guidebook reads the key instead of calling `developmentLocalization`, which traps on Linux
    /// for a bundle without an `Info.plist` (a plain executable's `Bundle.main`, a test runner's),
    /// so a bundle source behaves the same on every platform.
    package var statedDevelopmentRegion: String? {
        infoDictionary?["CFBundleDevelopmentRegion"] as? String
    }
}
