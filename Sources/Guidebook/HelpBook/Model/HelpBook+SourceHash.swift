import Foundation

extension HelpBook {
    /// Which way of reading help files the source hash stands for: the same bytes read by
    /// another reading of them (a parser that makes other text, ids or structure of the same
    /// file) would be another book. Raise it with any such change, so index files made by an
    /// older `guidebook publish` are refused as made for another book.
    static let readingRevision: UInt64 = 1

    /// A hash of `data`: four independent lanes of eight bytes a step (each a multiply and a
    /// shift, ``MultiplyShiftHash/mix(_:)``), the rest absorbed as ``MultiplyShiftHash`` does, so hashing a help file costs a small part of parsing it (about a millisecond
    /// for 8 MB).
    ///
    /// - Complexity: O(n) in the size of `data`.
    static func sourceHash(of data: Data) -> UInt64 {
        data.withUnsafeBytes { sourceHash(of: $0) }
    }

    /// `sourceHash(of:)` on raw bytes.
    static func sourceHash(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            MultiplyShiftHash.basis, 0x8422_2325_cbf2_9ce4, 0x9E37_79B9_7F4A_7C15 ^ readingRevision,
            0x2545_F491_4F6C_DD1D
        )
        var offset = 0
        let count = bytes.count
        while offset + 32 <= count {
            lanes.0 = mix(lanes.0 ^ word(bytes, offset))
            lanes.1 = mix(lanes.1 ^ word(bytes, offset + 8))
            lanes.2 = mix(lanes.2 ^ word(bytes, offset + 16))
            lanes.3 = mix(lanes.3 ^ word(bytes, offset + 24))
            offset += 32
        }
        let hash = MultiplyShiftHash.absorb(
            bytes, from: offset, into: mix(lanes.0 ^ mix(lanes.1 ^ mix(lanes.2 ^ mix(lanes.3)))))
        return mix(hash ^ UInt64(count))
    }

    /// The source hash of a translation that took its ids from `reference`'s: both files' bytes.
    static func sourceHash(translation: UInt64?, reference: UInt64?) -> UInt64? {
        guard let translation, let reference else { return nil }
        return mix(mix(translation ^ 0x7472_616E_736C_6174) ^ reference)
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    private static func mix(_ value: UInt64) -> UInt64 { MultiplyShiftHash.mix(value) }
}
