/// A point of edwards25519 in extended coordinates (RFC 8032, 5.1.4): x = X/Z, y = Y/Z, x·y = T/Z.
///
/// Addition is the RFC's complete formula for a = -1, so it is right for every pair of points,
/// doubling and the neutral element included, and has no branch.
struct EdwardsPoint {
    var x: FieldElement
    var y: FieldElement
    var z: FieldElement
    var t: FieldElement

    /// The neutral element (0, 1).
    static let identity = EdwardsPoint(x: .zero, y: .one, z: .one, t: .zero)

    /// The base point B: y = 4/5 and x even (RFC 8032, 5.1).
    static let base: EdwardsPoint = {
        var encoded = [UInt8](repeating: 0x66, count: 32)
        encoded[0] = 0x58
        // The encoding is the RFC's; decoding it cannot fail.
        return EdwardsPoint(decoding: encoded[...]) ?? .identity
    }()

    /// 0·B ... 15·B, for the verifier's windows.
    static let baseMultiples: [EdwardsPoint] = multiples(of: base)

    init(x: FieldElement, y: FieldElement, z: FieldElement, t: FieldElement) {
        (self.x, self.y, self.z, self.t) = (x, y, z, t)
    }

    /// Decodes 32 bytes (RFC 8032, 5.1.3), or `nil` when they are not a point.
    ///
    /// Like OpenSSL, a y of p or more (a non-canonical encoding) is read reduced modulo p
    /// instead of refused, and x = 0 with the sign bit set is read as x = 0. The verifier
    /// compares R by its bytes, so neither leniency lets two encodings of R pass.
    init?(decoding bytes: ArraySlice<UInt8>) {
        guard bytes.count == 32 else { return nil }
        let y = FieldElement(bytes: bytes)
        let sign = bytes[bytes.startIndex + 31] >> 7
        let y2 = y.squared
        let u = y2 - .one
        let v = FieldElement.d * y2 + .one
        let v3 = v.squared * v
        let v7 = v3.squared * v
        var x = u * v3 * (u * v7).powerPMinus5Over8
        let check = v * x.squared
        if !(check - u).isZero {
            guard (check + u).isZero else { return nil }
            x = x * .squareRootOfMinusOne
        }
        if (x.isNegative ? 1 : 0) != sign { x = -x }
        self.init(x: x, y: y, z: .one, t: x * y)
    }

    /// The 32-byte encoding: y, with the low bit of x in the top bit.
    var encoded: [UInt8] {
        let inverseZ = z.inverse
        let affineX = x * inverseZ
        var out = (y * inverseZ).bytes
        out[31] |= (affineX.bytes[0] & 1) << 7
        return out
    }

    static func + (p: EdwardsPoint, q: EdwardsPoint) -> EdwardsPoint {
        let a = (p.y - p.x) * (q.y - q.x)
        let b = (p.y + p.x) * (q.y + q.x)
        let c = p.t * FieldElement.d2 * q.t
        let d = (p.z + p.z) * q.z
        let e = b - a
        let f = d - c
        let g = d + c
        let h = b + a
        return EdwardsPoint(x: e * f, y: g * h, z: f * g, t: e * h)
    }

    var doubled: EdwardsPoint {
        let a = x.squared
        let b = y.squared
        let zz = z.squared
        let c = zz + zz
        let h = a + b
        let e = h - (x + y).squared
        let g = a - b
        let f = c + g
        return EdwardsPoint(x: e * f, y: g * h, z: f * g, t: e * h)
    }

    static prefix func - (p: EdwardsPoint) -> EdwardsPoint {
        EdwardsPoint(x: -p.x, y: p.y, z: p.z, t: -p.t)
    }

    static func select(_ a: EdwardsPoint, _ b: EdwardsPoint, choose: UInt64) -> EdwardsPoint {
        EdwardsPoint(
            x: .select(a.x, b.x, choose: choose), y: .select(a.y, b.y, choose: choose),
            z: .select(a.z, b.z, choose: choose), t: .select(a.t, b.t, choose: choose))
    }

    /// [scalar]·self in constant time: a double and an add for every one of the 256 bits, the sum
    /// kept or dropped by a mask. For signing, where the scalar is secret.
    func multiplied(bySecret scalar: [UInt8]) -> EdwardsPoint {
        var result = EdwardsPoint.identity
        for bit in stride(from: 255, through: 0, by: -1) {
            result = result.doubled
            let sum = result + self
            let choose = UInt64(scalar[bit >> 3] >> UInt8(bit & 7) & 1)
            result = .select(result, sum, choose: choose)
        }
        return result
    }

    /// [a]·B + [b]·self, four bits at a time with both sums interleaved (variable time: for
    /// verification, where everything is public).
    func doubleScalarMultiplied(baseScalar a: [UInt8], pointScalar b: [UInt8]) -> EdwardsPoint {
        let table = Self.multiples(of: self)
        let baseTable = Self.baseMultiples
        var result = EdwardsPoint.identity
        for nibble in stride(from: 63, through: 0, by: -1) {
            if nibble != 63 {
                result = result.doubled.doubled.doubled.doubled
            }
            let shift = UInt8((nibble & 1) * 4)
            let digitA = Int(a[nibble >> 1] >> shift & 0x0F)
            let digitB = Int(b[nibble >> 1] >> shift & 0x0F)
            if digitA != 0 { result = result + baseTable[digitA] }
            if digitB != 0 { result = result + table[digitB] }
        }
        return result
    }

    /// 0·p ... 15·p.
    private static func multiples(of point: EdwardsPoint) -> [EdwardsPoint] {
        var table = [EdwardsPoint.identity, point]
        for index in 2..<16 { table.append(table[index - 1] + point) }
        return table
    }
}
