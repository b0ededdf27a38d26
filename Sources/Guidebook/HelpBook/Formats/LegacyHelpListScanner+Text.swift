import Foundation

// The scanner's texts: `<key>` and `<string>` contents, measured and checked in one vector pass,
// with entities decoded. The memory-safety rules are in LegacyHelpListScanner.swift.

extension LegacyHelpListScanner {
    // MARK: Text

    /// The element a text is read in.
    enum Element {
        case key, string
    }

    /// Reads the text from `index` to the closing tag of `closing` (`</key>`, `</string>`) and
    /// passes that tag: `XMLPropertyListParser.readText` for text that holds no CDATA or comment.
    /// Also whether the text is ASCII (`false` when unsure).
    mutating func readText(closing: Element) throws(Fallback) -> (
        text: String, isASCII: Bool
    ) {
        let start = index
        guard let end = Self.firstIndex(of: UInt8(ascii: "<"), in: base, from: start, to: count),
            end - start <= limits.maximumStringLength
        else {
            throw Fallback()
        }
        let profile = Self.profile(base, count: count, from: start, to: end)
        let text: String
        if !profile.hasAmpersand {
            let slice = UnsafeBufferPointer(start: base + start, count: end - start)
            // Invalid UTF-8 is an error the general path reports. (`String(validating:as:)`
            // looks up generic metadata on every call here: far slower.)
            if profile.isASCII {
                text = String(decoding: slice, as: UTF8.self)
            } else {
                guard let valid = UTF8Validation.string(slice) else { throw Fallback() }
                text = valid
            }
        } else {
            text = try readTextWithEntities(from: start, to: end)
        }
        if profile.hasCarriageReturn {
            countLineEnds(from: start, to: end)
        } else if profile.newlines > 0 {
            line += profile.newlines
            lineStartIsAfterLastLineEndIn = start..<end
        }
        index = end
        // A `<` that does not close the element (CDATA, a comment, a tag) is the general path's.
        // Each tag a literal, so its compare is a word or two, not a `memcmp` call.
        switch closing {
        case .key: try expect("</key>")
        case .string: try expect("</string>")
        }
        return (text, profile.isASCII && !profile.hasAmpersand)
    }

    /// What a text holds, from one pass over it.
    struct TextProfile {
        var newlines = 0
        var hasCarriageReturn = false
        var hasAmpersand = false
        var isASCII = true
    }

    /// The `\n` count of `base[from..<to]`, and whether it holds a `\r`, a `&` or a non-ASCII
    /// byte: sixteen bytes at a time, the last sixteen read as a whole chunk that ends at `to`
    /// (its lanes before the part not yet read are dropped), so no byte outside `0..<count` is read.
    static func profile(_ base: UnsafePointer<UInt8>, count: Int, from: Int, to: Int) -> TextProfile {
        var profile = TextProfile()
        guard to > from else { return profile }
        guard to >= 16 else {
            for offset in from..<to {
                let byte = base[offset]
                if byte == 0x0A { profile.newlines += 1 }
                if byte == 0x0D { profile.hasCarriageReturn = true }
                if byte == UInt8(ascii: "&") { profile.hasAmpersand = true }
                if byte >= 0x80 { profile.isASCII = false }
            }
            return profile
        }
        let newline = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        let ampersand = SIMD16<UInt8>(repeating: UInt8(ascii: "&"))
        // Lanes: `newlines` counts down by 1 per `\n` (a true lane of a mask is all ones);
        // `returns`, `ampersands` and `high` gather bits.
        var newlines = SIMD16<UInt8>()
        var returns = SIMD16<UInt8>()
        var ampersands = SIMD16<UInt8>()
        var high = SIMD16<UInt8>()
        @inline(__always)
        func add(_ chunk: SIMD16<UInt8>) {
            newlines &+= Self.lanes(chunk .== newline)
            returns |= Self.lanes(chunk .== carriageReturn)
            ampersands |= Self.lanes(chunk .== ampersand)
            high |= chunk
        }
        var cursor = from
        while to &- cursor >= 16 {
            // A byte lane counts up to 255 chunks, then is summed.
            let stop = cursor &+ min((to &- cursor) / 16, 255) &* 16
            while cursor < stop {
                add(UnsafeRawPointer(base + cursor).loadUnaligned(as: SIMD16<UInt8>.self))
                cursor &+= 16
            }
            profile.newlines += Self.negatedByteSum(newlines)
            newlines = SIMD16<UInt8>()
        }
        if cursor < to {
            // The last bytes as the chunk that ends at `to`, its lanes before `cursor` (read
            // already, or before the text) made NULs; `to >= 16`, so it starts in the buffer.
            let start = to &- 16
            add(
                droppingLanes(
                    below: cursor &- start, of: UnsafeRawPointer(base + start).loadUnaligned(as: SIMD16<UInt8>.self)))
            profile.newlines += Self.negatedByteSum(newlines)
        }
        profile.hasCarriageReturn = !isZero(returns)
        profile.hasAmpersand = !isZero(ampersands)
        let highWords = words(high)
        profile.isASCII = (highWords.low | highWords.high) & 0x8080_8080_8080_8080 == 0
        return profile
    }

    /// A mask's lanes as bytes: `0xFF` where true, 0 where false.
    @inline(__always)
    static func lanes(_ mask: SIMDMask<SIMD16<Int8>>) -> SIMD16<UInt8> {
        unsafeBitCast(mask, to: SIMD16<UInt8>.self)
    }

    /// Whether every lane is 0.
    @inline(__always)
    static func isZero(_ vector: SIMD16<UInt8>) -> Bool {
        let halves = words(vector)
        return halves.low | halves.high == 0
    }

    /// The count a vector of lanes that each went down by 1 (added `0xFF`) per match holds:
    /// each lane's `256 - value`, summed.
    @inline(__always)
    static func negatedByteSum(_ vector: SIMD16<UInt8>) -> Int {
        let counts = SIMD16<UInt8>() &- vector
        return byteSum(counts)
    }

    /// A vector's two 64-bit halves (lane 0 in the low byte of `low`).
    @inline(__always)
    static func words(_ vector: SIMD16<UInt8>) -> (low: UInt64, high: UInt64) {
        let halves = unsafeBitCast(vector, to: (UInt64, UInt64).self)
        return (UInt64(littleEndian: halves.0), UInt64(littleEndian: halves.1))
    }

    /// `vector` with lanes `0..<lane` set to 0 (`lane` in `1..<16`), through its two words
    /// (a vector compare against lane numbers compiles to a lane-by-lane loop here).
    @inline(__always)
    static func droppingLanes(below lane: Int, of vector: SIMD16<UInt8>) -> SIMD16<UInt8> {
        let halves = words(vector)
        // Each shift is below 64.
        let low = lane < 8 ? halves.low & ~((1 << (lane * 8)) &- 1) : 0
        let high = lane < 8 ? halves.high : halves.high & ~((1 << ((lane - 8) * 8)) &- 1)
        return unsafeBitCast((UInt64(littleEndian: low), UInt64(littleEndian: high)), to: SIMD16<UInt8>.self)
    }

    /// The sum of a vector's lanes.
    @inline(__always)
    static func byteSum(_ vector: SIMD16<UInt8>) -> Int {
        let halves = words(vector)
        let spread: UInt64 = 0x00FF_00FF_00FF_00FF
        // Lanes paired into 16-bit lanes (at most 1,020 each), then those four summed by a multiply.
        let pairs =
            (halves.low & spread) &+ (halves.low >> 8 & spread) &+ (halves.high & spread)
            &+ (halves.high >> 8 & spread)
        return Int(truncatingIfNeeded: (pairs &* 0x0001_0001_0001_0001) >> 48)
    }

    /// Text with entities in `start..<end` (which ends at a `<`), decoded: `readTextSlow`
    /// without CDATA and comments, which the caller hands back at their `<`.
    mutating func readTextWithEntities(from start: Int, to end: Int) throws(Fallback) -> String {
        scratch.removeAll(keepingCapacity: true)
        index = start
        while let ampersand = Self.firstIndex(of: UInt8(ascii: "&"), in: base, from: index, to: end) {
            scratch.append(contentsOf: UnsafeBufferPointer(start: base + index, count: ampersand - index))
            index = ampersand
            try appendEntity()
            // An entity runs to its `;`, which is before `end` (a `<` is not part of a name).
            guard index <= end else { throw Fallback() }
        }
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + index, count: end - index))
        guard let text = scratch.withUnsafeBufferPointer({ UTF8Validation.string($0) }) else { throw Fallback() }
        return text
    }

    /// The offset of the first `byte` in `from..<to`, found by `memchr`.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int? {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    /// Decodes `&name;`, `&#N;` or `&#xN;` at `index` into `scratch`, by
    /// the XML reader's own decoding (where that reader throws, this hands the input back).
    mutating func appendEntity() throws(Fallback) {
        let start = index
        var end = index + 1
        while end < count, end - start < 12, base[end] != UInt8(ascii: ";") { end += 1 }
        guard end < count, base[end] == UInt8(ascii: ";") else { throw Fallback() }
        let name = UnsafeBufferPointer(start: base + start + 1, count: end - start - 1)
        guard XMLPropertyListParser.decodeEntity(name, into: &scratch) else { throw Fallback() }
        index = end + 1
    }
}
