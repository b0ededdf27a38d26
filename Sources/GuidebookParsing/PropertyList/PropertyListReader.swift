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
///
/// Its ways in from memory and from a file are ``FileFormatReader``'s; XML or binary is told
/// from the first bytes (XML in UTF-8, or UTF-16 with a byte-order mark). The largest file,
/// deepest nesting, longest string (or key) and most values apply to both, each past its limit a
/// `PropertyListError/limitExceeded(_:)`.
package enum PropertyListReader: FileFormatReader {
    /// How deep dictionaries and arrays may nest before reading stops with the depth's
    /// ``ReadingLimitError`` (``ReadingLimits/maximumDepth`` of the default limits).
    package static let maximumDepth = ReadingLimits.default.maximumDepth

    /// The error for a property-list file that could not be read at all.
    package static func failure(reading error: FileReadError) -> PropertyListError { .fileRead(error) }

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
