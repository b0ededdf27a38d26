import Foundation

/// Hands out one `String` per distinct run of source bytes, so a text repeated through a
/// document (the same button title on every row) is allocated once and shared.
///
/// Texts are keyed by their raw bytes in the one buffer a reader scans: equal bytes
/// decode to equal text, so a hit skips both decoding and the allocation. Only runs too
/// long for Swift's inline small-string form (16 bytes and more) and at most
/// `maximumLength` bytes are kept, and the table stops taking new texts at
/// `maximumCount`, so memory stays bounded whatever the input.
struct TextInterner {
    /// Shorter texts are stored inline in `String` and cost no allocation.
    static let minimumLength = 16
    /// Longer texts are rarely repeated and costly to hash.
    static let maximumLength = 256
    /// At most this many texts are kept (the table then only answers lookups).
    static let maximumCount = 4_096

    private struct Slot {
        /// 0 for an empty slot.
        var hash: UInt64
        var start: Int
        var length: Int
        var text: String
    }

    private var slots: [Slot] = []
    private var count = 0
    /// Lookups of plain text left before they stop; a hit earns more (see `shouldLookUpPlainText`).
    private var plainCredit = 1_024
    /// Plain-text lookups skipped since the credit ran out.
    private var skippedPlain = 0

    /// Whether a plain text (one with no entities, so cheap to make) should be looked up.
    ///
    /// A lookup that misses costs a hash and a probe into a table too big for the
    /// nearest cache: where texts do not repeat (an ID or a sentence per row) it costs
    /// more than it saves. Each miss spends credit and each hit earns some; once it runs
    /// out only one plain text in 32 is looked up, so texts that start repeating later
    /// earn it back. Only sharing is affected, never a text's value.
    @inline(__always)
    mutating func shouldLookUpPlainText() -> Bool {
        if plainCredit > 0 { return true }
        skippedPlain &+= 1
        return skippedPlain & 31 == 0
    }

    /// Records whether a plain-text lookup found its text.
    @inline(__always)
    mutating func notePlainLookup(found: Bool) {
        plainCredit = found ? min(plainCredit + 8, 1 << 20) : plainCredit - 1
    }

    /// Whether a run of `length` bytes is worth a lookup.
    @inline(__always)
    static func accepts(length: Int) -> Bool {
        length >= minimumLength && length <= maximumLength
    }

    /// A hash of `bytes[start..<end]` (at least 8 bytes long), never 0.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64 {
        guard let base = bytes.baseAddress else { return 1 }
        let raw = UnsafeRawPointer(base)
        let multiplier: UInt64 = 0x9FB2_1C65_1E98_DF25
        var hash = UInt64(end - start) &* 0x9E37_79B9_7F4A_7C15
        var cursor = start
        while cursor + 8 <= end {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            cursor += 8
        }
        if cursor < end {
            // The last eight bytes, overlapping the words already mixed in.
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
        }
        return hash | 1
    }

    /// The text kept for `bytes[start..<end]`, or `nil`.
    @inline(__always)
    func text(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, hash: UInt64) -> String? {
        guard !slots.isEmpty, let base = bytes.baseAddress else { return nil }
        let mask = slots.count - 1
        let length = end - start
        return slots.withUnsafeBufferPointer { slots -> String? in
            var index = Int(truncatingIfNeeded: hash >> 7) & mask
            while true {
                let slotHash = slots[index].hash
                if slotHash == 0 { return nil }
                if slotHash == hash, slots[index].length == length,
                    memcmp(base + slots[index].start, base + start, length) == 0
                {
                    return slots[index].text
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Keeps `text` for `bytes[start..<end]`, unless the table is full.
    mutating func insert(_ text: String, start: Int, end: Int, hash: UInt64) {
        guard count < Self.maximumCount else { return }
        if (count + 1) * 2 > slots.count { grow() }
        insert(Slot(hash: hash, start: start, length: end - start, text: text))
        count += 1
    }

    private mutating func insert(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash >> 7) & mask
        while slots[index].hash != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        let empty = Slot(hash: 0, start: 0, length: 0, text: "")
        slots = Array(repeating: empty, count: max(256, old.count * 2))
        for slot in old where slot.hash != 0 { insert(slot) }
    }
}
