import Foundation

/// Reads an XML property list from UTF-8 bytes into an ordered `PropertyListValue`.
///
/// A hand-written byte scanner: element names are matched as bytes, text without
/// entities becomes a `String` in one validating copy, and positions are only turned
/// into lines and columns where a location is kept (`<dict>`, `<key>`) or an error is thrown.
///
/// Two layers read the same grammar. Fast paths (`advanceInDictionary`, `advanceInArray`)
/// take the shapes content files are made of (whitespace, `<key>`, `<string>`, `<dict>`,
/// `<array>` and their closing tags, as exact literals) and keep the line counter current
/// as they pass line ends, so a key's location costs no second look at the bytes. At
/// anything else they stop where the general code (`advanceGeneral` and the readers it
/// calls) takes over, which gives the same values, locations and errors; the tests compare
/// both against the reader as it was before the fast paths.
package struct XMLPropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maxDepth: Int
    /// The string and item limits (depth is `maxDepth`), checked as text and values are read.
    var limits = ReadingLimits.default
    /// Array elements and dictionary entries read so far, against `limits.maximumItemCount`.
    var itemCount = 0
    var index = 0
    var lines = LineCounter()
    /// Scratch buffer for text with entities or CDATA.
    var scratch: [UInt8] = []
    /// Texts seen so far, so a repeated key or value shares one `String`.
    var interner = TextInterner()
    /// Short texts seen so far (keys), so a repeated one is not made again.
    var shortTexts = ShortTextCache()
    /// The `ShortTextCache` slot of the key `readTextCountingLines` just read, when it was
    /// ASCII and found by its bytes; -1 otherwise.
    var lastKeySlot = -1
    /// How many entries the last dictionary read had: the next one's likely size.
    var lastDictionaryCount = 8

    /// The file's number in `FileNameTable`, so kept locations need not hold `file`.
    let fileNumber: UInt32?

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
        fileNumber = FileNameTable.number(for: file)
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
        /// The line and column of a `<dict>` when the fast path already knows them (0 when
        /// not; plain integers keep the tag trivial to copy).
        var knownLine = 0
        var knownColumn = 0
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

    /// Throws unless a text of `length` UTF-8 bytes fits ``ReadingLimits/maximumStringLength``;
    /// `start` is the offset of its element's `<`, where the error points.
    @inline(__always)
    mutating func checkStringLength(_ length: Int, start: Int) throws(PropertyListError) {
        if let error = limits.exceeded(.stringLength, by: length, at: location(start)) { throw .limitExceeded(error) }
    }

    /// Counts one more array element or dictionary entry, which starts at `start`; past
    /// ``ReadingLimits/maximumItemCount`` reading stops there.
    @inline(__always)
    mutating func countItem(at start: Int) throws(PropertyListError) {
        itemCount += 1
        if let error = limits.exceeded(.itemCount, by: itemCount, at: location(start)) { throw .limitExceeded(error) }
    }

    /// The location kept on a `<dict>` or `<key>`, packed.
    mutating func packedLocation(_ offset: Int) -> PackedLocation {
        let (line, column) = lines.position(of: offset, in: bytes)
        return PackedLocation(file: file, fileNumber: fileNumber, line: line, column: column)
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
}
