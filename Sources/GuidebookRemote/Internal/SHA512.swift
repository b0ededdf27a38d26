import Foundation

/// SHA-512 (FIPS 180-4), the hash inside Ed25519, written here because Foundation on Linux has
/// no CryptoKit.
///
/// Only whole messages are hashed (a manifest, a signature's inputs), so the API is one call.
/// Checked against the FIPS 180 examples and, through Ed25519, against OpenSSL by the tests.
///
/// ```swift
/// SHA512.hash(Array("abc".utf8)).prefix(4)  // [0xdd, 0xaf, 0x35, 0xa1]
/// ```
package enum SHA512 {
    /// The 64-byte digest of the concatenation of `parts`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package static func hash(_ parts: [UInt8]...) -> [UInt8] {
        hash(parts: parts)
    }

    /// The 64-byte digest of the concatenation of `parts`.
    package static func hash(parts: [[UInt8]]) -> [UInt8] {
        var hasher = SHA2Hasher<UInt64>()
        for part in parts {
            part.withUnsafeBytes { hasher.update($0) }
        }
        return hasher.finalize()
    }
}
