import Foundation

/// A reader of one file format that reads from a byte buffer; the three other ways in (bytes in
/// memory, the same within limits, and a file whose size is checked before it is read) are
/// written once, in this protocol's extension, for every reader.
///
/// A reader gives only ``read(bytes:file:limits:)`` and how its error wraps a `FileReadError`:
///
/// ```swift
/// package enum TOMLReader: FileFormatReader {
///     package static func read(
///         bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits
///     ) throws(TOMLError) -> TOMLTable { ... }
///     package static func failure(reading error: FileReadError) -> TOMLError { .fileRead(error) }
/// }
/// let table = try TOMLReader.read(contentsOf: url, limits: .default)
/// ```
package protocol FileFormatReader {
    /// What a file reads into.
    associatedtype Output
    /// The error that names the first problem, with its position.
    associatedtype Failure: Error

    /// Reads the format from a byte buffer (the entry point a fuzzer can drive).
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - file: The path to name in locations and errors; empty for in-memory content.
    ///   - limits: The limits the file and its values must keep, checked while reading.
    static func read(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: ReadingLimits) throws(Failure) -> Output

    /// The reader's error for a file that could not be read at all.
    static func failure(reading error: FileReadError) -> Failure
}

extension FileFormatReader {
    /// Reads from memory within the default limits.
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path to name in locations and errors; empty for in-memory content.
    /// - Returns: What the file holds, in file order.
    /// - Throws: The reader's error, with the position of the first problem.
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "") throws(Failure) -> Output {
        try read(data, file: file, limits: .default)
    }

    /// Reads from memory within `limits`, checked while reading.
    ///
    /// ```swift
    /// let table = try StringsFileReader.read(downloaded, file: "de.lproj/Tutorial.strings",
    ///                                        limits: ReadingLimits(maximumStringLength: 64 << 10))
    /// ```
    ///
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - file: The path to name in locations and errors.
    ///   - limits: The limits the file and its values must keep (see each reader for which apply).
    /// - Returns: What the file holds, in file order.
    /// - Throws: The reader's error; its limit case past a limit.
    /// - Complexity: O(n) in the size of `data`.
    package static func read(_ data: Data, file: String = "", limits: ReadingLimits) throws(Failure) -> Output {
        let result: Result<Output, Failure> = data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            return Result { () throws(Failure) -> Output in
                try read(bytes: bytes, file: file, limits: limits)
            }
        }
        return try result.get()
    }

    /// Reads a file; its size is checked before it is read.
    ///
    /// - Parameters:
    ///   - url: A file URL; locations name `url.path`.
    ///   - limits: The limits the file and its values must keep.
    /// - Returns: What the file holds, in file order.
    /// - Throws: The reader's file-read error when the file cannot be read, otherwise as
    ///   `read(_:file:limits:)`.
    /// - Complexity: O(n) in the file's size.
    package static func read(contentsOf url: URL, limits: ReadingLimits = .default) throws(Failure) -> Output {
        let data: Data
        do throws(FileReadError) {
            data = try FileBytes.read(url, limits: limits)
        } catch {
            throw failure(reading: error)
        }
        return try read(data, file: url.path, limits: limits)
    }
}
