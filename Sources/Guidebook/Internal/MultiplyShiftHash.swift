/// The package's fast, non-cryptographic 64-bit hashing steps: FNV-1a's basis and byte step,
/// and a multiply-shift mix (golden-ratio multiply, then the high bits folded down) for eight
/// bytes at a time. Search index fingerprints, help files' source hashes and ``KeyTable``'s
/// string hashes are built from these, so a change of constants is made once.
///
/// ```swift
/// let hash = MultiplyShiftHash.absorb(bytes, from: 0, into: MultiplyShiftHash.basis)
/// ```
enum MultiplyShiftHash {
    /// FNV-1a's 64-bit offset basis.
    static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    /// FNV-1a's 64-bit prime: one byte's step is `(hash ^ byte) &* prime`.
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// One multiply and one shift: every input bit reaches the high half, folded down.
    @inline(__always)
    static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// `hash` with `bytes[offset...]` absorbed: eight bytes a step (little-endian words, each
    /// mixed in), then the last bytes one by one with FNV-1a's step.
    ///
    /// - Complexity: O(n) in the bytes absorbed.
    @inline(__always)
    static func absorb(_ bytes: UnsafeRawBufferPointer, from offset: Int, into hash: UInt64) -> UInt64 {
        var hash = hash
        var offset = offset
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < bytes.count {
            hash = (hash ^ UInt64(bytes[offset])) &* prime
            offset += 1
        }
        return hash
    }
}
