/// The entries of one `.strings` file, in file order, with where each key stands.
///
/// Looking a key up is a hash lookup. When a file repeats a key, the table keeps the
/// first entry's place and the last entry's value (as Foundation keeps the last value)
/// and records the repetition in `duplicates`, so `lint` can point at both lines.
///
/// ```swift
/// let table = try StringsFileReader.read(contentsOf: url)
/// table["Welcome Title"]                       // "Willkommen"
/// table.entry(forKey: "Welcome")?.location     // de.lproj/Tutorial.strings:3:1
/// for entry in table { print(entry.key) }      // in file order
/// ```
public struct StringsTable: Sendable, Hashable, RandomAccessCollection {
    /// One `"key" = "value";` line.
    public struct Entry: Sendable, Hashable {
        /// The key, unescaped.
        public var key: String
        /// The value, unescaped; format specifiers such as `%@` are kept verbatim.
        public var value: String
        /// Where the key starts in the file, packed (an entry is built per line read).
        package var packedLocation: PackedLocation

        /// Where the key starts in the file, when read from one.
        public var location: SourceLocation? {
            get { packedLocation.location }
            set { packedLocation = PackedLocation(newValue) }
        }

        /// Creates an entry.
        public init(key: String, value: String, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.packedLocation = PackedLocation(location)
        }

        /// Creates an entry with a location already packed (the readers' path).
        package init(key: String, value: String, packedLocation: PackedLocation) {
            self.key = key
            self.value = value
            self.packedLocation = packedLocation
        }

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// A key written more than once in the same file.
    public struct Duplicate: Sendable, Hashable {
        /// The repeated key.
        public var key: String
        /// Where the key was first written (the place the table keeps).
        public var first: SourceLocation?
        /// Where it was written again (the value the table keeps is the last one).
        public var repeated: SourceLocation?
    }

    /// The entries, in file order (a repeated key keeps its first place).
    public private(set) var entries: [Entry]
    /// Keys written more than once, in the order the repetitions appear.
    public private(set) var duplicates: [Duplicate]
    private var indexByKey: [String: Int]

    /// Creates a table from entries in order; a repeated key keeps its first place and last value.
    ///
    /// - Complexity: O(n).
    public init(_ entries: [Entry] = []) {
        self.entries = []
        self.duplicates = []
        self.indexByKey = [:]
        self.entries.reserveCapacity(entries.count)
        indexByKey.reserveCapacity(entries.count)
        for entry in entries { append(entry) }
    }

    /// Makes room for `count` entries, so that a reader filling the table does not regrow it.
    package mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        indexByKey.reserveCapacity(count)
    }

    /// Adds an entry at the end, or replaces the value of an existing key in place.
    ///
    /// - Complexity: O(1) on average.
    public mutating func append(_ entry: Entry) {
        // One hash lookup for a new key (the common case); a repeated key puts its first place back.
        if let index = indexByKey.updateValue(entries.count, forKey: entry.key) {
            indexByKey[entry.key] = index
            duplicates.append(Duplicate(key: entry.key, first: entries[index].location, repeated: entry.location))
            entries[index].value = entry.value
        } else {
            entries.append(entry)
        }
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The keys, in file order.
    public var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    public subscript(key: String) -> String? {
        indexByKey[key].map { entries[$0].value }
    }

    /// The entry for `key`, with its location, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    public func entry(forKey key: String) -> Entry? {
        indexByKey[key].map { entries[$0] }
    }

    public static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}
