/// `Character` (extended grapheme cluster) questions about UTF-8 bytes, for scanners that work
/// on bytes but must agree exactly with code that walks `Character`s.
///
/// An ASCII byte is a `Character` of its own unless it is half of `"\r\n"`, a mark that extends
/// the character before it follows it (a combining accent, a variation selector, an emoji
/// modifier, a zero-width joiner: `"*\u{301}"` is one `Character`), or a prepended mark precedes
/// it (`"\u{600}*"`). Those are the only grapheme-break rules that join an ASCII character to
/// its neighbour, and each depends only on the pair of scalars, so they are answered by asking
/// the standard library about that pair. Questions that need more context (where the character
/// before a position starts) are answered from a `String` of the text, made once, on first need.
/// Plain ASCII never reaches the standard library: the bytes answer.
///
/// ```swift
/// var text = "a *b*\u{301}"
/// text.withUTF8 { bytes in
///     let characters = UTF8Characters(bytes)
///     characters.isWholeASCII(at: 2)   // true: "*"
///     characters.isWholeASCII(at: 4)   // false: "*\u{301}" is one Character
/// }
/// ```
package struct UTF8Characters {
    /// The text, valid UTF-8.
    package let bytes: UnsafeBufferPointer<UInt8>
    /// The text as a `String`, for the rare questions the bytes cannot answer alone.
    private var string: String?

    package init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether the ASCII byte at `position` is a `Character` by itself.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func isWholeASCII(at position: Int) -> Bool {
        let byte = bytes[position]
        if byte < 0x20 || byte == 0x7F {
            // Controls break on both sides (GB4, GB5), except CR LF (GB3).
            if byte == 0x0A { return position == 0 || bytes[position - 1] != 0x0D }
            if byte == 0x0D { return position + 1 == bytes.count || bytes[position + 1] != 0x0A }
            return true
        }
        if position + 1 < bytes.count, bytes[position + 1] >= 0x80, Self.extendsASCII(scalar(at: position + 1)) {
            return false
        }
        if position > 0, bytes[position - 1] >= 0x80, Self.prefixesASCII(scalar(endingAt: position)) {
            return false
        }
        return true
    }

    /// The scalar that starts at byte `position` (a scalar boundary).
    ///
    /// - Complexity: O(1).
    @inline(__always)
    package func scalar(at position: Int) -> Unicode.Scalar {
        let first = bytes[position]
        if first < 0x80 { return Unicode.Scalar(first) }
        func continuation(_ offset: Int) -> UInt32 {
            position + offset < bytes.count ? UInt32(bytes[position + offset] & 0x3F) : 0
        }
        let value: UInt32
        if first < 0xE0 {
            value = UInt32(first & 0x1F) << 6 | continuation(1)
        } else if first < 0xF0 {
            value = UInt32(first & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        } else {
            value = UInt32(first & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The scalar that ends just before byte `position` (a scalar boundary above 0).
    ///
    /// - Complexity: O(1).
    func scalar(endingAt position: Int) -> Unicode.Scalar {
        var start = position - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(at: start)
    }

    /// Where the `Character` that starts at byte `position` (a `Character` boundary) ends.
    ///
    /// - Complexity: O(1) for ASCII followed by ASCII; otherwise O(length of the character).
    package mutating func characterEnd(from position: Int) -> Int {
        let byte = bytes[position]
        if byte < 0x80 {
            guard position + 1 < bytes.count else { return position + 1 }
            let next = bytes[position + 1]
            if next < 0x80 && !(byte == 0x0D && next == 0x0A) { return position + 1 }
        }
        let text = makeString()
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: position)
        return text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: start))
    }

    /// The first scalar of the `Character` that ends just before byte `position` (a
    /// `Character` boundary above 0).
    ///
    /// - Complexity: O(1) for ASCII after ASCII; otherwise O(length of the character).
    package mutating func firstScalar(ofCharacterEndingAt position: Int) -> Unicode.Scalar {
        let last = bytes[position - 1]
        if last < 0x80, last != 0x0A, position == 1 || bytes[position - 2] < 0x80 {
            return Unicode.Scalar(last)
        }
        let text = makeString()
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: position)
        return scalar(at: text.utf8.distance(from: text.utf8.startIndex, to: text.index(before: end)))
    }

    private mutating func makeString() -> String {
        if let string { return string }
        let made = String(decoding: bytes, as: UTF8.self)
        string = made
        return made
    }

    /// Whether `scalar` joins the ASCII character before it into one `Character` (grapheme
    /// classes Extend, ZWJ and SpacingMark: rules GB9 and GB9a).
    static func extendsASCII(_ scalar: Unicode.Scalar) -> Bool {
        var pair = "a"
        pair.unicodeScalars.append(scalar)
        return pair.count == 1
    }

    /// Whether `scalar` joins the ASCII character after it into one `Character` (grapheme
    /// class Prepend: rule GB9b).
    static func prefixesASCII(_ scalar: Unicode.Scalar) -> Bool {
        var pair = ""
        pair.unicodeScalars.append(scalar)
        pair.unicodeScalars.append("a")
        return pair.count == 1
    }

    /// `Character.isWhitespace` for a character whose first scalar is `scalar`.
    @inline(__always)
    package static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar.value == 0x20 || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    /// `Character.isLetter || Character.isNumber` for a character whose first scalar is `scalar`.
    @inline(__always)
    package static func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            let value = scalar.value | 0x20
            return (0x61...0x7A).contains(value) || (0x30...0x39).contains(scalar.value)
        }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
