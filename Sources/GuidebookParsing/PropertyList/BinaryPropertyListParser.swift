import Foundation

/// Reads a `bplist00` binary property list into an ordered `PropertyListValue`.
///
/// Every offset, length and reference is checked against the buffer before it is used;
/// dictionary keys are decoded once and shared, work on shared containers is bounded, and a container that
/// contains itself is reported as a cycle. Locations carry the object's byte offset.
struct BinaryPropertyListParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    let maxDepth: Int
    /// The string and item limits (depth is `maxDepth`), checked as objects are read.
    var limits = ReadingLimits.default
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var offsetTable = 0
    private var objectsEnd = 0
    /// 1 while a container is being read (meeting it again is a cycle), else 0.
    private var state: [UInt8] = []
    /// For each object read as a dictionary key: 1 + its index in `keys`, else 0.
    /// (Trivial element types: no per-object release when the parser ends.)
    private var keySlot: [Int32] = []
    private var keys: [String] = []
    /// Child references followed so far; bounded so that containers shared many times
    /// (a "billion laughs" file) end in an error instead of exponential work.
    private var work = 0
    private var workLimit = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String, maxDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maxDepth = maxDepth
    }

    /// Throws unless a string of `length` UTF-8 bytes fits ``ReadingLimits/maximumStringLength``.
    func checkStringLength(_ length: Int, at start: Int) throws(PropertyListError) {
        if let error = limits.exceeded(.stringLength, by: length, at: at(start)) { throw .limitExceeded(error) }
    }

    static func hasSignature(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 8 else { return false }
        let signature: [UInt8] = Array("bplist00".utf8)
        for index in 0..<8 where bytes[index] != signature[index] { return false }
        return true
    }

    func at(_ offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: 0, column: 0, byteOffset: offset)
    }

    /// A big-endian unsigned integer of `size` (1...8) bytes at `offset`; the caller checked bounds.
    func unsigned(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
        return value
    }

    mutating func parseDocument() throws(PropertyListError) -> PropertyListValue {
        let trailer = bytes.count - 32
        guard trailer >= 9 else { throw .badTrailer("the file is shorter than a header and a trailer", at(0)) }
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw .badTrailer(
                "offset size \(offsetSize) and reference size \(referenceSize) must be 1 to 8", at(trailer))
        }
        let count = unsigned(at: trailer + 8, size: 8)
        let top = unsigned(at: trailer + 16, size: 8)
        let table = unsigned(at: trailer + 24, size: 8)
        guard count >= 1, count <= UInt64(bytes.count), top < count else {
            throw .badTrailer("\(count) objects with the top object \(top)", at(trailer + 8))
        }
        guard table >= 9, table < UInt64(trailer), (UInt64(trailer) - table) / UInt64(offsetSize) >= count else {
            throw .badTrailer("the offset table at \(table) does not fit before the trailer", at(trailer + 24))
        }
        objectCount = Int(count)
        offsetTable = Int(table)
        objectsEnd = trailer
        state = [UInt8](repeating: 0, count: objectCount)
        keySlot = [Int32](repeating: 0, count: objectCount)
        workLimit = 4 * bytes.count + 1024
        return try object(Int(top), referencedAt: trailer + 16)
    }

    /// The byte offset of object `reference`.
    func offset(of reference: Int, referencedAt: Int) throws(PropertyListError) -> Int {
        guard reference >= 0, reference < objectCount else { throw .badReference(reference, at(referencedAt)) }
        let value = unsigned(at: offsetTable + reference * offsetSize, size: offsetSize)
        guard value >= 8, value < UInt64(objectsEnd) else {
            throw .badOffset(object: reference, at(offsetTable + reference * offsetSize))
        }
        return Int(value)
    }

    /// Checks that `length` bytes from `offset` lie inside the object area.
    func require(_ offset: Int, _ length: Int, marker: UInt8) throws(PropertyListError) {
        guard length >= 0, offset <= objectsEnd, length <= objectsEnd - offset else {
            throw .unsupportedObject(marker: marker, at(offset))
        }
    }

    /// The length of a variable-size object whose marker is at `offset`, and where its content starts.
    func length(at offset: Int, marker: UInt8) throws(PropertyListError) -> (count: Int, start: Int) {
        let low = Int(marker & 0x0F)
        if low != 0x0F { return (low, offset + 1) }
        try require(offset + 1, 1, marker: marker)
        let intMarker = bytes[offset + 1]
        guard intMarker & 0xF0 == 0x10, intMarker & 0x0F <= 3 else {
            throw .unsupportedObject(marker: marker, at(offset))
        }
        let size = 1 << Int(intMarker & 0x0F)
        try require(offset + 2, size, marker: marker)
        let value = unsigned(at: offset + 2, size: size)
        guard value <= UInt64(objectsEnd) else { throw .unsupportedObject(marker: marker, at(offset)) }
        return (Int(value), offset + 2 + size)
    }

    /// An array or dictionary whose children are being read. Containers are kept on an
    /// explicit stack, not the call stack, so deep input costs heap, not thread stack.
    struct Frame {
        var reference: Int
        var start: Int
        var isDictionary: Bool
        var count: Int
        var content: Int
        var next = 0
        var values: [PropertyListValue] = []
        /// The dictionary being filled (`nil` for arrays): entries go straight into its storage.
        var dictionary: PropertyListDictionary?
        var pendingKey = ""
        var pendingKeyOffset = 0
    }

    /// Reads object `reference` and everything inside it.
    mutating func object(_ reference: Int, referencedAt: Int) throws(PropertyListError)
        -> PropertyListValue
    {
        var stack: [Frame] = []
        var produced = try enter(reference, referencedAt: referencedAt, stack: &stack)
        while true {
            if let value = produced.take() {
                guard !stack.isEmpty else { return value }
                let top = stack.count - 1
                if stack[top].isDictionary {
                    let entry = PropertyListDictionary.Entry(
                        key: stack[top].pendingKey, value: value,
                        packedLocation: PackedLocation(file: file, byteOffset: stack[top].pendingKeyOffset))
                    // consume: the entry moves into the storage (no copy, no retains).
                    stack[top].dictionary?.appendReaderEntry(consume entry)
                } else {
                    stack[top].values.append(value)
                }
            }
            let top = stack.count - 1
            if stack[top].next == stack[top].count {
                let frame = stack.removeLast()
                let value: PropertyListValue =
                    if let dictionary = frame.dictionary {
                        .dictionary(dictionary.finishedByReader(keysAreDistinct: false))
                    } else {
                        .array(frame.values)
                    }
                state[frame.reference] = 0
                produced = value
                continue
            }
            let index = stack[top].next
            stack[top].next += 1
            let valuePosition: Int
            if stack[top].isDictionary {
                let keyPosition = stack[top].content + index * referenceSize
                let keyReference = try referenceValue(at: keyPosition)
                let (key, keyOffset) = try keyString(keyReference, referencedAt: keyPosition)
                stack[top].pendingKey = key
                stack[top].pendingKeyOffset = keyOffset
                valuePosition = stack[top].content + (stack[top].count + index) * referenceSize
            } else {
                valuePosition = stack[top].content + index * referenceSize
            }
            produced = try enter(try referenceValue(at: valuePosition), referencedAt: valuePosition, stack: &stack)
        }
    }

    /// The object reference stored at `position` (inside a container's reference list).
    func referenceValue(at position: Int) throws(PropertyListError) -> Int {
        let value = unsigned(at: position, size: referenceSize)
        guard value < UInt64(objectCount) else { throw .badReference(Int(clamping: value), at(position)) }
        return Int(value)
    }

    /// Starts reading object `reference`: returns a scalar (or an already-read object), or
    /// pushes a container's frame and returns `nil`.
    mutating func enter(_ reference: Int, referencedAt: Int, stack: inout [Frame]) throws(PropertyListError)
        -> PropertyListValue?
    {
        let start = try offset(of: reference, referencedAt: referencedAt)
        if state[reference] == 1 { throw .cycle(at(start)) }
        let marker = bytes[start]
        let kind = marker >> 4
        guard kind == 0xA || kind == 0xD else { return try decode(at: start) }
        if stack.count >= maxDepth {
            throw .limitExceeded(ReadingLimitError(.depth, maximum: maxDepth, at: at(start)))
        }
        let (count, content) = try length(at: start, marker: marker)
        let perEntry = kind == 0xD ? 2 * referenceSize : referenceSize
        guard count <= objectsEnd / perEntry else { throw .unsupportedObject(marker: marker, at(start)) }
        try require(content, count * perEntry, marker: marker)
        work += count
        if work > workLimit { throw .excessiveSharing(at(start)) }
        // Every child reference followed is one value of the result.
        if let error = limits.exceeded(.itemCount, by: work, at: at(start)) { throw .limitExceeded(error) }
        state[reference] = 1
        var frame = Frame(reference: reference, start: start, isDictionary: kind == 0xD, count: count, content: content)
        if kind == 0xD {
            frame.dictionary = PropertyListDictionary(
                readerCapacity: count, location: PackedLocation(file: file, byteOffset: start))
        } else {
            frame.values.reserveCapacity(count)
        }
        stack.append(frame)
        return nil
    }

    /// A dictionary key: object `reference`, which must be a string, and its byte offset.
    mutating func keyString(_ reference: Int, referencedAt: Int) throws(PropertyListError) -> (String, Int) {
        let start = try offset(of: reference, referencedAt: referencedAt)
        let slot = Int(keySlot[reference])
        if slot > 0 { return (keys[slot - 1], start) }
        let kind = bytes[start] >> 4
        guard kind == 0x5 || kind == 0x6 || kind == 0x7 else { throw .nonStringKey(at(referencedAt)) }
        let value = try decode(at: start)
        guard case .string(let key) = value else { throw .nonStringKey(at(referencedAt)) }
        keys.append(key)
        keySlot[reference] = Int32(truncatingIfNeeded: keys.count)
        return (key, start)
    }

    /// Decodes a scalar object (containers go through `decodeArray`/`decodeDictionary`).
    @inline(never)
    mutating func decode(at start: Int) throws(PropertyListError) -> PropertyListValue {
        let marker = bytes[start]
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw .unsupportedObject(marker: marker, at(start))
            }
        case 0x1:
            let power = Int(marker & 0x0F)
            guard power <= 4 else { throw .unsupportedObject(marker: marker, at(start)) }
            let size = 1 << power
            try require(start + 1, size, marker: marker)
            switch size {
            case 1, 2, 4: return .integer(Int64(unsigned(at: start + 1, size: size)))
            case 8: return .integer(Int64(bitPattern: unsigned(at: start + 1, size: 8)))
            default:
                let high = unsigned(at: start + 1, size: 8)
                let low = unsigned(at: start + 9, size: 8)
                if high == 0, low <= UInt64(Int64.max) { return .integer(Int64(low)) }
                if high == UInt64.max, low > UInt64(Int64.max) { return .integer(Int64(bitPattern: low)) }
                throw .invalidNumber("a 128-bit integer", at(start))
            }
        case 0x2:
            switch marker & 0x0F {
            case 2:
                try require(start + 1, 4, marker: marker)
                return .real(Double(Float(bitPattern: UInt32(unsigned(at: start + 1, size: 4)))))
            case 3:
                try require(start + 1, 8, marker: marker)
                return .real(Double(bitPattern: unsigned(at: start + 1, size: 8)))
            default: throw .unsupportedObject(marker: marker, at(start))
            }
        case 0x3:
            guard marker == 0x33 else { throw .unsupportedObject(marker: marker, at(start)) }
            try require(start + 1, 8, marker: marker)
            let date = Date(timeIntervalSinceReferenceDate: Double(bitPattern: unsigned(at: start + 1, size: 8)))
            // NaN, infinite or five-digit years: no property list or JSON can write it back.
            guard JSONTextWriter.writableSeconds.contains(date.timeIntervalSince1970) else {
                throw .dateOutOfRange(at(start))
            }
            return .date(date)
        case 0x4:
            let (count, content) = try length(at: start, marker: marker)
            try require(content, count, marker: marker)
            return .data(Data(UnsafeBufferPointer(rebasing: bytes[content..<(content + count)])))
        case 0x5, 0x7:
            let (count, content) = try length(at: start, marker: marker)
            try require(content, count, marker: marker)
            try checkStringLength(count, at: start)
            let slice = UnsafeBufferPointer(rebasing: bytes[content..<(content + count)])
            if marker >> 4 == 0x5 {
                guard UTF8Validation.isASCII(slice) else { throw .unsupportedObject(marker: marker, at(start)) }
                return .string(String(decoding: slice, as: UTF8.self))
            }
            guard let text = UTF8Validation.string(slice) else { throw .invalidUTF8(at(content)) }
            return .string(text)
        case 0x6:
            let (count, content) = try length(at: start, marker: marker)
            guard count <= objectsEnd / 2 else { throw .unsupportedObject(marker: marker, at(start)) }
            try require(content, count * 2, marker: marker)
            switch UTF16Transcoder.transcode(bytes, offset: content, unitCount: count, bigEndian: true) {
            case .success(let utf8):
                try checkStringLength(utf8.count, at: start)
                return .string(String(decoding: utf8, as: UTF8.self))
            case .unpairedSurrogate(let unit):
                throw .invalidUTF16(at(content + unit * 2))
            }
        default:
            throw .unsupportedObject(marker: marker, at(start))
        }
    }
}
