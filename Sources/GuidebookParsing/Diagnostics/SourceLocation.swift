/// A place in a content file, printed the way compilers print positions so that
/// Xcode and editors can jump to it: `path:line:column`.
///
/// ```swift
/// let location = SourceLocation(file: "en.lproj/HelpList.plist", line: 12, column: 5)
/// print(location)  // en.lproj/HelpList.plist:12:5
/// ```
///
/// Lines and columns are 1-based; a column counts Unicode scalars from the start
/// of the line. Binary files have no lines: their locations carry a byte offset
/// instead (`line` and `column` are 0).
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file's path as it was given to the reader; empty for in-memory content.
    public var file: String
    /// The 1-based line, or 0 when the format has no lines (binary property lists).
    public var line: Int
    /// The 1-based column, or 0 when unknown.
    public var column: Int
    /// The byte offset from the start of the file, when the format is binary.
    public var byteOffset: Int?

    /// Creates a location.
    public init(file: String = "", line: Int, column: Int, byteOffset: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// `file:line:column`, `file: byte N` for binary content, or `file` alone for a finding about
    /// the whole file (line 0, no byte offset).
    public var description: String {
        let name = file.isEmpty ? "<memory>" : file
        if line == 0 {
            // Binary content has offsets, not lines; a whole-file finding has neither.
            return byteOffset.map { "\(name): byte \($0)" } ?? name
        }
        return "\(name):\(line):\(column)"
    }

    /// The same location in another file (used when content read from memory
    /// is attributed to the file it came from).
    public func inFile(_ path: String) -> SourceLocation {
        var copy = self
        copy.file = path
        return copy
    }
}
