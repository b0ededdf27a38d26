/// A property-list dictionary that keeps its entries in file order and remembers
/// where each entry stands in the file, for diagnostics.
///
/// Equality compares keys and values in order; locations are ignored.
///
/// The entries and the dictionary's location live in one heap object (copied on write),
/// so a dictionary is one word and a `PropertyListValue.dictionary` needs no box of its own:
/// a file of ten thousand dictionaries costs ten thousand allocations, not thirty thousand.
///
/// ```swift
/// if case .dictionary(let chapter) = value {
///     let title = chapter["Title"]?.stringValue
///     for entry in chapter where entry.key != "Title" { print(entry.key) }
/// }
/// ```
///
/// `@unchecked Sendable`: the storage object is changed only through a dictionary that holds
/// the one reference to it (`isKnownUniquelyReferenced`, copy on write) or by the reader that
/// made it before it is shared; shared storage is only read. The entries are `Sendable`.
public struct PropertyListDictionary: @unchecked Sendable, Hashable, RandomAccessCollection {
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

    /// The entries and the location, shared between copies until one of them changes.
    private var storage: PropertyListDictionaryStorage

    /// The entries, in file order.
    ///
    /// - Complexity: O(n): the entries are copied into a new array. To read them, iterate
    ///   the dictionary itself.
    public var entries: [Entry] { Array(self) }

    /// Where the dictionary starts in the file, packed.
    package var packedLocation: PackedLocation {
        get { storage.headerPointer.pointee.packedLocation }
        set {
            makeUnique(minimumCapacity: count)
            storage.headerPointer.pointee.packedLocation = newValue
        }
    }

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

    private init<Entries: Collection<Entry>>(_ entries: Entries, packedLocation: PackedLocation) {
        storage = .make(capacity: entries.count, location: packedLocation)
        var indexByKey: [SpelledKey: Int] = [:]
        for entry in entries {
            if let index = indexByKey[SpelledKey(entry.key)] {
                storage.withUnsafeMutablePointerToElements { $0[index].value = entry.value }
            } else {
                indexByKey[SpelledKey(entry.key)] = count
                storage.append(entry)
            }
        }
    }

    /// Creates a dictionary from entries a reader collected, skipping the duplicate-key
    /// index when the keys are few and distinct (the common case in content files).
    package init(readerEntries entries: [Entry], location: PackedLocation) {
        if entries.count <= 16, entries.withUnsafeBufferPointer({ Self.keysAreDistinct($0) }) {
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
        storage = .make(capacity: entries.count, location: packedLocation)
        for entry in entries { storage.append(entry) }
    }

    /// An empty dictionary a reader fills with `appendReaderEntry(_:)` and closes with
    /// `finishedByReader(keysAreDistinct:)`: the entries go straight into the dictionary's
    /// storage, with no array to build and copy.
    ///
    /// - Parameters:
    ///   - capacity: Room for this many entries before the storage grows.
    ///   - location: Where the dictionary starts.
    package init(readerCapacity capacity: Int, location: PackedLocation) {
        storage = .make(capacity: Swift.max(capacity, 0), location: location)
    }

    /// Appends an entry a reader read, as is (no duplicate check until `finishedByReader`).
    @inline(__always)
    package mutating func appendReaderEntry(_ entry: consuming Entry) {
        if storage.headerPointer.pointee.count == storage.headerPointer.pointee.capacity
            || !isKnownUniquelyReferenced(&storage)
        {
            makeUnique(minimumCapacity: Swift.max(2 * storage.headerPointer.pointee.capacity, count + 1, 4))
        }
        storage.append(entry)
    }

    /// The dictionary a reader filled, with duplicate keys merged (unless the reader knows
    /// the keys are distinct) exactly as `init(_:location:)` merges them.
    package consuming func finishedByReader(keysAreDistinct: Bool) -> PropertyListDictionary {
        if keysAreDistinct { return self }
        let distinct =
            count <= 16
            && storage.withUnsafeMutablePointerToElements { elements in
                Self.keysAreDistinct(UnsafeBufferPointer(start: elements, count: count))
            }
        if distinct { return self }
        return PropertyListDictionary(self, packedLocation: packedLocation)
    }

    private static func keysAreDistinct(_ buffer: UnsafeBufferPointer<Entry>) -> Bool {
        // Through a buffer pointer, so reading `.key` does not copy whole entries.
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

    /// Creates a dictionary from key-value pairs in order.
    public init(_ pairs: KeyValuePairs<String, PropertyListValue>) {
        self.init(pairs.map { Entry(key: $0.key, value: $0.value) })
    }

    /// Makes the storage this dictionary's own, with room for `minimumCapacity` entries.
    private mutating func makeUnique(minimumCapacity: Int) {
        let unique = isKnownUniquelyReferenced(&storage)
        if unique && storage.headerPointer.pointee.capacity >= minimumCapacity { return }
        let count = self.count
        let copy = PropertyListDictionaryStorage.make(
            capacity: Swift.max(minimumCapacity, count), location: storage.headerPointer.pointee.packedLocation)
        storage.withUnsafeMutablePointerToElements { old in
            copy.withUnsafeMutablePointerToElements { new in
                if unique {
                    // The old storage is ours alone: move the entries (no retains), leave it empty.
                    new.moveInitialize(from: old, count: count)
                } else {
                    new.initialize(from: old, count: count)
                }
            }
        }
        if unique { storage.headerPointer.pointee.count = 0 }
        copy.headerPointer.pointee.count = count
        storage = copy
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.headerPointer.pointee.count }

    public subscript(position: Int) -> Entry {
        // Checked: the storage holds exactly `count` initialized entries.
        precondition(position >= 0 && position < storage.headerPointer.pointee.count, "Index out of range")
        return storage.withUnsafeMutablePointerToElements { $0[position] }
    }

    /// The key of the entry at `position`, read in place: its value is not copied.
    package func key(at position: Int) -> String {
        precondition(position >= 0 && position < storage.headerPointer.pointee.count, "Index out of range")
        return storage.withUnsafeMutablePointerToElements { $0[position].key }
    }

    /// The value of the entry at `position`, read in place: its key is not copied.
    package func value(at position: Int) -> PropertyListValue {
        precondition(position >= 0 && position < storage.headerPointer.pointee.count, "Index out of range")
        return storage.withUnsafeMutablePointerToElements { $0[position].value }
    }

    /// The keys, in file order.
    public var keys: [String] { map(\.key) }

    /// The index of the first entry whose key is `key` (as `String`s compare), or `nil`.
    ///
    /// - Complexity: O(n); dictionaries in content files are small.
    package func index(forKey key: String) -> Int? {
        storage.withUnsafeMutablePointerToElements { elements in
            for index in 0..<storage.headerPointer.pointee.count where elements[index].key == key { return index }
            return nil
        }
    }

    /// The value for a key, or `nil`.
    ///
    /// - Complexity: O(n); dictionaries in content files are small.
    public subscript(key: String) -> PropertyListValue? {
        get { index(forKey: key).map { self[$0].value } }
        set { self[key, location: nil] = newValue }
    }

    /// Sets the value for a key, keeping the key's place when it exists already.
    public subscript(key: String, location location: SourceLocation?) -> PropertyListValue? {
        get { self[key] }
        set {
            if let index = index(forKey: key) {
                makeUnique(minimumCapacity: count)
                let count = self.count
                storage.withUnsafeMutablePointerToElements { elements in
                    if let newValue {
                        elements[index].value = newValue
                    } else {
                        (elements + index).deinitialize(count: 1)
                        (elements + index).moveInitialize(from: elements + index + 1, count: count - index - 1)
                    }
                }
                if newValue == nil { storage.headerPointer.pointee.count = count - 1 }
            } else if let newValue {
                makeUnique(minimumCapacity: count + 1)
                storage.append(Entry(key: key, value: newValue, location: location))
            }
        }
    }

    /// The entry for a key, with its location.
    public func entry(forKey key: String) -> Entry? {
        index(forKey: key).map { self[$0] }
    }

    public static func == (lhs: PropertyListDictionary, rhs: PropertyListDictionary) -> Bool {
        lhs.elementsEqual(rhs)
    }

    public func hash(into hasher: inout Hasher) {
        // As an array of the entries hashes: the count, then each entry.
        hasher.combine(count)
        for entry in self { hasher.combine(entry) }
    }
}

/// The heap object behind a `PropertyListDictionary`: a header (count, capacity, location)
/// and the entries, tail-allocated. (Why sharing it is safe: see `PropertyListDictionary`.)
final class PropertyListDictionaryStorage: ManagedBuffer<
    PropertyListDictionaryHeader, PropertyListDictionary.Entry
>
{
    /// New storage with room for `capacity` entries and none yet.
    static func make(capacity: Int, location: PackedLocation) -> PropertyListDictionaryStorage {
        let buffer = create(minimumCapacity: capacity) { _ in
            PropertyListDictionaryHeader(count: 0, capacity: capacity, packedLocation: location)
        }
        // `create` on this class makes an instance of this class.
        return unsafeDowncast(buffer, to: PropertyListDictionaryStorage.self)
    }

    /// The header, by address: the stored `header` property of a class is checked for
    /// exclusive access at run time on every use; the pointer is not. The header stays at one
    /// address for the object's lifetime, and callers hold `self` while they use it.
    @inline(__always)
    var headerPointer: UnsafeMutablePointer<PropertyListDictionaryHeader> {
        withUnsafeMutablePointerToHeader { $0 }
    }

    /// Appends an entry; the caller made sure there is room (`count < capacity`).
    @inline(__always)
    func append(_ entry: consuming PropertyListDictionary.Entry) {
        let count = headerPointer.pointee.count
        precondition(count < headerPointer.pointee.capacity, "Dictionary storage overflow")
        // The elements stay at one address for the object's lifetime, and `self` lives
        // through this call; outside a closure, the entry moves in instead of being copied.
        let elements = withUnsafeMutablePointerToElements { $0 }
        (elements + count).initialize(to: entry)
        headerPointer.pointee.count = count + 1
    }

    deinit {
        withUnsafeMutablePointers { header, elements in
            _ = elements.deinitialize(count: header.pointee.count)
        }
    }
}

/// The header of a `PropertyListDictionaryStorage`.
struct PropertyListDictionaryHeader {
    /// Entries initialized, at the start of the elements.
    var count: Int
    /// Entries there is room for.
    var capacity: Int
    /// Where the dictionary starts in the file.
    var packedLocation: PackedLocation
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
