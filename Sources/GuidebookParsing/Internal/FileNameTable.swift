/// File names interned for the process, so the location a reader keeps on every entry
/// names its file by a small number instead of holding the path `String` (a retain when
/// the entry is made, a release when it is freed, for every key of every file).
///
/// Names are only added, never removed, and the table holds at most `capacity` of them
/// (a reader of more distinct files than that keeps the path in its locations instead):
/// memory stays bounded by what the process reads. Looking up a name takes a lock once
/// per file read; reading a name back by its number takes none (see `name(_:)`).
enum FileNameTable {
    /// How many distinct names the table keeps at most.
    static let capacity = 4_096

    /// The names, by number: written once each, under the lock, before its number is
    /// handed out; allocated for the process's lifetime and never freed.
    private struct Storage: @unchecked Sendable {
        let names: UnsafeMutablePointer<String>
    }

    private static let storage = Storage(names: .allocate(capacity: capacity))
    private static let index = Locked<(count: Int, numbers: [String: UInt32])>((0, [:]))

    /// The number of `name`, added when new; `nil` when the table is full.
    static func number(for name: String) -> UInt32? {
        index.withLock { state -> UInt32? in
            if let number = state.numbers[name] { return number }
            guard state.count < capacity else { return nil }
            // In bounds: count < capacity.
            (storage.names + state.count).initialize(to: name)
            let number = UInt32(state.count)
            state.numbers[name] = number
            state.count += 1
            return number
        }
    }

    /// The name with `number`, which `number(for:)` handed out.
    ///
    /// Needs no lock: the slot was written before its number was returned, under the lock
    /// the caller of `number(for:)` took, and is never written again; whoever holds the
    /// number got it (through the value it is stored in) after that write.
    static func name(_ number: UInt32) -> String {
        storage.names[Int(number)]
    }
}
