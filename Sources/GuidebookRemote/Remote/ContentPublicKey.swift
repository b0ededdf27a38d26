import Foundation

/// A publisher's Ed25519 public key, as an app trusts it: `ed25519:` and the 32 bytes in base64,
/// the line `guidebook keys generate` prints.
///
/// Give the keys an app trusts to ``RemoteContentPolicy/trustedKeys``; the updater then accepts
/// only a manifest signed by one of them (see Documentation/Security.md).
///
/// ```swift
/// let key = try ContentPublicKey("ed25519:11qYAYKxCrfVS/7TyWQHOg7hcvPapiMlrwIaaPcHURo=")
/// key.keyID   // "21fe31dfa154a261": the first 8 bytes of the key's SHA-256, in hex
/// ```
public struct ContentPublicKey: Sendable, Hashable, CustomStringConvertible {
    /// The prefix of the text form.
    public static let prefix = "ed25519:"

    /// The 32 bytes of the key.
    public let rawRepresentation: [UInt8]

    /// Reads the text form, `ed25519:` and 44 characters of base64.
    ///
    /// - Throws: ``ContentSignatureError/invalidPublicKey(_:)`` for anything else.
    public init(_ text: String) throws(ContentSignatureError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix(Self.prefix),
            let bytes = Base64.decodeStrict(Array(trimmed.utf8.dropFirst(Self.prefix.utf8.count))), bytes.count == 32
        else { throw .invalidPublicKey(text) }
        rawRepresentation = bytes
    }

    /// A key from its 32 bytes.
    package init(rawRepresentation: [UInt8]) {
        self.rawRepresentation = rawRepresentation
    }

    /// The key's short name in signature files and messages: the first 8 bytes of the SHA-256
    /// of its 32 bytes, as 16 lowercase hexadecimal digits.
    public var keyID: String {
        String(SHA256.hash(Data(rawRepresentation)).hex.prefix(16))
    }

    /// The text form, `ed25519:…`.
    public var description: String {
        Self.prefix + Base64.encode(Data(rawRepresentation))
    }
}
