/// Word-at-a-time byte scanning shared by the text readers (`.strings`, XML property lists).
enum ByteScan {
    /// The offset of the first `stop` or `otherStop` byte at or after `from` (or `bytes.count`
    /// when there is none), and whether every byte passed over was ASCII.
    ///
    /// Reads eight bytes at a time and tests all eight for either stop byte at once, then
    /// finishes byte by byte.
    ///
    /// - Complexity: O(n) in the bytes passed over.
    @inline(__always)
    static func firstOf(
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
