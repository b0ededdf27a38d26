// The old-style `.strings` parser as it was before its fast paths (commit f09c023), frozen
// as a test oracle: the optimized parser must give the same entries in the same order, the
// same location on every key and duplicate, and the same errors at the same positions, on
// any input. It keeps its own copy of the line counter it used then.
// Do not optimize this file.

import Foundation

@testable import Guidebook
@testable import GuidebookParsing

/// The pre-optimization old-style `.strings` parser (see the note at the top of the file).
///
/// Follows Foundation's OpenStep parser: whitespace is 0x09–0x0D, space, U+2028 and U+2029;
/// comments start only where a token may start; unquoted strings use `A-Z a-z 0-9 _ $ / : . -`.
/// A file may also be one braced dictionary (`{ "a" = "b"; }`). Intended differences from
/// Foundation: values must be strings (Foundation also accepts arrays, dictionaries and data
/// there), octal escapes above `\177` (NeXTSTEP encoding) and `\U` without hex digits or with
/// an unpaired surrogate are errors instead of odd characters.
struct ReferenceOldStyleStringsParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var lines = ReferenceStringsLineCounter()
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The location kept on an entry, packed.
    mutating func packedLocation(_ offset: Int) -> PackedLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return PackedLocation(file: file, line: line, column: column)
    }

    /// How many `=` the file holds: about one per entry (a few more when comments or
    /// values hold one), to size the table once.
    func estimatedEntryCount() -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var count = 0
        var cursor = 0
        while cursor + 8 <= bytes.count {
            let x = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self) ^ (ones &* UInt64(UInt8(ascii: "=")))
            // Exact per-byte zero test (no borrow between bytes): high bit set only where x's byte is 0.
            let zero = ~(((x & ~highs) &+ ~highs) | x) & highs
            count += zero.nonzeroBitCount
            cursor += 8
        }
        while cursor < bytes.count {
            if base[cursor] == UInt8(ascii: "=") { count += 1 }
            cursor += 1
        }
        return count
    }

    mutating func parse() throws(StringsFileError) -> StringsTable {
        var table = StringsTable()
        table.reserveCapacity(estimatedEntryCount())
        try skipWhitespaceAndComments()
        var braced = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
            braced = true
            index += 1
        }
        while true {
            try skipWhitespaceAndComments()
            guard index < bytes.count else {
                if braced { throw .expectedKey(found: "the end of the file (the { is not closed)", location(index)) }
                return table
            }
            if braced, bytes[index] == UInt8(ascii: "}") {
                index += 1
                try skipWhitespaceAndComments()
                if index < bytes.count { throw .expectedKey(found: describe(index), location(index)) }
                return table
            }
            let keyStart = index
            guard let key = try readString() else { throw .expectedKey(found: describe(index), location(index)) }
            let keyLocation = packedLocation(keyStart)
            try skipWhitespaceAndComments()
            guard index < bytes.count else {
                throw .missingEquals(key: key, found: "the end of the file", location(index))
            }
            if bytes[index] == UInt8(ascii: ";") {
                index += 1
                table.append(StringsTable.Entry(key: key, value: key, packedLocation: keyLocation))
                continue
            }
            guard bytes[index] == UInt8(ascii: "=") else {
                throw .missingEquals(key: key, found: describe(index), location(index))
            }
            index += 1
            try skipWhitespaceAndComments()
            let valueStart = index
            guard index < bytes.count, let value = try readString() else {
                throw .expectedValue(key: key, found: describe(index), location(index))
            }
            let valueEnd = index
            try skipWhitespaceAndComments()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                // A value running over a line end and then no `;`: most likely its closing quote
                // is missing and the next entry's opening quote closed it. Name both places.
                if bytes[valueStart..<valueEnd].contains(where: { $0 == 0x0A || $0 == 0x0D }) {
                    let opened = location(valueStart)
                    throw .unclosedValue(key: key, found: describe(index), opened: opened, stopped: location(index))
                }
                throw .missingSemicolon(key: key, found: describe(index), location(index))
            }
            index += 1
            table.append(StringsTable.Entry(key: key, value: value, packedLocation: keyLocation))
        }
    }

    /// A short quote of what stands at `offset`, for error messages.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        var end = offset
        var scalars = 0
        while end < bytes.count, scalars < 12, bytes[end] != 0x0A, bytes[end] != 0x0D {
            end += 1
            if end >= bytes.count || bytes[end] & 0xC0 != 0x80 { scalars += 1 }
        }
        return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self) + "'"
    }

    // MARK: Whitespace and comments

    mutating func skipWhitespaceAndComments() throws(StringsFileError) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) {
                index += 1
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                index += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                guard let base = bytes.baseAddress else { throw .unterminatedComment(location(start)) }
                while true {
                    // Jump from '*' to '*' with memchr.
                    guard index < bytes.count,
                        let star = memchr(base + index, Int32(UInt8(ascii: "*")), bytes.count - index)
                    else { throw .unterminatedComment(location(start)) }
                    index = UnsafeRawPointer(star) - UnsafeRawPointer(base)
                    guard index + 1 < bytes.count else { throw .unterminatedComment(location(start)) }
                    if bytes[index + 1] == UInt8(ascii: "/") { break }
                    index += 1
                }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else {
                return
            }
        }
    }

    // MARK: Strings

    static func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// Reads a quoted or unquoted string at `index`, or returns `nil` when none starts there.
    mutating func readString() throws(StringsFileError) -> String? {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return try readQuoted(quote: byte)
        }
        guard Self.isUnquotedCharacter(byte) else { return nil }
        let start = index
        while index < bytes.count, Self.isUnquotedCharacter(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    mutating func readQuoted(quote: UInt8) throws(StringsFileError) -> String {
        let open = index
        let start = index + 1
        let (cursor, isASCII) = scanQuoted(from: start, quote: quote)
        guard cursor < bytes.count else { throw .unterminatedString(location(open)) }
        if bytes[cursor] == quote {
            index = cursor + 1
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<cursor])
            if isASCII { return String(decoding: slice, as: UTF8.self) }
            return try makeString(slice, from: start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<cursor]))
        index = cursor
        while true {
            guard index < bytes.count else { throw .unterminatedString(location(open)) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape()
            } else {
                scratch.append(byte)
                index += 1
            }
        }
        let text = scratch
        return try text.withUnsafeBufferPointer { buffer throws(StringsFileError) in
            try makeString(buffer, from: start)
        }
    }

    /// The offset of the first `quote` or backslash at or after `from` (or `bytes.count`),
    /// and whether the bytes before it are ASCII. Scans eight bytes at a time.
    @inline(__always)
    func scanQuoted(from: Int, quote: UInt8) -> (end: Int, isASCII: Bool) {
        ByteScan.firstOf(quote, UInt8(ascii: "\\"), in: bytes, from: from)
    }

    /// A String from UTF-8 bytes, or an `invalidUTF8` error at the first bad byte after `start`.
    mutating func makeString(_ slice: UnsafeBufferPointer<UInt8>, from start: Int) throws(StringsFileError) -> String {
        if let text = UTF8Validation.string(slice) { return text }
        // The bad byte is the first invalid one in the file from the string's start.
        let bad = UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: bytes[start...])) ?? 0
        let offset = start + bad
        throw .invalidUTF8(location(offset))
    }

    /// Decodes the escape at `index` (a backslash) into `scratch`.
    mutating func readEscape() throws(StringsFileError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw .unterminatedString(location(start)) }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "a"): scratch.append(0x07)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "v"): scratch.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            guard value < 0x80 else { throw .invalidEscape(escapeText(start), location(start)) }
            scratch.append(UInt8(value))
        case UInt8(ascii: "U"):
            guard let unit = readHexUnit() else { throw .invalidEscape(escapeText(start), location(start)) }
            var scalarValue = unit
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate must be followed by \U and a low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U")
                else { throw .invalidEscape(escapeText(start), location(start)) }
                index += 2
                guard let low = readHexUnit(), (0xDC00...0xDFFF).contains(low) else {
                    throw .invalidEscape(escapeText(start), location(start))
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw .invalidEscape(escapeText(start), location(start))
            }
            scratch.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        default:
            // \" \' \\ and any other character stand for themselves, as in Foundation.
            scratch.append(byte)
        }
    }

    /// Up to four hex digits at `index` as a UTF-16 code unit, or `nil` when there are none.
    mutating func readHexUnit() -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return digits == 0 ? nil : value
            }
            value = value * 16 + digit
            digits += 1
            index += 1
        }
        return digits == 0 ? nil : value
    }

    /// The text of the escape from `start` to `index`, for messages.
    func escapeText(_ start: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(index, bytes.count)]), as: UTF8.self)
    }
}

/// `LineCounter` as it was at commit f09c023 (see the note at the top of the file).
struct ReferenceStringsLineCounter {
    /// The 1-based line of the byte at `scanned`.
    private(set) var line = 1
    /// The offset where the line holding `scanned` starts.
    private(set) var lineStart = 0
    /// How many UTF-8 continuation bytes (10xxxxxx) stand in `lineStart..<scanned`.
    private(set) var lineContinuations = 0
    /// How far the counter has looked; every line end before it is counted.
    private(set) var scanned = 0

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// The continuation bytes (10xxxxxx) among the eight bytes of `word`.
    @inline(__always)
    private static func continuations(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highs).nonzeroBitCount
    }

    /// The line and column of `offset` in `bytes`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(offset, bytes.count)
        advance(to: target, in: bytes)
        if scanned == target { return (line, max(1, target - lineStart - lineContinuations + 1)) }
        // `target` is the `\n` of a `\r\n` the scan stepped over whole: the line after it
        // has begun, and a position before its start is its first column.
        return (line, max(1, target - lineStart + 1))
    }

    /// Counts the line ends and continuation bytes up to `target` (not included).
    ///
    /// Line ends are found a word at a time; continuation bytes are counted only on the
    /// line the scan ends on.
    ///
    /// - Complexity: O(n) in the bytes between where the counter stopped and `target`;
    ///   O(target) when `target` lies before that (rare: an error pointing backwards).
    mutating func advance(to offset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let target = min(offset, bytes.count)
        if target < scanned {
            // Rare (an error pointing backwards): count again from the start.
            line = 1
            lineStart = 0
            lineContinuations = 0
            scanned = 0
        }
        guard let base = bytes.baseAddress, scanned < target else { return }
        let raw = UnsafeRawPointer(base)
        let from = scanned
        let firstLine = line
        var index = from
        while index < target {
            if index + 8 <= target {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let lf = word ^ (Self.ones &* 0x0A)
                let cr = word ^ (Self.ones &* 0x0D)
                let ends = ((lf &- Self.ones) & ~lf | (cr &- Self.ones) & ~cr) & Self.highs
                if ends == 0 {
                    index += 8
                    continue
                }
                // The lowest byte the "has zero byte" test flags is exact (false hits only
                // come above a true one): jump straight to the first line end.
                index += ends.trailingZeroBitCount / 8
            }
            let byte = base[index]
            index += 1
            if byte == 0x0A {
                line += 1
                lineStart = index
            } else if byte == 0x0D {
                line += 1
                if index < bytes.count, base[index] == 0x0A { index += 1 }
                lineStart = index
            }
        }
        // Continuation bytes of the line the scan ends on: from its start when it began in
        // this scan, else from where the last scan stopped. Each byte is counted once.
        let countFrom = line == firstLine ? from : lineStart
        if line != firstLine { lineContinuations = 0 }
        var cursor = countFrom
        var continuations = 0
        while cursor + 8 <= index {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            if word & Self.highs != 0 { continuations += Self.continuations(word) }
            cursor += 8
        }
        if cursor < index, cursor + 8 <= bytes.count {
            // The last few bytes as one word (in bounds: checked above), the rest masked off.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let kept = word & (UInt64.max >> (64 - 8 * (index - cursor)))
            if kept & Self.highs != 0 { continuations += Self.continuations(kept) }
            cursor = index
        }
        while cursor < index {
            if base[cursor] & 0xC0 == 0x80 { continuations += 1 }
            cursor += 1
        }
        lineContinuations += continuations
        scanned = index
    }

    // MARK: Kept up to date by a reader

    /// The column of `offset` on the current line, when the counter stopped exactly there.
    @inline(__always)
    func column(at offset: Int) -> Int {
        offset - lineStart - lineContinuations + 1
    }

    /// Notes that a new line starts at `offset`, a reader having just passed its line end.
    /// Only valid while the reader keeps the counter up to date (`scanned` where it began).
    @inline(__always)
    mutating func startLine(at offset: Int) {
        line += 1
        lineStart = offset
        lineContinuations = 0
        scanned = offset
    }

    /// Moves the counter to `offset` over bytes the reader has checked hold no line end and
    /// no byte above 0x7F (so the line and its continuation count stay as they are).
    @inline(__always)
    mutating func skipPlain(to offset: Int) {
        scanned = offset
    }
}
