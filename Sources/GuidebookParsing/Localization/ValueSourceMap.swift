import Foundation

/// Where a place inside a string table's value stands in the file it was read from, so that a
/// finding about a link in a card's body points at the link, not at the entry's key.
///
/// Readers keep where each entry stands (a `.strings` key, a String Catalog `stringUnit`
/// object) and nothing more: loading stays as fast as it was. The value's start is found again
/// from there in the file's text, by the reader that read it (its comments, quoting and escapes),
/// and the value read there must be the one the table holds: a repeated `.strings` key keeps its
/// first place and its last value, and a catalog entry with plural forms has no one unit, so
/// those give `nil`, as does a file that is not text (a binary property list).
///
/// ```swift
/// let map = ValueSourceMap(data, format: .strings, file: "de.lproj/Tutorial.strings")
/// // "Export" = "Tippe auf [MIDI](help:export-midi).";   on line 3
/// map?.location(ofOffset: 17, inValue: entry.value, entryAt: entry.location)  // de.lproj/Tutorial.strings:3:30
/// ```
///
/// Lines and columns are counted as the readers count them (``SourceLocation``): `\n`, `\r\n`
/// and a lone `\r` end a line, a column counts Unicode scalars of the file's text.
package struct ValueSourceMap: Sendable {
    /// The syntax of the file the values were read from.
    package enum Format: Sendable, Hashable {
        /// A `.strings` file in the old-style syntax (UTF-8 or UTF-16 text).
        case strings
        /// A String Catalog (`.xcstrings`, JSON); entries stand at their `stringUnit` object.
        case stringCatalog
    }

    /// The file's text as its reader reads it: UTF-8, after any byte-order mark.
    private let text: [UInt8]
    /// Where each line starts in ``text``, line 1 first: where an entry's line and column are.
    private let lineStarts: [Int]
    private let format: Format
    private let file: String

    /// Reads the text of a table file for mapping.
    ///
    /// - Parameters:
    ///   - data: The file's bytes, as they were given to its reader.
    ///   - format: The file's syntax.
    ///   - file: The path the file's locations name.
    /// - Returns: `nil` when the file is not text its reader reads as such (a property list
    ///   `.strings` file, UTF-16 that does not transcode).
    package init?(_ data: Data, format: Format, file: String) {
        let text: [UInt8]? = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            switch format {
            case .strings: return StringsFileReader.oldStyleText(bytes)
            case .stringCatalog:
                let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
                return Array(bytes[start...])
            }
        }
        guard let text else { return nil }
        self.text = text
        self.format = format
        self.file = file
        var starts = [0]
        var index = 0
        while index < text.count {
            let byte = text[index]
            index += 1
            if byte == 0x0D, index < text.count, text[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        lineStarts = starts
    }

    /// The place of the byte at `offset` (UTF-8) in `value`, the value of the entry that stands
    /// at `entry` in this file.
    ///
    /// - Parameters:
    ///   - offset: A UTF-8 offset into `value`, at the start of a character.
    ///   - value: The entry's value as the table holds it.
    ///   - entry: Where the entry stands: its key in a `.strings` file, its `stringUnit` object
    ///     in a catalog.
    /// - Returns: The place, or `nil` when the entry's value is not found there as `value`.
    /// - Complexity: O(k) in the bytes of the entry up to the place, plus the text before the place
    ///   (its line ends counted a word at a time).
    package func location(ofOffset offset: Int, inValue value: String, entryAt entry: SourceLocation) -> SourceLocation?
    {
        guard entry.file == file, let entryOffset = self.offset(line: entry.line, column: entry.column),
            offset >= 0, offset <= value.utf8.count
        else { return nil }
        let found: (start: Int, value: String)? = text.withUnsafeBufferPointer { bytes in
            switch format {
            case .strings:
                var parser = OldStyleStringsParser(bytes: bytes, file: file)
                return parser.value(ofEntryAt: entryOffset)
            case .stringCatalog:
                return JSONReader.string(ofMember: "value", inObjectAt: entryOffset, in: bytes)
            }
        }
        guard let found, found.value == value else { return nil }
        return location(ofDecodedOffset: offset, valueStart: found.start)
    }

    /// The place of the byte at `offset` of the value decoded from the string whose first
    /// character (after its opening quote) is at `valueStart` in the text: plain bytes stand for
    /// themselves, an escape (`\"`, `\n`, `\U00E9`, a surrogate pair; JSON's in a catalog) for
    /// what it decodes to. A place inside what one escape decodes to is the escape's backslash.
    ///
    /// - Complexity: O(k) in the bytes from `valueStart` to the place, plus the text before the
    ///   place (its line ends counted a word at a time).
    package func location(ofDecodedOffset offset: Int, valueStart: Int) -> SourceLocation? {
        var cursor = valueStart
        var decoded = 0
        let found: Bool = text.withUnsafeBufferPointer { bytes in
            var strings = OldStyleStringsParser(bytes: bytes, file: file)
            while decoded < offset {
                guard cursor < bytes.count else { return false }
                guard bytes[cursor] == UInt8(ascii: "\\") else {
                    decoded += 1
                    cursor += 1
                    continue
                }
                let escape =
                    switch format {
                    case .strings: strings.escape(at: cursor)
                    case .stringCatalog: JSONReader.escape(at: cursor, in: bytes)
                    }
                guard let escape else { return false }
                if decoded + escape.decodedCount > offset { break }
                decoded += escape.decodedCount
                cursor = escape.end
            }
            return true
        }
        guard found else { return nil }
        return location(ofTextOffset: cursor)
    }

    /// The line and column of the byte at `offset` of the text, counted by the readers' own
    /// ``LineCounter``.
    private func location(ofTextOffset offset: Int) -> SourceLocation {
        var lines = LineCounter()
        let (line, column) = text.withUnsafeBufferPointer { lines.position(of: offset, in: $0) }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The offset of the 1-based `line` and `column` in the text, or `nil` past its end.
    private func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
        let end = line < lineStarts.count ? lineStarts[line] : text.count
        var index = lineStarts[line - 1]
        var scalars = 1
        while scalars < column {
            guard index < end else { return nil }
            index += 1
            while index < end, text[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index < end ? index : nil
    }
}
