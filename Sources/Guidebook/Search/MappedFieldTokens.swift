import Foundation

/// A counted array of 1-, 2- or 4-byte little-endian integers in an index file's bytes (see
/// `SearchIndexFile`'s narrow arrays), read where it lies.
struct NarrowArray: Sendable {
    /// The byte offset of the first element.
    var offset: Int
    /// The byte width of every element: 1, 2 or 4.
    var width: Int
    var count: Int

    /// The least element (`UInt32.max` for none), one loop per width.
    func smallest(in bytes: UnsafeRawBufferPointer) -> UInt32 {
        reduce(in: bytes, from: .max, largest: false)
    }

    /// The largest element (0 for none), one loop per width.
    func largest(in bytes: UnsafeRawBufferPointer) -> UInt32 {
        reduce(in: bytes, from: 0, largest: true)
    }

    private func reduce(in bytes: UnsafeRawBufferPointer, from initial: UInt32, largest: Bool) -> UInt32 {
        let elements = UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + count * width)])
        switch width {
        case 1: return UInt32(Self.reduce(elements, UInt8.self, from: UInt8(truncatingIfNeeded: initial), largest))
        case 2: return UInt32(Self.reduce(elements, UInt16.self, from: UInt16(truncatingIfNeeded: initial), largest))
        default: return Self.reduce(elements, UInt32.self, from: initial, largest)
        }
    }

    /// The least or largest of `elements`, little-endian `Element`s, and `initial`: sixteen lanes
    /// at a time (an array of a million token terms is read in a few hundred microseconds).
    @inline(__always)
    private static func reduce<Element: FixedWidthInteger & UnsignedInteger & SIMDScalar>(
        _ elements: UnsafeRawBufferPointer, _: Element.Type, from initial: Element, _ largest: Bool
    ) -> Element {
        let size = MemoryLayout<Element>.size
        let count = elements.count / size
        var index = 0
        var lanes = SIMD16<Element>(repeating: initial)
        // Lanes are loaded in the machine's order: on a little-endian machine (every platform
        // Guidebook runs on) that is the file's.
        if Element(1).littleEndian == Element(1) {
            while index + 16 <= count {
                let next = elements.loadUnaligned(fromByteOffset: index * size, as: SIMD16<Element>.self)
                lanes = largest ? pointwiseMax(lanes, next) : pointwiseMin(lanes, next)
                index += 16
            }
        }
        var result = largest ? lanes.max() : lanes.min()
        while index < count {
            let element = Element(littleEndian: elements.loadUnaligned(fromByteOffset: index * size, as: Element.self))
            result = largest ? max(result, element) : min(result, element)
            index += 1
        }
        return result
    }

    /// Element `index` (below `count`) of the array in `bytes`, the file it was found in.
    @inline(__always)
    func load(_ index: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        let position = offset + index * width
        switch width {
        case 1: return UInt32(bytes[position])
        case 2: return UInt32(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt16.self)))
        default: return UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt32.self))
        }
    }
}

/// A highlighted field's tokens (as `FieldTokens`) read in place from an index file: where its
/// parts lie in the file's bytes, checked whole when the file was opened
/// (`SearchIndexFile.derive`), so a result decodes only its own article's tokens.
struct MappedFieldTokens: Sendable {
    /// The byte offset of the articles' token starts: `articleCount + 1` little-endian `UInt32`s.
    var startsOffset: Int
    var lengths: NarrowArray
    var terms: NarrowArray
    /// Per article, the byte offset of its first token offset (a zigzag LEB128 gap from the
    /// end of the token before it, see `SearchIndexFile`), then the end of the last article's.
    var offsetRuns: [UInt32]

    /// Where the tokens of article `document` start (and, for `document + 1`, end).
    @inline(__always)
    func start(_ document: Int, in bytes: UnsafeRawBufferPointer) -> Int {
        Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: startsOffset + 4 * document, as: UInt32.self)))
    }

    var estimatedBytes: Int { 4 * offsetRuns.count }

    /// Reads a byte of every 64 of article `document`'s token parts (lengths, terms, offsets)
    /// and returns their sum: what brings them into the cache.
    @inline(__always)
    func touch(_ document: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        let first = start(document, in: bytes)
        let end = start(document + 1, in: bytes)
        // Three calls, not a loop over an array of the ranges: that array may be allocated.
        func sum(_ range: Range<Int>) -> UInt32 {
            var sum: UInt32 = 0
            for offset in stride(from: range.lowerBound, to: range.upperBound, by: 64) { sum &+= UInt32(bytes[offset]) }
            return sum
        }
        return sum((lengths.offset + first * lengths.width)..<(lengths.offset + end * lengths.width))
            &+ sum((terms.offset + first * terms.width)..<(terms.offset + end * terms.width))
            &+ sum(Int(offsetRuns[document])..<Int(offsetRuns[document + 1]))
    }
}

/// One article's tokens of one field decoded from an index file, seen as `TokenBuffers` of an
/// index of that article alone (its article number is 0). The buffers keep their capacity from
/// one result to the next, and (in `ScoringScratch.resultTokens`) from one query to the next; their
/// contents past the article's tokens are arbitrary.
struct TokenScratch: ~Copyable {
    private var offsets = ScratchBuffer<UInt32>(filler: 0)
    private var lengths = ScratchBuffer<UInt16>(filler: 0)
    /// Terms in 16 bits when the file's are (every id fits), as the build keeps them; else in `terms`.
    private var compactTerms = ScratchBuffer<UInt16>(filler: 0)
    private var terms = ScratchBuffer<UInt32>(filler: 0)
    /// How many tokens the article has, and whether its terms are in `compactTerms`.
    private var count = 0
    private var isCompact = true

    init() {}

    /// Decodes article `document`'s tokens of `field` from `bytes`, the file `field` was
    /// checked in (every start, length and term there is known to be in range, and each
    /// article's run of offsets to hold exactly its tokens' varints).
    mutating func load(_ document: Int, of field: MappedFieldTokens, in bytes: UnsafeRawBufferPointer) {
        let first = field.start(document, in: bytes)
        let count = field.start(document + 1, in: bytes) - first
        self.count = count
        isCompact = field.terms.width <= 2
        offsets.reserve(count)
        lengths.reserve(count)
        if isCompact {
            compactTerms.reserve(count)
            Self.widen(field.terms, from: first, count: count, in: bytes, into: compactTerms.prefix(count))
        } else {
            terms.reserve(count)
            Self.widen(field.terms, from: first, count: count, in: bytes, into: terms.prefix(count))
        }
        // Lengths are checked to fit 16 bits (`SearchIndexFile`), so narrowing 4-byte ones keeps them.
        Self.widen(field.lengths, from: first, count: count, in: bytes, into: lengths.prefix(count))
        Self.decodeOffsets(
            count: count, run: Int(field.offsetRuns[document]), in: bytes, lengths: lengths.prefix(count),
            into: offsets.prefix(count))
    }

    /// Decodes `count` token offsets from the varints at `run` in `bytes` (a run holding
    /// exactly `count` of them) into `offsets`, each a zigzag gap from the end of the token
    /// before (from 0 for the first), the tokens' `lengths` decoded already. Offsets wrap
    /// rather than trap on a hostile file's gaps: arithmetic modulo 2³² gives what truncating
    /// wider sums would.
    ///
    /// Gaps are mostly one byte (a space, or a compound stepping back to its first part): when
    /// the next eight bytes all are, eight tokens are decoded from one load. Those bytes are
    /// inside the run whenever eight or more tokens are left, since each of those tokens'
    /// varints ends in a byte of its own.
    @inline(__always)
    private static func decodeOffsets(
        count: Int, run: Int, in bytes: UnsafeRawBufferPointer, lengths: UnsafeMutableBufferPointer<UInt16>,
        into offsets: UnsafeMutableBufferPointer<UInt32>
    ) {
        var position = run
        var end: UInt32 = 0
        var token = 0
        while token &+ 8 <= count {
            let gaps = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            let longBytes = gaps & 0x8080_8080_8080_8080
            guard longBytes == 0 else {
                // The one-byte gaps before the first longer one, then that one (at most eight tokens).
                for _ in 0...(longBytes.trailingZeroBitCount / 8) {
                    end = decodeOne(token, at: &position, after: end, in: bytes, lengths: lengths, into: offsets)
                    token &+= 1
                }
                continue
            }
            // Each byte's gap (zigzag: half of it, its bits inverted when its low bit is set) as a
            // signed byte, −64 to 63.
            let signs = (gaps & 0x0101_0101_0101_0101) &* 0xFF
            let deltas = ((gaps &>> 1) & 0x7F7F_7F7F_7F7F_7F7F) ^ signs
            for lane in 0..<8 {
                let delta = UInt32(bitPattern: Int32(Int8(truncatingIfNeeded: deltas &>> UInt64(8 &* lane))))
                let start = end &+ delta
                offsets[token &+ lane] = start
                end = start &+ UInt32(lengths[token &+ lane])
            }
            position &+= 8
            token &+= 8
        }
        while token < count {
            end = decodeOne(token, at: &position, after: end, in: bytes, lengths: lengths, into: offsets)
            token &+= 1
        }
    }

    /// Decodes token `token`'s offset from the varint at `position` (moved past it), the end
    /// of the token before being `end`, and returns the token's end.
    @inline(__always)
    private static func decodeOne(
        _ token: Int, at position: inout Int, after end: UInt32, in bytes: UnsafeRawBufferPointer,
        lengths: UnsafeMutableBufferPointer<UInt16>, into offsets: UnsafeMutableBufferPointer<UInt32>
    ) -> UInt32 {
        var value = UInt64(bytes[position])
        position &+= 1
        if value >= 0x80 {
            // A gap of more than 63 bytes (rare): the varint's further bytes (the run's last
            // byte ends one, so they are inside it).
            value &= 0x7F
            var shift: UInt64 = 7
            while true {
                let byte = bytes[position]
                position &+= 1
                value |= UInt64(byte & 0x7F) << shift
                shift &+= 7
                if byte < 0x80 { break }
            }
        }
        let start = end &+ UInt32(truncatingIfNeeded: (value &>> 1) ^ (0 &- (value & 1)))
        offsets[token] = start
        return start &+ UInt32(lengths[token])
    }

    /// Writes `count` elements of `array` from `first` to `target`, truncated to its width,
    /// with one loop per width (a copy when the widths match).
    @inline(__always)
    private static func widen<Target: FixedWidthInteger & UnsignedInteger>(
        _ array: NarrowArray, from first: Int, count: Int, in bytes: UnsafeRawBufferPointer,
        into target: UnsafeMutableBufferPointer<Target>
    ) {
        let base = array.offset &+ first &* array.width
        switch array.width {
        case 1: widen(bytes, at: base, UInt8.self, count: count, into: target)
        case 2: widen(bytes, at: base, UInt16.self, count: count, into: target)
        default: widen(bytes, at: base, UInt32.self, count: count, into: target)
        }
    }

    @inline(__always)
    private static func widen<Source: FixedWidthInteger & UnsignedInteger, Target: FixedWidthInteger>(
        _ bytes: UnsafeRawBufferPointer, at base: Int, _: Source.Type, count: Int,
        into target: UnsafeMutableBufferPointer<Target>
    ) {
        guard count > 0, let address = target.baseAddress, let source = bytes.baseAddress else { return }
        // Same width on a little-endian machine (every platform Guidebook runs on): the file's bytes are the values.
        if Source.bitWidth == Target.bitWidth, Source(1).littleEndian == Source(1) {
            UnsafeMutableRawPointer(address).copyMemory(
                from: source + base, byteCount: count &* MemoryLayout<Source>.size)
            return
        }
        for index in 0..<count {
            let value = Source(
                littleEndian: bytes.loadUnaligned(
                    fromByteOffset: base &+ index &* MemoryLayout<Source>.size, as: Source.self))
            target[index] = Target(truncatingIfNeeded: value)
        }
    }

    /// Runs `body` with the article's tokens.
    func withBuffers<R>(_ body: (TokenBuffers) -> R) -> R {
        let count = count
        let empty = UnsafeBufferPointer<UInt16>(start: nil, count: 0)
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2) { starts in
            starts.initialize(repeating: 0)
            starts[1] = UInt32(truncatingIfNeeded: count)
            return body(
                TokenBuffers(
                    starts: UnsafeBufferPointer(starts),
                    offsets: UnsafeBufferPointer(offsets.prefix(count)),
                    lengths: UnsafeBufferPointer(lengths.prefix(count)),
                    terms: isCompact
                        ? UnsafeBufferPointer(start: nil, count: 0) : UnsafeBufferPointer(terms.prefix(count)),
                    compactTerms: isCompact ? UnsafeBufferPointer(compactTerms.prefix(count)) : empty))
        }
    }
}

/// The title and body tokens of the result being made (see `TokenScratch`).
struct ResultTokens: ~Copyable {
    var title = TokenScratch()
    var body = TokenScratch()
}

/// An index file's bytes (mapped where the platform can) and where its tokens lie in them: what
/// an index read in place keeps of the file.
struct MappedTokens: Sendable {
    let file: Data
    let title: MappedFieldTokens
    let body: MappedFieldTokens
    /// Where the bodies' top-level blocks start in their displayed text (`nil` in an index
    /// whose parts were not read in place).
    let blockStarts: MappedBlockStarts?

    /// `MappedFieldTokens.touch` of both fields (and `MappedBlockStarts.touch`) of article `document`.
    func touch(_ document: Int, in bytes: UnsafeRawBufferPointer) -> UInt32 {
        let starts = blockStarts?.touch(document, in: bytes) ?? 0
        return title.touch(document, in: bytes) &+ body.touch(document, in: bytes) &+ starts
    }
}
