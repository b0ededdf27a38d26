import Foundation

/// A publisher's Ed25519 private key: its 32-byte seed, kept in a PKCS #8 PEM file (RFC 8410),
/// the same file `openssl genpkey -algorithm ed25519` writes.
///
/// `package`: only `guidebook keys` and `guidebook publish` hold private keys; apps never do.
///
/// ```swift
/// let key = ContentSigningKey.generate()
/// try key.pemText.write(to: url, atomically: true, encoding: .utf8)
/// key.publicKey.description   // "ed25519:…"
/// ```
package struct ContentSigningKey: Sendable {
    /// The DER of a PKCS #8 Ed25519 private key before its seed: SEQUENCE { version 0,
    /// AlgorithmIdentifier { 1.3.101.112 }, OCTET STRING { OCTET STRING (32 bytes) } }.
    private static let derPrefix: [UInt8] = [
        0x30, 0x2E, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2B, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20,
    ]
    private static let header = "-----BEGIN PRIVATE KEY-----"
    private static let footer = "-----END PRIVATE KEY-----"

    /// The 32-byte seed (RFC 8032's private key).
    let seed: [UInt8]
    /// Its public key.
    package let publicKey: ContentPublicKey

    package init(seed: [UInt8]) {
        self.seed = seed
        publicKey = ContentPublicKey(rawRepresentation: Platform.ed25519PublicKey(seed: seed))
    }

    /// A new key from the system's secure random source.
    package static func generate() -> ContentSigningKey {
        ContentSigningKey(seed: Platform.secureRandomBytes(32))
    }

    /// Reads a PEM file's text.
    ///
    /// - Throws: ``ContentSignatureError/invalidPrivateKey(path:reason:)``.
    package init(pemText text: String, path: String) throws(ContentSignatureError) {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(of: Self.header), let end = lines.firstIndex(of: Self.footer), start < end
        else { throw .invalidPrivateKey(path: path, reason: "no \(Self.header) block") }
        let body = lines[(start + 1)..<end].joined()
        guard let der = Base64.decodeStrict(Array(body.utf8)) else {
            throw .invalidPrivateKey(path: path, reason: "the block is not base64")
        }
        guard der.count == Self.derPrefix.count + 32, Array(der.prefix(Self.derPrefix.count)) == Self.derPrefix else {
            throw .invalidPrivateKey(path: path, reason: "the block is not an Ed25519 key in PKCS #8")
        }
        self.init(seed: Array(der.suffix(32)))
    }

    /// The PEM text, as `openssl genpkey -algorithm ed25519` writes it.
    package var pemText: String {
        "\(Self.header)\n\(Base64.encode(Data(Self.derPrefix + seed)))\n\(Self.footer)\n"
    }

    /// The 64-byte signature of `data`'s exact bytes.
    package func signature(for data: Data) -> [UInt8] {
        Platform.ed25519Signature(for: [UInt8](data), seed: seed)
    }
}
