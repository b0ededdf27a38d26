import Foundation

/// What one check for published content came to. Every outcome is one case, with its reason.
///
/// ```swift
/// for await event in updater.events {
///     if case .failed(let failure) = event { log(failure.diagnostic) }
/// }
/// ```
public enum RemoteContentEvent: Sendable, Hashable {
    /// A new set was fetched, validated and swapped in.
    case updated(RemoteContentUpdate)
    /// The server answered 304 Not Modified to the stored validators.
    case notModified
    /// The server sent the manifest again (its ETag or date changed) but it lists exactly the
    /// files of the set in use: nothing was fetched and nothing changed.
    case unchanged(contentVersion: String)
    /// The published content is older than the bundled content in use (by
    /// ``ContentManifest/isContentVersion(_:newerThan:)``): nothing was fetched, and the bundled
    /// content stays. Happens after an app update that ships newer content than the server has.
    case olderThanBundled(published: String, bundled: String)
    /// The check was not made: the minimum interval or the back-off after failures has not
    /// passed. Nothing was sent.
    case skipped(nextCheck: Date)
    /// The check failed; the content in use and the cache are as they were.
    case failed(RemoteContentFailure)
}

/// What an update changed.
public struct RemoteContentUpdate: Sendable, Hashable {
    /// The new set's content version.
    public var contentVersion: String
    /// The version it replaced; `nil` when the bundled content was in use.
    public var previousVersion: String?
    /// The paths fetched (new or changed files), sorted.
    public var fetched: [String]
    /// The paths that are no longer in the set, sorted.
    public var removed: [String]
    /// The trusted key that verified the new manifest; `nil` when the app trusts no key.
    public var signedBy: ContentPublicKey?
}

/// Why a check failed. The content in use was kept.
///
/// ```swift
/// if case .failed(.hashMismatch(let path, _, _)) = event { print("\(path) was corrupted on the way") }
/// ```
public enum RemoteContentFailure: DiagnosticError, Hashable {
    /// The URL (or a redirect's target) is not `https` and not loopback, and insecure HTTP
    /// was not allowed.
    case insecureURL(URL)
    /// No connection could be made (no network, host down, refused).
    case offline(reason: String)
    /// The connection dropped in the middle of a body.
    case connectionLost(path: String, received: Int, reason: String)
    /// The server answered with an error status (404, 500, ...) or a redirect that was not followed.
    case serverError(status: Int, path: String)
    /// A request took longer than the policy's timeout.
    case timedOut(path: String, seconds: TimeInterval)
    /// A body passed the size limit (announced or received).
    case tooLarge(path: String, limit: Int)
    /// A file arrived with another size than the manifest lists.
    case sizeMismatch(path: String, expected: Int, received: Int)
    /// A file arrived whole but its SHA-256 is not the manifest's.
    case hashMismatch(path: String, expected: String, received: String)
    /// The manifest was served with a content type that is not JSON (a login page, say).
    case unexpectedContentType(path: String, found: String)
    /// The manifest could not be read (garbage, not a manifest, a bad field).
    case invalidManifest(Diagnostic)
    /// The manifest's format is newer than this app reads.
    case unsupportedFormat(found: Int, supported: Int)
    /// The content needs a newer app.
    case appTooOld(minimum: AppVersion, current: AppVersion)
    /// The downloaded set does not pass validation: each finding with its file, line and column.
    case invalidContent([Diagnostic])
    /// The content shipped with the app does not load (no cached set could be used instead), so
    /// the updater cannot start: each finding, with its file, line and column when it has them.
    case invalidBundledContent([Diagnostic])
    /// The server answered 304 Not Modified although no validators were sent (nothing is cached).
    case notModifiedWithoutCache
    /// The cache could not be written (disk full, permissions).
    case storage(reason: String)
    /// The policy requires a signature and the server has none (404 or 410 for the `.sig` URL).
    case signatureMissing(url: URL)
    /// The signature file is larger than ``RemoteContentPolicy/maximumSignatureSize``.
    case signatureTooLarge(url: URL, limit: Int)
    /// The signature file cannot be read (garbage, bad base64, a wrong length).
    case malformedSignature(Diagnostic)
    /// No signature is by a key the app trusts (the key ids found, and the trusted ones).
    case untrustedSignature(found: [String], trusted: [String])
    /// A trusted key's signature does not verify over the manifest's bytes: the manifest was
    /// changed after signing, or the signature is another manifest's.
    case signatureMismatch(keyIDs: [String], url: URL)
    /// The manifest's sequence is lower than that of the content in use (a replayed older manifest).
    case rollback(sequence: Int, inUse: Int)
    /// The manifest expired, beyond the policy's clock-skew tolerance.
    case expired(expires: Date, tolerance: TimeInterval)

    /// The failure as a finding, with what to do.
    public var diagnostic: Diagnostic {
        switch self {
        case .insecureURL(let url):
            return Diagnostic(
                .error, "\(url.absoluteString) is not HTTPS, so it was not fetched.",
                fix: "Serve the content over HTTPS, or allow insecure HTTP explicitly for testing.",
                code: .remoteInsecureURL)
        case .offline(let reason):
            return Diagnostic(
                .error, "The server could not be reached (\(reason)).",
                fix: "Nothing to do: the content in use is kept and the next check retries.", code: .remoteOffline)
        case .connectionLost(let path, let received, let reason):
            return Diagnostic(
                .error, "The connection was lost after \(received) bytes of \(path) (\(reason)).",
                fix: "The next check retries.", code: .remoteConnectionLost)
        case .serverError(let status, let path):
            return Diagnostic(
                .error, "The server answered \(status) for \(path).",
                fix: status == 404
                    ? "Publish the folder again so that every file the manifest lists is on the server."
                    : "Check the server's configuration and logs.",
                code: .remoteServerError)
        case .timedOut(let path, let seconds):
            return Diagnostic(
                .error, "\(path) took longer than \(Self.seconds(seconds)).", fix: "The next check retries.",
                code: .remoteTimedOut)
        case .tooLarge(let path, let limit):
            return Diagnostic(
                .error, "\(path) is larger than the limit of \(limit) bytes, so it was not accepted.",
                fix: "Split the content, or raise the policy's maximum file size.", code: .remoteTooLarge)
        case .sizeMismatch(let path, let expected, let received):
            return Diagnostic(
                .error, "\(path) has \(received) bytes, but the manifest lists \(expected).",
                fix: "Publish the folder again and upload all of it.", code: .remoteSizeMismatch)
        case .hashMismatch(let path, let expected, let received):
            return Diagnostic(
                .error, "\(path)'s SHA-256 is \(received), but the manifest lists \(expected).",
                fix: "Publish the folder again and upload all of it; a proxy may be changing files.",
                code: .remoteHashMismatch)
        case .unexpectedContentType(let path, let found):
            return Diagnostic(
                .error, "\(path) was served as \(found), not JSON.",
                fix: "Serve guidebook.json as application/json (a captive portal or login page answers with HTML).",
                code: .remoteContentType)
        case .invalidManifest(let diagnostic):
            return diagnostic
        case .unsupportedFormat(let found, let supported):
            return Diagnostic(
                .error, "The manifest has format version \(found); this app reads \(supported) and older.",
                fix: "Publish with the Guidebook version the app was built with.", code: .remoteNewerFormat)
        case .appTooOld(let minimum, let current):
            return Diagnostic(
                .error, "The content needs app version \(minimum) or later; this is \(current).",
                fix: "Nothing to do in the app: it keeps its content until it is updated.", code: .remoteAppTooOld)
        case .invalidContent(let findings):
            return Diagnostic(
                .error, "The downloaded content does not validate (\(Self.summary(of: findings))).",
                at: findings.first?.location, fix: "Run 'guidebook lint' on the content and publish again.",
                code: .remoteInvalidContent)
        case .invalidBundledContent(let findings):
            return Diagnostic(
                .error, "The content bundled with the app does not load (\(Self.summary(of: findings))).",
                at: findings.first?.location,
                fix: "Fix what the first error names ('guidebook lint' checks the bundled folder), then build the app "
                    + "again.",
                code: .remoteInvalidContent)
        case .notModifiedWithoutCache:
            return Diagnostic(
                .error, "The server answered 304 Not Modified to a request without validators.",
                fix: "Check the server or CDN: it should send the manifest.", code: .remoteUnexpected304)
        case .storage(let reason):
            return Diagnostic(
                .error, "The cache could not be written (\(reason)).", fix: "Free some space.",
                code: .remoteStorage)
        case .signatureMissing(let url):
            return Diagnostic(
                .error, "There is no signature at \(url.absoluteString), and the app accepts only signed content.",
                fix: Self.fixSigning, code: .remoteSignatureMissing)
        case .signatureTooLarge(let url, let limit):
            return Diagnostic(
                .error, "\(url.absoluteString) is larger than \(limit) bytes, so it is not a Guidebook signature file.",
                fix: Self.fixSigning, code: .remoteSignatureTooLarge)
        case .malformedSignature(let diagnostic):
            return diagnostic
        case .untrustedSignature(let found, let trusted):
            return Diagnostic(
                .error,
                "The manifest is signed by \(Self.keys(found)), but the app trusts only \(Self.keys(trusted)).",
                fix:
                    "Sign with a trusted key, or ship the new public key in an app release before signing with it alone.",
                code: .remoteSignatureUntrusted)
        case .signatureMismatch(let keyIDs, let url):
            return Diagnostic(
                .error,
                "The signature by trusted \(Self.keys(keyIDs)) does not match the bytes of \(url.absoluteString): "
                    + "the manifest was changed after it was signed, or the signature is another manifest's.",
                fix: Self.fixSigning, code: .remoteSignatureMismatch)
        case .rollback(let sequence, let inUse):
            return Diagnostic(
                .error,
                "The published manifest has sequence \(sequence), lower than the \(inUse) of the content in use, "
                    + "so it is refused as a replay of older content.",
                fix:
                    "Publish again: 'guidebook publish' numbers a manifest one above the folder's previous one (or give --sequence).",
                code: .remoteRollback)
        case .expired(let expires, let tolerance):
            return Diagnostic(
                .error,
                "The published manifest expired at \(ContentManifest.timestamp(expires)) (more than "
                    + "\(Self.seconds(tolerance)) ago by this device's clock), so it is refused: the server may be holding back newer content.",
                fix: "Publish again to sign a new expiry ('guidebook publish --sign KEYFILE --expires 30d').",
                code: .remoteExpired)
        }
    }

    private static let fixSigning =
        "Publish with 'guidebook publish --sign KEYFILE' and upload guidebook.json and guidebook.json.sig together."

    /// "1 error; first: Help.plist:4:5: The title is empty."
    private static func summary(of findings: [Diagnostic]) -> String {
        let first = findings.first.map { "\($0.location.map { "\($0): " } ?? "")\($0.message)" } ?? "no details"
        return "\(findings.count) \(findings.count == 1 ? "error" : "errors"); first: \(first)"
    }

    private static func keys(_ ids: [String]) -> String {
        ids.isEmpty ? "no key" : (ids.count == 1 ? "key " : "keys ") + ids.joined(separator: ", ")
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
