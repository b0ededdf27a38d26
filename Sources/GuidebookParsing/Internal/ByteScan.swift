/// Word-at-a-time byte scanning shared by the text readers (`.strings`, XML property lists).
package enum ByteScan {
    /// The offset of the first `stop` or `otherStop` byte at or after `from` (or `bytes.count`
    /// when there is none), and whether every byte passed over was ASCII.
    ///
    /// Reads eight bytes at a time and tests all eight for either stop byte at once, then
    /// finishes byte by byte.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    package static func firstOf(
        _ stop: UInt8, _ otherStop: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from: Int
    ) -> (end: Int, isASCII: Bool) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return (count, true) }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let stops = ones &* UInt64(stop)
        let otherStops = ones &* UInt64(otherStop)
        var cursor = from
        var high: UInt64 = 0
        while cursor + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            let a = word ^ stops
            let b = word ^ otherStops
            if ((a &- ones) & ~a | (b &- ones) & ~b) & highs != 0 { break }
            high |= word
            cursor += 8
        }
        while cursor < count {
            let byte = base[cursor]
            if byte == stop || byte == otherStop { break }
            high |= UInt64(byte)
            cursor += 1
        }
        return (cursor, high & highs == 0)
    }
}

extension ByteScan {
    /// What `textRun(in:from:stop:otherStop:)` found: where the text stops and what it holds.
    struct TextRun {
        /// The offset of the first stop byte (or the buffer's end).
        var end: Int
        /// Bits 0x80 of the OR of every byte passed over: zero when all were ASCII.
        var high: UInt64
        /// Nonzero when a byte below 0x0E was passed over (a tab, a line end, ...).
        var control: UInt64

        /// Whether every byte passed over was ASCII.
        var isASCII: Bool { high == 0 }
        /// Whether every byte passed over was ASCII and none a line end (nor another
        /// control byte below 0x0E): the bytes move a line counter's position only.
        var isPlain: Bool { high | control == 0 }
    }

    /// The text of XML markup at `from`: up to the first `<` or `&`, with whether it holds
    /// non-ASCII bytes or control bytes (line ends among them).
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    static func markupText(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> TextRun {
        textRun(in: bytes, from: from, stop: UInt8(ascii: "<"), otherStop: UInt8(ascii: "&"))
    }

    /// The text at `from` up to the first `stop` or `otherStop` (XML markup's `<` and `&`, a
    /// `.strings` quote and a backslash), with whether it holds non-ASCII bytes or control bytes.
    ///
    /// Eight bytes at a time; the word holding the stop byte is finished with a mask (the
    /// lowest byte the zero-byte test flags is exact), not byte by byte. In bounds: every
    /// word read lies below `cursor + 8 <= count`.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    static func textRun(in bytes: UnsafeBufferPointer<UInt8>, from: Int, stop: UInt8, otherStop: UInt8) -> TextRun {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return TextRun(end: count, high: 0, control: 0) }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let stops = ones &* UInt64(stop)
        let otherStops = ones &* UInt64(otherStop)
        let controls = ones &* 0x0E
        var cursor = from
        var high: UInt64 = 0
        var control: UInt64 = 0
        while cursor + 8 <= count {
            var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let a = word ^ stops
            let b = word ^ otherStops
            let found = ((a &- ones) & ~a | (b &- ones) & ~b) & highs
            if found != 0 {
                let before = found.trailingZeroBitCount / 8
                // The bytes from the stop on become spaces, which flag nothing.
                let kept = before == 0 ? 0 : UInt64.max >> (64 - 8 * before)
                word = word & kept | (ones &* 0x20) & ~kept
                high |= word
                control |= (word &- controls) & ~word
                return TextRun(end: cursor + before, high: high & highs, control: control & highs)
            }
            high |= word
            // "Has a byte below 0x0E": exact as a yes/no answer for an ASCII word, and a
            // non-ASCII word only ever errs towards yes.
            control |= (word &- controls) & ~word
            cursor += 8
        }
        while cursor < count {
            let byte = base[cursor]
            if byte == stop || byte == otherStop { break }
            high |= UInt64(byte)
            if byte < 0x0E { control = highs }
            cursor += 1
        }
        return TextRun(end: cursor, high: high & highs, control: control & highs)
    }
}

extension ByteScan {
    /// The offset of the first byte in `from..<end` that is one of `stops` (or `end` when there is
    /// none): Markdown's text runs, which stop at any of five marker bytes.
    ///
    /// Sixteen bytes at a time: one vector compare per stop byte, then the vector that holds
    /// one is finished byte by byte.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    package static func firstOf(
        _ stops: (UInt8, UInt8, UInt8, UInt8, UInt8), in bytes: UnsafeBufferPointer<UInt8>, from: Int, to end: Int
    ) -> Int {
        guard let base = bytes.baseAddress else { return end }
        let raw = UnsafeRawPointer(base)
        let a = SIMD16<UInt8>(repeating: stops.0)
        let b = SIMD16<UInt8>(repeating: stops.1)
        let c = SIMD16<UInt8>(repeating: stops.2)
        let d = SIMD16<UInt8>(repeating: stops.3)
        let e = SIMD16<UInt8>(repeating: stops.4)
        var cursor = from
        while cursor + 16 <= end {
            let vector = raw.loadUnaligned(fromByteOffset: cursor, as: SIMD16<UInt8>.self)
            if any((vector .== a) .| (vector .== b) .| (vector .== c) .| (vector .== d) .| (vector .== e)) { break }
            cursor += 16
        }
        while cursor < end {
            let byte = base[cursor]
            if byte == stops.0 || byte == stops.1 || byte == stops.2 || byte == stops.3 || byte == stops.4 { break }
            cursor += 1
        }
        return cursor
    }
}

extension ByteScan {
    /// The offset of the first `"`, `\` or control byte (below 0x20) at or after `from` (or
    /// `bytes.count`): where a JSON string's plain run ends. Also whether every byte passed over
    /// was ASCII.
    ///
    /// Sixteen bytes at a time, as the Markdown scan.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    static func jsonStringRun(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (end: Int, isASCII: Bool) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return (count, true) }
        let raw = UnsafeRawPointer(base)
        let quote = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let backslash = SIMD16<UInt8>(repeating: UInt8(ascii: "\\"))
        let space = SIMD16<UInt8>(repeating: 0x20)
        var high = SIMD16<UInt8>(repeating: 0)
        var cursor = from
        while cursor + 16 <= count {
            let vector = raw.loadUnaligned(fromByteOffset: cursor, as: SIMD16<UInt8>.self)
            if any((vector .== quote) .| (vector .== backslash) .| (vector .< space)) { break }
            high |= vector
            cursor += 16
        }
        var isASCII = high.max() < 0x80
        while cursor < count {
            let byte = base[cursor]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte >= 0x80 { isASCII = false }
            cursor += 1
        }
        return (cursor, isASCII)
    }
}
