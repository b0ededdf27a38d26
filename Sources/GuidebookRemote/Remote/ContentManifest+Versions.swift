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
        switch comparison(withBundled: bundled) {
        case nil: false
        case .sequence(let bundled, let cached)?: bundled > cached
        case .contentVersion(let bundled, let cached)?: ContentManifest.isContentVersion(bundled, newerThan: cached)
        }
    }

    /// How the bundled content and this set compare, for the message saying the bundled one is
    /// shown: by sequence when both have one, else by content version.
    package func newerBundledDescription(_ bundled: ContentManifest?) -> String {
        switch comparison(withBundled: bundled) {
        case .sequence(let bundled, let cached)?:
            "The bundled content (sequence \(bundled)) is newer than the cached set (sequence \(cached))"
        case .contentVersion(let bundled, let cached)?:
            "The bundled content \(bundled) is newer than the cached \(cached)"
        case nil: "The bundled content is newer than the cached set"
        }
    }

    /// What the bundled content and this set are compared by, decided in one place for
    /// ``isOlder(thanBundled:)`` and its message; `nil` without both manifests.
    private func comparison(withBundled bundled: ContentManifest?) -> BundledComparison? {
        guard let bundled, let cached = manifest else { return nil }
        if let bundledSequence = bundled.sequence, let cachedSequence = cached.sequence {
            return .sequence(bundled: bundledSequence, cached: cachedSequence)
        }
        return .contentVersion(bundled: bundled.contentVersion, cached: cached.contentVersion)
    }
}

/// The two ways a cached set and the bundled content are ordered.
private enum BundledComparison {
    /// Both manifests carry the publisher's counter.
    case sequence(bundled: Int, cached: Int)
    /// Otherwise, the content versions (dotted numbers, or no order).
    case contentVersion(bundled: String, cached: String)
}
