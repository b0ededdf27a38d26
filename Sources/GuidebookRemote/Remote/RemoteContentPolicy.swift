import Foundation

/// How an app checks for published content: how often, how long it waits, how much it
/// accepts, what it requires of a new set before it replaces the one in use.
///
/// ```swift
/// var policy = RemoteContentPolicy(appVersion: AppVersion("2.3")!, languages: ["en", "de"])
/// policy.minimumInterval = 6 * 3600   // check at most every six hours
/// policy.trustedKeys = [try ContentPublicKey("ed25519:11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=")]
/// ```
public struct RemoteContentPolicy: Sendable, Hashable {
    /// The least time between two checks, in seconds (default one hour); remembered on disk,
    /// so relaunching the app does not check again. ``RemoteContentUpdater/check(force:)`` can
    /// pass it.
    public var minimumInterval: TimeInterval = 3600
    /// How long one request may take from start to last byte, in seconds (default 30): a
    /// server that drips bytes slowly is given up on after it. Zero, a negative value or NaN
    /// gives a request no time (the check fails with a timeout of 0 s); more than 7 days,
    /// infinity included, counts as 7 days.
    public var timeout: TimeInterval = 30
    /// The largest file accepted, in bytes (default 5 MB); the download stops as soon as it
    /// is passed.
    public var maximumFileSize = 5_000_000
    /// The largest manifest accepted, in bytes (default 1 MB).
    public var maximumManifestSize = 1_000_000
    /// How much of each downloaded file the readers accept when a new set is validated: the
    /// longest string, the most values, the deepest nesting (``ReadingLimits``; the file size
    /// is bounded by ``maximumFileSize`` while downloading, and by these limits' own when read).
    /// A set with a file past a limit is refused whole, with that limit's error.
    public var readingLimits = ReadingLimits.default
    /// The wait after the first failed check, in seconds (default 60); it doubles after
    /// each further failure, up to ``maximumBackOff``, and a success resets it.
    public var initialBackOff: TimeInterval = 60
    /// The longest wait after failures, in seconds (default one day).
    public var maximumBackOff: TimeInterval = 86_400
    /// Whether plain `http://` URLs are fetched from hosts other than loopback (default `false`:
    /// only `https://`, or `http://` to `127.0.0.1`, `::1` and `localhost`).
    public var allowsInsecureHTTP = false
    /// The publishers' keys the app trusts (`guidebook keys public KEYFILE` prints one). With any
    /// key here, a manifest is verified before it is read: its `guidebook.json.sig` must hold a
    /// signature by one of them over its exact bytes (see Documentation/Security.md). Empty (the
    /// default): nothing is verified and unsigned content is accepted, as before signing existed.
    public var trustedKeys: [ContentPublicKey] = []
    /// Whether a manifest without a signature is refused when ``trustedKeys`` is not empty
    /// (default `true`). `false` accepts an unsigned manifest but still verifies one that has a
    /// signature file: for the release that first ships keys, before the server signs.
    public var requiresSignature = true
    /// The largest signature file accepted, in bytes (default 64 KB; one signature is about 150).
    public var maximumSignatureSize = 65_536
    /// How long after its `expires` time a manifest is still accepted, in seconds (default one
    /// hour): a device clock that runs a little fast does not refuse fresh content.
    public var clockSkewTolerance: TimeInterval = 3600
    /// The running app's version, compared with a manifest's `minimumAppVersion`.
    public var appVersion: AppVersion
    /// The languages the app shows: a new set must have a help book (and, when it has
    /// tutorial tables, a complete table) for each. Empty: the bundled content's languages.
    public var languages: [String]
    /// The language the content is written in: its tutorial keys are the ones every language must have.
    public var developmentLanguage: String

    /// A policy with the defaults above.
    ///
    /// - Parameters:
    ///   - appVersion: The running app's version.
    ///   - languages: The languages the app shows; empty for the bundled content's.
    ///   - developmentLanguage: The content's own language.
    ///   - trustedKeys: The publishers' keys; with any, only signed content is accepted.
    public init(
        appVersion: AppVersion, languages: [String] = [], developmentLanguage: String = "en",
        trustedKeys: [ContentPublicKey] = []
    ) {
        self.appVersion = appVersion
        self.languages = languages
        self.developmentLanguage = developmentLanguage
        self.trustedKeys = trustedKeys
    }

    /// The manifest's URL for the URL a person gives: a folder URL (ending in `/`) names the
    /// `guidebook.json` in it; any other URL is the manifest's own.
    ///
    /// ```swift
    /// RemoteContentPolicy.manifestURL(for: URL(string: "https://example.com/help/")!)
    /// // https://example.com/help/guidebook.json
    /// ```
    public static func manifestURL(for url: URL) -> URL {
        url.absoluteString.hasSuffix("/") ? url.appendingPathComponent(ContentManifest.fileName) : url
    }

    /// Whether `url` may be fetched: `https`, or `http` to a loopback host, or any `http`
    /// when ``allowsInsecureHTTP`` is set.
    ///
    /// ```swift
    /// policy.allows(URL(string: "http://example.com/help/guidebook.json")!)   // false
    /// ```
    public func allows(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https": return true
        case "http": return allowsInsecureHTTP || Self.isLoopback(url.host)
        default: return false
        }
    }

    /// `127.0.0.0/8`, `::1` and `localhost`.
    static func isLoopback(_ host: String?) -> Bool {
        guard var host = host?.lowercased() else { return false }
        if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
        return host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// The wait after `failures` failed checks in a row.
    func backOff(afterFailures failures: Int) -> TimeInterval {
        guard failures > 0 else { return 0 }
        let doublings = Double(min(failures - 1, 40))
        return min(initialBackOff * pow(2, doublings), maximumBackOff)
    }
}
