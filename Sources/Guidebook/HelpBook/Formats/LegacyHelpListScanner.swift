import Foundation

/// Reads the common shape of a legacy `HelpList.plist` straight from its XML bytes into a
/// document, without building a property-list tree first; hands everything else back.
///
/// The general path reads the bytes into a `PropertyListValue` tree (`PropertyListReader`) and
/// turns the tree into a book (`LegacyHelpListDecoder`). For the shape nearly every legacy file
/// has, this scanner builds the same document in one pass over the bytes:
///
/// - an optional UTF-8 byte-order mark; whitespace, `<?…?>`, `<!DOCTYPE …>` and comments
///   wherever the general reader skips them;
/// - `<plist …>` holding `<array>`, whose elements are `<dict>`s;
/// - in each dictionary `<key>`s whose values are `<string>…</string>` or `<string/>`, one key `Title`;
/// - text that is valid UTF-8, with the five named entities and `&#…;` references.
///
/// Anything else — a value that is a dictionary, array, number or date, CDATA, a comment inside
/// text, a tag written another way (`<key >`, `</string >`), a duplicate key, a section without
/// `Title`, a binary or UTF-16 file, any error at all — makes ``read(_:file:)`` return `nil`, and
/// the caller reads the file the general way. So the scanner only has to agree with the general
/// path on input that path reads without error, and there it builds the same sections, items,
/// ids, locations and diagnostics (checked by `LegacyHelpListScannerTests`, which compares the
/// two paths on generated, example and corpus files). Each step below names the general
/// reader's step it mirrors.
///
/// Memory safety: every byte read is `base[i]` with `i < count` checked just before; `memchr`
/// and `memcmp` get ranges inside `0..<count`; a text's 16-byte vector loads lie inside the
/// text (`cursor + 16 <= to`), the last one ending at `to` and starting at `to - 16 >= 0`; item
/// and id buffers are allocated here with the room their writers need (noted at each).
///
/// `package`, not internal, so that the tests, the fuzz target and the benchmark can hold it
/// against the general path without a wrapper for them in the library.
package struct LegacyHelpListScanner {
    /// The input left the common shape, or holds an error: read it the general way.
    struct Fallback: Error {}

    let base: UnsafePointer<UInt8>
    let count: Int
    let file: String
    let limits: ReadingLimits
    var index = 0
    /// Array elements and dictionary entries so far, counted as the general reader counts them
    /// against `ReadingLimits.maximumItemCount` (every section, and every entry of one).
    var valueCount = 0

    // Lines and columns, counted as the scan passes every line end (in whitespace between
    // elements, in texts, in skipped comments and declarations): `line` is the line of
    // `index`, which starts at `lineStart`, and `column` is the column of `columnOffset`, a
    // place on that line at or before `index`. The rules are `LineCounter`'s: line ends are
    // `\n`, `\r\n` and a lone `\r`; a column counts Unicode scalars (bytes that are not UTF-8
    // continuation bytes) from the line's start.
    var line = 1
    var lineStart = 0
    var columnOffset = 0
    var column = 1
    /// A text whose last line end sets `lineStart`, found only when a location on that line
    /// is asked for (the next line end, usually right after the text, makes it moot).
    var lineStartIsAfterLastLineEndIn: Range<Int>?

    var sections: [HelpSection] = []
    var diagnostics: [Diagnostic] = []
    var sectionIDs = HelpIdentifier.Allocator()
    var itemCount = 0
    /// The previous section's row count: the next section's items are reserved at that size
    /// (sections of a file are usually alike), so most sections are built in an array of
    /// the exact size without growing it.
    var rowHint = 16
    /// Text with entities, decoded.
    var scratch: [UInt8] = []
    /// For each item of the section being read, where its key's text starts when it is ASCII without entities, else -1.
    var pendingKeys: [Int] = []
    /// A section's item ids by hash, to find equal ids (see `assignIDs`).
    var idSlots: [IDSlot] = []

    struct IDSlot {
        /// 0 for an empty slot.
        var hash: UInt64
        var item: Int
    }

    private init(base: UnsafePointer<UInt8>, count: Int, file: String, limits: ReadingLimits) {
        self.base = base
        self.count = count
        self.file = file
        self.limits = limits
    }

    /// The document in `data`, or `nil` when `data` is not in the common legacy shape (or is
    /// not a valid file at all): then the general path gives the result or the error.
    ///
    /// The `ReadingLimits` are the general reader's: a text longer than the longest string, or
    /// a value past the item count, is handed back where it is met, and the general path stops
    /// there with the limit's error. (A text's bytes as written are never fewer than decoded,
    /// so one the scanner keeps is one the general reader keeps too.)
    ///
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String, limits: ReadingLimits = .default) -> HelpBookDocument? {
        data.withUnsafeBytes { raw -> HelpBookDocument? in
            guard raw.count > 0, let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var scanner = LegacyHelpListScanner(base: base, count: raw.count, file: file, limits: limits)
            do {
                return try scanner.readDocument()
            } catch {
                return nil
            }
        }
    }

    // MARK: Document

    /// `XMLPropertyListParser.parseDocument`, for a `<plist>` holding an `<array>` of `<dict>`s.
    mutating func readDocument() throws(Fallback) -> HelpBookDocument {
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        try skipMisc()
        try expectPlistOpenTag()
        try skipMisc()
        try expect("<array>")
        while true {
            try skipMisc()
            if startsWith("</array>") {
                index += 8
                break
            }
            let sectionLocation = location()
            try expect("<dict>")
            try countValue()
            try readSection(location: sectionLocation)
        }
        try skipMisc()
        try expect("</plist>")
        try skipMisc()
        guard index == count else { throw Fallback() }
        return HelpBookDocument(
            book: HelpBook(sections: sections), format: .legacy, diagnostics: diagnostics, file: file)
    }

    /// `<plist>` or `<plist attributes…>` (not `<plist/>`), as `readOpenTag` reads it: the name
    /// ends at `>`, `/` or whitespace, and quoted attribute values may hold `>`.
    mutating func expectPlistOpenTag() throws(Fallback) {
        guard startsWith("<plist"), index + 6 < count else { throw Fallback() }
        let next = base[index + 6]
        guard next == UInt8(ascii: ">") || Self.isWhitespace(next) else { throw Fallback() }
        let start = index
        index += 6
        var quote: UInt8 = 0
        while index < count {
            let byte = base[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                // `<plist …/>` is empty: an error there.
                guard base[index - 1] != UInt8(ascii: "/") else { throw Fallback() }
                index += 1
                countLineEnds(from: start, to: index)
                return
            }
            index += 1
        }
        throw Fallback()
    }

    // MARK: Sections and items

    /// One section, from after its `<dict>` to after its `</dict>`: what the general reader's
    /// dictionary frame collects and `LegacyHelpListDecoder.decode` makes of it.
    mutating func readSection(location: SourceLocation) throws(Fallback) {
        var title: String?
        var keysAreASCII = true
        var items: [HelpItem] = []
        items.reserveCapacity(rowHint)
        while true {
            try skipMisc()
            if startsWith("</dict>") {
                index += 7
                break
            }
            let keyLocation = self.location()
            try expect("<key>")
            try countValue()
            let keyTextStart = index
            let (key, keyIsASCII) = try readText(closing: .key)
            try skipMisc()
            let value: String
            if startsWith("<string>") {
                index += 8
                value = try readText(closing: .string).text
            } else {
                try expect("<string/>")
                value = ""
            }
            if LegacyHelpListDecoder.isTitleKey(key) {
                // A second `Title` replaces the first one's value in the general reader.
                guard title == nil else { throw Fallback() }
                title = value
            } else {
                keysAreASCII = keysAreASCII && keyIsASCII
                itemCount += 1
                guard itemCount <= limits.maximumHelpItemCount else { throw Fallback() }
                // An ASCII key without entities is its bytes: its id is derived from them.
                pendingKeys.append(keyIsASCII ? keyTextStart : -1)
                items.append(HelpItem(row: key, text: value, location: keyLocation))
            }
        }
        guard let title else { throw Fallback() }
        let sectionID = sectionIDs.unique(HelpIdentifier.slug(title))
        rowHint = items.count
        try items.withUnsafeMutableBufferPointer { (buffer) throws(Fallback) in
            try assignIDs(buffer, sectionID: sectionID, sectionTitle: title, keysAreASCII: keysAreASCII)
        }
        pendingKeys.removeAll(keepingCapacity: true)
        sections.append(HelpSection(id: sectionID, title: title, items: items, location: location))
    }

    /// Gives a section's items their ids and reports rows named like a header, in file order.
    ///
    /// The general decoder takes each id from one `HelpIdentifier.Allocator` for the whole book.
    /// An item id is its section's id (unique, and without `/`) + `/` + a slug (no `/`
    /// either), and numbered ids (`-2`) extend an id of the same section, so ids of different
    /// sections never meet: an allocator per section gives the same ids. And while a section's
    /// derived ids are all distinct, the allocator returns each unchanged. So the ids are only
    /// hashed here (cheaply, into `idSlots`), and the allocator runs only for a section where
    /// two derived ids are equal.
    ///
    /// Equal ids are also how duplicate keys show (equal titles derive equal ids), which the
    /// general reader merges; such a section is handed back. Non-ASCII titles that `String`
    /// equality finds equal (canonically equivalent) are looked for in a set.
    mutating func assignIDs(
        _ items: UnsafeMutableBufferPointer<HelpItem>, sectionID: String, sectionTitle: String, keysAreASCII: Bool
    ) throws(Fallback) {
        let capacity = max(16, (items.count * 2).nextPowerOfTwo)
        if idSlots.count < capacity {
            idSlots = Array(repeating: IDSlot(hash: 0, item: 0), count: capacity)
        } else {
            for slot in 0..<capacity { idSlots[slot].hash = 0 }
        }
        var prefix = sectionID
        let hasEqualIDs = prefix.withUTF8 { prefixBytes in
            // `prefix/`, then room for a slug (`HelpIdentifier.writeSlug`'s bound).
            let slugStart = prefixBytes.count + 1
            let idBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: slugStart + HelpIdentifier.maximumSlugLength)
            defer { idBytes.deallocate() }
            if let prefixBase = prefixBytes.baseAddress {
                idBytes.update(from: prefixBase, count: prefixBytes.count)
            }
            idBytes[prefixBytes.count] = UInt8(ascii: "/")
            var hasEqualIDs = false
            for item in items.indices {
                if LegacyHelpListDecoder.looksLikeTitle(items[item].title) {
                    diagnostics.append(
                        LegacyHelpListDecoder.titleRowDiagnostic(
                            items[item].title,
                            at: items[item].location ?? SourceLocation(file: file, line: 1, column: 1),
                            inSection: sectionTitle))
                }
                let id: String
                let hash: UInt64
                let keyStart = pendingKeys[item]
                if keyStart >= 0 {
                    // The bytes `derivedID(parentID:title:)` writes for an ASCII title.
                    let title = UnsafeBufferPointer(start: base + keyStart, count: items[item].title.utf8.count)
                    let length = HelpIdentifier.writeSlug(of: title, into: idBytes, at: slugStart)
                    // The slug alone is hashed: every id of the section starts with the same prefix.
                    hash = Self.hash(UnsafeBufferPointer(start: idBytes + slugStart, count: length - slugStart))
                    id = String(decoding: UnsafeBufferPointer(start: idBytes, count: length), as: UTF8.self)
                } else {
                    id = HelpIdentifier.derivedID(parentID: sectionID, title: items[item].title)
                    var bytes = id
                    hash = bytes.withUTF8 { Self.hash(UnsafeBufferPointer(rebasing: $0[slugStart...])) }
                }
                if !hasEqualIDs { hasEqualIDs = !insertID(id, hash: hash, item: item, in: items) }
                items[item].id = id
            }
            return hasEqualIDs
        }
        if hasEqualIDs || !keysAreASCII {
            var titles = Set<String>(minimumCapacity: items.count)
            for item in items.indices {
                guard titles.insert(items[item].title).inserted else { throw Fallback() }
            }
        }
        if hasEqualIDs {
            var allocator = HelpIdentifier.Allocator()
            allocator.taken.reserveCapacity(items.count)
            for item in items.indices {
                items[item].id = allocator.unique(items[item].id)
            }
        }
    }

    /// Enters `id` (of `items[item]`) in `idSlots`; `false` when an earlier item has the same id.
    @inline(__always)
    mutating func insertID(
        _ id: String, hash: UInt64, item: Int, in items: UnsafeMutableBufferPointer<HelpItem>
    ) -> Bool {
        let mask = max(16, (items.count * 2).nextPowerOfTwo) - 1
        var slot = Int(truncatingIfNeeded: hash >> 7) & mask
        while idSlots[slot].hash != 0 {
            if idSlots[slot].hash == hash, items[idSlots[slot].item].id == id { return false }
            slot = (slot + 1) & mask
        }
        idSlots[slot] = IDSlot(hash: hash, item: item)
        return true
    }

    /// A hash of an id's bytes, never 0.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        guard let start = bytes.baseAddress else { return hash | 1 }
        let raw = UnsafeRawPointer(start)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return (hash ^ hash >> 29) | 1
    }

    /// One more array element or dictionary entry; past the limit the general path reports it.
    @inline(__always)
    mutating func countValue() throws(Fallback) {
        valueCount += 1
        guard valueCount <= limits.maximumItemCount else { throw Fallback() }
    }

    // MARK: Markup

    /// Whether `literal` stands at `index`.
    @inline(__always)
    func startsWith(_ literal: StaticString) -> Bool {
        startsWith(literal, at: index)
    }

    @inline(__always)
    func startsWith(_ literal: StaticString, at offset: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        return offset + length <= count && memcmp(base + offset, literal.utf8Start, length) == 0
    }

    /// Passes `literal` at `index`, or hands the input back.
    @inline(__always)
    mutating func expect(_ literal: StaticString) throws(Fallback) {
        guard startsWith(literal) else { throw Fallback() }
        index += literal.utf8CodeUnitCount
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
    }

    /// Skips whitespace, comments, `<?…?>` and `<!DOCTYPE …>`: `XMLPropertyListParser.skipMisc`,
    /// counting the line ends passed.
    mutating func skipMisc() throws(Fallback) {
        while true {
            while index < count {
                let byte = base[index]
                if byte == 0x20 || byte == 0x09 {
                    index += 1
                } else if byte == 0x0A || byte == 0x0D {
                    index += 1
                    // `\r\n` is one line end.
                    if byte == 0x0D, index < count, base[index] == 0x0A { index += 1 }
                    startLine(at: index)
                } else {
                    break
                }
            }
            guard index + 1 < count, base[index] == UInt8(ascii: "<") else { return }
            let start = index
            let next = base[index + 1]
            if next == UInt8(ascii: "?") {
                guard let end = find("?>", from: index + 2) else { throw Fallback() }
                index = end + 2
            } else if next == UInt8(ascii: "!") {
                if startsWith("<!--") {
                    guard let end = find("-->", from: index + 4) else { throw Fallback() }
                    index = end + 3
                } else if startsWith("<!DOCTYPE") {
                    try skipDoctype()
                } else {
                    return
                }
            } else {
                return
            }
            countLineEnds(from: start, to: index)
        }
    }

    /// `XMLPropertyListParser.skipDoctype`: to the `>` outside quotes and an internal subset.
    mutating func skipDoctype() throws(Fallback) {
        guard
            let end = XMLPropertyListParser.doctypeEnd(in: UnsafeBufferPointer(start: base, count: count), from: index)
        else { throw Fallback() }
        index = end
    }

    /// The first offset at or after `offset` where `literal` stands.
    func find(_ literal: StaticString, from offset: Int) -> Int? {
        XMLPropertyListParser.find(literal, in: UnsafeBufferPointer(start: base, count: count), from: offset)
    }

    // MARK: Locations

    /// The location of `index` (every line end before it is counted).
    mutating func location() -> SourceLocation {
        if let text = lineStartIsAfterLastLineEndIn.take() {
            // The text holds a `\n` (and no `\r`: those texts are counted byte by byte).
            var last = text.upperBound - 1
            while base[last] != 0x0A { last -= 1 }
            moveLineStart(to: last + 1)
        }
        column += Self.scalarCount(base, from: columnOffset, to: index)
        columnOffset = index
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Notes that a line starts at `offset` (the line end before it is counted).
    @inline(__always)
    mutating func startLine(at offset: Int) {
        line += 1
        moveLineStart(to: offset)
    }

    /// Notes that the current line starts at `offset`.
    @inline(__always)
    mutating func moveLineStart(to offset: Int) {
        lineStart = offset
        columnOffset = offset
        column = 1
        lineStartIsAfterLastLineEndIn = nil
    }

    /// Counts the line ends in `from..<to`, which ends at a `<` or just after a `>` (so never
    /// between a `\r` and its `\n`).
    mutating func countLineEnds(from: Int, to: Int) {
        var cursor = from
        while cursor < to {
            let byte = base[cursor]
            cursor += 1
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, cursor < to, base[cursor] == 0x0A { cursor += 1 }
                startLine(at: cursor)
            }
        }
    }

    /// The bytes in `from..<to` that start a Unicode scalar (all but UTF-8 continuation bytes).
    @inline(__always)
    static func scalarCount(_ base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        var continuation = 0
        var cursor = from
        let raw = UnsafeRawPointer(base)
        let highs: UInt64 = 0x8080_8080_8080_8080
        while cursor + 8 <= to {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            continuation += (word & ~(word << 1) & highs).nonzeroBitCount
            cursor += 8
        }
        while cursor < to {
            if base[cursor] & 0xC0 == 0x80 { continuation += 1 }
            cursor += 1
        }
        return to - from - continuation
    }
}

extension Int {
    /// The smallest power of two at least `self` (1 for 0 and below).
    fileprivate var nextPowerOfTwo: Int {
        self <= 1 ? 1 : 1 << (Int.bitWidth - (self - 1).leadingZeroBitCount)
    }
}
