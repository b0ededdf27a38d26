/// Ed25519 signatures (RFC 8032, 5.1), written here from the RFC because Foundation on Linux has
/// no CryptoKit; on Apple platforms `Platform.signing` uses CryptoKit's `Curve25519.Signing`.
///
/// A private key is its 32-byte seed, a public key 32 bytes, a signature 64 bytes (R ‖ S).
/// Signing is constant-time in the seed (no branch or table index depends on it). Verification
/// is strict where RFC 8032 and OpenSSL agree: S must be below L, lengths must be exact, and R is
/// compared by its bytes after the cofactorless check [S]B = R + [k]A. Points are decoded as
/// OpenSSL decodes them, so both accept and refuse the same signatures (the differential tests
/// hold this).
///
/// ```swift
/// let seed = [UInt8](repeating: 7, count: 32)
/// let signature = Ed25519.signature(for: message, seed: seed)
/// Ed25519.isValid(signature, for: message, publicKey: Ed25519.publicKey(seed: seed))  // true
/// ```
package enum Ed25519 {
    /// The public key of a 32-byte seed.
    package static func publicKey(seed: [UInt8]) -> [UInt8] {
        EdwardsPoint.base.multiplied(bySecret: expanded(seed).scalar).encoded
    }

    /// The 64-byte signature of `message` by the key of `seed` (deterministic, RFC 8032 5.1.6).
    package static func signature(for message: [UInt8], seed: [UInt8]) -> [UInt8] {
        let (scalar, prefix) = expanded(seed)
        let publicKey = EdwardsPoint.base.multiplied(bySecret: scalar).encoded
        let r = Scalar.reduced(SHA512.hash(prefix, message))
        let encodedR = EdwardsPoint.base.multiplied(bySecret: r).encoded
        let k = Scalar.reduced(SHA512.hash(encodedR, publicKey, message))
        return encodedR + Scalar.multiplyAdd(k, scalar, r)
    }

    /// Whether `signature` is a valid signature of `message` by `publicKey` (RFC 8032 5.1.7).
    ///
    /// - Complexity: one double scalar multiplication; variable time, as everything it reads is
    ///   public.
    package static func isValid(_ signature: [UInt8], for message: [UInt8], publicKey: [UInt8]) -> Bool {
        guard signature.count == 64, publicKey.count == 32 else { return false }
        guard Scalar.isCanonical(signature[32...]) else { return false }
        guard let a = EdwardsPoint(decoding: publicKey[...]) else { return false }
        let encodedR = Array(signature[..<32])
        let k = Scalar.reduced(SHA512.hash(encodedR, publicKey, message))
        let check = (-a).doubleScalarMultiplied(baseScalar: Array(signature[32...]), pointScalar: k)
        return check.encoded == encodedR
    }

    /// The clamped secret scalar and the nonce prefix of a seed (RFC 8032, 5.1.5).
    private static func expanded(_ seed: [UInt8]) -> (scalar: [UInt8], prefix: [UInt8]) {
        let hash = SHA512.hash(seed)
        var scalar = Array(hash[..<32])
        scalar[0] &= 0xF8
        scalar[31] &= 0x7F
        scalar[31] |= 0x40
        return (scalar, Array(hash[32...]))
    }
}
