/// A `[String: Value]` whose lookups of ASCII keys take a cheap hash instead of the
/// standard library's seeded SipHash: the seen-check on every screen appearance
/// (`hasSeen("Welcome")`) and the rules' card ids.
///
/// The dictionary stays the truth, with Swift's meaning of equal keys (Unicode canonical
/// equivalence: `"\u{212A}elvin"`, with KELVIN SIGN, equals `"Kelvin"`). Beside it an
/// open-addressed index holds exactly its ASCII keys, hashed a word at a time. An ASCII key
/// found there is the dictionary's answer. A miss is the answer too unless the dictionary
/// holds a key that is not ASCII (which may equal an ASCII one); only then, and for keys
/// that are not ASCII themselves, does a lookup ask the dictionary.
///
/// Changes go through both, so they cost about twice a dictionary's; they are rare here
/// (a card recorded once, a reset). The keys are the app's own, not an attacker's, so an
/// unseeded hash is fine: a bad spread only slows lookups, never changes an answer.
///
/// ```swift
/// var seen = KeyTable<Void>()
/// seen.insert("Welcome")
/// seen.contains("Welcome")  // true, without a SipHash
/// ```
struct KeyTable<Value: Sendable>: Sendable {
    /// Every entry, as a dictionary keeps it.
    private(set) var dictionary: [String: Value]
    /// The ASCII keys of ``dictionary`` with their values: a power-of-two count of slots,
    /// at most half full, probed linearly from the hash's low bits.
    private var slots: [Slot]
    /// How many slots are taken.
    private var indexed = 0
    /// How many keys of ``dictionary`` are not ASCII.
    private var others = 0

    private struct Slot: Sendable {
        /// 0 for an empty slot (``hash(_:)`` never returns 0).
        var hash: UInt64 = 0
        var key = ""
        var value: Value?
    }

    /// A table of `dictionary`'s entries.
    init(_ dictionary: [String: Value] = [:]) {
        self.dictionary = dictionary
        slots = []
        rebuildIndex()
    }

    /// The value for `key`, or `nil`: the dictionary's answer.
    ///
    /// - Complexity: O(1) on average; for an ASCII key, a hash a word at a time and a probe.
    @inline(__always)
    subscript(key: String) -> Value? {
        guard let hash = Self.hash(key) else { return dictionary[key] }
        if let value = indexValue(key, hash: hash) { return value }
        return others == 0 ? nil : dictionary[key]
    }

    var isEmpty: Bool { dictionary.isEmpty }

    var count: Int { dictionary.count }

    /// The keys, as the dictionary keeps them (the first spelling of equal keys).
    var keys: Dictionary<String, Value>.Keys { dictionary.keys }

    /// Sets the value of `key`, keeping the key's first spelling when an equal one is there.
    ///
    /// - Returns: The value it replaced, or `nil` when the key is new.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let old = dictionary.updateValue(value, forKey: key)
        // The key the dictionary holds now (the earlier spelling when there was one).
        guard let position = dictionary.index(forKey: key) else { return old }
        let stored = dictionary[position].key
        if let hash = Self.hash(stored) {
            setIndexValue(value, forKey: stored, hash: hash)
        } else if old == nil {
            others += 1
        }
        return old
    }

    /// Removes `key` (or the key equal to it).
    ///
    /// - Returns: The key as it was kept and its value, or `nil` when it was not there.
    @discardableResult
    mutating func removeValue(forKey key: String) -> (key: String, value: Value)? {
        guard let position = dictionary.index(forKey: key) else { return nil }
        let removed = dictionary.remove(at: position)
        if let hash = Self.hash(removed.key) {
            removeFromIndex(removed.key, hash: hash)
        } else {
            others -= 1
        }
        return removed
    }

    mutating func removeAll() {
        dictionary.removeAll()
        rebuildIndex()
    }

    // MARK: - The index

    @inline(__always)
    private func indexValue(_ key: String, hash: UInt64) -> Value? {
        slots.withUnsafeBufferPointer { slots -> Value? in
            guard !slots.isEmpty else { return nil }
            let mask = slots.count - 1
            var index = Int(truncatingIfNeeded: hash) & mask
            while true {
                // Field by field: copying the whole slot would retain its key.
                let slotHash = slots[index].hash
                if slotHash == 0 { return nil }
                if slotHash == hash, slots[index].key == key { return slots[index].value }
                index = (index + 1) & mask
            }
        }
    }

    private mutating func setIndexValue(_ value: Value, forKey key: String, hash: UInt64) {
        if (indexed + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].hash != 0 {
            if slots[index].hash == hash, slots[index].key == key {
                slots[index].value = value
                return
            }
            index = (index + 1) & mask
        }
        slots[index] = Slot(hash: hash, key: key, value: value)
        indexed += 1
    }

    /// Removes `key` and shifts the slots after it back, so no probe stops early.
    private mutating func removeFromIndex(_ key: String, hash: UInt64) {
        guard !slots.isEmpty else { return }
        let mask = slots.count - 1
        var hole = Int(truncatingIfNeeded: hash) & mask
        while true {
            if slots[hole].hash == 0 { return }
            if slots[hole].hash == hash, slots[hole].key == key { break }
            hole = (hole + 1) & mask
        }
        slots[hole] = Slot()
        indexed -= 1
        var next = (hole + 1) & mask
        while slots[next].hash != 0 {
            let home = Int(truncatingIfNeeded: slots[next].hash) & mask
            // Moves back when its home is not between the hole (exclusive) and it (inclusive).
            if (next - home) & mask >= (next - hole) & mask {
                slots[hole] = slots[next]
                slots[next] = Slot()
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: max(8, old.count * 2))
        indexed = 0
        for slot in old where slot.hash != 0 {
            if let value = slot.value { setIndexValue(value, forKey: slot.key, hash: slot.hash) }
        }
    }

    private mutating func rebuildIndex() {
        slots = []
        indexed = 0
        others = 0
        for (key, value) in dictionary {
            if let hash = Self.hash(key) {
                setIndexValue(value, forKey: key, hash: hash)
            } else {
                others += 1
            }
        }
    }

    // MARK: - The hash

    /// A hash of `key`'s bytes, never 0; `nil` when `key` is not ASCII (or its bytes are not
    /// contiguous, as a bridged string's may be).
    @inline(__always)
    static func hash(_ key: String) -> UInt64? {
        key.utf8.withContiguousStorageIfAvailable { hash($0) } ?? nil
    }

    /// A hash of ASCII `bytes`, a word at a time, never 0; `nil` when a byte is not ASCII.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 1 }
        let raw = UnsafeRawPointer(base)
        var hash = 0x243F_6A88_85A3_08D3 ^ UInt64(count)
        var bits: UInt64 = 0
        // Whole words at multiples of 8, then the rest in pieces of 4, 2 and 1 bytes. No load
        // straddles two words: a small string's bytes are two words just stored on the
        // stack, and a load across both would wait for them (a store-forwarding stall).
        var offset = 0
        while offset + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            bits |= word
            hash = MultiplyShiftHash.mix(hash ^ word)
            offset += 8
        }
        if offset < count {
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            if count - offset >= 4 {
                tail = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset += 4
                shift = 32
            }
            if count - offset >= 2 {
                tail |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
                offset += 2
                shift += 16
            }
            if offset < count { tail |= UInt64(base[offset]) << shift }
            bits |= tail
            hash = MultiplyShiftHash.mix(hash ^ tail)
        }
        guard bits & 0x8080_8080_8080_8080 == 0 else { return nil }
        // MurmurHash3's finalizer: every bit of the input reaches the low bits the index uses.
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash == 0 ? 1 : hash
    }
}

extension KeyTable where Value == Void {
    /// A set of `keys` (of equal keys, the first).
    init(keys: some Sequence<String>) {
        self.init()
        for key in keys { insert(key) }
    }

    /// Whether `key` (or a key equal to it) is in the set.
    @inline(__always)
    func contains(_ key: String) -> Bool {
        self[key] != nil
    }

    /// Adds `key`.
    ///
    /// - Returns: Whether it was new.
    @discardableResult
    mutating func insert(_ key: String) -> Bool {
        updateValue((), forKey: key) == nil
    }

    /// Removes `key` (or the key equal to it).
    ///
    /// - Returns: Whether it was there.
    @discardableResult
    mutating func remove(_ key: String) -> Bool {
        removeValue(forKey: key) != nil
    }

    /// The keys as a set.
    var members: Set<String> { Set(dictionary.keys) }
}
