/// Integers modulo the group order L = 2^252 + 27742317777372353535851937790883648493
/// (RFC 8032, 5.1), as 32 little-endian bytes.
///
/// Reduction works one bit at a time, doubling and subtracting L under a mask: slower than a
/// folded reduction but short, obviously right, and constant-time for the secret scalars of
/// signing.
enum Scalar {
    /// L in four 64-bit limbs, least significant first.
    static let order: [UInt64] = [0x5812_631a_5cf5_d3ed, 0x14de_f9de_a2f7_9cd6, 0, 0x1000_0000_0000_0000]

    /// Whether 32 little-endian bytes are a number below L, the strict check on S (public data).
    static func isCanonical(_ bytes: ArraySlice<UInt8>) -> Bool {
        let limbs = Self.limbs(bytes)
        for index in stride(from: 3, through: 0, by: -1) where limbs[index] != order[index] {
            return limbs[index] < order[index]
        }
        return false
    }

    /// `bytes` (little-endian, any length) modulo L.
    static func reduced(_ bytes: [UInt8]) -> [UInt8] {
        var r: [UInt64] = [0, 0, 0, 0]
        for bit in stride(from: bytes.count * 8 - 1, through: 0, by: -1) {
            let incoming = UInt64(bytes[bit >> 3] >> UInt8(bit & 7) & 1)
            // r < L < 2^253, so 2r + 1 fits in four limbs.
            r[3] = r[3] << 1 | r[2] >> 63
            r[2] = r[2] << 1 | r[1] >> 63
            r[1] = r[1] << 1 | r[0] >> 63
            r[0] = r[0] << 1 | incoming
            var difference: [UInt64] = [0, 0, 0, 0]
            var borrow: UInt64 = 0
            for index in 0..<4 {
                let (step, borrowed1) = r[index].subtractingReportingOverflow(order[index])
                let (value, borrowed2) = step.subtractingReportingOverflow(borrow)
                difference[index] = value
                borrow = UInt64(borrowed1 ? 1 : 0) | UInt64(borrowed2 ? 1 : 0)
            }
            // No borrow: r >= L, keep the difference.
            let keep = borrow &- 1
            for index in 0..<4 { r[index] = (difference[index] & keep) | (r[index] & ~keep) }
        }
        return littleEndian(r)
    }

    /// (a·b + c) modulo L, for S = r + k·s in signing.
    static func multiplyAdd(_ a: [UInt8], _ b: [UInt8], _ c: [UInt8]) -> [UInt8] {
        let x = limbs(a[...])
        let y = limbs(b[...])
        var product = [UInt64](repeating: 0, count: 9)
        for i in 0..<4 {
            var carry: UInt64 = 0
            for j in 0..<4 {
                let (high, low) = x[i].multipliedFullWidth(by: y[j])
                let (sum1, overflow1) = product[i + j].addingReportingOverflow(low)
                let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
                product[i + j] = sum2
                carry = high &+ UInt64(overflow1 ? 1 : 0) &+ UInt64(overflow2 ? 1 : 0)
            }
            product[i + 4] = carry
        }
        var carry: UInt64 = 0
        let z = limbs(c[...])
        for index in 0..<9 {
            let (sum1, overflow1) = product[index].addingReportingOverflow(index < 4 ? z[index] : 0)
            let (sum2, overflow2) = sum1.addingReportingOverflow(carry)
            product[index] = sum2
            carry = UInt64(overflow1 ? 1 : 0) &+ UInt64(overflow2 ? 1 : 0)
        }
        return reduced(littleEndian(product))
    }

    private static func limbs(_ bytes: ArraySlice<UInt8>) -> [UInt64] {
        var limbs: [UInt64] = [0, 0, 0, 0]
        for (offset, byte) in bytes.prefix(32).enumerated() {
            limbs[offset >> 3] |= UInt64(byte) << UInt64(8 * (offset & 7))
        }
        return limbs
    }

    private static func littleEndian(_ limbs: [UInt64]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(limbs.count * 8)
        for limb in limbs {
            for shift in 0..<8 { out.append(UInt8(truncatingIfNeeded: limb >> UInt64(8 * shift))) }
        }
        return out
    }
}
