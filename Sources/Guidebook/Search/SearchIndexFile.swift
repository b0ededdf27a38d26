/// The search index file, format version 5: what `guidebook publish` writes beside each help
/// book so an app reads its index instead of building it.
///
/// Layout (integers little-endian, every array prefixed by its element count as a `UInt32`):
///
/// | bytes | content |
/// |---|---|
/// | 4 | signature `GBSI` |
/// | 4 | format version (5) |
/// | 8 | the book's fingerprint (`SearchIndexFingerprint`) |
/// | … | language (a string, empty for none), block fraction |
/// | … | title tokens, body tokens (starts, lengths, offset runs, offsets as gaps, terms) |
/// | … | body block starts (per article where its starts begin, then each body's blocks' displayed starts) |
/// | … | body block sources (per article where they begin, then per block of a body read lazily where its text lies as shown, and its length) |
/// | … | terms, typo stems (strings), document frequencies, terms by UTF-8 order |
/// | … | stem groups (stem, members), deletion key buckets (counts, zero runs), keys (`UInt16`), targets |
/// | … | impact starts, impact articles, field lengths per article, impact codes (`ImpactCodes`) |
/// | 4 | `END.` |
///
/// A string array is its count, the end offset of each string, then the UTF-8 bytes. A
/// narrow array (token lengths and terms, stem group members, deletion targets, impact
/// articles, field lengths) is its count, the byte width of its elements (1, 2 or 4: the least that holds
/// its largest value), then the elements. A token's offset is written as its distance from
/// the end of the article's token before it (from 0 for the first), zigzag-coded as a
/// LEB128 varint: a compound's whole steps back to its first part.
///
/// The bodies are not stored: the book has them, and a snippet makes its article's body
/// as snippets show it (`HelpSearchIndex.Storage.displayedBody`) when it needs it.
///
/// Reading checks every count against the bytes left before it allocates, and
/// `SearchIndexFile.derive` checks every cross-reference before the index is used.
enum SearchIndexFile {
    static let signature: [UInt8] = Array("GBSI".utf8)
    static let endMark: [UInt8] = Array("END.".utf8)
    static let version = 5

    static func encode(_ parts: SearchIndexParts) -> [UInt8] {
        var writer = Writer()
        writer.bytes += signature
        writer.u32(UInt32(version))
        writer.u64(parts.fingerprint)
        writer.strings([parts.language ?? ""])
        writer.u32(UInt32(clamping: parts.blockFraction))
        for tokens in [parts.titleTokens, parts.bodyTokens] {
            writer.u32s(tokens.tokenStarts)
            writer.narrow(tokens.tokenLengths.map(UInt32.init))
            writer.tokenOffsets(tokens)
            writer.narrow(tokens.tokenTerms.isEmpty ? tokens.compactTokenTerms.map(UInt32.init) : tokens.tokenTerms)
        }
        writer.u32s(parts.bodyBlockStarts.runs)
        writer.u32s(parts.bodyBlockStarts.values)
        writer.u32s(parts.bodyBlockStarts.sourceRuns)
        writer.u32s(parts.bodyBlockStarts.sources)
        writer.strings(parts.terms)
        writer.strings(parts.typoStems)
        writer.u32s(parts.documentFrequency)
        writer.u32s(parts.sortedTerms)
        writer.strings(parts.groupStems)
        writer.u32(UInt32(parts.groupMembers.count))
        for group in 0..<parts.groupMembers.count { writer.narrow(Array(parts.groupMembers[group])) }
        // The directory as each bucket's key count (a byte each, for most books), then each key's low half.
        writer.bucketCounts(zip(parts.deletionDirectory.dropFirst(), parts.deletionDirectory).map { $0 &- $1 })
        writer.u16s(parts.deletionKeys)
        writer.narrow(parts.deletionTerms)
        writer.u32s(parts.impactStarts)
        writer.narrow(parts.impactDocuments)
        for lengths in parts.impactCodes.fieldLengths { writer.narrow(lengths) }
        writer.u32(UInt32(parts.impactCodes.bytes.count))
        writer.bytes += parts.impactCodes.bytes
        writer.bytes += endMark
        return writer.bytes
    }

    /// Reads the parts; throws for a file that is not an index, of another version, cut
    /// short or with bytes after its end. Cross-references are checked by `derive`.
    ///
    /// With `inPlace`, the title and body tokens are not decoded: the parts say where they lie
    /// in `bytes` (`SearchIndexParts.mapped`), after checking what can be checked without the
    /// vocabulary and the book.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, file: String, inPlace: Bool = false
    ) throws(HelpSearchIndexFileError) -> SearchIndexParts {
        var reader = Reader(bytes: bytes, file: file)
        guard bytes.count >= 4, Array(bytes[0..<4]) == signature else { throw .notAnIndex(file: file) }
        reader.offset = 4
        let found = Int(try reader.u32())
        guard found == version else { throw .unsupportedVersion(file: file, found: found, supported: version) }
        let fingerprint = try reader.u64()
        let language = try reader.strings().first ?? ""
        let fraction = Int(try reader.u32())
        var tokens: [FieldTokens] = []
        var terms: [[UInt32]] = []
        var mapped: [MappedFieldTokens] = []
        for _ in 0..<2 {
            var field = FieldTokens()
            if inPlace {
                mapped.append(try reader.tokensInPlace())
                tokens.append(field)
                continue
            }
            field.tokenStarts = try reader.u32s()
            let lengths = try reader.narrow()
            guard lengths.allSatisfy({ $0 <= UInt16.max }) else { throw reader.inconsistent("a token is too long") }
            field.tokenLengths = lengths.map { UInt16(truncatingIfNeeded: $0) }
            let runs = try reader.u32s()
            let regionLength = Int(try reader.u32())
            guard runs.count == field.tokenStarts.count, runs.first == 0, runs.last.map(Int.init) == regionLength else {
                throw reader.inconsistent("the token offsets do not cover the articles' tokens")
            }
            let regionEnd = reader.offset + regionLength
            field.tokenOffsets = try reader.tokenOffsets(starts: field.tokenStarts, lengths: field.tokenLengths)
            guard reader.offset == regionEnd else {
                throw reader.inconsistent("the token offsets do not cover the articles' tokens")
            }
            terms.append(try reader.narrow())
            tokens.append(field)
        }
        let articleCount = (mapped.last?.offsetRuns.count ?? tokens[1].tokenStarts.count) - 1
        var blockStarts = BodyBlockStarts(runs: [0], values: [], sourceRuns: [0], sources: [])
        var mappedBlockStarts: MappedBlockStarts?
        if inPlace {
            mappedBlockStarts = try reader.blockStartsInPlace(articleCount: articleCount)
        } else {
            blockStarts = BodyBlockStarts(
                runs: try reader.u32s(), values: try reader.u32s(), sourceRuns: try reader.u32s(),
                sources: try reader.u32s())
            for (runs, values) in [
                (blockStarts.runs, blockStarts.values), (blockStarts.sourceRuns, blockStarts.sources),
            ] {
                guard runs.count == articleCount + 1, runs.first == 0, runs.last.map(Int.init) == values.count,
                    zip(runs, runs.dropFirst()).allSatisfy({ $0 <= $1 })
                else { throw reader.inconsistent("the block starts do not cover the articles") }
            }
        }
        let termTexts = try reader.strings()
        // As the build does: 16-bit token terms when every id, the stop term's included, fits.
        for (field, fieldTerms) in terms.enumerated() {
            if termTexts.count <= UInt16.max {
                guard fieldTerms.allSatisfy({ $0 <= UInt16.max }) else {
                    throw reader.inconsistent("the token terms name terms that do not exist")
                }
                tokens[field].compactTokenTerms = fieldTerms.map { UInt16(truncatingIfNeeded: $0) }
            } else {
                tokens[field].tokenTerms = fieldTerms
            }
        }
        let typoStems = try reader.strings()
        let frequency = try reader.u32s()
        let sorted = try reader.u32s()
        let stems = try reader.strings()
        let groupCount = Int(try reader.u32())
        guard groupCount == stems.count else { throw reader.inconsistent("the stem groups do not match their stems") }
        var groups = StemGroupList()
        for _ in stems {
            try groups.append { (members) throws(HelpSearchIndexFileError) in try reader.narrow(into: &members) }
        }
        let directory = try reader.bucketDirectory(buckets: 1 << 16)
        var keys: [UInt16] = []
        var keyTerms: [UInt32] = []
        var mappedTypoKeys: (keysOffset: Int, count: Int, targets: NarrowArray)?
        if inPlace {
            // Left where they lie: a query reads only its words' buckets.
            let count = Int(try reader.u32())
            let keysOffset = try reader.take(2 * count)
            mappedTypoKeys = (keysOffset, count, try reader.narrowInPlace())
        } else {
            keys = try reader.u16s()
            keyTerms = try reader.narrow()
        }
        let starts = try reader.u32s()
        let documents = try reader.narrow()
        var fieldLengths: [[UInt32]] = []
        for _ in SearchField.allCases { fieldLengths.append(try reader.narrow()) }
        let impactCodes = ImpactCodes(fieldLengths: fieldLengths, bytes: try reader.byteRun())
        guard reader.offset + 4 <= bytes.count else { throw .truncated(file: file, byteOffset: bytes.count) }
        guard Array(bytes[reader.offset..<(reader.offset + 4)]) == endMark, reader.offset + 4 == bytes.count else {
            throw reader.inconsistent("the file does not end where its last part does")
        }
        return SearchIndexParts(
            fingerprint: fingerprint, language: language.isEmpty ? nil : language, titleTokens: tokens[0],
            bodyTokens: tokens[1], terms: termTexts, typoStems: typoStems, documentFrequency: frequency,
            sortedTerms: sorted, groupStems: stems, groupMembers: groups, deletionKeys: keys,
            deletionDirectory: directory, deletionTerms: keyTerms, mappedTypoKeys: mappedTypoKeys, impactStarts: starts,
            impactDocuments: documents, impactCodes: impactCodes, blockFraction: fraction,
            mapped: mapped.count == 2 ? (mapped[0], mapped[1]) : nil, bodyBlockStarts: blockStarts,
            mappedBlockStarts: mappedBlockStarts)
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
        /// `values` in the least byte width (1, 2 or 4) that holds the largest: the count, the width, the elements.
        mutating func narrow(_ values: [UInt32]) {
            u32(UInt32(values.count))
            let largest = values.max() ?? 0
            let width = largest <= UInt8.max ? 1 : largest <= UInt16.max ? 2 : 4
            bytes.append(UInt8(width))
            bytes.reserveCapacity(bytes.count + width * values.count)
            for value in values {
                for byte in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
            }
        }
        /// Each token's offset as its zigzag distance from the end of the article's token before
        /// it, a LEB128 varint: first where each article's run starts in the run bytes (and
        /// where the last ends), then the bytes' count and the bytes.
        mutating func tokenOffsets(_ tokens: FieldTokens) {
            let articles = max(0, tokens.tokenStarts.count - 1)
            var runs = Writer()
            var runStarts: [UInt32] = []
            runStarts.reserveCapacity(articles + 1)
            for article in 0..<articles {
                runStarts.append(UInt32(runs.bytes.count))
                runs.articleOffsets(tokens, article)
            }
            runStarts.append(UInt32(runs.bytes.count))
            u32s(runStarts)
            u32(UInt32(runs.bytes.count))
            bytes += runs.bytes
        }
        /// One article's token offsets as varints.
        mutating func articleOffsets(_ tokens: FieldTokens, _ article: Int) {
            var previousEnd: Int64 = 0
            for token in Int(tokens.tokenStarts[article])..<Int(tokens.tokenStarts[article + 1]) {
                let offset = Int64(tokens.tokenOffsets[token])
                let gap = offset - previousEnd
                varint(UInt64(bitPattern: (gap << 1) ^ (gap >> 63)))
                previousEnd = offset + Int64(tokens.tokenLengths[token])
            }
        }
        /// A LEB128 varint: seven bits a byte, low first.
        mutating func varint(_ value: UInt64) {
            var value = value
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
        /// Bucket counts as varints, a run of empty buckets as 0 then the run's length: a small
        /// book's keys leave most of the 65,536 buckets empty.
        mutating func bucketCounts(_ counts: [UInt32]) {
            var bucket = 0
            while bucket < counts.count {
                guard counts[bucket] == 0 else {
                    varint(UInt64(counts[bucket]))
                    bucket += 1
                    continue
                }
                let start = bucket
                while bucket < counts.count, counts[bucket] == 0 { bucket += 1 }
                varint(0)
                varint(UInt64(bucket - start))
            }
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

        mutating func take(_ count: Int) throws(HelpSearchIndexFileError) -> Int {
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

        /// A LEB128 varint of at most `bits` bits' worth of bytes; `tooLarge` names the part when longer.
        mutating func varint(bits: UInt64, _ tooLarge: String) throws(HelpSearchIndexFileError) -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                guard offset < bytes.count else { throw .truncated(file: file, byteOffset: bytes.count) }
                guard shift < bits else { throw inconsistent(tooLarge) }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
                if byte < 0x80 { return value }
            }
        }

        /// The directory written by `Writer.bucketCounts` for `buckets` buckets: each bucket's
        /// first key, then the end.
        mutating func bucketDirectory(buckets: Int) throws(HelpSearchIndexFileError) -> [UInt32] {
            var directory: [UInt32] = [0]
            directory.reserveCapacity(buckets + 1)
            var total: UInt64 = 0
            while directory.count <= buckets {
                let count = try varint(bits: 35, "a deletion key bucket is too large")
                var run: UInt64 = 1
                if count == 0 {
                    run = try varint(bits: 21, "a run of empty buckets is too long")
                    guard run >= 1, run <= UInt64(buckets + 1 - directory.count) else {
                        throw inconsistent("the deletion key buckets are not 65,536")
                    }
                }
                total += count
                guard total <= UInt32.max else { throw inconsistent("the deletion key buckets are too large") }
                for _ in 0..<run { directory.append(UInt32(total)) }
            }
            return directory
        }

        /// A counted run of bytes.
        mutating func byteRun() throws(HelpSearchIndexFileError) -> [UInt8] {
            let count = Int(try u32())
            let start = try take(count)
            return Array(bytes[start..<(start + count)])
        }

        /// A narrow array (see `Writer.narrow`) where it lies.
        mutating func narrowInPlace() throws(HelpSearchIndexFileError) -> NarrowArray {
            let count = Int(try u32())
            let width = Int(bytes[try take(1)])
            guard width == 1 || width == 2 || width == 4 else { throw inconsistent("an array has no known width") }
            return NarrowArray(offset: try take(count * width), width: width, count: count)
        }

        /// A field's tokens where they lie (as `Writer` writes them: starts, lengths, offset
        /// runs, offsets, terms), with the starts checked to cover the tokens in order, every
        /// length to be 1 to `UInt16.max`, and each article's run of offsets to hold exactly its
        /// tokens' varints (so a decode of one article's offsets stays inside its run); terms
        /// are checked by `derive`. The offsets are not decoded: a token's range is checked
        /// against its text where it is used (titles at opening, bodies by snippets).
        mutating func tokensInPlace() throws(HelpSearchIndexFileError) -> MappedFieldTokens {
            let startCount = Int(try u32())
            let startsOffset = try take(startCount * 4)
            let lengths = try narrowInPlace()
            let starts = UnsafeRawBufferPointer(rebasing: bytes[startsOffset..<(startsOffset + 4 * startCount)])
            guard startCount >= 1, Self.ascend(starts, from: 0, to: lengths.count) else {
                throw inconsistent("the token runs do not cover the articles' tokens")
            }
            if lengths.count > 0 {
                guard lengths.smallest(in: bytes) > 0 else { throw inconsistent("a token is empty") }
                guard lengths.width < 4 || lengths.largest(in: bytes) <= UInt16.max else {
                    throw inconsistent("a token is too long")
                }
            }
            var runs = try u32s()
            let regionLength = Int(try u32())
            let region = try take(regionLength)
            guard runs.count == startCount, runs.first == 0, runs.last.map(Int.init) == regionLength,
                region + regionLength <= Int(UInt32.max)
            else { throw inconsistent("the token offsets do not cover the articles' tokens") }
            for article in 0..<(startCount - 1) {
                let lower = Int(runs[article])
                let upper = Int(runs[article + 1])
                let tokens = Self.load(starts, article + 1) - Self.load(starts, article)
                guard lower <= upper, upper <= regionLength,
                    Self.countsVarints(
                        UnsafeRawBufferPointer(rebasing: bytes[(region + lower)..<(region + upper)]), tokens)
                else { throw inconsistent("the token offsets of article \(article) do not match its tokens") }
                runs[article] = UInt32(region + lower)
            }
            runs[startCount - 1] = UInt32(region + regionLength)
            let terms = try narrowInPlace()
            guard terms.count == lengths.count else { throw inconsistent("the token terms do not match the tokens") }
            return MappedFieldTokens(startsOffset: startsOffset, lengths: lengths, terms: terms, offsetRuns: runs)
        }

        /// Block starts and sources read in place: for each, runs for `articleCount` articles that
        /// ascend and cover the values (the values are checked where a snippet uses them).
        mutating func blockStartsInPlace(articleCount: Int) throws(HelpSearchIndexFileError) -> MappedBlockStarts {
            let starts = try runsAndValuesInPlace(articleCount: articleCount)
            let sources = try runsAndValuesInPlace(articleCount: articleCount)
            return MappedBlockStarts(
                runsOffset: starts.runs, valuesOffset: starts.values, sourceRunsOffset: sources.runs,
                sourcesOffset: sources.values)
        }

        /// A `UInt32` array of runs for `articleCount` articles, then the `UInt32` array of values
        /// they ascend through and cover: where each lies.
        private mutating func runsAndValuesInPlace(
            articleCount: Int
        ) throws(HelpSearchIndexFileError) -> (runs: Int, values: Int) {
            let runCount = Int(try u32())
            let runsOffset = try take(runCount * 4)
            let valueCount = Int(try u32())
            let valuesOffset = try take(valueCount * 4)
            let runs = UnsafeRawBufferPointer(rebasing: bytes[runsOffset..<(runsOffset + 4 * runCount)])
            guard runCount == articleCount + 1, Self.ascend(runs, from: 0, to: valueCount) else {
                throw inconsistent("the block starts do not cover the articles")
            }
            return (runsOffset, valuesOffset)
        }

        private static func load(_ words: UnsafeRawBufferPointer, _ index: Int) -> Int {
            Int(UInt32(littleEndian: words.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self)))
        }

        /// Whether the little-endian `UInt32`s in `words` start at `first`, never go down and end at `last`.
        private static func ascend(_ words: UnsafeRawBufferPointer, from first: Int, to last: Int) -> Bool {
            let count = words.count / 4
            guard count >= 1, load(words, 0) == first, load(words, count - 1) == last else { return false }
            var previous = first
            for index in 1..<count {
                let value = load(words, index)
                guard value >= previous else { return false }
                previous = value
            }
            return true
        }

        /// Whether `run` is exactly `count` LEB128 varints: `count` bytes end one (below 0x80),
        /// and the last byte does. Eight bytes a step.
        private static func countsVarints(_ run: UnsafeRawBufferPointer, _ count: Int) -> Bool {
            guard !run.isEmpty else { return count == 0 }
            guard run[run.count - 1] < 0x80 else { return false }
            var ends = 0
            var offset = 0
            while offset + 8 <= run.count {
                let word = run.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                ends += (~word & 0x8080_8080_8080_8080).nonzeroBitCount
                offset += 8
            }
            while offset < run.count {
                if run[offset] < 0x80 { ends += 1 }
                offset += 1
            }
            return ends == count
        }

        /// A narrow array (see `Writer.narrow`), widened.
        mutating func narrow() throws(HelpSearchIndexFileError) -> [UInt32] {
            let (source, width) = try narrowElements()
            let count = source.count / width
            return [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                Self.widen(source, width: width, into: buffer)
                initialized = count
            }
        }

        /// A narrow array (see `Writer.narrow`), widened and appended to `values`.
        mutating func narrow(into values: inout [UInt32]) throws(HelpSearchIndexFileError) {
            let (source, width) = try narrowElements()
            let count = source.count / width
            values.append(contentsOf: repeatElement(0, count: count))
            values.withUnsafeMutableBufferPointer { all in
                Self.widen(
                    source, width: width, into: UnsafeMutableBufferPointer(rebasing: all[(all.count - count)...]))
            }
        }

        /// A narrow array's elements where they lie, and their width.
        private mutating func narrowElements() throws(HelpSearchIndexFileError) -> (UnsafeRawBufferPointer, Int) {
            let count = Int(try u32())
            let width = Int(bytes[try take(1)])
            guard width == 1 || width == 2 || width == 4 else { throw inconsistent("an array has no known width") }
            let start = try take(count * width)
            return (UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count * width)]), width)
        }

        /// Writes the little-endian elements of `width` bytes in `source` to `buffer`, as many as fit.
        private static func widen(
            _ source: UnsafeRawBufferPointer, width: Int, into buffer: UnsafeMutableBufferPointer<UInt32>
        ) {
            let count = min(buffer.count, source.count / width)
            switch width {
            case 1:
                for index in 0..<count { buffer[index] = UInt32(source[index]) }
            case 2:
                for index in 0..<count {
                    buffer[index] = UInt32(
                        UInt16(littleEndian: source.loadUnaligned(fromByteOffset: 2 * index, as: UInt16.self)))
                }
            default:
                for index in 0..<count {
                    buffer[index] = UInt32(
                        littleEndian: source.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
                }
            }
        }

        /// The offsets written by `Writer.tokenOffsets` for tokens of `lengths` in runs
        /// `starts` (checked here to cover the tokens in order: the gaps need them).
        mutating func tokenOffsets(
            starts: [UInt32], lengths: [UInt16]
        ) throws(HelpSearchIndexFileError) -> [UInt32] {
            let count = lengths.count
            // Every varint is at least one byte: the count is checked against the bytes left first.
            guard count <= bytes.count - offset else { throw .truncated(file: file, byteOffset: bytes.count) }
            guard starts.first == 0, starts.last.map(Int.init) == count,
                zip(starts, starts.dropFirst()).allSatisfy({ $0 <= $1 })
            else { throw inconsistent("the token runs do not cover the articles' tokens") }
            var offsets = [UInt32](repeating: 0, count: count)
            for article in 0..<(starts.count - 1) {
                var previousEnd: Int64 = 0
                for token in Int(starts[article])..<Int(starts[article + 1]) {
                    let value = try varint(bits: 35, "a token offset is too large")
                    let start = previousEnd + (Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
                    guard start >= 0, start <= UInt32.max else { throw inconsistent("a token offset is out of range") }
                    offsets[token] = UInt32(start)
                    previousEnd = start + Int64(lengths[token])
                }
            }
            return offsets
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
