/// Every layer's codes in one list, as `Documentation/Diagnostics.md` lists them.
///
/// ```swift
/// let known = Set(DiagnosticCode.all.map(\.rawValue))
/// known.contains("rules-unknown-key")  // true
/// ```
extension DiagnosticCode {
    /// Every code downloaded content emits, sorted by text.
    public static let remoteCodes: [DiagnosticCode] = [
        .content,
        .manifestDuplicatePath,
        .manifestFormat,
        .manifestInvalidField,
        .manifestJSON,
        .manifestMissingField,
        .manifestNewerFormat,
        .manifestUnsafePath,
        .remoteAppTooOld,
        .remoteBundledNewer,
        .remoteCacheUnusable,
        .remoteConnectionLost,
        .remoteContentType,
        .remoteExpired,
        .remoteHashMismatch,
        .remoteIncompleteLanguage,
        .remoteInsecureURL,
        .remoteInvalidContent,
        .remoteMissingLanguage,
        .remoteNewerFormat,
        .remoteOffline,
        .remoteRollback,
        .remoteScheduleUnreadable,
        .remoteServerError,
        .remoteSignatureMismatch,
        .remoteSignatureMissing,
        .remoteSignatureTooLarge,
        .remoteSignatureUntrusted,
        .remoteSizeMismatch,
        .remoteStorage,
        .remoteTimedOut,
        .remoteTooLarge,
        .remoteUnexpected304,
        .signatureMalformed,
        .signatureNewerFormat,
        .signaturePrivateKey,
        .signaturePublicKey,
    ]

    /// Every code of the libraries (GuidebookParsing, Guidebook and GuidebookRemote), each once.
    public static let all: [DiagnosticCode] = parsingCodes + engineCodes + remoteCodes
}
