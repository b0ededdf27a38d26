// The Ed25519 half of the platform differences (Internal/Platform.swift in Guidebook has the
// rest): CryptoKit on Apple platforms, this package's own RFC 8032 code elsewhere.

import Foundation
import Guidebook

#if canImport(CryptoKit)
    import CryptoKit
#endif

extension Platform {
    /// Whether `signature` is an Ed25519 signature of `message` by `publicKey`: CryptoKit's
    /// `Curve25519.Signing` on Apple platforms, ``Ed25519`` (this package's, from RFC 8032)
    /// elsewhere. Both refuse an S of L or more first, so they agree on malleated signatures.
    package static func isValidEd25519Signature(_ signature: [UInt8], for message: [UInt8], publicKey: [UInt8]) -> Bool
    {
        guard signature.count == 64, publicKey.count == 32, Scalar.isCanonical(signature[32...]) else { return false }
        #if canImport(CryptoKit)
            guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: publicKey) else { return false }
            return key.isValidSignature(signature, for: message)
        #else
            return Ed25519.isValid(signature, for: message, publicKey: publicKey)
        #endif
    }

    /// The Ed25519 signature of `message` by the key of the 32-byte `seed` (CryptoKit's on Apple
    /// platforms, randomized there; ``Ed25519``'s deterministic one elsewhere).
    package static func ed25519Signature(for message: [UInt8], seed: [UInt8]) -> [UInt8] {
        #if canImport(CryptoKit)
            if let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed),
                let signature = try? key.signature(for: message)
            {
                return Array(signature)
            }
        #endif
        return Ed25519.signature(for: message, seed: seed)
    }

    /// The Ed25519 public key of a 32-byte seed.
    package static func ed25519PublicKey(seed: [UInt8]) -> [UInt8] {
        #if canImport(CryptoKit)
            if let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) {
                return Array(key.publicKey.rawRepresentation)
            }
        #endif
        return Ed25519.publicKey(seed: seed)
    }
}
