import Foundation

/// How an app checks for published content: how often, how long it waits, how much it
/// accepts, what it requires of a new set before it replaces the one in use.
///
/// ```swift
/// var policy = RemoteContentPolicy(appVersion: AppVersion("2.3")!, languages: ["en", "de"])
/// policy.minimumInterval = 6 * 3600   // check at most every six hours
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
    public init(appVersion: AppVersion, languages: [String] = [], developmentLanguage: String = "en") {
        self.appVersion = appVersion
        self.languages = languages
        self.developmentLanguage = developmentLanguage
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
