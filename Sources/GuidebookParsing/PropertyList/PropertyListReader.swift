import Foundation

/// Reads XML and binary (`bplist00`) property lists into `PropertyListValue`, keeping
/// the order of every dictionary's keys and where each key stands in the file.
///
/// Foundation's `PropertyListSerialization` returns unordered dictionaries; the help book
/// and `.strings` tables need the file's order, so Guidebook reads property lists itself.
/// Bad input never crashes: every problem is a `PropertyListError` naming its position.
///
/// ```swift
/// let value = try PropertyListReader.read(contentsOf: helpListURL)
/// for section in value.arrayValue ?? [] {
///     print(section.dictionaryValue?.keys ?? [])  // in file order
/// }
/// ```
///
/// `package`, not public: apps load help books and content through ``HelpBookDocument`` and
/// ``GuidebookContent``, which read with it; Foundation's `PropertyListSerialization` serves any
/// other property list. The reader is for the package's loaders, tools and fuzz targets.
package enum PropertyListReader {
    /// How deep dictionaries and arrays may nest before reading stops with the depth's
    /// ``ReadingLimitError`` (``ReadingLimits/maximumDepth`` of the default limits).
    package static let maximumDepth = ReadingLimits.default.maximumDepth

    /// Reads a property list from memory, detecting XML or binary from its first bytes.
    ///
    /// - Parameters:
    ///   - data: The file's bytes: XML (UTF-8, or UTF-16 with a byte-order mark) or `bplist00`.
    ///   - file: The path to name in locations and errors; empty for in-memory content.
    /// - Returns: The root value, dictionaries in file order.
    /// - Throws: `PropertyListError` with the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "") throws(PropertyListError) -> PropertyListValue {
        try read(data, file: file, limits: .default)
    }

    /// Reads a property list from memory within `limits`, checked while reading.
    ///
    /// ```swift
    /// let value = try PropertyListReader.read(data, file: "HelpList.plist", limits: ReadingLimits(maximumDepth: 16))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes: XML or `bplist00`.
    ///   - file: The path to name in locations and errors.
    ///   - limits: The largest file, deepest nesting, longest string (or key) and most
    ///     values accepted, in XML and binary property lists alike.
    /// - Returns: The root value, dictionaries in file order.
    /// - Throws: `PropertyListError`; `PropertyListError/limitExceeded(_:)` past a limit (size, depth,
    ///   string, items).
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "", limits: ReadingLimits) throws(PropertyListError)
        -> PropertyListValue
    {
        let result: Result<PropertyListValue, PropertyListError> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(PropertyListError) -> PropertyListValue in
                try read(bytes: bytes, file: file, limits: limits)
            }
        }
        return try result.get()
    }

    /// Reads a property-list file; its size is checked before it is read.
    ///
    /// - Parameters:
    ///   - url: A file URL.
    ///   - limits: The limits the file and its values must keep.
    /// - Returns: The root value, dictionaries in file order; locations name `url.path`.
    /// - Throws: `PropertyListError.fileRead` when the file cannot be read, otherwise as `read(_:file:)`.
    /// - Complexity: O(n) in the file's size.
    package static func read(contentsOf url: URL, limits: ReadingLimits = .default) throws(PropertyListError)
        -> PropertyListValue
    {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, limits: limits)
        } catch {
            throw .fileRead(error)
        }
        return try read(data, file: url.path, limits: limits)
    }

    /// Reads a property list from a byte buffer (the entry point a fuzzer can drive).
    ///
    /// - Complexity: O(n) in `bytes.count`.
    package static func read(
        bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits = .default
    ) throws(PropertyListError) -> PropertyListValue {
        if let error = limits.exceeded(.fileSize, by: bytes.count, at: SourceLocation(file: file, line: 1, column: 1)) {
            throw .limitExceeded(error)
        }
        let maxDepth = limits.maximumDepth
        if BinaryPropertyListParser.hasSignature(bytes) {
            var parser = BinaryPropertyListParser(bytes: bytes, file: file, maxDepth: maxDepth)
            parser.limits = limits
            return try parser.parseDocument()
        }
        if let utf16 = UTF16Text.detectBOM(bytes) {
            // UTF-16 XML (rare): transcode once, then read as UTF-8.
            let unitCount = (bytes.count - 2) / 2
            switch UTF16Transcoder.transcode(bytes, offset: 2, unitCount: unitCount, bigEndian: utf16 == .bigEndian) {
            case .success(let utf8):
                return try utf8.withUnsafeBufferPointer { buffer throws(PropertyListError) in
                    var parser = XMLPropertyListParser(bytes: buffer, file: file, maxDepth: maxDepth)
                    parser.limits = limits
                    return try parser.parseDocument()
                }
            case .unpairedSurrogate(let unit):
                throw .invalidUTF16(SourceLocation(file: file, line: 0, column: 0, byteOffset: 2 + unit * 2))
            }
        }
        var parser = XMLPropertyListParser(bytes: bytes, file: file, maxDepth: maxDepth)
        parser.limits = limits
        return try parser.parseDocument()
    }
}
