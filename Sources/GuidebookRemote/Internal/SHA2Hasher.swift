/// The streaming part SHA-256 and SHA-512 share (FIPS 180-4, 5.1 and 6.2/6.4): whole blocks
/// through the message schedule and rounds, then the padding with the message's length.
///
/// A block is 16 words (64 bytes for SHA-256, 128 for SHA-512) and the length field at the end
/// of the padding two words (8 and 16 bytes).
///
/// ```swift
/// var hasher = SHA2Hasher<UInt32>()
/// Array("abc".utf8).withUnsafeBytes { hasher.update($0) }
/// hasher.finalize().prefix(2)  // [0xba, 0x78], SHA-256's
/// ```
struct SHA2Hasher<Word: SHA2Word>: Sendable {
    private var state = Word.initialState
    /// Bytes waiting for a whole block.
    private var pending: [UInt8] = []
    /// Every byte fed so far.
    private var length: UInt64 = 0

    /// The bytes of a word.
    private static var wordSize: Int { Word.bitWidth / 8 }
    /// The bytes of a block: 16 words.
    private static var blockSize: Int { 16 * wordSize }

    /// A hash of no bytes yet.
    init() {
        pending.reserveCapacity(Self.blockSize)
    }

    /// Feeds `bytes`.
    ///
    /// - Complexity: O(n) in the number of bytes.
    mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        let blockSize = Self.blockSize
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(blockSize - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: take))
            offset = take
            guard pending.count == blockSize else { return }
            pending.withUnsafeBytes { block in
                if let start = block.baseAddress { compress(start) }
            }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= blockSize {
            compress(base + offset)
            offset += blockSize
        }
        if offset < bytes.count {
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: bytes.count - offset))
        }
    }

    /// The digest of every byte fed, most significant byte first; the hasher is used up.
    consuming func finalize() -> [UInt8] {
        let blockSize = Self.blockSize
        let lengthFieldSize = 2 * Self.wordSize
        let bitLength = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % blockSize != blockSize - lengthFieldSize { tail.append(0) }
        // The length field's high bytes: a message of 2^61 bytes or more does not occur here.
        tail.append(contentsOf: repeatElement(0, count: lengthFieldSize - 8))
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> shift)) }
        tail.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                compress(base + offset)
                offset += blockSize
            }
        }
        var digest: [UInt8] = []
        digest.reserveCapacity(8 * Self.wordSize)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            for shift in stride(from: Word.bitWidth - 8, through: 0, by: -8) {
                digest.append(UInt8(truncatingIfNeeded: word >> shift))
            }
        }
        return digest
    }

    /// One block into the state (FIPS 180-4, 6.2.2 and 6.4.2).
    private mutating func compress(_ block: UnsafeRawPointer) {
        Word.roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: Word.self, capacity: constants.count) { schedule in
                for index in 0..<16 {
                    var word: Word = 0
                    for byte in 0..<Self.wordSize {
                        word =
                            word << 8 | Word(block.load(fromByteOffset: index * Self.wordSize + byte, as: UInt8.self))
                    }
                    schedule[index] = word
                }
                for index in 16..<constants.count {
                    schedule[index] =
                        schedule[index - 16] &+ schedule[index - 15].smallSigma0 &+ schedule[index - 7]
                        &+ schedule[index - 2].smallSigma1
                }
                var (a, b, c, d, e, f, g, h) = state
                for index in 0..<constants.count {
                    let choice = (e & f) ^ (~e & g)
                    let t1 = h &+ e.bigSigma1 &+ choice &+ constants[index] &+ schedule[index]
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = a.bigSigma0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
                state = (
                    state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
                    state.6 &+ g, state.7 &+ h
                )
            }
        }
    }
}
