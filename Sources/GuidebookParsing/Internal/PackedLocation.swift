/// A `SourceLocation?` kept in 24 bytes instead of 49, for the locations readers store
/// on every entry: the file name and either a line and column or a byte offset.
///
/// Entries of a large file are built and freed by the ten thousand; a smaller entry
/// means less memory to write, copy and free. Locations that do not fit the compact
/// forms (a line beyond 32 bits, a byte offset together with a line) are boxed whole,
/// so nothing is lost.
package enum PackedLocation: Sendable {
    /// No location.
    case none
    /// A text position: 1-based line and column.
    case text(file: String, line: UInt32, column: UInt32)
    /// A text position in a file named by its number in `FileNameTable` (no string to
    /// retain and release per location).
    case textInTable(fileNumber: UInt32, line: UInt32, column: UInt32)
    /// A binary position: the byte offset (line and column 0).
    case binary(file: String, offset: UInt64)
    /// Anything else, kept whole.
    indirect case other(SourceLocation)

    /// Packs a location.
    @inline(__always)
    package init(_ location: SourceLocation?) {
        guard let location else {
            self = .none
            return
        }
        if location.byteOffset == nil, let line = UInt32(exactly: location.line),
            let column = UInt32(exactly: location.column)
        {
            self = .text(file: location.file, line: line, column: column)
        } else if location.line == 0, location.column == 0, let offset = location.byteOffset,
            let packed = UInt64(exactly: offset)
        {
            self = .binary(file: location.file, offset: packed)
        } else {
            self = .other(location)
        }
    }

    /// A text position (what the XML and `.strings` readers keep per key).
    @inline(__always)
    package init(file: String, line: Int, column: Int) {
        if let packedLine = UInt32(exactly: line), let packedColumn = UInt32(exactly: column) {
            self = .text(file: file, line: packedLine, column: packedColumn)
        } else {
            self = .other(SourceLocation(file: file, line: line, column: column))
        }
    }

    /// A text position in a file with a `FileNameTable` number, when it has one (what the
    /// XML reader keeps per key).
    @inline(__always)
    package init(file: String, fileNumber: UInt32?, line: Int, column: Int) {
        if let fileNumber, let packedLine = UInt32(exactly: line), let packedColumn = UInt32(exactly: column) {
            self = .textInTable(fileNumber: fileNumber, line: packedLine, column: packedColumn)
        } else {
            self.init(file: file, line: line, column: column)
        }
    }

    /// A binary position (what the binary property-list reader keeps per key).
    @inline(__always)
    package init(file: String, byteOffset: Int) {
        if let offset = UInt64(exactly: byteOffset) {
            self = .binary(file: file, offset: offset)
        } else {
            self = .other(SourceLocation(file: file, line: 0, column: 0, byteOffset: byteOffset))
        }
    }

    /// The location, unpacked.
    package var location: SourceLocation? {
        switch self {
        case .none: nil
        case .text(let file, let line, let column): SourceLocation(file: file, line: Int(line), column: Int(column))
        case .textInTable(let fileNumber, let line, let column):
            SourceLocation(file: FileNameTable.name(fileNumber), line: Int(line), column: Int(column))
        case .binary(let file, let offset):
            SourceLocation(file: file, line: 0, column: 0, byteOffset: Int(clamping: offset))
        case .other(let location): location
        }
    }
}
