import Foundation

// Whitespace, comments, prolog: part of `XMLPropertyListParser` (see XMLPropertyListParser.swift).

extension XMLPropertyListParser {
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips whitespace, comments, `<?…?>` and `<!DOCTYPE …>`.
    mutating func skipMisc() throws(PropertyListError) {
        while true {
            skipWhitespace()
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "<") else { return }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "?") {
                let start = index
                guard let end = find("?>", from: index + 2) else {
                    throw .unterminated("The declaration <?…", location(start))
                }
                index = end + 2
            } else if next == UInt8(ascii: "!") {
                if startsWith("<!--", at: index) {
                    try skipComment()
                } else if startsWith("<!DOCTYPE", at: index) {
                    try skipDoctype()
                } else {
                    return
                }
            } else {
                return
            }
        }
    }

    mutating func skipComment() throws(PropertyListError) {
        let start = index
        guard let end = find("-->", from: index + 4) else { throw .unterminated("The comment <!--", location(start)) }
        index = end + 3
    }

    mutating func skipDoctype() throws(PropertyListError) {
        guard let end = Self.doctypeEnd(in: bytes, from: index) else {
            throw .unterminated("The <!DOCTYPE declaration", location(index))
        }
        index = end
    }

    /// The offset just past the `>` that ends the `<!DOCTYPE` at `start`: the first `>` outside
    /// quotes and outside an internal subset (`[…]`), or `nil` when the declaration does not end.
    /// Shared with the legacy help-list scanner, which must skip exactly what this reader skips.
    package static func doctypeEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start + 9
        var inSubset = false
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == UInt8(ascii: ">"), !inSubset {
                return index
            }
        }
        return nil
    }

    /// Whether `literal` stands at `offset`. Inlined, `memcmp` of a literal's constant
    /// length becomes one or two word compares.
    @inline(__always)
    func startsWith(_ literal: StaticString, at offset: Int) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset >= 0, offset + count <= bytes.count, let base = bytes.baseAddress else { return false }
        return memcmp(base + offset, literal.utf8Start, count) == 0
    }

    func find(_ literal: StaticString, from offset: Int) -> Int? {
        Self.find(literal, in: bytes, from: offset)
    }

    /// The first offset at or after `offset` where `literal` stands in `bytes`, or `nil`.
    package static func find(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
        guard let base = bytes.baseAddress, offset >= 0 else { return nil }
        let length = literal.utf8CodeUnitCount
        let first = literal.utf8Start[0]
        var cursor = offset
        while cursor + length <= bytes.count {
            if base[cursor] == first, memcmp(base + cursor, literal.utf8Start, length) == 0 { return cursor }
            cursor += 1
        }
        return nil
    }
}
