import Testing

@testable import Guidebook

/// `TokenScratch.load` against a plain decode: one article's tokens laid out as an index file
/// lays them out, with offset gaps of one byte (which it decodes eight at a time) and longer
/// ones anywhere among them, negative ones (a compound stepping back) and, past 32 bits, ones a
/// hostile file could hold, for every width of lengths and terms.
@Suite struct TokenScratchTests {
    /// SplitMix64: the same tokens on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    struct Tokens {
        var lengths: [UInt32] = []
        var gaps: [Int64] = []
        var terms: [UInt32] = []
    }

    static func tokens(count: Int, lengthWidth: Int, termWidth: Int, using generator: inout Generator) -> Tokens {
        var tokens = Tokens()
        let longestLength = lengthWidth == 1 ? UInt32(UInt8.max) : UInt32(UInt16.max)
        for _ in 0..<count {
            tokens.lengths.append(
                generator.next() % 4 == 0 ? UInt32.random(in: 1...longestLength, using: &generator) : 5)
            tokens.terms.append(UInt32.random(in: 0...(UInt32.max >> (32 - 8 * termWidth)), using: &generator))
            switch generator.next() % 16 {
            case 0: tokens.gaps.append(Int64.random(in: 64...100_000, using: &generator))
            case 1: tokens.gaps.append(-Int64.random(in: 65...100_000, using: &generator))
            case 2: tokens.gaps.append(Int64.random(in: Int64.min...Int64.max, using: &generator))
            default: tokens.gaps.append(Int64.random(in: -64...63, using: &generator))
            }
        }
        return tokens
    }

    /// `tokens` as article 0 of a field in a file's bytes, the offset varints last (so a read
    /// past them would leave the bytes).
    static func file(_ tokens: Tokens, lengthWidth: Int, termWidth: Int) -> ([UInt8], MappedFieldTokens) {
        func append(_ value: UInt32, width: Int, to bytes: inout [UInt8]) {
            for byte in 0..<width { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
        }
        var bytes: [UInt8] = [0, 0, 0]
        let startsOffset = bytes.count
        append(0, width: 4, to: &bytes)
        append(UInt32(tokens.lengths.count), width: 4, to: &bytes)
        let lengths = NarrowArray(offset: bytes.count, width: lengthWidth, count: tokens.lengths.count)
        for length in tokens.lengths { append(length, width: lengthWidth, to: &bytes) }
        let terms = NarrowArray(offset: bytes.count, width: termWidth, count: tokens.terms.count)
        for term in tokens.terms { append(term, width: termWidth, to: &bytes) }
        let run = bytes.count
        for gap in tokens.gaps {
            var value = UInt64(bitPattern: (gap << 1) ^ (gap >> 63))
            while value >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
                value >>= 7
            }
            bytes.append(UInt8(value))
        }
        let field = MappedFieldTokens(
            startsOffset: startsOffset, lengths: lengths, terms: terms,
            offsetRuns: [UInt32(run), UInt32(bytes.count)])
        return (bytes, field)
    }

    /// What the scratch holds against what `tokens` say.
    static func check(_ scratch: borrowing TokenScratch, _ tokens: Tokens, termWidth: Int) {
        var end: Int64 = 0
        var offsets: [UInt32] = []
        for (gap, length) in zip(tokens.gaps, tokens.lengths) {
            let start = end &+ gap
            offsets.append(UInt32(truncatingIfNeeded: start))
            end = start &+ Int64(length)
        }
        scratch.withBuffers { buffers in
            #expect(buffers.tokens(of: 0) == 0..<tokens.lengths.count)
            #expect(Array(buffers.offsets) == offsets)
            #expect(buffers.lengths.map(UInt32.init) == tokens.lengths)
            if termWidth <= 2 {
                #expect(buffers.terms.isEmpty)
                #expect(buffers.compactTerms.map(UInt32.init) == tokens.terms)
            } else {
                #expect(Array(buffers.terms) == tokens.terms)
            }
        }
    }

    @Test(arguments: [1, 2, 4], [1, 2, 4])
    func loadDecodesWhatAPlainDecodeDoes(lengthWidth: Int, termWidth: Int) {
        var generator = Generator(state: UInt64(lengthWidth * 8 + termWidth))
        // Kept from article to article, as results keep it: longer ones, then shorter.
        var scratch = TokenScratch()
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 64, 1_000, 3, 200, 0, 8] {
            let tokens = Self.tokens(count: count, lengthWidth: lengthWidth, termWidth: termWidth, using: &generator)
            let (bytes, field) = Self.file(tokens, lengthWidth: lengthWidth, termWidth: termWidth)
            bytes.withUnsafeBytes { scratch.load(0, of: field, in: $0) }
            Self.check(scratch, tokens, termWidth: termWidth)
        }
    }

    @Test func eightOneByteGapsAfterALongOneAreDecodedAsOne() {
        // A long gap in each of the eight places of a load, one-byte gaps around it.
        for place in 0..<8 {
            var tokens = Tokens()
            for token in 0..<24 {
                tokens.lengths.append(UInt32(token % 7 + 1))
                tokens.terms.append(UInt32(token))
                tokens.gaps.append(token == place ? 1_000 : (token % 3 == 0 ? -3 : 1))
            }
            let (bytes, field) = Self.file(tokens, lengthWidth: 1, termWidth: 2)
            var scratch = TokenScratch()
            bytes.withUnsafeBytes { scratch.load(0, of: field, in: $0) }
            Self.check(scratch, tokens, termWidth: 2)
        }
    }
}
