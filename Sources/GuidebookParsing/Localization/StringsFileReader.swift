import Foundation

/// Reads `.strings` files in every form Xcode writes or ships: the old-style text syntax
/// (`"key" = "value";`) in UTF-8 or UTF-16, and XML or binary property lists.
///
/// The text syntax is Foundation's: quoted (`"` or `'`) or unquoted keys and values,
/// `"key";` meaning the value is the key, `/* */` and `//` comments, and the escapes
/// `\n \t \r \" \' \\ \a \b \f \v`, `\UXXXX` (surrogate pairs combined) and octal `\NNN`.
/// Text is UTF-8 (with or without a byte-order mark) or UTF-16 with a byte-order mark, or
/// without one when its NUL bytes give the byte order away.
///
/// ```swift
/// let table = try StringsFileReader.read(contentsOf: folder.appendingPathComponent("de.lproj/Tutorial.strings"))
/// print(table["Welcome Title"] ?? "")
/// ```
///
/// `package`, not public: apps read string tables through ``GuidebookContent`` (or the string
/// sources built on it), which call this reader and keep its positions in their diagnostics;
/// the reader itself is for the package's tools (`guidebook lint`, `convert`, the fuzz targets).
///
/// Its ways in from memory and from a file are ``FileFormatReader``'s. Of the limits, the largest
/// file, the longest key or value (UTF-8 bytes, after escapes are decoded) and the most entries
/// apply to the text syntax (`StringsFileError/limitExceeded(_:)`); depth does not. A property-list
/// file is held to all of them (`StringsFileError/propertyList(_:)`).
package enum StringsFileReader: FileFormatReader {
    /// The error for a `.strings` file that could not be read at all.
    package static func failure(reading error: FileReadError) -> StringsFileError { .fileRead(error) }

    /// Reads a `.strings` file from a byte buffer (the entry point a fuzzer can drive).
    ///
    /// - Complexity: O(n) in `bytes.count`.
    package static func read(
        bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits = .default
    ) throws(StringsFileError) -> StringsTable {
        if BinaryPropertyListParser.hasSignature(bytes) {
            return try table(fromPropertyList: bytes, file: file, limits: limits)
        }
        // Before UTF-16 text is transcoded: the limit is on the file's own bytes.
        if let error = limits.exceeded(.fileSize, by: bytes.count, at: SourceLocation(file: file, line: 1, column: 1)) {
            throw .limitExceeded(error)
        }
        let (byteOrder, offset) = textEncoding(of: bytes)
        guard let byteOrder else {
            return try readUTF8(UnsafeBufferPointer(rebasing: bytes[offset...]), file: file, limits: limits)
        }
        let unitCount = (bytes.count - offset) / 2
        if (bytes.count - offset) % 2 != 0 {
            throw .invalidUTF16(SourceLocation(file: file, line: 0, column: 0, byteOffset: bytes.count - 1))
        }
        switch UTF16Transcoder.transcode(
            bytes, offset: offset, unitCount: unitCount, bigEndian: byteOrder == .bigEndian)
        {
        case .success(let utf8):
            return try utf8.withUnsafeBufferPointer { buffer throws(StringsFileError) in
                try readUTF8(buffer, file: file, limits: limits)
            }
        case .unpairedSurrogate(let unit):
            // Report the line and column of the bad unit: transcode the text before it.
            let location: SourceLocation
            if case .success(let before) = UTF16Transcoder.transcode(
                bytes, offset: offset, unitCount: unit, bigEndian: byteOrder == .bigEndian)
            {
                location = before.withUnsafeBufferPointer { buffer in
                    var lines = LineCounter()
                    let (line, column) = lines.position(of: buffer.count, in: buffer)
                    return SourceLocation(file: file, line: line, column: column)
                }
            } else {
                location = SourceLocation(file: file, line: 0, column: 0, byteOffset: offset + unit * 2)
            }
            throw .invalidUTF16(location)
        }
    }

    /// How the text in `bytes` is encoded: UTF-16 in the byte order a byte-order mark announces
    /// or its NUL bytes give away, else UTF-8 (`nil`); and where the text starts, after the mark.
    private static func textEncoding(of bytes: UnsafeBufferPointer<UInt8>) -> (UTF16Text.ByteOrder?, start: Int) {
        if let byteOrder = UTF16Text.detectBOM(bytes) { return (byteOrder, 2) }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { return (nil, 3) }
        return (UTF16Text.guessByteOrder(bytes), 0)
    }

    /// The UTF-8 text the old-style syntax is read from, as ``read(bytes:file:limits:)`` reads
    /// it: after a byte-order mark, UTF-16 transcoded. `nil` for a property list and for UTF-16
    /// that does not transcode (what `ValueSourceMap` maps places in).
    ///
    /// - Complexity: O(n) in `bytes.count`.
    package static func oldStyleText(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard !BinaryPropertyListParser.hasSignature(bytes) else { return nil }
        let (byteOrder, offset) = textEncoding(of: bytes)
        let text: [UInt8]
        if let byteOrder {
            guard
                case .success(let utf8) = UTF16Transcoder.transcode(
                    bytes, offset: offset, unitCount: (bytes.count - offset) / 2, bigEndian: byteOrder == .bigEndian)
            else { return nil }
            text = utf8
        } else {
            text = Array(bytes[offset...])
        }
        let first = text.firstIndex { !XMLPropertyListParser.isWhitespace($0) }
        return first.map { text[$0] == UInt8(ascii: "<") } == true ? nil : text
    }

    /// Reads UTF-8 text: a property list when it starts with `<`, else the old-style syntax.
    static func readUTF8(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits
    ) throws(StringsFileError) -> StringsTable {
        var first = 0
        while first < bytes.count, XMLPropertyListParser.isWhitespace(bytes[first]) { first += 1 }
        if first < bytes.count, bytes[first] == UInt8(ascii: "<") {
            return try table(fromPropertyList: bytes, file: file, limits: limits)
        }
        var parser = OldStyleStringsParser(bytes: bytes, file: file)
        parser.limits = limits
        return try parser.parse()
    }

    /// Reads an XML or binary property list that must be a dictionary of strings.
    static func table(
        fromPropertyList bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits
    ) throws(StringsFileError) -> StringsTable {
        let value: PropertyListValue
        do {
            value = try PropertyListReader.read(bytes: bytes, file: file, limits: limits)
        } catch {
            throw .propertyList(error)
        }
        guard case .dictionary(let dictionary) = value else {
            throw .notADictionary(found: value.typeName, SourceLocation(file: file, line: 1, column: 1))
        }
        var table = StringsTable()
        for entry in dictionary {
            guard case .string(let text) = entry.value else {
                throw .notAString(
                    key: entry.key, found: entry.value.typeName,
                    entry.location ?? SourceLocation(file: file, line: 0, column: 0))
            }
            table.append(StringsTable.Entry(key: entry.key, value: text, packedLocation: entry.packedLocation))
        }
        return table
    }
}
