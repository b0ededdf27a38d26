/// Remembers the `String` made for each short run of source bytes (at most 15, what a
/// Swift string holds inline), so a text that repeats, such as a dictionary key on every
/// row, is made once instead of validated and built again each time.
///
/// A direct-mapped table of 256 slots keyed by the bytes themselves, loaded as two words:
/// a lookup is two loads, a multiply and one compare, and a miss simply replaces the slot.
/// Equal bytes decode to equal text, so a hit returns exactly what making it would.
/// Memory is fixed (the table) whatever the input.
struct ShortTextCache {
    /// Texts at most this long are kept (longer ones are not stored inline in `String`).
    static let maximumLength = 15

    /// Where a run of bytes goes in the table, and the bytes themselves as two words.
    struct Key {
        var low: UInt64
        var high: UInt64
        var length: Int
        var slot: Int
    }

    private struct Slot {
        var low: UInt64 = 0
        var high: UInt64 = 0
        /// -1 for an empty slot.
        var length = -1
        var text = ""
    }

    private var slots: [Slot] = []

    /// The key of `bytes[start..<end]`, or `nil` when the run is too long, or too close to
    /// the buffer's end to load as two words.
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Key? {
        let length = end - start
        guard length <= maximumLength, start >= 0, start + 16 <= bytes.count, let base = bytes.baseAddress else {
            return nil
        }
        // In bounds: start + 16 <= bytes.count was checked above.
        let raw = UnsafeRawPointer(base)
        var low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self))
        // Keep only the run's own bytes (the words may reach past it).
        if length < 8 {
            low &= length == 0 ? 0 : UInt64.max >> (64 - 8 * length)
            high = 0
        } else {
            high &= length == 8 ? 0 : UInt64.max >> (64 - 8 * (length - 8))
        }
        let mixed = (low &* 0x9E37_79B9_7F4A_7C15) ^ (high &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        return Key(low: low, high: high, length: length, slot: Int(truncatingIfNeeded: mixed >> 56))
    }

    /// The text kept for `key`, or `nil`.
    @inline(__always)
    func text(for key: Key) -> String? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots -> String? in
            // `key.slot` is below 256 (the top byte of a word), the table's size.
            let slot = slots[key.slot]
            guard slot.length == key.length, slot.low == key.low, slot.high == key.high else { return nil }
            return slot.text
        }
    }

    /// Keeps `text` for `key`, replacing what its slot held.
    @inline(__always)
    mutating func insert(_ text: String, for key: Key) {
        if slots.isEmpty { slots = Array(repeating: Slot(), count: 256) }
        slots[key.slot] = Slot(low: key.low, high: key.high, length: key.length, text: text)
    }
}
