import Foundation

extension ContentManifest {
    /// Whether content version `version` is newer than `other`: both are dotted numbers
    /// (``AppVersion`` syntax: `42`, `3.1`, `2026.12.01`) and `version` is the greater.
    ///
    /// This is what "newer" means when bundled content meets a cached download: an app update
    /// may ship content newer than the set it cached from the server, and then the bundled
    /// content is shown (see ``RemoteContentUpdater``). Versions that are not dotted numbers
    /// (the default, derived from the files' hashes, or a name) have no order: neither is
    /// newer, and the cached set, the last one the server published, stays in use. Publish with
    /// `guidebook publish --content-version 2026.12.01` (or any growing number) to get the order.
    ///
    /// ```swift
    /// ContentManifest.isContentVersion("2026.12.01", newerThan: "2026.11.30")  // true
    /// ContentManifest.isContentVersion("10", newerThan: "9")                    // true
    /// ContentManifest.isContentVersion("3f2a9c01d4e5", newerThan: "1")          // false: no order
    /// ```
    ///
    /// - Parameters:
    ///   - version: The candidate's content version.
    ///   - other: The content version it is compared with.
    /// - Returns: `true` only when both are dotted numbers and `version` is greater.
    public static func isContentVersion(_ version: String, newerThan other: String) -> Bool {
        guard let candidate = AppVersion(version), let current = AppVersion(other) else { return false }
        return candidate > current
    }

    /// The manifest a content folder ships at its top (`guidebook.json`, as `guidebook publish`
    /// writes it); `nil` when there is none or it cannot be read. `package`: the updater's and
    /// the tools' view of the bundled content.
    ///
    /// - Parameter folder: The content folder.
    package static func shipped(in folder: URL) -> ContentManifest? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return nil }
        return try? ContentManifest(data: data, file: fileName)
    }
}

extension ContentSet {
    /// Whether the bundled content, with manifest `bundled`, is newer than this (cached) set,
    /// so an app shows the bundled content instead.
    ///
    /// When both manifests carry a `sequence` (the publisher's counter, which a signed set's
    /// signature covers), the greater sequence is the newer set, whatever the content versions
    /// say; an equal sequence keeps the cache. Otherwise the bundled content version must be
    /// newer by ``ContentManifest/isContentVersion(_:newerThan:)``. Without a bundled manifest
    /// nothing says the bundled content is newer, and the cache wins.
    ///
    /// - Parameter bundled: The bundled folder's manifest, when it ships one.
    package func isOlder(thanBundled bundled: ContentManifest?) -> Bool {
        guard let bundled, let cached = manifest else { return false }
        if let bundledSequence = bundled.sequence, let cachedSequence = cached.sequence {
            return bundledSequence > cachedSequence
        }
        return ContentManifest.isContentVersion(bundled.contentVersion, newerThan: cached.contentVersion)
    }

    /// How the bundled content and this set compare, for the message saying the bundled one is
    /// shown: by sequence when both have one, else by content version.
    package func newerBundledDescription(_ bundled: ContentManifest?) -> String {
        if let bundledSequence = bundled?.sequence, let cachedSequence = manifest?.sequence {
            return
                "The bundled content (sequence \(bundledSequence)) is newer than the cached set (sequence \(cachedSequence))"
        }
        return "The bundled content \(bundled?.contentVersion ?? "") is newer than the cached \(contentVersion ?? "")"
    }
}
