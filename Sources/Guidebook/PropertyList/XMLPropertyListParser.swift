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
struct XMLPropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maxDepth: Int
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

    // MARK: Values

    /// An open `<dict>` or `<array>` whose children are being read. Containers are kept on
    /// an explicit stack, not the call stack, so depth costs heap, not thread stack.
    struct Frame {
        var isDictionary: Bool
        var start: Int
        var location: PackedLocation
        var values: [PropertyListValue] = []
        /// The dictionary being filled, for a `<dict>` with content (`nil` for arrays and
        /// empty dictionaries): its entries go straight into its storage.
        var dictionary: PropertyListDictionary?
        var pendingKey = ""
        var pendingKeyLocation = PackedLocation.none
        /// The `ShortTextCache` slot of the pending key when it is ASCII and was found by
        /// its bytes, else -1 (see `noteKey`).
        var pendingKeySlot = -1
        /// Whether the keys so far are known to differ: each was ASCII, found in the short
        /// text cache, and took a cache slot no earlier key of this dictionary took.
        var keysAreKnownDistinct = true
        /// The cache slots the keys so far took, 256 bits.
        var keySlots: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        /// Records the cache slot of a key (or -1). Keys in different slots have different
        /// bytes, and different ASCII bytes make different strings, so a dictionary whose
        /// keys all took distinct slots needs no duplicate check. A shared slot, or a key
        /// from elsewhere, only means the check is done.
        @inline(__always)
        mutating func noteKey(slot: Int) {
            guard keysAreKnownDistinct else { return }
            guard slot >= 0 else {
                keysAreKnownDistinct = false
                return
            }
            let bit = UInt64(1) << UInt64(slot & 63)
            let seen: UInt64
            switch slot >> 6 {
            case 0:
                seen = keySlots.0
                keySlots.0 |= bit
            case 1:
                seen = keySlots.1
                keySlots.1 |= bit
            case 2:
                seen = keySlots.2
                keySlots.2 |= bit
            default:
                seen = keySlots.3
                keySlots.3 |= bit
            }
            if seen & bit != 0 { keysAreKnownDistinct = false }
        }

        mutating func add(_ value: consuming PropertyListValue) {
            if isDictionary {
                noteKey(slot: pendingKeySlot)
                pendingKeySlot = -1
                dictionary?.appendReaderEntry(
                    PropertyListDictionary.Entry(key: pendingKey, value: value, packedLocation: pendingKeyLocation))
            } else {
                values.append(value)
            }
        }

        /// The finished container; the entries or values move into it.
        consuming func finish() -> PropertyListValue {
            guard isDictionary else { return .array(values) }
            guard let dictionary = dictionary.take() else {
                return .dictionary(PropertyListDictionary(readerCapacity: 0, location: location))
            }
            return .dictionary(dictionary.finishedByReader(keysAreDistinct: keysAreKnownDistinct))
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
                let location =
                    !isDictionary
                    ? .none
                    : tag.knownLine > 0
                        ? PackedLocation(
                            file: file, fileNumber: fileNumber, line: tag.knownLine, column: tag.knownColumn)
                        : packedLocation(tag.start)
                if depth + stack.count + 1 > maxDepth {
                    throw .depthExceeded(limit: maxDepth, self.location(tag.start))
                }
                // Content dictionaries are small, and rows of a list tend to have the same
                // keys: room for as many entries as the last dictionary had (at least 4),
                // one allocation of the right size instead of growing 1, 2, 4, 8.
                let dictionary =
                    isDictionary && !tag.isEmpty
                    ? PropertyListDictionary(readerCapacity: max(lastDictionaryCount, 4), location: location) : nil
                let frame = Frame(
                    isDictionary: isDictionary, start: tag.start, location: location, dictionary: dictionary)
                if tag.isEmpty {
                    produced = frame.finish()
                } else {
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
                    if stack[stack.count - 1].isDictionary {
                        lastDictionaryCount = stack[stack.count - 1].dictionary?.count ?? 0
                    }
                    produced = stack.removeLast().finish()
                    continue
                }
                break
            }
        }
    }

    /// Moves past whitespace and comments inside an open container to its next child or its end.
    mutating func advance(_ frame: inout Frame) throws(PropertyListError) -> Step {
        if frame.isDictionary {
            if let step = try advanceInDictionary(&frame) { return step }
        } else if let step = try advanceInArray(&frame) {
            return step
        }
        return try advanceGeneral(&frame)
    }

    /// The dictionary fast path: reads `<key>…</key>` `<string>…</string>` pairs (the shape
    /// nearly every entry of a content file has) straight into the frame, keeping the line
    /// counter up to date on the way instead of having it scan the bytes again.
    ///
    /// Behaves exactly as `advanceGeneral`: it takes only what that would read the same way
    /// (whitespace, then the literal `<key>`, then whitespace, then the literal `<string>`)
    /// and calls the same general readers for the text; anything else (comments, `<key/>`,
    /// other values, the closing tag, errors) is left to the general code from where it
    /// stops: `nil` before a key, the general after-key steps once a key is read.
    mutating func advanceInDictionary(_ frame: inout Frame) throws(PropertyListError) -> Step? {
        guard bytes.baseAddress != nil else { return nil }
        while true {
            skipWhitespaceCountingLines()
            guard startsWith("<key>", at: index) else {
                if startsWith("</dict>", at: index) {
                    index += 7
                    lines.skipPlain(to: index)
                    return .closed
                }
                return nil
            }
            let keyStart = index
            // The counter stands at `keyStart` (whitespace skipping kept it there).
            // Line and column now; packed where used (a location is not copied and freed).
            let keyLine = lines.line
            let keyColumn = lines.column(at: keyStart)
            index += 5
            lastKeySlot = -1
            let key = try readTextCountingLines(closing: .key, start: keyStart)
            let keySlot = lastKeySlot
            skipWhitespaceCountingLines()
            if startsWith("<string>", at: index) {
                let valueStart = index
                index += 8
                let value = try readTextCountingLines(closing: .string, start: valueStart)
                frame.noteKey(slot: keySlot)
                frame.dictionary?.appendReaderEntry(
                    PropertyListDictionary.Entry(
                        key: consume key, value: .string(consume value),
                        packedLocation: PackedLocation(
                            file: file, fileNumber: fileNumber, line: keyLine, column: keyColumn)))
                continue
            }
            let keyLocation = PackedLocation(file: file, fileNumber: fileNumber, line: keyLine, column: keyColumn)
            if let tag = readContainerTagCountingLines() {
                frame.pendingKey = key
                frame.pendingKeyLocation = keyLocation
                frame.pendingKeySlot = keySlot
                return .child(tag)
            }
            let step = try afterKey(&frame, key: key, keyStart: keyStart, keyLocation: keyLocation)
            frame.pendingKeySlot = keySlot
            return step
        }
    }

    /// The array fast path, as `advanceInDictionary`: `<string>` elements are read straight
    /// into the frame, `<dict>` and `<array>` children and `</array>` are taken as literals;
    /// `nil` (for the general code) at anything else.
    mutating func advanceInArray(_ frame: inout Frame) throws(PropertyListError) -> Step? {
        guard bytes.baseAddress != nil else { return nil }
        while true {
            skipWhitespaceCountingLines()
            if startsWith("<string>", at: index) {
                let valueStart = index
                index += 8
                frame.values.append(.string(try readTextCountingLines(closing: .string, start: valueStart)))
                continue
            }
            if let tag = readContainerTagCountingLines() { return .child(tag) }
            if startsWith("</array>", at: index) {
                index += 8
                lines.skipPlain(to: index)
                return .closed
            }
            return nil
        }
    }

    /// Reads a literal `<dict>` or `<array>` at `index`, where the line counter stands, with
    /// the dictionary's location taken from the counter before moving it past the tag.
    @inline(__always)
    mutating func readContainerTagCountingLines() -> Tag? {
        let start = index
        if startsWith("<dict>", at: start) {
            let line = lines.line
            let column = lines.column(at: start)
            index += 6
            lines.skipPlain(to: index)
            return Tag(
                element: .dict, isEmpty: false, start: start, nameEnd: start + 5, knownLine: line, knownColumn: column)
        }
        if startsWith("<array>", at: start) {
            index += 7
            lines.skipPlain(to: index)
            return Tag(element: .array, isEmpty: false, start: start, nameEnd: start + 6)
        }
        return nil
    }

    /// Skips whitespace from `index`, counting the line ends passed into `lines`.
    @inline(__always)
    mutating func skipWhitespaceCountingLines() {
        if lines.scanned != index { lines.advance(to: index, in: bytes) }
        // Whitespace between tags is short ("\n\t"): byte by byte.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 {
                index += 1
            } else if byte == 0x0A {
                index += 1
                lines.startLine(at: index)
            } else if byte == 0x0D {
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                lines.startLine(at: index)
            } else {
                break
            }
        }
        lines.skipPlain(to: index)
    }

    /// Reads an element's text at `index` up to its closing tag, as `readText` does, and
    /// moves the line counter past it. Text up to `</key>` or `</string>` with no entity
    /// is made in one copy here (plain ASCII without line ends, the common case, needs no
    /// second look at its bytes); anything else goes through `readText`.
    @inline(__always)
    mutating func readTextCountingLines(closing: Element, start: Int) throws(PropertyListError) -> String {
        let textStart = index
        let run = ByteScan.markupText(in: bytes, from: textStart)
        let end = run.end
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "<"), bytes[end + 1] == UInt8(ascii: "/"),
            closing == .key ? startsWith("</key>", at: end) : startsWith("</string>", at: end)
        {
            var found: String?
            if closing == .key, let key = ShortTextCache.key(bytes, textStart, end) {
                // Keys repeat on every row: made once, then found by their bytes.
                found = shortTexts.text(for: key)
                if found == nil {
                    found = makeText(textStart, end, isASCII: run.isASCII)
                    if let text = found { shortTexts.insert(text, for: key) }
                }
                if run.isASCII { lastKeySlot = key.slot }
            } else {
                let interns = TextInterner.accepts(length: end - textStart) && interner.shouldLookUpPlainText()
                let hash = interns ? TextInterner.hash(bytes, textStart, end) : 0
                found = interns ? interner.text(bytes, textStart, end, hash: hash) : nil
                if interns { interner.notePlainLookup(found: found != nil) }
                if found == nil {
                    found = makeText(textStart, end, isASCII: run.isASCII)
                    if interns, let text = found { interner.insert(text, start: textStart, end: end, hash: hash) }
                }
            }
            // Invalid UTF-8 falls through: `readText` reports it.
            if let text = found {
                index = end + (closing == .key ? 6 : 9)
                if run.isPlain { lines.skipPlain(to: index) } else { lines.advance(to: index, in: bytes) }
                return text
            }
        }
        // The plain text before an entity needs no second look either.
        if run.isPlain, lines.scanned == start { lines.skipPlain(to: end) }
        // Text with entities that was read before (the same raw bytes up to the closing
        // tag) is found in the interner, as `readText` would find it.
        if end < bytes.count, bytes[end] == UInt8(ascii: "&"), let plainEnd = closingAfterEntities(from: end),
            TextInterner.accepts(length: plainEnd - textStart),
            closing == .key ? startsWith("</key>", at: plainEnd) : startsWith("</string>", at: plainEnd),
            let text = interner.text(
                bytes, textStart, plainEnd, hash: TextInterner.hash(bytes, textStart, plainEnd))
        {
            index = plainEnd + (closing == .key ? 6 : 9)
            lines.advance(to: index, in: bytes)
            return text
        }
        let text = try readText(closing: closing, start: start)
        lines.advance(to: index, in: bytes)
        return text
    }

    /// The text of `bytes[start..<end]`, or `nil` when it is not valid UTF-8.
    @inline(__always)
    func makeText(_ start: Int, _ end: Int, isASCII: Bool) -> String? {
        let slice = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return isASCII ? String(decoding: slice, as: UTF8.self) : UTF8Validation.string(slice)
    }

    /// The steps of `advanceGeneral` after a key was read: the value's opening tag.
    mutating func afterKey(
        _ frame: inout Frame, key: String, keyStart: Int, keyLocation: PackedLocation
    ) throws(PropertyListError) -> Step {
        try skipMisc()
        guard index < bytes.count else { throw .unterminated("<dict>", location(frame.start)) }
        if bytes[index] != UInt8(ascii: "<") { throw unexpectedText() }
        if isClosingTag() { throw .missingValue(key: key, location(keyStart)) }
        frame.pendingKey = key
        frame.pendingKeyLocation = keyLocation
        return .child(try readOpenTag())
    }

    /// `advance` for any container, byte by byte through the general readers.
    mutating func advanceGeneral(_ frame: inout Frame) throws(PropertyListError) -> Step {
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
        return try afterKey(&frame, key: key, keyStart: keyTag.start, keyLocation: keyLocation)
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
        guard let end = Self.doctypeEnd(in: bytes, from: index) else {
            throw .unterminated("The <!DOCTYPE declaration", location(index))
        }
        index = end
    }

    /// The offset just past the `>` that ends the `<!DOCTYPE` at `start`: the first `>` outside
    /// quotes and outside an internal subset (`[…]`), or `nil` when the declaration does not end.
    /// Shared with the legacy help-list scanner, which must skip exactly what this reader skips.
    static func doctypeEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
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
    static func find(_ literal: StaticString, in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int? {
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

    // MARK: Text

    /// The offset of the first `<` or `&` at or after `from`, or `bytes.count`; also
    /// whether every byte passed over was ASCII. Scans eight bytes at a time.
    @inline(__always)
    func scanText(from: Int) -> (end: Int, isASCII: Bool) {
        ByteScan.firstOf(UInt8(ascii: "<"), UInt8(ascii: "&"), in: bytes, from: from)
    }

    /// Reads character data up to `</closing>`, decoding entities and CDATA, as a String.
    mutating func readText(closing: Element, start: Int) throws(PropertyListError) -> String {
        let textStart = index
        // Fast path: plain text up to '</' with no '&', made into a String in one copy.
        let (cursor, isASCII) = scanText(from: index)
        guard cursor < bytes.count else { throw .unterminated("<\(closing.name)>", location(start)) }
        if bytes[cursor] == UInt8(ascii: "<"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
            let interns = TextInterner.accepts(length: cursor - textStart) && interner.shouldLookUpPlainText()
            let hash = interns ? TextInterner.hash(bytes, textStart, cursor) : 0
            let found = interns ? interner.text(bytes, textStart, cursor, hash: hash) : nil
            if interns { interner.notePlainLookup(found: found != nil) }
            if let text = found {
                index = cursor
                try readClosingTagFast(closing)
                return text
            }
            let slice = UnsafeBufferPointer(rebasing: bytes[textStart..<cursor])
            let text: String
            if isASCII {
                text = String(decoding: slice, as: UTF8.self)
            } else if let valid = UTF8Validation.string(slice) {
                text = valid
            } else {
                throw .invalidUTF8(location(firstInvalidUTF8(textStart, cursor)))
            }
            if interns { interner.insert(text, start: textStart, end: cursor, hash: hash) }
            index = cursor
            try readClosingTagFast(closing)
            return text
        }
        // Equal raw bytes (entities, CDATA and all) decode to equal text: when the text
        // ends at the next '<' (no CDATA or comment in it), a repeat skips the decoding.
        if bytes[cursor] == UInt8(ascii: "&"), let plainEnd = closingAfterEntities(from: cursor),
            TextInterner.accepts(length: plainEnd - textStart)
        {
            let hash = TextInterner.hash(bytes, textStart, plainEnd)
            if let text = interner.text(bytes, textStart, plainEnd, hash: hash) {
                index = plainEnd
                try readClosingTagFast(closing)
                return text
            }
        }
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        let interns = TextInterner.accepts(length: index - textStart)
        let hash = interns ? TextInterner.hash(bytes, textStart, index) : 0
        if interns, let text = interner.text(bytes, textStart, index, hash: hash) {
            try readClosingTag(closing)
            return text
        }
        guard let text = scratch.withUnsafeBufferPointer({ UTF8Validation.string($0) }) else {
            throw .invalidUTF8(location(firstInvalidUTF8(textStart, index)))
        }
        if interns { interner.insert(text, start: textStart, end: index, hash: hash) }
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

    /// Appends the UTF-8 of the entity or character reference named `name` (what stands
    /// between `&` and `;`: `amp`, `#38`, `#x26`) to `scratch`; `false`, appending nothing,
    /// when it is not one. Shared with the legacy help-list scanner, which must decode
    /// exactly what this reader decodes.
    static func decodeEntity(_ name: UnsafeBufferPointer<UInt8>, into scratch: inout [UInt8]) -> Bool {
        if let character = namedEntity(name) {
            scratch.append(character)
            return true
        }
        guard name.count >= 2, name[0] == UInt8(ascii: "#") else { return false }
        let isHex = name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X")
        var number: UInt32 = 0
        var digits = 0
        for byte in name[(isHex ? 2 : 1)...] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return false
            }
            number = number &* (isHex ? 16 : 10) &+ digit
            digits += 1
            if number > 0x10FFFF { return false }
        }
        guard digits > 0, number != 0, let scalar = Unicode.Scalar(number) else { return false }
        UTF8.encode(scalar) { scratch.append($0) }
        return true
    }

    /// Decodes `&name;` or `&#N;` / `&#xN;` at `index` into `scratch`.
    mutating func readEntity() throws(PropertyListError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            var stop = start + 1
            while stop < bytes.count, stop - start < 12,
                bytes[stop] == UInt8(ascii: "#") || bytes[stop].isHexDigit || Self.isLetter(bytes[stop])
            {
                stop += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
        }
        guard Self.decodeEntity(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), into: &scratch) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
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
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
