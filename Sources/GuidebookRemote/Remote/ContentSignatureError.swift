/// Why a key or a signature file could not be read, each with how to fix it.
///
/// ```swift
/// do {
///     _ = try ContentPublicKey("ssh-ed25519 AAAA…")
/// } catch {
///     print(error.diagnostic.message)  // "ssh-ed25519 AAAA…" is not a Guidebook public key …
/// }
/// ```
public enum ContentSignatureError: DiagnosticError, Hashable {
    /// Text that is not `ed25519:` and 32 bytes of base64.
    case invalidPublicKey(String)
    /// A private key file that is not an Ed25519 PKCS #8 PEM file (the reason).
    case invalidPrivateKey(path: String, reason: String)
    /// A `guidebook.json.sig` that cannot be read: not JSON, not a signature file, a bad member.
    case malformedSignatureFile(reason: String, at: SourceLocation)
    /// A signature file of a newer format version than this app reads.
    case newerSignatureFormat(found: Int, supported: Int, at: SourceLocation)

    /// The finding, with its position and fix.
    public var diagnostic: Diagnostic {
        switch self {
        case .invalidPublicKey(let text):
            return Diagnostic(
                .error,
                "\"\(text.prefix(60))\" is not a Guidebook public key (ed25519: and 44 characters of base64).",
                fix:
                    "Paste the line 'guidebook keys public KEYFILE' prints, such as ed25519:11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=.",
                code: .signaturePublicKey)
        case .invalidPrivateKey(let path, let reason):
            return Diagnostic(
                .error, "\(path) is not an Ed25519 private key (\(reason)).",
                at: SourceLocation(file: path, line: 1, column: 1),
                fix: "Give a key file written by 'guidebook keys generate' or 'openssl genpkey -algorithm ed25519'.",
                code: .signaturePrivateKey)
        case .malformedSignatureFile(let reason, let at):
            return Diagnostic(
                .error,
                "The signature file cannot be read: \(reason.hasSuffix(".") ? String(reason.dropLast()) : reason).",
                at: at,
                fix:
                    "Upload the guidebook.json.sig that 'guidebook publish --sign KEYFILE' wrote beside guidebook.json.",
                code: .signatureMalformed)
        case .newerSignatureFormat(let found, let supported, let at):
            return Diagnostic(
                .error,
                "The signature file's formatVersion is \(found), but this app reads version \(supported) and older.",
                at: at, fix: "Publish with the Guidebook version the app was built with, or update the app.",
                code: .signatureNewerFormat)
        }
    }
}
