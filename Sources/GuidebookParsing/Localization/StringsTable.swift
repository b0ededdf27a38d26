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
///
/// `package`, not public: only ``StringsFileReader`` (itself `package`) returns it; apps see
/// entries as ``LocalizedStringEntry`` through ``GuidebookContent/entries(inTable:language:)``.
package struct StringsTable: Sendable, Hashable, RandomAccessCollection {
    /// One `"key" = "value";` line.
    package struct Entry: Sendable, Hashable {
        /// The key, unescaped.
        package var key: String
        /// The value, unescaped; format specifiers such as `%@` are kept verbatim.
        package var value: String
        /// Where the key starts in the file, packed (an entry is built per line read).
        package var packedLocation: PackedLocation

        /// Where the key starts in the file, when read from one.
        package var location: SourceLocation? {
            get { packedLocation.location }
            set { packedLocation = PackedLocation(newValue) }
        }

        /// Creates an entry.
        package init(key: String, value: String, location: SourceLocation? = nil) {
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

        package static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.key == rhs.key && lhs.value == rhs.value
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(key)
            hasher.combine(value)
        }
    }

    /// A key written more than once in the same file.
    package struct Duplicate: Sendable, Hashable {
        /// The repeated key.
        package var key: String
        /// Where the key was first written (the place the table keeps).
        package var first: SourceLocation?
        /// Where it was written again (the value the table keeps is the last one).
        package var repeated: SourceLocation?
    }

    /// The entries, in file order (a repeated key keeps its first place).
    package private(set) var entries: [Entry]
    /// Keys written more than once, in the order the repetitions appear.
    package private(set) var duplicates: [Duplicate]
    private var indexByKey: [String: Int]
    /// Where each key stands in ``entries``: a table built from this one takes it as is.
    package var positionsByKey: [String: Int] { indexByKey }

    /// Creates a table from entries in order; a repeated key keeps its first place and last value.
    ///
    /// - Complexity: O(n).
    package init(_ entries: [Entry] = []) {
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
    package mutating func append(_ entry: Entry) {
        // One hash lookup for a new key (the common case); a repeated key puts its first place back.
        if let index = indexByKey.updateValue(entries.count, forKey: entry.key) {
            indexByKey[entry.key] = index
            duplicates.append(Duplicate(key: entry.key, first: entries[index].location, repeated: entry.location))
            entries[index].value = entry.value
        } else {
            entries.append(entry)
        }
    }

    package var startIndex: Int { entries.startIndex }
    package var endIndex: Int { entries.endIndex }
    package subscript(position: Int) -> Entry { entries[position] }

    /// The keys, in file order.
    package var keys: [String] { entries.map(\.key) }

    /// The value for `key`, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    package subscript(key: String) -> String? {
        indexByKey[key].map { entries[$0].value }
    }

    /// The entry for `key`, with its location, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    package func entry(forKey key: String) -> Entry? {
        indexByKey[key].map { entries[$0] }
    }

    package static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.entries == rhs.entries
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}
