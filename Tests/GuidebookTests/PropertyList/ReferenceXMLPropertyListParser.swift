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
                    throw .limitExceeded(ReadingLimitError(.depth, maximum: maxDepth, at: self.location(tag.start)))
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
}
