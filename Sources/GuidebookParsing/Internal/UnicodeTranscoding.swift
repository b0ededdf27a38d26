/// Byte-level Unicode helpers shared by the readers: UTF-8 validation with the offset
/// of the first bad byte, and UTF-16 to UTF-8 transcoding without going through
/// `String(decoding:as: UTF16.self)` (slow on Linux).
package enum UTF8Validation {
    /// A String from UTF-8 bytes, or `nil` when they are not valid UTF-8.
    ///
    /// Faster than the generic `String(validating:as:)` on Linux: ASCII is checked eight
    /// bytes at a time, and only non-ASCII text is validated byte by byte.
    @inline(__always)
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if isASCII(bytes) || firstInvalidOffset(in: bytes) == nil {
            return String(decoding: bytes, as: UTF8.self)
        }
        return nil
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        let raw = UnsafeRawPointer(base)
        while index + 8 <= count {
            if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < count {
            if base[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The offset of the first byte that starts an invalid UTF-8 sequence, or `nil` when all is valid.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF: (length, minimum, scalar) = (2, 0x80, UInt32(lead & 0x1F))
            case 0xE0...0xEF: (length, minimum, scalar) = (3, 0x800, UInt32(lead & 0x0F))
            case 0xF0...0xF4: (length, minimum, scalar) = (4, 0x10000, UInt32(lead & 0x07))
            default: return index
            }
            guard index + length <= count else { return index }
            for offset in 1..<length {
                let byte = bytes[index + offset]
                guard byte & 0xC0 == 0x80 else { return index }
                scalar = (scalar << 6) | UInt32(byte & 0x3F)
            }
            if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return index }
            index += length
        }
        return nil
    }
}

/// UTF-16 code units (either byte order) to UTF-8 bytes.
enum UTF16Transcoder {
    /// The result of transcoding: UTF-8 bytes, or the index of the first bad code unit.
    enum Outcome {
        case success([UInt8])
        case unpairedSurrogate(unitIndex: Int)
    }

    /// Transcodes `unitCount` code units read from `bytes` starting at byte `offset`.
    ///
    /// - Complexity: O(n), one pass, no per-character allocation.
    static func transcode(
        _ bytes: UnsafeBufferPointer<UInt8>, offset: Int, unitCount: Int, bigEndian: Bool
    ) -> Outcome {
        var output: [UInt8] = []
        output.reserveCapacity(unitCount + unitCount / 2)
        @inline(__always) func unit(_ index: Int) -> UInt32 {
            let position = offset + index * 2
            let first = UInt32(bytes[position])
            let second = UInt32(bytes[position + 1])
            return bigEndian ? (first << 8 | second) : (second << 8 | first)
        }
        var index = 0
        while index < unitCount {
            let value = unit(index)
            index += 1
            if value < 0x80 {
                output.append(UInt8(truncatingIfNeeded: value))
            } else if value < 0x800 {
                output.append(UInt8(truncatingIfNeeded: 0xC0 | (value >> 6)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
            } else if value < 0xD800 || value > 0xDFFF {
                output.append(UInt8(truncatingIfNeeded: 0xE0 | (value >> 12)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
            } else {
                guard value < 0xDC00, index < unitCount else { return .unpairedSurrogate(unitIndex: index - 1) }
                let low = unit(index)
                guard (0xDC00...0xDFFF).contains(low) else { return .unpairedSurrogate(unitIndex: index - 1) }
                index += 1
                let scalar = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                output.append(UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F)))
                output.append(UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F)))
            }
        }
        return .success(output)
    }
}

/// Byte-order marks and byte-order guesses for UTF-16 text.
enum UTF16Text {
    /// The two byte orders.
    enum ByteOrder: Equatable {
        case bigEndian, littleEndian
    }

    /// The byte order announced by a leading `FE FF` or `FF FE`, or `nil`.
    static func detectBOM(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteOrder? {
        guard bytes.count >= 2 else { return nil }
        if bytes[0] == 0xFE, bytes[1] == 0xFF { return .bigEndian }
        if bytes[0] == 0xFF, bytes[1] == 0xFE { return .littleEndian }
        return nil
    }

    /// A byte order guessed from where NUL bytes fall in text without a BOM: ASCII
    /// characters in UTF-16 have one zero byte each, at even offsets for big-endian and at
    /// odd offsets for little-endian. `nil` when the text does not look like UTF-16.
    ///
    /// The first character must be ASCII in the guessed order (a `.strings` file starts with
    /// a quote, a comment, a key or white space): UTF-8 text whose strings hold NUL bytes,
    /// such as an XML property list starting `<?xml`, is never taken for UTF-16.
    static func guessByteOrder(_ bytes: UnsafeBufferPointer<UInt8>) -> ByteOrder? {
        guard bytes.count >= 2, bytes.count % 2 == 0, (bytes[0] == 0) != (bytes[1] == 0) else { return nil }
        var evenZeros = 0
        var oddZeros = 0
        let sample = min(bytes.count, 1024)
        for index in 0..<sample where bytes[index] == 0 {
            if index % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let pairs = sample / 2
        if evenZeros * 4 >= pairs, oddZeros == 0 { return .bigEndian }
        if oddZeros * 4 >= pairs, evenZeros == 0 { return .littleEndian }
        return nil
    }
}
