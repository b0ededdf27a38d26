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

    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes waiting for a whole 64-byte block.
    private var pending: [UInt8] = []
    /// Every byte fed so far.
    private var length: UInt64 = 0

    /// A hash of no bytes yet.
    package init() {
        pending.reserveCapacity(64)
    }

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
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            offset = take
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { block in
                if let start = block.baseAddress { compress(start) }
            }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 64 {
            compress(base + offset)
            offset += 64
        }
        if offset < bytes.count {
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: bytes.count - offset))
        }
    }

    /// The digest of every byte fed; the hash is used up.
    package consuming func finalize() -> Digest {
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        tail.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                compress(base + offset)
                offset += 64
            }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word))
        }
        return Digest(bytes: bytes)
    }

    /// One 64-byte block into the state (FIPS 180-4, 6.2.2).
    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                let byte = block + index * 4
                schedule[index] =
                    UInt32(byte.load(as: UInt8.self)) << 24 | UInt32(byte.load(fromByteOffset: 1, as: UInt8.self)) << 16
                    | UInt32(byte.load(fromByteOffset: 2, as: UInt8.self)) << 8
                    | UInt32(byte.load(fromByteOffset: 3, as: UInt8.self))
            }
            for index in 16..<64 {
                let w15 = schedule[index - 15]
                let w2 = schedule[index - 2]
                let s0 = w15.rotatedRight(7) ^ w15.rotatedRight(18) ^ (w15 >> 3)
                let s1 = w2.rotatedRight(17) ^ w2.rotatedRight(19) ^ (w2 >> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = state
            Self.roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                    let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = s0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}

extension UInt32 {
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
