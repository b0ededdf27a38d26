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
        var sum: UInt32 = 0
        for range in [
            (lengths.offset + first * lengths.width)..<(lengths.offset + end * lengths.width),
            (terms.offset + first * terms.width)..<(terms.offset + end * terms.width),
            Int(offsetRuns[document])..<Int(offsetRuns[document + 1]),
        ] {
            for offset in stride(from: range.lowerBound, to: range.upperBound, by: 64) { sum &+= UInt32(bytes[offset]) }
        }
        return sum
    }
}

/// One article's tokens of one field decoded from an index file, as `FieldTokens` for an index of
/// that article alone (its article number is 0). The arrays keep their capacity from one
/// result to the next.
struct TokenScratch {
    private var tokens = FieldTokens()

    init() {
        tokens.tokenStarts = [0, 0]
    }

    /// Decodes article `document`'s tokens of `field` from `bytes`, the file `field` was
    /// checked in (every offset, length and term there is known to be in range). The arrays
    /// only grow: the article's tokens are their first `tokenStarts[1]`.
    mutating func load(_ document: Int, of field: MappedFieldTokens, in bytes: UnsafeRawBufferPointer) {
        let first = field.start(document, in: bytes)
        let count = field.start(document + 1, in: bytes) - first
        // Terms in 16 bits when the array's are (every id fits), as the build keeps them.
        let compact = field.terms.width <= 2
        if tokens.tokenOffsets.count < count {
            let more = count - tokens.tokenOffsets.count
            tokens.tokenOffsets.append(contentsOf: repeatElement(0, count: more))
            tokens.tokenLengths.append(contentsOf: repeatElement(0, count: more))
        }
        if compact, tokens.compactTokenTerms.count < count {
            tokens.compactTokenTerms.append(contentsOf: repeatElement(0, count: count - tokens.compactTokenTerms.count))
        } else if !compact, tokens.tokenTerms.count < count {
            tokens.tokenTerms.append(contentsOf: repeatElement(0, count: count - tokens.tokenTerms.count))
        }
        tokens.tokenLengths.withUnsafeMutableBufferPointer { lengths in
            tokens.tokenOffsets.withUnsafeMutableBufferPointer { offsets in
                // Lengths and offsets in one pass: each offset is a gap from the end of the token
                // before, so the length just read is the one the next gap starts from.
                var position = Int(field.offsetRuns[document])
                var previousEnd: Int64 = 0
                Self.widen(field.lengths, from: first, count: count, in: bytes) { token, length in
                    lengths[token] = UInt16(truncatingIfNeeded: length)
                    var value = UInt64(bytes[position])
                    position &+= 1
                    if value >= 0x80 {
                        // A gap of more than 63 bytes (rare): the varint's further bytes.
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
                    let start = previousEnd &+ (Int64(bitPattern: value &>> 1) ^ (0 &- Int64(bitPattern: value & 1)))
                    offsets[token] = UInt32(truncatingIfNeeded: start)
                    previousEnd = start &+ Int64(length)
                }
            }
        }
        if compact {
            tokens.compactTokenTerms.withUnsafeMutableBufferPointer { terms in
                Self.widen(field.terms, from: first, count: count, in: bytes) {
                    terms[$0] = UInt16(truncatingIfNeeded: $1)
                }
            }
        } else {
            tokens.tokenTerms.withUnsafeMutableBufferPointer { terms in
                Self.widen(field.terms, from: first, count: count, in: bytes) { terms[$0] = $1 }
            }
        }
        tokens.tokenStarts[1] = UInt32(truncatingIfNeeded: count)
    }

    /// Calls `store` with each of `count` elements of `array` from `first`, with one loop per width.
    @inline(__always)
    private static func widen(
        _ array: NarrowArray, from first: Int, count: Int, in bytes: UnsafeRawBufferPointer,
        _ store: (Int, UInt32) -> Void
    ) {
        let base = array.offset + first * array.width
        switch array.width {
        case 1:
            for index in 0..<count { store(index, UInt32(bytes[base + index])) }
        case 2:
            for index in 0..<count {
                store(
                    index,
                    UInt32(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: base + 2 * index, as: UInt16.self)))
                )
            }
        default:
            for index in 0..<count {
                store(
                    index, UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: base + 4 * index, as: UInt32.self)))
            }
        }
    }

    func withBuffers<R>(_ body: (TokenBuffers) -> R) -> R { tokens.withBuffers(body) }
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
