/// The search index file, format version 1: what `guidebook publish` writes beside each help
/// book so an app reads its index instead of building it.
///
/// Layout (integers little-endian, every array prefixed by its element count as a `UInt32`):
///
/// | bytes | content |
/// |---|---|
/// | 4 | signature `GBSI` |
/// | 4 | format version (1) |
/// | 8 | the book's fingerprint (`SearchIndexFingerprint`) |
/// | … | language (a string, empty for none), block fraction, displayed bodies (strings) |
/// | … | title tokens, body tokens (starts, offsets, lengths, terms, 16-bit terms) |
/// | … | terms, typo stems (strings), document frequencies, terms by UTF-8 order |
/// | … | stem groups (stem, members), deletion keys, deletion targets |
/// | … | impact starts, impact articles, impacts (`Float` bits) |
/// | 4 | `END.` |
///
/// A string array is its count, the end offset of each string, then the UTF-8 bytes.
/// Reading checks every count against the bytes left before it allocates, and
/// `SearchIndexFile.derive` checks every cross-reference before the index is used.
enum SearchIndexFile {
    static let signature: [UInt8] = Array("GBSI".utf8)
    static let endMark: [UInt8] = Array("END.".utf8)
    static let version = 1

    static func encode(_ parts: SearchIndexParts) -> [UInt8] {
        var writer = Writer()
        writer.bytes += signature
        writer.u32(UInt32(version))
        writer.u64(parts.fingerprint)
        writer.strings([parts.language ?? ""])
        writer.u32(UInt32(clamping: parts.blockFraction))
        writer.strings(parts.bodies)
        for tokens in [parts.titleTokens, parts.bodyTokens] {
            writer.u32s(tokens.tokenStarts)
            writer.u32s(tokens.tokenOffsets)
            writer.u16s(tokens.tokenLengths)
            writer.u32s(tokens.tokenTerms)
            writer.u16s(tokens.compactTokenTerms)
        }
        writer.strings(parts.terms)
        writer.strings(parts.typoStems)
        writer.u32s(parts.documentFrequency)
        writer.u32s(parts.sortedTerms)
        writer.strings(parts.groups.map(\.stem))
        writer.u32(UInt32(parts.groups.count))
        for group in parts.groups { writer.u32s(group.members) }
        writer.u64s(parts.deletionKeys)
        writer.u32s(parts.deletionTerms)
        writer.u32s(parts.impactStarts)
        writer.u32s(parts.impactDocuments)
        writer.u32s(parts.impacts.map(\.bitPattern))
        writer.bytes += endMark
        return writer.bytes
    }

    /// Reads the parts; throws for a file that is not an index, of another version, cut
    /// short or with bytes after its end. Cross-references are checked by `derive`.
    static func decode(_ bytes: UnsafeRawBufferPointer, file: String) throws(HelpSearchIndexFileError)
        -> SearchIndexParts
    {
        var reader = Reader(bytes: bytes, file: file)
        guard bytes.count >= 4, Array(bytes[0..<4]) == signature else { throw .notAnIndex(file: file) }
        reader.offset = 4
        let found = Int(try reader.u32())
        guard found == version else { throw .unsupportedVersion(file: file, found: found, supported: version) }
        let fingerprint = try reader.u64()
        let language = try reader.strings().first ?? ""
        let fraction = Int(try reader.u32())
        let bodies = try reader.strings()
        var tokens: [FieldTokens] = []
        for _ in 0..<2 {
            var field = FieldTokens()
            field.tokenStarts = try reader.u32s()
            field.tokenOffsets = try reader.u32s()
            field.tokenLengths = try reader.u16s()
            field.tokenTerms = try reader.u32s()
            field.compactTokenTerms = try reader.u16s()
            tokens.append(field)
        }
        let terms = try reader.strings()
        let typoStems = try reader.strings()
        let frequency = try reader.u32s()
        let sorted = try reader.u32s()
        let stems = try reader.strings()
        let groupCount = Int(try reader.u32())
        guard groupCount == stems.count else { throw reader.inconsistent("the stem groups do not match their stems") }
        var groups: [(stem: String, members: [UInt32])] = []
        for stem in stems { groups.append((stem, try reader.u32s())) }
        let keys = try reader.u64s()
        let keyTerms = try reader.u32s()
        let starts = try reader.u32s()
        let documents = try reader.u32s()
        let impacts = try reader.u32s().map(Float.init(bitPattern:))
        guard reader.offset + 4 <= bytes.count else { throw .truncated(file: file, byteOffset: bytes.count) }
        guard Array(bytes[reader.offset..<(reader.offset + 4)]) == endMark, reader.offset + 4 == bytes.count else {
            throw reader.inconsistent("the file does not end where its last part does")
        }
        return SearchIndexParts(
            fingerprint: fingerprint, language: language.isEmpty ? nil : language, bodies: bodies,
            titleTokens: tokens[0], bodyTokens: tokens[1], terms: terms, typoStems: typoStems,
            documentFrequency: frequency, sortedTerms: sorted, groups: groups, deletionKeys: keys,
            deletionTerms: keyTerms, impactStarts: starts, impactDocuments: documents, impacts: impacts,
            blockFraction: fraction)
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func u32(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        mutating func u64(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        mutating func u16s(_ values: [UInt16]) {
            u32(UInt32(values.count))
            for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        }
        mutating func u32s(_ values: [UInt32]) {
            u32(UInt32(values.count))
            for value in values { u32(value) }
        }
        mutating func u64s(_ values: [UInt64]) {
            u32(UInt32(values.count))
            for value in values { u64(value) }
        }
        mutating func strings(_ values: [String]) {
            u32(UInt32(values.count))
            var end: UInt32 = 0
            for value in values {
                end += UInt32(value.utf8.count)
                u32(end)
            }
            for value in values { bytes += value.utf8 }
        }
    }

    /// A bounds-checked cursor: every count is checked against the bytes left before
    /// anything is allocated for it.
    struct Reader {
        let bytes: UnsafeRawBufferPointer
        let file: String
        var offset = 0

        func inconsistent(_ part: String) -> HelpSearchIndexFileError {
            .inconsistent(file: file, part: part, byteOffset: offset)
        }

        private mutating func take(_ count: Int) throws(HelpSearchIndexFileError) -> Int {
            guard count >= 0, count <= bytes.count - offset else {
                throw .truncated(file: file, byteOffset: bytes.count)
            }
            defer { offset += count }
            return offset
        }

        mutating func u32() throws(HelpSearchIndexFileError) -> UInt32 {
            UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(4), as: UInt32.self))
        }

        mutating func u64() throws(HelpSearchIndexFileError) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: try take(8), as: UInt64.self))
        }

        mutating func u16s() throws(HelpSearchIndexFileError) -> [UInt16] { try array(of: UInt16.self) }
        mutating func u32s() throws(HelpSearchIndexFileError) -> [UInt32] { try array(of: UInt32.self) }
        mutating func u64s() throws(HelpSearchIndexFileError) -> [UInt64] { try array(of: UInt64.self) }

        /// A counted array of little-endian integers: one copy of the bytes on a
        /// little-endian machine (every platform Guidebook runs on), a swap per element elsewhere.
        private mutating func array<Element: FixedWidthInteger>(
            of: Element.Type
        ) throws(HelpSearchIndexFileError) -> [Element] {
            let count = Int(try u32())
            let size = MemoryLayout<Element>.size
            let start = try take(count * size)
            let source = UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count * size)])
            guard Element(1).littleEndian == Element(1) else {
                return (0..<count).map {
                    Element(littleEndian: source.loadUnaligned(fromByteOffset: size * $0, as: Element.self))
                }
            }
            return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: source)
                initialized = count
            }
        }

        mutating func strings() throws(HelpSearchIndexFileError) -> [String] {
            let count = Int(try u32())
            let endsStart = try take(count * 4)
            var strings: [String] = []
            strings.reserveCapacity(count)
            var previous = 0
            var ends: [Int] = []
            ends.reserveCapacity(count)
            for position in 0..<count {
                let end = Int(
                    UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: endsStart + 4 * position, as: UInt32.self))
                )
                guard end >= previous else { throw inconsistent("a string ends before the one before it") }
                ends.append(end)
                previous = end
            }
            let textStart = try take(previous)
            var start = 0
            for end in ends {
                let slice = UnsafeRawBufferPointer(rebasing: bytes[(textStart + start)..<(textStart + end)])
                strings.append(String(decoding: slice, as: UTF8.self))
                start = end
            }
            return strings
        }
    }
}
