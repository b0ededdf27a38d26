// The XML property-list reader as it was before the dictionary fast path and the
// incremental line counter (commit ee28b23), frozen as a test oracle: the optimized reader
// must give the same values, the same location on every dictionary and key, and the same
// errors at the same positions, on any input. Only its text interning (a memory saving with
// no visible effect) is left out, and it builds entries through the public initializers
// (dictionaries through the same `readerEntries` initializer as before).
// Do not optimize this file.

import Foundation

@testable import Guidebook
@testable import GuidebookParsing

/// The pre-optimization XML property-list reader (see the note at the top of the file).
///
/// A hand-written byte scanner: element names are matched as bytes, text without
/// entities becomes a `String` in one validating copy, and positions are only turned
/// into lines and columns where a location is kept (`<dict>`, `<key>`) or an error is thrown.
struct ReferenceXMLPropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maxDepth: Int
    var index = 0
    var lines = ReferenceLineCounter()
    /// Scratch buffer for text with entities or CDATA.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    /// The element names the reader knows (a trivial enum: no allocation per tag).
    enum Element: UInt8, Equatable {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data
        /// Any other name; its bytes are kept in the `Tag`.
        case other

        var name: String {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .key: "key"
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            case .other: "?"
            }
        }
    }

    /// An opening tag just read: what it is, whether it was `<x/>`, where its `<` was,
    /// and where its name's bytes are (for messages about unknown elements).
    struct Tag {
        var element: Element
        var isEmpty: Bool
        var start: Int
        var nameEnd: Int
    }

    /// The tag's name as written.
    func name(_ tag: Tag) -> String {
        guard tag.element == .other else { return tag.element.name }
        let from = min(tag.start + 1, tag.nameEnd)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<tag.nameEnd]), as: UTF8.self)
    }

    // MARK: Locations and errors

    mutating func location(_ offset: Int) -> SourceLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The location kept on a `<dict>` or `<key>`, packed.
    mutating func packedLocation(_ offset: Int) -> SourceLocation? {
        location(offset)
    }

    // MARK: Document

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        try skipMisc()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw .notAPropertyList(location(index))
        }
        var tag = try readOpenTag()
        let value: PropertyListValue
        if tag.element == .plist {
            if tag.isEmpty {
                throw .unexpectedElement("<plist/>", expected: "a <plist> holding one value", location(tag.start))
            }
            try skipMisc()
            guard index < bytes.count else { throw .unterminated("<plist>", location(tag.start)) }
            if isClosingTag() {
                throw .unexpectedElement("</plist>", expected: "a value such as <dict> or <array>", location(index))
            }
            let plistStart = tag.start
            tag = try readOpenTag()
            value = try parseValue(tag, depth: 0)
            try skipMisc()
            guard index < bytes.count else { throw .unterminated("<plist>", location(plistStart)) }
            try readClosingTag(.plist)
        } else {
            value = try parseValue(tag, depth: 0)
        }
        try skipMisc()
        if index < bytes.count { throw .trailingContent(location(index)) }
        return value
    }

    // MARK: Values

    /// An open `<dict>` or `<array>` whose children are being read. Containers are kept on
    /// an explicit stack, not the call stack, so depth costs heap, not thread stack.
    struct Frame {
        var isDictionary: Bool
        var start: Int
        var location: SourceLocation?
        var values: [PropertyListValue] = []
        var entries: [PropertyListDictionary.Entry] = []
        var pendingKey = ""
        var pendingKeyLocation: SourceLocation?

        mutating func add(_ value: consuming PropertyListValue) {
            if isDictionary {
                entries.append(
                    PropertyListDictionary.Entry(key: pendingKey, value: value, location: pendingKeyLocation))
            } else {
                values.append(value)
            }
        }

        var value: PropertyListValue {
            isDictionary
                ? .dictionary(PropertyListDictionary(readerEntries: entries, location: PackedLocation(location)))
                : .array(values)
        }
    }

    /// What comes next inside an open container.
    enum Step {
        case child(Tag)
        case closed
    }

    /// Reads the value that `first` opens, with everything inside it.
    mutating func parseValue(_ first: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        var stack: [Frame] = []
        var tag = first
        while true {
            var produced: PropertyListValue?
            switch tag.element {
            case .dict, .array:
                let isDictionary = tag.element == .dict
                let location = isDictionary ? packedLocation(tag.start) : nil
                if depth + stack.count + 1 > maxDepth {
                    throw .depthExceeded(limit: maxDepth, self.location(tag.start))
                }
                var frame = Frame(isDictionary: isDictionary, start: tag.start, location: location)
                if tag.isEmpty {
                    produced = frame.value
                } else {
                    // Content dictionaries are small: one allocation instead of growing 1, 2, 4, 8.
                    if isDictionary { frame.entries.reserveCapacity(8) }
                    // consume: the frame moves onto the stack (no copy, no retain and release).
                    stack.append(consume frame)
                }
            default:
                produced = try parseScalar(tag)
            }
            while true {
                // take(): the value moves into its container instead of being copied (a retain per value).
                if let value = produced.take() {
                    guard !stack.isEmpty else { return value }
                    stack[stack.count - 1].add(value)
                }
                switch try advance(&stack[stack.count - 1]) {
                case .child(let next):
                    tag = next
                case .closed:
                    produced = stack.removeLast().value
                    continue
                }
                break
            }
        }
    }

    /// Moves past whitespace and comments inside an open container to its next child or its end.
    mutating func advance(_ frame: inout Frame) throws(PropertyListError) -> Step {
        let containerName = frame.isDictionary ? "<dict>" : "<array>"
        try skipMisc()
        guard index < bytes.count else { throw .unterminated(containerName, location(frame.start)) }
        if bytes[index] != UInt8(ascii: "<") { throw unexpectedText() }
        if isClosingTag() {
            try readClosingTag(frame.isDictionary ? .dict : .array)
            return .closed
        }
        guard frame.isDictionary else { return .child(try readOpenTag()) }
        let keyTag = try readOpenTag()
        guard keyTag.element == .key else {
            throw .unexpectedElement(
                "<\(name(keyTag))>", expected: "a <key> (a dictionary alternates <key> and value)",
                location(keyTag.start))
        }
        let key = keyTag.isEmpty ? "" : try readText(closing: .key, start: keyTag.start)
        let keyLocation = packedLocation(keyTag.start)
        try skipMisc()
        guard index < bytes.count else { throw .unterminated(containerName, location(frame.start)) }
        if bytes[index] != UInt8(ascii: "<") { throw unexpectedText() }
        if isClosingTag() { throw .missingValue(key: key, location(keyTag.start)) }
        frame.pendingKey = key
        frame.pendingKeyLocation = keyLocation
        return .child(try readOpenTag())
    }

    /// Reads a value that is not a container.
    mutating func parseScalar(_ tag: Tag) throws(PropertyListError) -> PropertyListValue {
        switch tag.element {
        case .string:
            return .string(tag.isEmpty ? "" : try readText(closing: .string, start: tag.start))
        case .integer:
            let text = try readTrimmedText(tag)
            guard let value = Self.integer(text) else { throw .invalidNumber(text, location(tag.start)) }
            return .integer(value)
        case .real:
            let text = try readTrimmedText(tag)
            guard let value = Self.real(text) else { throw .invalidNumber(text, location(tag.start)) }
            return .real(value)
        case .true, .false:
            if !tag.isEmpty {
                skipWhitespace()
                guard index < bytes.count else { throw .unterminated("<\(tag.element.name)>", location(tag.start)) }
                try readClosingTag(tag.element)
            }
            return .bool(tag.element == .true)
        case .date:
            let text = try readTrimmedText(tag)
            guard let date = Self.date(text) else { throw .invalidDate(text, location(tag.start)) }
            return .date(date)
        case .data:
            if tag.isEmpty { return .data(Data()) }
            let textStart = index
            let raw = try readRawText(closing: .data, start: tag.start)
            guard let data = Base64.decode(raw) else { throw .invalidBase64(location(textStart)) }
            return .data(data)
        case .key:
            throw .unexpectedElement(
                "<key>", expected: "a value (a <key> belongs inside a <dict>)", location(tag.start))
        case .plist:
            throw .unexpectedElement("<plist>", expected: "a value", location(tag.start))
        case .dict, .array, .other:
            throw .unexpectedElement(
                "<\(name(tag))>",
                expected: "a value (dict, array, string, integer, real, true, false, date, data)",
                location(tag.start))
        }
    }

    mutating func unexpectedText() -> PropertyListError {
        var end = index
        while end < bytes.count, end - index < 40, bytes[end] != UInt8(ascii: "<"), bytes[end] != 0x0A { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
        return .unexpectedText(text, location(index))
    }

    // MARK: Tags

    /// Whether the bytes at `index` start `</`.
    func isClosingTag() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    /// Reads `<name attributes…>` or `<name …/>` at `index` (which is at `<`).
    mutating func readOpenTag() throws(PropertyListError) -> Tag {
        if let tag = readCommonTag() { return tag }
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || Self.isWhitespace(byte) { break }
            index += 1
        }
        guard index < bytes.count else { throw .unterminated("A tag", location(start)) }
        let nameEnd = index
        let element = element(nameStart, nameEnd)
        if nameEnd == nameStart {
            throw .unexpectedElement("\"<\"", expected: "an element", location(start))
        }
        // Attributes (such as version="1.0") are skipped; quoted values may hold '>'.
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = bytes[index - 1] == UInt8(ascii: "/")
                index += 1
                return Tag(element: element, isEmpty: isEmpty, start: start, nameEnd: nameEnd)
            }
            index += 1
        }
        let tag = Tag(element: element, isEmpty: false, start: start, nameEnd: nameEnd)
        throw .unterminated("The tag <\(name(tag))>", location(start))
    }

    /// Reads one of the tags nearly every file is made of (`<key>`, `<string>`, `<dict>`,
    /// `<array>`, `<integer>`, `<true/>`, `<false/>`) by comparing bytes; `nil` for anything else.
    @inline(__always)
    mutating func readCommonTag() -> Tag? {
        guard index + 1 < bytes.count else { return nil }
        let start = index
        let tag: (Element, Bool, Int)?
        switch bytes[index + 1] {
        case UInt8(ascii: "k"): tag = startsWith("<key>", at: index) ? (.key, false, 5) : nil
        case UInt8(ascii: "s"): tag = startsWith("<string>", at: index) ? (.string, false, 8) : nil
        case UInt8(ascii: "d"): tag = startsWith("<dict>", at: index) ? (.dict, false, 6) : nil
        case UInt8(ascii: "a"): tag = startsWith("<array>", at: index) ? (.array, false, 7) : nil
        case UInt8(ascii: "i"): tag = startsWith("<integer>", at: index) ? (.integer, false, 9) : nil
        case UInt8(ascii: "t"): tag = startsWith("<true/>", at: index) ? (.true, true, 7) : nil
        case UInt8(ascii: "f"): tag = startsWith("<false/>", at: index) ? (.false, true, 8) : nil
        default: tag = nil
        }
        guard let (element, isEmpty, length) = tag else { return nil }
        index += length
        return Tag(element: element, isEmpty: isEmpty, start: start, nameEnd: start + length - (isEmpty ? 2 : 1))
    }

    /// Reads `</key>` or `</string>` by comparing bytes, else the general closing tag.
    @inline(__always)
    mutating func readClosingTagFast(_ expected: Element) throws(PropertyListError) {
        if expected == .string, startsWith("</string>", at: index) {
            index += 9
        } else if expected == .key, startsWith("</key>", at: index) {
            index += 6
        } else {
            try readClosingTag(expected)
        }
    }

    /// Reads `</name>` at `index` and checks it closes `expected`.
    mutating func readClosingTag(_ expected: Element) throws(PropertyListError) {
        let start = index
        guard isClosingTag() else {
            throw .unexpectedElement("text or a new element", expected: "</\(expected.name)>", location(start))
        }
        index += 2
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">"), !Self.isWhitespace(bytes[index]) { index += 1 }
        let nameEnd = index
        let found = element(nameStart, nameEnd)
        if found == expected, index < bytes.count, bytes[index] == UInt8(ascii: ">") {
            index += 1
            return
        }
        let foundName =
            found == .other
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self) : found.name
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw .unterminated("The tag </\(foundName)>", location(start))
        }
        index += 1
        if found != expected {
            throw .mismatchedClosingTag(found: foundName, expected: expected.name, location(start))
        }
    }

    /// The element named by the bytes `start..<end`.
    func element(_ start: Int, _ end: Int) -> Element {
        let count = end - start
        func matches(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == count else { return false }
            let pointer = name.utf8Start
            for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        switch count {
        case 3: if matches("key") { return .key }
        case 4:
            if matches("dict") { return .dict }
            if matches("real") { return .real }
            if matches("true") { return .true }
            if matches("date") { return .date }
            if matches("data") { return .data }
        case 5:
            if matches("array") { return .array }
            if matches("plist") { return .plist }
            if matches("false") { return .false }
        case 6: if matches("string") { return .string }
        case 7: if matches("integer") { return .integer }
        default: break
        }
        return .other
    }

    // MARK: Whitespace, comments, prolog

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
        let start = index
        index += 9
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
                return
            }
        }
        throw .unterminated("The <!DOCTYPE declaration", location(start))
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
        let first = literal.utf8Start[0]
        var cursor = offset
        while cursor < bytes.count {
            if bytes[cursor] == first, startsWith(literal, at: cursor) { return cursor }
            cursor += 1
        }
        return nil
    }

    // MARK: Text

    /// The offset of the first `<` or `&` at or after `from`, or `bytes.count`; also
    /// whether every byte passed over was ASCII. Scans eight bytes at a time.
    @inline(__always)
    func scanText(from: Int) -> (end: Int, isASCII: Bool) {
        var cursor = from
        var high: UInt8 = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "<"), bytes[cursor] != UInt8(ascii: "&") {
            high |= bytes[cursor]
            cursor += 1
        }
        return (cursor, high < 0x80)
    }

    /// Reads character data up to `</closing>`, decoding entities and CDATA, as a String.
    mutating func readText(closing: Element, start: Int) throws(PropertyListError) -> String {
        let textStart = index
        // Fast path: plain text up to '</' with no '&', made into a String in one copy.
        let (cursor, isASCII) = scanText(from: index)
        guard cursor < bytes.count else { throw .unterminated("<\(closing.name)>", location(start)) }
        if bytes[cursor] == UInt8(ascii: "<"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
            let slice = UnsafeBufferPointer(rebasing: bytes[textStart..<cursor])
            let text: String
            if isASCII {
                text = String(decoding: slice, as: UTF8.self)
            } else if let valid = UTF8Validation.string(slice) {
                text = valid
            } else {
                throw .invalidUTF8(location(firstInvalidUTF8(textStart, cursor)))
            }
            index = cursor
            try readClosingTagFast(closing)
            return text
        }
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        guard let text = scratch.withUnsafeBufferPointer({ UTF8Validation.string($0) }) else {
            throw .invalidUTF8(location(firstInvalidUTF8(textStart, index)))
        }
        try readClosingTag(closing)
        return text
    }

    /// The offset of the next `<` after `from` when it opens a closing tag, else `nil`
    /// (the text goes on with CDATA, a comment or an error, or does not end).
    func closingAfterEntities(from: Int) -> Int? {
        guard let base = bytes.baseAddress, from < bytes.count,
            let found = memchr(base + from, Int32(UInt8(ascii: "<")), bytes.count - from)
        else { return nil }
        let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/") ? offset : nil
    }

    /// Reads the raw bytes of an element's text (for `<data>`), decoding entities and CDATA.
    mutating func readRawText(closing: Element, start: Int) throws(PropertyListError) -> [UInt8] {
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        try readClosingTag(closing)
        return scratch
    }

    /// Reads the trimmed text of `<integer>`, `<real>` or `<date>`.
    mutating func readTrimmedText(_ tag: Tag) throws(PropertyListError) -> String {
        if tag.isEmpty { return "" }
        let text = try readText(closing: tag.element, start: tag.start)
        if let first = text.utf8.first, let last = text.utf8.last, !Self.isWhitespace(first), !Self.isWhitespace(last) {
            return text
        }
        let trimmed = text.utf8.drop(while: Self.isWhitespace)
        let end = trimmed.lastIndex(where: { !Self.isWhitespace($0) }).map { text.utf8.index(after: $0) }
        return String(decoding: trimmed[..<(end ?? trimmed.startIndex)], as: UTF8.self)
    }

    /// Appends text to `scratch` up to (not including) the next `</`.
    mutating func readTextSlow(closing: Element, start: Int) throws(PropertyListError) {
        while index < bytes.count {
            let (runEnd, _) = scanText(from: index)
            if runEnd > index {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                index = runEnd
                if index >= bytes.count { break }
            }
            if bytes[index] == UInt8(ascii: "&") {
                try readEntity()
            } else if startsWith("<![CDATA[", at: index) {
                let cdataStart = index
                guard let end = find("]]>", from: index + 9) else {
                    throw .unterminated("The <![CDATA[ section", location(cdataStart))
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index + 9)..<end]))
                index = end + 3
            } else if startsWith("<!--", at: index) {
                try skipComment()
            } else if isClosingTag() {
                return
            } else {
                let found = (try? readOpenTag()).map { "<\(name($0))>" } ?? "<"
                throw .unexpectedElement(found, expected: "text or </\(closing.name)>", location(index))
            }
        }
        throw .unterminated("<\(closing.name)>", location(start))
    }

    /// The character of `lt`, `gt`, `amp`, `quot` or `apos`, matched as bytes.
    static func namedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2:
            guard name[1] == UInt8(ascii: "t") else { return nil }
            if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
        case 3:
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "m"), name[2] == UInt8(ascii: "p") {
                return UInt8(ascii: "&")
            }
        case 4:
            if name[0] == UInt8(ascii: "q"), name[1] == UInt8(ascii: "u"), name[2] == UInt8(ascii: "o"),
                name[3] == UInt8(ascii: "t")
            {
                return UInt8(ascii: "\"")
            }
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "p"), name[2] == UInt8(ascii: "o"),
                name[3] == UInt8(ascii: "s")
            {
                return UInt8(ascii: "'")
            }
        default: break
        }
        return nil
    }

    /// Decodes `&name;` or `&#N;` / `&#xN;` at `index` into `scratch`.
    mutating func readEntity() throws(PropertyListError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            var stop = start + 1
            while stop < bytes.count, stop - start < 12,
                bytes[stop] == UInt8(ascii: "#") || bytes[stop].isHexDigitForReference || Self.isLetter(bytes[stop])
            {
                stop += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
        }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        if let character = Self.namedEntity(name) {
            scratch.append(character)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
            guard name.count >= 2, name[0] == UInt8(ascii: "#") else { throw .invalidEntity(text, location(start)) }
            let isHex = name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X")
            var number: UInt32 = 0
            var digits = 0
            for byte in name[(isHex ? 2 : 1)...] {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw .invalidEntity(text, location(start))
                }
                number = number &* (isHex ? 16 : 10) &+ digit
                digits += 1
                if number > 0x10FFFF { throw .invalidEntity(text, location(start)) }
            }
            guard digits > 0, number != 0, let scalar = Unicode.Scalar(number) else {
                throw .invalidEntity(text, location(start))
            }
            scratch.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        }
        index = end + 1
    }

    func firstInvalidUTF8(_ start: Int, _ end: Int) -> Int {
        UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]))
            .map { start + $0 } ?? start
    }

    // MARK: Scalars

    static func integer(_ text: String) -> Int64? {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var radix: UInt64 = 10
        if utf8.count > 2, utf8.first == UInt8(ascii: "0"),
            let x = utf8.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
        {
            radix = 16
            utf8 = utf8.dropFirst(2)
        }
        guard !utf8.isEmpty else { return nil }
        var magnitude: UInt64 = 0
        for byte in utf8 {
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66 where radix == 16: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46 where radix == 16: digit = UInt64(byte - 0x41 + 10)
            default: return nil
            }
            let (product, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = product.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return -Int64(magnitude)
        }
        // Hex integers written by Foundation for negative numbers use all 64 bits.
        if radix == 16 { return Int64(bitPattern: magnitude) }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= 0x30 && first <= 0x39)
        else { return nil }
        return Double(text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as a `Date`, computed without a calendar.
    static func date(_ text: String) -> Date? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == UInt8(ascii: "T"),
            utf8[13] == 0x3A, utf8[16] == 0x3A, utf8[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = utf8[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension UInt8 {
    fileprivate var isHexDigitForReference: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}

/// Turns byte offsets into 1-based lines and columns for a UTF-8 buffer, lazily.
///
/// Readers ask for positions in increasing order (each `<key>`, each error), so the
/// counter only scans forward from where it stopped: all lookups of one file cost one
/// pass over it, eight bytes at a time where a word holds no line end. Line ends are
/// `\n`, `\r\n` and a lone `\r`; a column counts Unicode scalars (UTF-8 lead bytes) from
/// the line start.

struct ReferenceLineCounter {
    private(set) var line = 1
    private var lineStart = 0
    private var scanned = 0
    /// Whether the buffer holds a carriage return anywhere (decided on first use); when it
    /// does not, line ends are found with `memchr` for `\n` alone.
    private var hasCarriageReturn: Bool?

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether any byte of `word` equals `byte` (the classic "has zero byte" test).
    @inline(__always)
    private static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highs != 0
    }

    /// The line and column of `offset` in `bytes`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let target = min(offset, bytes.count)
        if target < scanned {
            // Rare (an error pointing backwards): count again from the start.
            line = 1
            lineStart = 0
            scanned = 0
        }
        guard let base = bytes.baseAddress else { return (1, 1) }
        let raw = UnsafeRawPointer(base)
        if hasCarriageReturn == nil { hasCarriageReturn = memchr(base, 0x0D, bytes.count) != nil }
        var index = scanned
        if hasCarriageReturn == false {
            // Readers ask every few lines: short spans go word by word (a `memchr` call
            // costs more than it saves there), long ones through `memchr`.
            while index < target {
                if target - index >= 256 {
                    guard let found = memchr(base + index, 0x0A, target - index) else { break }
                    index = UnsafeRawPointer(found) - raw + 1
                    line += 1
                    lineStart = index
                    continue
                }
                if index + 8 <= target {
                    // The lowest byte the "has zero byte" test flags is exact: jump straight to it.
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let x = word ^ (Self.ones &* 0x0A)
                    let found = (x &- Self.ones) & ~x & Self.highs
                    if found == 0 {
                        index += 8
                        continue
                    }
                    index += found.trailingZeroBitCount / 8 + 1
                    line += 1
                    lineStart = index
                    continue
                }
                if base[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            index = target
        }
        while index < target {
            if index + 8 <= target {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !Self.contains(word, 0x0A) && !Self.contains(word, 0x0D) {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
            } else if byte == 0x0D {
                line += 1
                if index + 1 < bytes.count, base[index + 1] == 0x0A { index += 1 }
                lineStart = index + 1
            }
            index += 1
        }
        scanned = max(index, target)
        // Columns count lead bytes: all bytes minus continuation bytes (10xxxxxx).
        var continuation = 0
        var cursor = lineStart
        while cursor + 8 <= target {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            continuation += (word & ~(word << 1) & Self.highs).nonzeroBitCount
            cursor += 8
        }
        while cursor < target {
            if base[cursor] & 0xC0 == 0x80 { continuation += 1 }
            cursor += 1
        }
        return (line, max(1, target - lineStart - continuation + 1))
    }
}
