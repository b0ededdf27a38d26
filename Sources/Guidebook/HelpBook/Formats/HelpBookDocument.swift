/// A help book as read from one file: the book, which format the file used, and the warnings
/// found while reading it (unknown keys, unsafe links, rows named `Title`).
///
/// ```swift
/// let document = try HelpBookDocument(contentsOf: url)
/// for finding in document.validate() { print(finding) }   // reading warnings + book checks
/// let book = document.book
/// ```
public struct HelpBookDocument: Sendable, Hashable {
    /// The file formats a help book can be read from.
    public enum Format: String, Sendable, Hashable, Codable, CaseIterable {
        /// The seed's `HelpList.plist`: a root array of section dictionaries.
        case legacy
        /// The documented v2 schema (property list or JSON).
        case v2
    }

    /// The book.
    public var book: HelpBook
    /// The format the file used.
    public var format: Format
    /// Warnings found while reading, each with its position.
    public var diagnostics: [Diagnostic]
    /// The file's path as given to the reader.
    public var file: String

    /// Creates a document.
    public init(book: HelpBook, format: Format, diagnostics: [Diagnostic] = [], file: String = "") {
        self.book = book
        self.format = format
        self.diagnostics = diagnostics
        self.file = file
    }

    /// Everything worth telling an author: the reading warnings, then ``HelpBook/validate()``'s findings.
    ///
    /// ```swift
    /// let errors = document.validate().filter { $0.severity == .error }
    /// ```
    ///
    /// - Complexity: O(n) in the number of items and links.
    public func validate() -> [Diagnostic] {
        diagnostics + book.validate()
    }
}
