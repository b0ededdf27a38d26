/// An element of the field of integers modulo p = 2^255 - 19 (RFC 8032, 5.1), in five limbs of 51
/// bits: value = l0 + l1·2^51 + l2·2^102 + l3·2^153 + l4·2^204.
///
/// Every operation ends with a carry, so each limb stays below 2^52 and a product of two limbs
/// with the factor 19 folded in cannot overflow the 128-bit sums in `*`. No operation branches
/// on or indexes by the value, so signing with a secret scalar takes the same time for every
/// secret.
struct FieldElement {
    var l0: UInt64
    var l1: UInt64
    var l2: UInt64
    var l3: UInt64
    var l4: UInt64

    static let mask: UInt64 = (1 << 51) - 1
    static let zero = FieldElement(l0: 0, l1: 0, l2: 0, l3: 0, l4: 0)
    static let one = FieldElement(l0: 1, l1: 0, l2: 0, l3: 0, l4: 0)
    /// d = -121665 / 121666, the curve constant.
    static let d = FieldElement(
        l0: 0x3_4dca_1359_78a3, l1: 0x1_a828_3b15_6ebd, l2: 0x5_e7a2_6001_c029, l3: 0x7_39c6_63a0_3cbb,
        l4: 0x5_2036_cee2_b6ff)
    /// 2·d, as the addition formula uses it.
    static let d2 = FieldElement(
        l0: 0x6_9b94_26b2_f159, l1: 0x3_5050_762a_dd7a, l2: 0x3_cf44_c003_8052, l3: 0x6_738c_c740_7977,
        l4: 0x2_406d_9dc5_6dff)
    /// A square root of -1: 2^((p-1)/4).
    static let squareRootOfMinusOne = FieldElement(
        l0: 0x6_1b27_4a0e_a0b0, l1: 0x0_d5a5_fc8f_189d, l2: 0x7_ef5e_9cbd_0c60, l3: 0x7_8595_a680_4c9e,
        l4: 0x2_b832_4804_fc1d)

    init(l0: UInt64, l1: UInt64, l2: UInt64, l3: UInt64, l4: UInt64) {
        (self.l0, self.l1, self.l2, self.l3, self.l4) = (l0, l1, l2, l3, l4)
    }

    /// The element from 32 little-endian bytes, the top bit ignored (it is a point's sign).
    init(bytes: ArraySlice<UInt8>) {
        var words: [UInt64] = [0, 0, 0, 0]
        var index = bytes.startIndex
        for word in 0..<4 {
            var value: UInt64 = 0
            for shift in 0..<8 {
                value |= UInt64(bytes[index]) << UInt64(8 * shift)
                index += 1
            }
            words[word] = value
        }
        l0 = words[0] & Self.mask
        l1 = (words[0] >> 51 | words[1] << 13) & Self.mask
        l2 = (words[1] >> 38 | words[2] << 26) & Self.mask
        l3 = (words[2] >> 25 | words[3] << 39) & Self.mask
        l4 = (words[3] >> 12) & Self.mask
    }

    /// The canonical 32 little-endian bytes (the value reduced below p; top bit clear).
    var bytes: [UInt8] {
        var h = carried.carried
        // h < 2p here; q is 1 when h >= p, found by adding 19 and watching bit 255.
        var q = (h.l0 &+ 19) >> 51
        q = (h.l1 &+ q) >> 51
        q = (h.l2 &+ q) >> 51
        q = (h.l3 &+ q) >> 51
        q = (h.l4 &+ q) >> 51
        h.l0 &+= 19 &* q
        h.carryUpward()
        h.l4 &= Self.mask
        let words = [
            h.l0 | h.l1 << 51, h.l1 >> 13 | h.l2 << 38, h.l2 >> 26 | h.l3 << 25, h.l3 >> 39 | h.l4 << 12,
        ]
        var out: [UInt8] = []
        out.reserveCapacity(32)
        for word in words {
            for shift in 0..<8 { out.append(UInt8(truncatingIfNeeded: word >> UInt64(8 * shift))) }
        }
        return out
    }

    /// Whether the reduced value is odd (RFC 8032 calls an odd x "negative").
    var isNegative: Bool { bytes[0] & 1 == 1 }

    var isZero: Bool { bytes.allSatisfy { $0 == 0 } }

    /// The same value with every limb below 2^51 (l0 a little above after the fold of 19).
    var carried: FieldElement {
        var h = self
        h.carryUpward()
        h.l0 &+= 19 &* (h.l4 >> 51)
        h.l4 &= Self.mask
        return h
    }

    /// Moves each of l0 to l3's bits above 2^51 into the next limb; l4 keeps its own.
    private mutating func carryUpward() {
        l1 &+= l0 >> 51
        l0 &= Self.mask
        l2 &+= l1 >> 51
        l1 &= Self.mask
        l3 &+= l2 >> 51
        l2 &= Self.mask
        l4 &+= l3 >> 51
        l3 &= Self.mask
    }

    static func + (a: FieldElement, b: FieldElement) -> FieldElement {
        FieldElement(l0: a.l0 &+ b.l0, l1: a.l1 &+ b.l1, l2: a.l2 &+ b.l2, l3: a.l3 &+ b.l3, l4: a.l4 &+ b.l4).carried
    }

    /// a - b, computed as a + 4p - b so no limb goes below zero.
    static func - (a: FieldElement, b: FieldElement) -> FieldElement {
        let p4low: UInt64 = (1 << 53) - 76
        let p4: UInt64 = (1 << 53) - 4
        return FieldElement(
            l0: a.l0 &+ p4low &- b.l0, l1: a.l1 &+ p4 &- b.l1, l2: a.l2 &+ p4 &- b.l2, l3: a.l3 &+ p4 &- b.l3,
            l4: a.l4 &+ p4 &- b.l4
        ).carried
    }

    static prefix func - (a: FieldElement) -> FieldElement { zero - a }

    static func * (a: FieldElement, b: FieldElement) -> FieldElement {
        let b1 = b.l1 &* 19
        let b2 = b.l2 &* 19
        let b3 = b.l3 &* 19
        let b4 = b.l4 &* 19
        var r0 = Wide(a.l0, b.l0)
        r0.add(a.l1, b4)
        r0.add(a.l2, b3)
        r0.add(a.l3, b2)
        r0.add(a.l4, b1)
        var r1 = Wide(a.l0, b.l1)
        r1.add(a.l1, b.l0)
        r1.add(a.l2, b4)
        r1.add(a.l3, b3)
        r1.add(a.l4, b2)
        var r2 = Wide(a.l0, b.l2)
        r2.add(a.l1, b.l1)
        r2.add(a.l2, b.l0)
        r2.add(a.l3, b4)
        r2.add(a.l4, b3)
        var r3 = Wide(a.l0, b.l3)
        r3.add(a.l1, b.l2)
        r3.add(a.l2, b.l1)
        r3.add(a.l3, b.l0)
        r3.add(a.l4, b4)
        var r4 = Wide(a.l0, b.l4)
        r4.add(a.l1, b.l3)
        r4.add(a.l2, b.l2)
        r4.add(a.l3, b.l1)
        r4.add(a.l4, b.l0)
        r1.add(r0.shifted51)
        r2.add(r1.shifted51)
        r3.add(r2.shifted51)
        r4.add(r3.shifted51)
        var h = FieldElement(
            l0: r0.low & mask, l1: r1.low & mask, l2: r2.low & mask, l3: r3.low & mask, l4: r4.low & mask)
        h.l0 &+= 19 &* r4.shifted51
        h.l1 &+= h.l0 >> 51
        h.l0 &= mask
        return h
    }

    var squared: FieldElement { self * self }

    /// self^(2^count).
    func squared(times count: Int) -> FieldElement {
        var h = self
        for _ in 0..<count { h = h * h }
        return h
    }

    /// self^(2^250 - 1) and self^11, the shared start of inversion and the square root.
    private var power2To250Minus1: (FieldElement, FieldElement) {
        let z2 = squared
        let z9 = z2.squared(times: 2) * self
        let z11 = z9 * z2
        let z5 = z11.squared * z9  // 2^5 - 1
        let z10 = z5.squared(times: 5) * z5
        let z20 = z10.squared(times: 10) * z10
        let z40 = z20.squared(times: 20) * z20
        let z50 = z40.squared(times: 10) * z10
        let z100 = z50.squared(times: 50) * z50
        let z200 = z100.squared(times: 100) * z100
        let z250 = z200.squared(times: 50) * z50
        return (z250, z11)
    }

    /// The inverse, self^(p-2) (zero for zero).
    var inverse: FieldElement {
        let (z250, z11) = power2To250Minus1
        return z250.squared(times: 5) * z11
    }

    /// self^((p-5)/8) = self^(2^252 - 3), the exponent of the square root in point decoding.
    var powerPMinus5Over8: FieldElement {
        let (z250, _) = power2To250Minus1
        return z250.squared(times: 2) * self
    }

    /// `b` when `choose` is 1, `a` when it is 0, without a branch.
    static func select(_ a: FieldElement, _ b: FieldElement, choose: UInt64) -> FieldElement {
        let m = 0 &- choose
        return FieldElement(
            l0: a.l0 ^ (m & (a.l0 ^ b.l0)), l1: a.l1 ^ (m & (a.l1 ^ b.l1)), l2: a.l2 ^ (m & (a.l2 ^ b.l2)),
            l3: a.l3 ^ (m & (a.l3 ^ b.l3)), l4: a.l4 ^ (m & (a.l4 ^ b.l4)))
    }
}

/// A 128-bit sum of 64 × 64-bit products.
private struct Wide {
    var low: UInt64
    var high: UInt64

    init(_ a: UInt64, _ b: UInt64) {
        (high, low) = a.multipliedFullWidth(by: b)
    }

    mutating func add(_ a: UInt64, _ b: UInt64) {
        let (productHigh, productLow) = a.multipliedFullWidth(by: b)
        let (sum, overflow) = low.addingReportingOverflow(productLow)
        low = sum
        high &+= productHigh &+ UInt64(overflow ? 1 : 0)
    }

    mutating func add(_ value: UInt64) {
        let (sum, overflow) = low.addingReportingOverflow(value)
        low = sum
        high &+= UInt64(overflow ? 1 : 0)
    }

    /// The sum divided by 2^51 (below 2^64 for every sum `*` makes).
    var shifted51: UInt64 { high << 13 | low >> 51 }
}
