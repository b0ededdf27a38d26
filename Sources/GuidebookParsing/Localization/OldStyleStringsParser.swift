import Foundation

/// Reads the old-style `.strings` syntax from UTF-8 bytes.
///
/// Follows Foundation's OpenStep parser: whitespace is 0x09–0x0D, space, U+2028 and U+2029;
/// comments start only where a token may start; unquoted strings use `A-Z a-z 0-9 _ $ / : . -`.
/// A file may also be one braced dictionary (`{ "a" = "b"; }`). Intended differences from
/// Foundation: values must be strings (Foundation also accepts arrays, dictionaries and data
/// there), octal escapes above `\177` (NeXTSTEP encoding) and `\U` without hex digits or with
/// an unpaired surrogate are errors instead of odd characters.
struct OldStyleStringsParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// The file's number in `FileNameTable` (when it has room): the locations kept on entries
    /// name the file by it, so making and freeing an entry retains and releases no path.
    let fileNumber: UInt32?
    var index = 0
    var lines = LineCounter()
    /// Whether no line end stands between where `lines` stopped and `index`: while it holds,
    /// the parser notes each line end it passes in whitespace (`LineCounter.startLine(at:)`)
    /// so that a key at the start of a line has its position without a scan. Passing text
    /// that may hold a line end clears it; the next key's position scans from where the
    /// counter stopped, as before, and sets it again.
    var tracking = true
    var scratch: [UInt8] = []
    /// The string and entry limits, checked as keys, values and entries are read (the file's
    /// size is checked by `StringsFileReader` before it gets here).
    var limits = ReadingLimits.default
    /// Entries read so far, against `limits.maximumItemCount`.
    var entryCount = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        self.fileNumber = FileNameTable.number(for: file)
    }

    mutating func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Throws unless a key or value of `length` UTF-8 bytes fits ``ReadingLimits/maximumStringLength``;
    /// `start` is where it starts (its opening quote).
    @inline(__always)
    mutating func checkLength(_ length: Int, start: Int) throws(StringsFileError) {
        if let error = limits.exceeded(.stringLength, by: length, at: location(start)) { throw .limitExceeded(error) }
    }

    /// Counts one more entry, whose key starts at `start`; past ``ReadingLimits/maximumItemCount``
    /// reading stops there.
    @inline(__always)
    mutating func countEntry(at start: Int) throws(StringsFileError) {
        entryCount += 1
        if let error = limits.exceeded(.itemCount, by: entryCount, at: location(start)) { throw .limitExceeded(error) }
    }

    /// The location kept on an entry, packed.
    mutating func packedLocation(_ offset: Int) -> PackedLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return PackedLocation(file: file, fileNumber: fileNumber, line: line, column: column)
    }

    /// About how many entries the file holds, to size the table once: the `=` signs in its
    /// first few kilobytes (about one per entry, a few more when comments or values hold
    /// one), scaled to the whole file. Only a capacity: a wrong guess costs a regrowth or
    /// some unused room, never a different result.
    func estimatedEntryCount() -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let sampled = min(bytes.count, Self.estimateSampleSize)
        var count = 0
        var cursor = 0
        while cursor + 8 <= sampled {
            let x = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self) ^ (ones &* UInt64(UInt8(ascii: "=")))
            // Exact per-byte zero test (no borrow between bytes): high bit set only where x's byte is 0.
            let zero = ~(((x & ~highs) &+ ~highs) | x) & highs
            count += zero.nonzeroBitCount
            cursor += 8
        }
        while cursor < sampled {
            if base[cursor] == UInt8(ascii: "=") { count += 1 }
            cursor += 1
        }
        guard sampled < bytes.count, sampled > 0 else { return count }
        // Scaled up with a little slack (an eighth), so that a steady file does not regrow.
        let scaled = count.multipliedReportingOverflow(by: bytes.count)
        guard !scaled.overflow else { return count }
        let estimate = scaled.partialValue / sampled
        return estimate + estimate / 8
    }

    /// How many bytes `estimatedEntryCount()` looks at.
    static let estimateSampleSize = 8_192

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
            // Before the key is read: the counter then stops at `index`, where tracking resumes.
            let keyLocation = packedLocation(keyStart)
            tracking = true
            guard let key = try readString() else { throw .expectedKey(found: describe(index), location(index)) }
            try skipWhitespaceAndComments()
            guard index < bytes.count else {
                throw .missingEquals(key: key, found: "the end of the file", location(index))
            }
            if bytes[index] == UInt8(ascii: ";") {
                index += 1
                try countEntry(at: keyStart)
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
            try countEntry(at: keyStart)
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
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte >= 0x0A && byte <= 0x0D {
                index += 1
                if tracking {
                    if byte == 0x0A {
                        lines.startLine(at: index)
                    } else if byte == 0x0D {
                        // `\r\n` is one line end, as `LineCounter` counts it.
                        if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                        lines.startLine(at: index)
                    }
                }
            } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                index += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                guard let base = bytes.baseAddress else { throw .unterminatedComment(location(start)) }
                if tracking {
                    // Find the first `*` and see whether a line end comes before it in one pass.
                    let (stop, lineEnd) = Self.firstStar(in: bytes, from: index)
                    index = stop
                    if lineEnd {
                        tracking = false
                    } else if stop + 1 < bytes.count, bytes[stop + 1] == UInt8(ascii: "/") {
                        index = stop + 2  // The usual one-line comment: done without `memchr`.
                        continue
                    }
                }
                while true {
                    // Jump from '*' to '*' with memchr.
                    guard index < bytes.count,
                        let star = memchr(base + index, Int32(UInt8(ascii: "*")), bytes.count - index)
                    else { throw .unterminatedComment(location(start)) }
                    let found = UnsafeRawPointer(star) - UnsafeRawPointer(base)
                    if tracking, Self.hasLineEnd(in: bytes, from: index, to: found) { tracking = false }
                    index = found
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
        try checkLength(index - start, start: start)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    mutating func readQuoted(quote: UInt8) throws(StringsFileError) -> String {
        let open = index
        let start = index + 1
        let (cursor, isASCII, lineEnd) = scanQuoted(from: start, quote: quote)
        if lineEnd { tracking = false }
        guard cursor < bytes.count else { throw .unterminatedString(location(open)) }
        if bytes[cursor] == quote {
            try checkLength(cursor - start, start: open)
            index = cursor + 1
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<cursor])
            if isASCII { return String(decoding: slice, as: UTF8.self) }
            return try makeString(slice, from: start)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<cursor]))
        index = cursor
        while true {
            if scratch.count > limits.maximumStringLength { try checkLength(scratch.count, start: open) }
            guard index < bytes.count else { throw .unterminatedString(location(open)) }
            let byte = bytes[index]
            if byte == quote {
                index += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                try readEscape()
            } else {
                if byte == 0x0A || byte == 0x0D { tracking = false }
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
    /// whether the bytes before it are ASCII, and whether they may hold a line end (a byte
    /// below 0x0E: `\n`, `\r` or another control byte; only ever too careful). Scans eight
    /// bytes at a time.
    @inline(__always)
    func scanQuoted(from: Int, quote: UInt8) -> (end: Int, isASCII: Bool, lineEnd: Bool) {
        let run = ByteScan.textRun(in: bytes, from: from, stop: quote, otherStop: UInt8(ascii: "\\"))
        return (run.end, run.isASCII, run.control != 0)
    }

    /// The offset of the first `*` at or after `from` (or `bytes.count`) and whether a line
    /// end may come before it; stops early, at the first line end (its offset, `true`).
    @inline(__always)
    static func firstStar(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (end: Int, lineEnd: Bool) {
        let count = bytes.count
        guard let base = bytes.baseAddress else { return (count, false) }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let stars = ones &* UInt64(UInt8(ascii: "*"))
        let feeds = ones &* 0x0A
        let returns = ones &* 0x0D
        var cursor = from
        // In bounds: every word read lies below cursor + 8 <= count.
        while cursor + 8 <= count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self))
            let a = word ^ stars
            let b = word ^ feeds
            let c = word ^ returns
            let stops = ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c) & highs
            if stops != 0 {
                // The lowest flagged byte is exact.
                cursor += stops.trailingZeroBitCount / 8
                return (cursor, base[cursor] != UInt8(ascii: "*"))
            }
            cursor += 8
        }
        while cursor < count {
            let byte = base[cursor]
            if byte == UInt8(ascii: "*") { return (cursor, false) }
            if byte == 0x0A || byte == 0x0D { return (cursor, true) }
            cursor += 1
        }
        return (count, false)
    }

    /// Whether `bytes[from..<to]` holds a `\n` or `\r`.
    static func hasLineEnd(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Bool {
        var cursor = from
        while cursor < to {
            if bytes[cursor] == 0x0A || bytes[cursor] == 0x0D { return true }
            cursor += 1
        }
        return false
    }

    /// A String from UTF-8 bytes, or an `invalidUTF8` error at the first bad byte after `start`.
    mutating func makeString(_ slice: UnsafeBufferPointer<UInt8>, from start: Int) throws(StringsFileError) -> String {
        // One validating copy: `String(decoding:)` repairs bad bytes into U+FFFD, and its
        // result is always valid UTF-8, so a result with exactly the input's bytes proves the
        // input valid. Only other text takes the slow, byte-by-byte check.
        let decoded = String(decoding: slice, as: UTF8.self)
        if decoded.utf8.count == slice.count, let source = slice.baseAddress,
            decoded.utf8.withContiguousStorageIfAvailable({ utf8 in
                utf8.baseAddress.map { memcmp(source, $0, slice.count) == 0 } ?? false
            }) == true
        {
            return decoded
        }
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
            if byte == 0x0A || byte == 0x0D { tracking = false }  // A backslash before a line end.
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

// MARK: Reading an entry again (ValueSourceMap)

extension OldStyleStringsParser {
    /// The value of the entry whose key starts at `keyStart`, read again as `parse()` reads it,
    /// and where its first character stands (after its opening quote; the key's, for `"key";`).
    /// `nil` when no entry starts there.
    mutating func value(ofEntryAt keyStart: Int) -> (start: Int, value: String)? {
        guard keyStart < bytes.count else { return nil }
        index = keyStart
        do {
            guard let key = try readString() else { return nil }
            try skipWhitespaceAndComments()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ";") { return (contentStart(of: keyStart), key) }
            guard bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            try skipWhitespaceAndComments()
            let valueStart = index
            guard index < bytes.count, let value = try readString() else { return nil }
            return (contentStart(of: valueStart), value)
        } catch {
            return nil
        }
    }

    /// Where the text of the string at `start` begins: after its quote, when it has one.
    private func contentStart(of start: Int) -> Int {
        bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") ? start + 1 : start
    }

    /// The escape whose backslash is at `start`, decoded as `readEscape()` decodes it: where it
    /// ends and how many UTF-8 bytes it stands for. `nil` when it is no valid escape.
    mutating func escape(at start: Int) -> (end: Int, decodedCount: Int)? {
        index = start
        scratch.removeAll(keepingCapacity: true)
        do {
            try readEscape()
        } catch {
            return nil
        }
        return (index, scratch.count)
    }
}
