import Foundation

/// One complete content folder an app can show: the bundled one, or a set fetched, validated
/// and cached by ``RemoteContentUpdater``. A loader turns it into the app's content.
///
/// ```swift
/// let updater = try RemoteContentUpdater(
///     manifestURL: URL(string: "https://example.com/help/guidebook.json")!,
///     bundled: Bundle.main.resourceURL!, cache: cacheURL,
///     policy: RemoteContentPolicy(appVersion: AppVersion("2.3")!)
/// ) { set in
///     try HelpBook.load(from: set.folder, preferredLanguages: ["de", "en"])
/// }
/// ```
public struct ContentSet: Sendable, Hashable {
    /// Where a set comes from.
    public enum Origin: String, Sendable, Hashable {
        /// The content shipped inside the app.
        case bundled
        /// A published set fetched earlier and validated before it was stored.
        case cached
    }

    /// The folder, laid out as a content folder (`<lang>.lproj/HelpList.plist`, …).
    public var folder: URL
    /// Where it comes from.
    public var origin: Origin
    /// Its manifest: always there for a cached set; for the bundled one when it holds a `guidebook.json`.
    public var manifest: ContentManifest?
    /// The id of the trusted key whose signature verified the manifest
    /// (``ContentPublicKey/keyID``); `nil` for the bundled content and for unsigned sets.
    public var signedBy: String?

    /// Creates a set.
    ///
    /// - Parameters:
    ///   - folder: The content folder.
    ///   - origin: Where it comes from.
    ///   - manifest: Its manifest, when known.
    public init(folder: URL, origin: Origin, manifest: ContentManifest? = nil) {
        self.folder = folder
        self.origin = origin
        self.manifest = manifest
    }

    /// The manifest's content version, when there is a manifest.
    public var contentVersion: String? { manifest?.contentVersion }
}
