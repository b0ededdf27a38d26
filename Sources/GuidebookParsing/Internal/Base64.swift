import Foundation

/// Base64 for property-list `<data>`: whitespace is skipped, padding is optional.
package enum Base64 {
    /// The decoded bytes, or `nil` when a character is outside the alphabet.
    static func decode(_ text: [UInt8]) -> Data? {
        var output = Data()
        output.reserveCapacity(text.count * 3 / 4)
        var accumulator: UInt32 = 0
        var bits = 0
        var sawPadding = false
        for byte in text {
            let value: UInt32
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = UInt32(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = UInt32(byte - UInt8(ascii: "a") + 26)
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = UInt32(byte - UInt8(ascii: "0") + 52)
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="):
                sawPadding = true
                continue
            case 0x20, 0x09, 0x0A, 0x0D: continue
            default: return nil
            }
            if sawPadding { return nil }
            accumulator = (accumulator << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                output.append(UInt8((accumulator >> UInt32(bits)) & 0xFF))
            }
        }
        return output
    }

    /// Base64 text, in lines of 76 characters when `lineLength` is given.
    package static func encode(_ data: Data) -> String {
        data.base64EncodedString()
    }
}

extension Base64 {
    /// Canonical base64 only, as signatures and keys are written: the standard alphabet, padded
    /// to a multiple of 4, no whitespace, no stray bits. `nil` for anything else.
    package static func decodeStrict(_ text: [UInt8]) -> [UInt8]? {
        guard text.count % 4 == 0, !text.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D })
        else { return nil }
        guard let data = decode(text) else { return nil }
        let bytes = [UInt8](data)
        // Re-encoding must give the same text: refuses non-zero padding bits and misplaced '='.
        return Array(Data(bytes).base64EncodedString().utf8) == text ? bytes : nil
    }
}
