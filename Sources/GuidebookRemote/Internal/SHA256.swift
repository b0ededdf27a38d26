import Foundation

/// SHA-256 (FIPS 180-4), written here because Foundation on Linux has no CryptoKit.
///
/// Streaming: feed the bytes in pieces of any size as they arrive (a download checks a file
/// while it is received), then take the digest. Checked against the FIPS 180 examples and
/// against `sha256sum` by the tests.
///
/// ```swift
/// var hash = SHA256()
/// hash.update(Data("ab".utf8))
/// hash.update(Data("c".utf8))
/// hash.finalize().hex  // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
/// ```
package struct SHA256: Sendable {
    /// A finished digest: 32 bytes.
    package struct Digest: Sendable, Hashable, CustomStringConvertible {
        /// The 32 bytes, most significant first.
        package let bytes: [UInt8]

        /// 64 lowercase hexadecimal digits, as `sha256sum` prints them.
        package var hex: String {
            let digits = Array("0123456789abcdef".utf8)
            var text: [UInt8] = []
            text.reserveCapacity(64)
            for byte in bytes {
                text.append(digits[Int(byte >> 4)])
                text.append(digits[Int(byte & 0x0F)])
            }
            return String(decoding: text, as: UTF8.self)
        }

        package var description: String { hex }
    }

    /// The blocks so far and the bytes waiting for a whole one.
    private var hasher = SHA2Hasher<UInt32>()

    /// A hash of no bytes yet.
    package init() {}

    /// The digest of `data` in one call.
    package static func hash(_ data: Data) -> Digest {
        var hash = SHA256()
        hash.update(data)
        return hash.finalize()
    }

    /// Feeds `data`.
    package mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Feeds `bytes`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        hasher.update(bytes)
    }

    /// The digest of every byte fed; the hash is used up.
    package consuming func finalize() -> Digest {
        Digest(bytes: hasher.finalize())
    }
}
