/// A property-list dictionary that keeps its entries in file order and remembers
/// where each entry stands in the file, for diagnostics.
///
/// Equality compares keys and values in order; locations are ignored.
///
/// ```swift
/// if case .dictionary(let chapter) = value {
///     let title = chapter["Title"]?.stringValue
///     for entry in chapter where entry.key != "Title" { print(entry.key) }
/// }
/// ```
public struct PropertyListDictionary: Sendable, Hashable, RandomAccessCollection {
    /// One key and its value.
    public struct Entry: Sendable, Hashable {
        /// The key.
        public var key: String
        /// The value.
        public var value: PropertyListValue
        /// Where the key stands in the file, packed (an entry is built per key read).
        package var packedLocation: PackedLocation

        /// Where the key stands in the file, when read from one.
        public var location: SourceLocation? {
            get { packedLocation.location }
            set { packedLocation = PackedLocation(newValue) }
        }

        /// Creates an entry.
        public init(key: String, value: PropertyListValue, location: SourceLocation? = nil) {
            self.key = key
            self.value = value
            self.packedLocation = PackedLocation(location)
        }

        /// Creates an entry with a location already packed (the readers' path).
        package init(key: String, value: PropertyListValue, packedLocation: PackedLocation) {
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

    /// The entries, in file order.
    public private(set) var entries: [Entry]
    /// Where the dictionary starts in the file, packed.
    package var packedLocation: PackedLocation

    /// Where the dictionary starts in the file, when read from one.
    public var location: SourceLocation? {
        get { packedLocation.location }
        set { packedLocation = PackedLocation(newValue) }
    }

    /// Creates a dictionary from entries in order. A later entry with the same key
    /// replaces the earlier one's value and keeps the earlier one's place (as
    /// Foundation keeps the last value).
    ///
    /// "The same key" means the same spelling, as `NSDictionary` compares keys on Apple platforms:
    /// `"café"` written with a precomposed `é` and with `e` + U+0301 are two keys, though Swift's
    /// `==` calls them equal (and Foundation on Linux, which returns a Swift `Dictionary`, merges them).
    public init(_ entries: [Entry] = [], location: SourceLocation? = nil) {
        self.init(entries, packedLocation: PackedLocation(location))
    }

    private init(_ entries: [Entry], packedLocation: PackedLocation) {
        self.packedLocation = packedLocation
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count)
        var indexByKey: [SpelledKey: Int] = [:]
        for entry in entries {
            if let index = indexByKey[SpelledKey(entry.key)] {
                kept[index].value = entry.value
            } else {
                indexByKey[SpelledKey(entry.key)] = kept.count
                kept.append(entry)
            }
        }
        self.entries = kept
    }

    /// Creates a dictionary from entries a reader collected, skipping the duplicate-key
    /// index when the keys are few and distinct (the common case in content files).
    package init(readerEntries entries: [Entry], location: PackedLocation) {
        if entries.count <= 16, Self.keysAreDistinct(entries) {
            self.init(distinctEntries: entries, packedLocation: location)
        } else {
            self.init(entries, packedLocation: location)
        }
    }

    /// Creates a dictionary from entries a reader collected, trusting the reader when it
    /// knows the keys are distinct (it compared their bytes as it read them).
    package init(readerEntries entries: [Entry], location: PackedLocation, keysAreDistinct: Bool) {
        if keysAreDistinct {
            self.init(distinctEntries: entries, packedLocation: location)
        } else {
            self.init(readerEntries: entries, location: location)
        }
    }

    private init(distinctEntries entries: [Entry], packedLocation: PackedLocation) {
        self.entries = entries
        self.packedLocation = packedLocation
    }

    private static func keysAreDistinct(_ entries: [Entry]) -> Bool {
        // Through a buffer pointer, so reading `.key` does not copy whole entries.
        entries.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let length = buffer[index].key.utf8.count
                for earlier in 0..<index
                where buffer[earlier].key.utf8.count == length
                    && SpelledKey(buffer[earlier].key) == SpelledKey(buffer[index].key)
                {
                    return false
                }
            }
            return true
        }
    }

    /// Creates a dictionary from key-value pairs in order.
    public init(_ pairs: KeyValuePairs<String, PropertyListValue>) {
        self.init(pairs.map { Entry(key: $0.key, value: $0.value) })
    }

    public var startIndex: Int { entries.startIndex }
    public var endIndex: Int { entries.endIndex }
    public subscript(position: Int) -> Entry { entries[position] }

    /// The keys, in file order.
    public var keys: [String] { entries.map(\.key) }

    /// The value for a key, or `nil`.
    ///
    /// - Complexity: O(n); dictionaries in content files are small.
    public subscript(key: String) -> PropertyListValue? {
        get { entries.first(where: { $0.key == key })?.value }
        set { self[key, location: nil] = newValue }
    }

    /// Sets the value for a key, keeping the key's place when it exists already.
    public subscript(key: String, location location: SourceLocation?) -> PropertyListValue? {
        get { self[key] }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue, location: location))
            }
        }
    }

    /// The entry for a key, with its location.
    public func entry(forKey key: String) -> Entry? {
        entries.first(where: { $0.key == key })
    }

    public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        lhs.entries == rhs.entries
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries)
    }
}

/// A key compared and hashed by its UTF-8 bytes: Foundation's notion of a duplicate key, where
/// Swift's `String` equality would also merge canonically equal spellings.
private struct SpelledKey: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (lhs: SpelledKey, rhs: SpelledKey) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }
}
