import Foundation

/// Reads JSON (RFC 8259) into a `PropertyListValue` tree whose objects keep their members in
/// file order and remember where every object and member key stands.
///
/// `JSONSerialization` hands back unordered dictionaries and no positions; String Catalogs
/// (`.xcstrings`) and help books need both. The reader is strict: no comments, no trailing
/// commas, no `NaN`. A UTF-8 byte order mark at the start is skipped.
///
/// Mapping: object → `.dictionary` (a repeated member name keeps its first place and its
/// last value, as `PropertyListDictionary` does), array → `.array`, string → `.string`,
/// `true`/`false` → `.bool`, a number without fraction or exponent that fits `Int64` →
/// `.integer`, any other number → `.real`. `null` has no property-list equivalent and is
/// rejected with `JSONError.nullNotSupported`.
///
/// ```swift
/// let value = try JSONReader.read(Data(#"{"b": 1, "a": [true, 2.5]}"#.utf8), file: "x.json")
/// value.dictionaryValue?.keys  // ["b", "a"]
/// ```
///
/// `package`, not public: v2 help books, String Catalogs, the rules file and the remote manifest
/// are read with it by the public loaders (``HelpBookDocument``, ``GuidebookContent``,
/// ``ContentManifest``); apps have `JSONDecoder` for their own JSON.
package enum JSONReader {
    /// How deep arrays and objects may nest before the reader gives up (``ReadingLimits/maximumDepth``).
    package static let defaultMaximumDepth = ReadingLimits.default.maximumDepth

    /// Reads one JSON document within the default limits.
    ///
    /// - Parameters:
    ///   - data: The document's bytes, UTF-8.
    ///   - file: The path reported in locations and errors; empty for in-memory content.
    /// - Returns: The top-level value.
    /// - Throws: `JSONError` naming file, line and column of the first problem.
    /// - Complexity: O(n) in the document's size; recursion is bounded by the depth limit.
    package static func read(_ data: Data, file: String = "") throws(JSONError) -> PropertyListValue {
        try read(data, file: file, limits: .default)
    }

    /// Reads one JSON document within `limits`, checked while reading.
    ///
    /// ```swift
    /// let value = try JSONReader.read(data, file: "HelpBook.json", limits: ReadingLimits(maximumFileSize: 1 << 20))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The document's bytes, UTF-8.
    ///   - file: The path reported in locations and errors; empty for in-memory content.
    ///   - limits: The largest file, deepest nesting, longest string and most values accepted.
    /// - Returns: The top-level value.
    /// - Throws: `JSONError`; `JSONError/limitExceeded(_:)` past a limit (size, depth, string, items).
    /// - Complexity: O(n) in the document's size.
    package static func read(_ data: Data, file: String = "", limits: ReadingLimits) throws(JSONError)
        -> PropertyListValue
    {
        if let error = limits.exceeded(.fileSize, by: data.count, at: SourceLocation(file: file, line: 1, column: 1)) {
            throw .limitExceeded(error)
        }
        // The bytes are read in place (a mapped file's too), not copied into an array first.
        let read = data.withUnsafeBytes { raw -> Result<PropertyListValue, JSONError> in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self), file: file, limits: limits)
            do throws(JSONError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try read.get()
    }
}

/// The reader's state: a cursor over the bytes plus line bookkeeping for locations.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maximumDepth: Int
    let limits: ReadingLimits
    /// Values read so far (array elements and object members), against `limits.maximumItemCount`.
    var itemCount = 0
    var index = 0
    var line = 1
    var lineStart = 0
    /// A cached column: `columnIndex` on the current line is at `column` (1-based).
    var columnIndex = 0
    var column = 1
    var depth = 0
    /// The bytes of an escaped string being read (kept between strings, so its room is reused).
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = limits.maximumDepth
        self.limits = limits
    }

    // MARK: Locations

    /// The location of byte `position` on the current line; columns count Unicode scalars.
    /// Positions are asked for in increasing order, so the scan is amortized O(n).
    mutating func location(at position: Int) -> SourceLocation {
        if columnIndex < lineStart || columnIndex > position {
            columnIndex = lineStart
            column = 1
        }
        while columnIndex < position {
            if bytes[columnIndex] & 0xC0 != 0x80 { column += 1 }
            columnIndex += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func here() -> SourceLocation { location(at: index) }

    func describe(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
        return byte < 0x80 ? "U+00" + String(byte, radix: 16, uppercase: true) : "a non-ASCII byte"
    }

    mutating func unexpected(_ expected: String) -> JSONError {
        guard index < bytes.count else { return .unexpectedEnd(expected: expected, at: here()) }
        let found = describe(bytes[index])
        return .unexpectedCharacter(found, expected: expected, at: here())
    }

    // MARK: Structure

    mutating func parseDocument() throws(JSONError) -> PropertyListValue {
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            columnIndex = 3
        }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw .trailingContent(at: here()) }
        return value
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
                // Indentation: eight spaces at a time.
                if let base = bytes.baseAddress {
                    let raw = UnsafeRawPointer(base)
                    while index + 8 <= bytes.count,
                        raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == 0x2020_2020_2020_2020
                    {
                        index += 8
                    }
                }
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            case 0x0D:
                index += 1
                if index < bytes.count && bytes[index] == 0x0A { index += 1 }
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func parseValue() throws(JSONError) -> PropertyListValue {
        guard index < bytes.count else { throw .unexpectedEnd(expected: "a value", at: here()) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            let start = here()
            try expectLiteral("null")
            throw .nullNotSupported(at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber()
        default:
            throw unexpected("a value (object, array, string, number, true or false)")
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(JSONError) {
        let start = index
        let text = literal.utf8Start
        for offset in 0..<literal.utf8CodeUnitCount {
            guard start + offset < bytes.count else {
                index = start + offset
                throw .unexpectedEnd(expected: "\"\(literal)\"", at: here())
            }
            if bytes[start + offset] != text[offset] {
                index = start
                throw unexpected("a value (object, array, string, number, true or false)")
            }
        }
        index = start + literal.utf8CodeUnitCount
    }

    /// Counts one more array element or object member; past the limit, stops where it starts.
    mutating func countItem() throws(JSONError) {
        itemCount += 1
        if let error = limits.exceeded(.itemCount, by: itemCount, at: here()) { throw .limitExceeded(error) }
    }

    /// Throws unless a string of `length` UTF-8 bytes starting at `start` fits the limit.
    mutating func checkStringLength(_ length: Int, start: Int) throws(JSONError) {
        if let error = limits.exceeded(.stringLength, by: length, at: location(at: start)) {
            throw .limitExceeded(error)
        }
    }

    mutating func enter() throws(JSONError) {
        depth += 1
        if depth > maximumDepth {
            throw .limitExceeded(ReadingLimitError(.depth, maximum: maximumDepth, at: here()))
        }
    }

    mutating func parseObject() throws(JSONError) -> PropertyListValue {
        let start = here()
        try enter()
        index += 1
        // The entries go straight into the dictionary's storage (no array to build and copy).
        var dictionary = PropertyListDictionary(readerCapacity: 8, location: PackedLocation(start))
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .dictionary(dictionary.finishedByReader(keysAreDistinct: true))
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw unexpected("a member name in double quotes")
            }
            try countItem()
            let keyLocation = here()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected("\":\" after the member name")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            dictionary.appendReaderEntry(PropertyListDictionary.Entry(key: key, value: value, location: keyLocation))
            skipWhitespace()
            guard index < bytes.count else { throw .unexpectedEnd(expected: "\",\" or \"}\"", at: here()) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            } else {
                throw unexpected("\",\" or \"}\"")
            }
        }
        depth -= 1
        return .dictionary(dictionary.finishedByReader(keysAreDistinct: false))
    }

    mutating func parseArray() throws(JSONError) -> PropertyListValue {
        try enter()
        index += 1
        var elements: [PropertyListValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            try countItem()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw .unexpectedEnd(expected: "\",\" or \"]\"", at: here()) }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                break
            } else {
                throw unexpected("\",\" or \"]\"")
            }
        }
        depth -= 1
        return .array(elements)
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote.
    mutating func parseString() throws(JSONError) -> String {
        let openingQuote = index
        index += 1
        let start = index
        // Fast path: no escapes, only printable bytes; validated as UTF-8 in one go.
        let run = ByteScan.jsonStringRun(in: bytes, from: index)
        index = run.end
        guard index < bytes.count else {
            index = openingQuote
            let location = here()
            index = bytes.count
            throw .unexpectedEnd(expected: "the closing quote of the string that starts at \(location)", at: here())
        }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            try checkStringLength(index - start, start: openingQuote)
            let slice = UnsafeBufferPointer(rebasing: bytes[start..<index])
            guard let text = run.isASCII ? String(decoding: slice, as: UTF8.self) : UTF8Validation.string(slice) else {
                throw .invalidUTF8(at: location(at: start + firstInvalidUTF8Offset(slice)))
            }
            index += 1
            return text
        case UInt8(ascii: "\\"):
            return try parseEscapedString(from: start, openingQuote: openingQuote, isASCII: run.isASCII)
        default:
            throw .controlCharacterInString(at: here())
        }
    }

    /// The slow path, for strings with backslash escapes: the runs between escapes are copied whole.
    mutating func parseEscapedString(from start: Int, openingQuote: Int, isASCII: Bool) throws(JSONError) -> String {
        var utf8 = scratch
        scratch = []
        defer {
            utf8.removeAll(keepingCapacity: true)
            scratch = utf8
        }
        utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        var isASCII = isASCII
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                try checkStringLength(utf8.count, start: openingQuote)
                let text = utf8.withUnsafeBufferPointer {
                    isASCII ? String(decoding: $0, as: UTF8.self) : UTF8Validation.string($0)
                }
                guard let text else {
                    // Escapes shift offsets, so the string's start is reported.
                    throw .invalidUTF8(at: location(at: openingQuote))
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                let escapeStart = index
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                if let decoded = Self.singleByteEscape(escape) {
                    utf8.append(decoded)
                } else if escape == UInt8(ascii: "u") {
                    let scalar = try parseUnicodeEscape(escapeStart: escapeStart)
                    if scalar.value >= 0x80 { isASCII = false }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                } else {
                    index = escapeStart
                    throw .invalidEscape(describe(escape), at: here())
                }
            case 0..<0x20:
                throw .controlCharacterInString(at: here())
            default:
                // A run of plain bytes up to the next quote, backslash or control byte, copied whole.
                let run = ByteScan.jsonStringRun(in: bytes, from: index)
                utf8.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<run.end]))
                isASCII = isASCII && run.isASCII
                index = run.end
            }
        }
        index = openingQuote
        let location = here()
        index = bytes.count
        throw .unexpectedEnd(expected: "the closing quote of the string that starts at \(location)", at: here())
    }

    /// The byte the escape `\` + `letter` stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`,
    /// `\t`), or `nil` when it is `\u` or no escape: the one table of JSON's one-byte escapes.
    @inline(__always)
    static func singleByteEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// Reads the `XXXX` of `\uXXXX` (and a following low surrogate escape when needed).
    mutating func parseUnicodeEscape(escapeStart: Int) throws(JSONError) -> Unicode.Scalar {
        let high = try parseHex4(escapeStart: escapeStart)
        if (0xDC00...0xDFFF).contains(high) {
            index = escapeStart
            throw .unpairedSurrogate(at: here())
        }
        if (0xD800...0xDBFF).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                index = escapeStart
                throw .unpairedSurrogate(at: here())
            }
            let lowStart = index
            index += 2
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                index = escapeStart
                throw .unpairedSurrogate(at: here())
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else {
                index = escapeStart
                throw .unpairedSurrogate(at: here())
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else {
            index = escapeStart
            throw .unpairedSurrogate(at: here())
        }
        return scalar
    }

    mutating func parseHex4(escapeStart: Int) throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw .unexpectedEnd(expected: "four hex digits after \\u", at: here())
            }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                let text = String(decoding: bytes[(escapeStart + 1)..<min(index + 1, bytes.count)], as: UTF8.self)
                index = escapeStart
                throw .invalidEscape(text, at: here())
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    // MARK: Numbers

    mutating func parseNumber() throws(JSONError) -> PropertyListValue {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func isDigit(_ position: Int) -> Bool {
            position < bytes.count && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        }
        guard isDigit(index) else { throw invalidNumber(from: start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw invalidNumber(from: start) }
        } else {
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard isDigit(index) else { throw invalidNumber(from: start) }
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard isDigit(index) else { throw invalidNumber(from: start) }
            while isDigit(index) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let integer = Int64(text) { return .integer(integer) }
        guard let real = Double(text), real.isFinite else { throw invalidNumber(from: start) }
        return .real(real)
    }

    mutating func invalidNumber(from start: Int) -> JSONError {
        var end = max(index, start + 1)
        while end < bytes.count, !Self.isDelimiter(bytes[end]) { end += 1 }
        end = min(end, bytes.count, start + 40)
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        return .invalidNumber(text, at: location(at: start))
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"): true
        default: false
        }
    }
}

/// The offset of the first byte that breaks UTF-8 in `bytes` (0 when none is found).
private func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar):
            offset += UTF8.width(scalar)
        case .emptyInput:
            return 0
        case .error:
            return offset
        }
    }
}

// MARK: Reading a member again (ValueSourceMap)

extension JSONReader {
    /// The string value of the member `name` of the object whose `{` is at `objectStart` in
    /// `bytes`, read as the reader reads it, and where its first character stands (after its
    /// opening quote). `nil` when no object starts there, it has no such member, or the
    /// member's value is no string.
    ///
    /// - Complexity: O(n) in the object's bytes up to the member.
    package static func string(
        ofMember name: String, inObjectAt objectStart: Int, in bytes: UnsafeBufferPointer<UInt8>
    ) -> (start: Int, value: String)? {
        guard objectStart < bytes.count, bytes[objectStart] == UInt8(ascii: "{") else { return nil }
        var parser = JSONParser(bytes: bytes, file: "", limits: .default)
        parser.index = objectStart + 1
        do throws(JSONError) {
            while true {
                parser.skipWhitespace()
                guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "\"") else { return nil }
                let key = try parser.parseString()
                parser.skipWhitespace()
                guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: ":") else { return nil }
                parser.index += 1
                parser.skipWhitespace()
                if key == name {
                    guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "\"") else { return nil }
                    let start = parser.index + 1
                    return (start, try parser.parseString())
                }
                _ = try parser.parseValue()
                parser.skipWhitespace()
                guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: ",") else { return nil }
                parser.index += 1
            }
        } catch {
            return nil
        }
    }

    /// The escape whose backslash is at `start` inside a string, decoded as the reader decodes
    /// it: where it ends and how many UTF-8 bytes it stands for (a surrogate pair is one
    /// escape). `nil` when it is no valid escape.
    package static func escape(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (end: Int, decodedCount: Int)? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "\\") else { return nil }
        let letter = bytes[start + 1]
        if JSONParser.singleByteEscape(letter) != nil { return (start + 2, 1) }
        guard letter == UInt8(ascii: "u") else { return nil }
        var parser = JSONParser(bytes: bytes, file: "", limits: .default)
        parser.index = start + 2
        guard let scalar = try? parser.parseUnicodeEscape(escapeStart: start) else { return nil }
        return (parser.index, UTF8.width(scalar))
    }
}
