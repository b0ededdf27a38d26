/// The codes of downloaded content (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A downloaded set failed with an error that carried no finding of its own.
    public static let content = DiagnosticCode(rawValue: "content")
    /// A content manifest lists one file twice.
    public static let manifestDuplicatePath = DiagnosticCode(rawValue: "manifest-duplicate-path")
    /// A content manifest's "format" is missing or not "guidebook-content".
    public static let manifestFormat = DiagnosticCode(rawValue: "manifest-format")
    /// A content manifest field has a wrong value or type.
    public static let manifestInvalidField = DiagnosticCode(rawValue: "manifest-invalid-field")
    /// A content manifest is not valid JSON.
    public static let manifestJSON = DiagnosticCode(rawValue: "manifest-json")
    /// A content manifest lacks a required field.
    public static let manifestMissingField = DiagnosticCode(rawValue: "manifest-missing-field")
    /// A content manifest has a format version newer than the app reads.
    public static let manifestNewerFormat = DiagnosticCode(rawValue: "manifest-newer-format")
    /// A content manifest lists a path outside the content folder or not usable in a URL.
    public static let manifestUnsafePath = DiagnosticCode(rawValue: "manifest-unsafe-path")
    /// Downloaded content needs a newer app version.
    public static let remoteAppTooOld = DiagnosticCode(rawValue: "remote-app-too-old")
    /// The bundled content is newer than the cached download, so it is shown.
    public static let remoteBundledNewer = DiagnosticCode(rawValue: "remote-bundled-newer")
    /// The cached content cannot be used, so the bundled content is shown.
    public static let remoteCacheUnusable = DiagnosticCode(rawValue: "remote-cache-unusable")
    /// The connection was lost during a download.
    public static let remoteConnectionLost = DiagnosticCode(rawValue: "remote-connection-lost")
    /// The server answered with a content type that is not JSON.
    public static let remoteContentType = DiagnosticCode(rawValue: "remote-content-type")
    /// The signed manifest is past its expiry date.
    public static let remoteExpired = DiagnosticCode(rawValue: "remote-expired")
    /// A downloaded file's hash differs from the manifest's.
    public static let remoteHashMismatch = DiagnosticCode(rawValue: "remote-hash-mismatch")
    /// New content lacks texts for a language the app shows.
    public static let remoteIncompleteLanguage = DiagnosticCode(rawValue: "remote-incomplete-language")
    /// A content URL is not HTTPS and insecure HTTP is not allowed.
    public static let remoteInsecureURL = DiagnosticCode(rawValue: "remote-insecure-url")
    /// Downloaded content does not load or validate.
    public static let remoteInvalidContent = DiagnosticCode(rawValue: "remote-invalid-content")
    /// New content has no help book for a language the app shows.
    public static let remoteMissingLanguage = DiagnosticCode(rawValue: "remote-missing-language")
    /// The manifest has a format version newer than the app reads.
    public static let remoteNewerFormat = DiagnosticCode(rawValue: "remote-newer-format")
    /// The content server could not be reached.
    public static let remoteOffline = DiagnosticCode(rawValue: "remote-offline")
    /// The published manifest's sequence is lower than the content in use (a replay).
    public static let remoteRollback = DiagnosticCode(rawValue: "remote-rollback")
    /// The cache's update schedule cannot be read.
    public static let remoteScheduleUnreadable = DiagnosticCode(rawValue: "remote-schedule-unreadable")
    /// The server answered with an HTTP error status.
    public static let remoteServerError = DiagnosticCode(rawValue: "remote-server-error")
    /// The manifest's signature does not match its bytes.
    public static let remoteSignatureMismatch = DiagnosticCode(rawValue: "remote-signature-mismatch")
    /// The app accepts only signed content and no signature was found.
    public static let remoteSignatureMissing = DiagnosticCode(rawValue: "remote-signature-missing")
    /// The signature file is larger than its limit.
    public static let remoteSignatureTooLarge = DiagnosticCode(rawValue: "remote-signature-too-large")
    /// The manifest is signed by a key the app does not trust.
    public static let remoteSignatureUntrusted = DiagnosticCode(rawValue: "remote-signature-untrusted")
    /// A downloaded file's size differs from the manifest's.
    public static let remoteSizeMismatch = DiagnosticCode(rawValue: "remote-size-mismatch")
    /// The cache could not be written.
    public static let remoteStorage = DiagnosticCode(rawValue: "remote-storage")
    /// A download did not finish in time.
    public static let remoteTimedOut = DiagnosticCode(rawValue: "remote-timed-out")
    /// A downloaded file is larger than the policy's limit.
    public static let remoteTooLarge = DiagnosticCode(rawValue: "remote-too-large")
    /// The server answered 304 Not Modified though nothing is cached.
    public static let remoteUnexpected304 = DiagnosticCode(rawValue: "remote-unexpected-304")
    /// The signature file cannot be read.
    public static let signatureMalformed = DiagnosticCode(rawValue: "signature-malformed")
    /// The signature file has a format version newer than the app reads.
    public static let signatureNewerFormat = DiagnosticCode(rawValue: "signature-newer-format")
    /// A key file is not an Ed25519 private key.
    public static let signaturePrivateKey = DiagnosticCode(rawValue: "signature-private-key")
    /// A text is not a Guidebook public key.
    public static let signaturePublicKey = DiagnosticCode(rawValue: "signature-public-key")
}
