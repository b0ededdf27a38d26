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
package enum StringsFileReader {
    /// Reads a `.strings` file from memory.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path to name in locations and errors; empty for in-memory content.
    /// - Returns: The entries in file order.
    /// - Throws: `StringsFileError` with the line and column of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "") throws(StringsFileError) -> StringsTable {
        try read(data, file: file, limits: .default)
    }

    /// Reads a `.strings` file from memory within `limits`, checked while reading.
    ///
    /// ```swift
    /// let table = try StringsFileReader.read(downloaded, file: "de.lproj/Tutorial.strings",
    ///                                        limits: ReadingLimits(maximumStringLength: 64 << 10))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path to name in locations and errors.
    ///   - limits: The largest file, the longest key or value (UTF-8 bytes, after escapes are
    ///     decoded) and the most entries accepted; depth does not apply to the text syntax.
    /// - Returns: The entries in file order.
    /// - Throws: `StringsFileError`; `StringsFileError/limitExceeded(_:)` past a limit of the
    ///   text syntax, `StringsFileError/propertyList(_:)` past one of a property-list file.
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "", limits: ReadingLimits) throws(StringsFileError)
        -> StringsTable
    {
        let result: Result<StringsTable, StringsFileError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(StringsFileError) -> StringsTable in
                try read(bytes: bytes, file: file, limits: limits)
            }
        }
        return try result.get()
    }

    /// Reads a `.strings` file; its size is checked before it is read.
    ///
    /// - Parameters:
    ///   - url: A file URL; locations name `url.path`.
    ///   - limits: The limits the file and its entries must keep.
    /// - Returns: The entries in file order.
    /// - Throws: `StringsFileError.fileRead` when the file cannot be read, otherwise as `read(_:file:)`.
    /// - Complexity: O(n) in the file's size.
    package static func read(contentsOf url: URL, limits: ReadingLimits = .default) throws(StringsFileError)
        -> StringsTable
    {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, limits: limits)
        } catch {
            throw .fileRead(error)
        }
        return try read(data, file: url.path, limits: limits)
    }

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
        var byteOrder = UTF16Text.detectBOM(bytes)
        var offset = byteOrder == nil ? 0 : 2
        if byteOrder == nil, !(bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) {
            byteOrder = UTF16Text.guessByteOrder(bytes)
        }
        guard let byteOrder else {
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
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
