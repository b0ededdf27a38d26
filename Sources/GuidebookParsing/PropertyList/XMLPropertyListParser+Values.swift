import Foundation

// Values: part of `XMLPropertyListParser` (see XMLPropertyListParser.swift).

extension XMLPropertyListParser {
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
                    throw .limitExceeded(ReadingLimitError(.depth, maximum: maxDepth, at: self.location(tag.start)))
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
                    // A dictionary's entries were counted at their keys.
                    if !stack[stack.count - 1].isDictionary { try countItem(at: next.start) }
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
                try countItem(at: keyStart)
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
                try countItem(at: keyStart)
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
                try countItem(at: valueStart)
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
            try checkStringLength(end - textStart, start: start)
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
        try countItem(at: keyStart)
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
}
