import Foundation

/// How much of one file the content readers accept before they stop with an error: the
/// guard for content downloaded from a server, where every byte is hostile.
///
/// The JSON reader (String Catalogs, v2 help books), the property-list reader (XML and
/// binary: `.strings`, `.stringsdict`, help books) and the `.strings` text reader check each
/// limit while they read (depth does not apply to `.strings` text), so a file past one fails
/// at the place it crosses it, before the rest is looked at; the help-book decoders check the
/// help limits (``maximumHelpDepth``, ``maximumHelpItemCount``) as they build items. At a limit
/// an input is accepted; one past it gets ``ReadingLimitError``, whose ``ReadingLimitError/diagnostic``
/// names the limit: the one error for every limit, nesting included.
///
/// An app sets them where content is loaded: ``GuidebookContent/init(source:developmentLanguage:limits:)``
/// for a whole content set, ``RemoteContentPolicy/readingLimits`` for downloads, or one file's
/// reader (``HelpBookDocument/init(data:file:limits:)``, ``StringCatalog/init(data:file:limits:)``).
///
/// ```swift
/// var limits = ReadingLimits.default
/// limits.maximumFileSize = 1 << 20                 // 1 MiB of help is plenty for this app
/// let content = GuidebookContent(source: .folder(contentURL), limits: limits)
/// ```
public struct ReadingLimits: Sendable, Hashable {
    /// The largest file read, in bytes (default 64 MiB).
    public var maximumFileSize: Int
    /// How deep arrays and dictionaries may nest (default 512).
    public var maximumDepth: Int
    /// The longest string or dictionary key, in UTF-8 bytes (default 4 MiB).
    public var maximumStringLength: Int
    /// The most values in one file, counting every array element and dictionary entry at
    /// every depth, or every entry of a `.strings` file (default 4,000,000).
    public var maximumItemCount: Int
    /// How deep help items may nest in a help book, a section's row being depth 1 (default 64).
    public var maximumHelpDepth: Int
    /// The most items (rows at every depth) in one help book (default 1,000,000).
    public var maximumHelpItemCount: Int

    /// Creates limits; each parameter defaults to the value of ``default``.
    ///
    /// - Parameters:
    ///   - maximumFileSize: The largest file, in bytes.
    ///   - maximumDepth: How deep arrays and dictionaries may nest.
    ///   - maximumStringLength: The longest string, in UTF-8 bytes.
    ///   - maximumItemCount: The most array elements and dictionary entries in one file.
    ///   - maximumHelpDepth: How deep help items may nest.
    ///   - maximumHelpItemCount: The most items in one help book.
    public init(
        maximumFileSize: Int = 64 << 20, maximumDepth: Int = 512, maximumStringLength: Int = 4 << 20,
        maximumItemCount: Int = 4_000_000, maximumHelpDepth: Int = 64, maximumHelpItemCount: Int = 1_000_000
    ) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumStringLength = maximumStringLength
        self.maximumItemCount = maximumItemCount
        self.maximumHelpDepth = maximumHelpDepth
        self.maximumHelpItemCount = maximumHelpItemCount
    }

    /// The limits every reader uses unless given others.
    public static let `default` = ReadingLimits()

    /// The error for a file, a string or a count of `value` past the maximum these limits
    /// give `limit`, or `nil` within it: the one comparison every reader makes. `location`
    /// is made only past the limit.
    @inline(__always)
    package func exceeded(
        _ limit: ReadingLimitError.Limit, by value: Int, at location: @autoclosure () -> SourceLocation
    ) -> ReadingLimitError? {
        let maximum =
            switch limit {
            case .fileSize: maximumFileSize
            case .stringLength: maximumStringLength
            case .itemCount: maximumItemCount
            case .depth: maximumDepth
            case .helpDepth: maximumHelpDepth
            case .helpItemCount: maximumHelpItemCount
            }
        return value <= maximum ? nil : ReadingLimitError(limit, maximum: maximum, at: location())
    }
}

/// A file crossed one of its ``ReadingLimits``.
///
/// ```swift
/// do { _ = try JSONReader.read(data, limits: ReadingLimits(maximumFileSize: 10)) }
/// catch { print(error) }   // The file is 24 bytes; the limit is 10 bytes. ...
/// ```
public struct ReadingLimitError: DiagnosticError, Hashable {
    /// Which limit was crossed.
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// ``ReadingLimits/maximumFileSize``.
        case fileSize
        /// ``ReadingLimits/maximumStringLength``.
        case stringLength
        /// ``ReadingLimits/maximumItemCount``.
        case itemCount
        /// ``ReadingLimits/maximumDepth``.
        case depth
        /// ``ReadingLimits/maximumHelpDepth``.
        case helpDepth
        /// ``ReadingLimits/maximumHelpItemCount``.
        case helpItemCount
    }

    /// Which limit was crossed.
    public var limit: Limit
    /// The limit's value.
    public var maximum: Int
    /// Where the reader stopped: the file's start for its size, the string's start, the item or
    /// the container past the limit.
    public var location: SourceLocation

    /// Creates the error.
    public init(_ limit: Limit, maximum: Int, at location: SourceLocation) {
        self.limit = limit
        self.maximum = maximum
        self.location = location
    }

    /// What is wrong and how to fix it, at ``location``.
    public var diagnostic: Diagnostic {
        switch limit {
        case .fileSize:
            Diagnostic(
                .error, "The file is larger than the limit of \(maximum) bytes.", at: location,
                fix: "Split the content into smaller files, or raise ReadingLimits.maximumFileSize.",
                code: .fileTooLarge)
        case .stringLength:
            Diagnostic(
                .error, "A string is longer than the limit of \(maximum) bytes.", at: location,
                fix: "Shorten the string, or raise ReadingLimits.maximumStringLength.", code: .stringTooLong)
        case .itemCount:
            Diagnostic(
                .error,
                "The file holds more values than the limit of \(maximum) (each array element, dictionary entry or "
                    + ".strings entry counts).", at: location,
                fix: "Split the content into smaller files, or raise ReadingLimits.maximumItemCount.",
                code: .tooManyItems)
        case .depth:
            Diagnostic(
                .error, "Arrays and dictionaries nest deeper here than the limit of \(maximum).", at: location,
                fix: "Flatten the structure, or raise ReadingLimits.maximumDepth.", code: .tooDeep)
        case .helpDepth:
            Diagnostic(
                .error, "Help items nest deeper here than the limit of \(maximum).", at: location,
                fix: "Move the deepest items up a level, or raise ReadingLimits.maximumHelpDepth.",
                code: .helpTooDeep)
        case .helpItemCount:
            Diagnostic(
                .error, "The help book has more items than the limit of \(maximum).", at: location,
                fix: "Split it into smaller books, or raise ReadingLimits.maximumHelpItemCount.",
                code: .helpTooManyItems)
        }
    }
}
