/// A content file could not be read: it is missing, not a regular file, larger than its
/// ``ReadingLimits``, not permitted, or the read failed.
///
/// Every reader that opens a file (help books, `.strings`, `.stringsdict`, String Catalogs,
/// property lists, rules) throws this one error, wrapped in its own (``PropertyListError/fileRead(_:)``,
/// ``StringsFileError/fileRead(_:)``, ...), so "unreadable file" reads the same everywhere.
///
/// ```swift
/// do { _ = try HelpBookDocument(contentsOf: URL(filePath: "en.lproj/HelpList.plist")) } catch {
///     print(error.diagnostic)
///     // en.lproj/HelpList.plist: error: There is no file at this path. Check the path, or add the file.
/// }
/// ```
public struct FileReadError: DiagnosticError, Hashable {
    /// What went wrong.
    public enum Problem: Sendable, Hashable {
        /// There is no file at the path (or a folder on the way is missing).
        case missing
        /// The path names a folder, a device or another thing that is not a regular file.
        case notARegularFile
        /// The file is larger than ``ReadingLimits/maximumFileSize``; it was not read.
        case tooLarge(ReadingLimitError)
        /// The process may not read the file.
        case permissionDenied
        /// Reading failed; `reason` is the system's description.
        case io(reason: String)
    }

    /// The path as it was given to the reader.
    public var path: String
    /// What went wrong.
    public var problem: Problem

    /// Creates the error.
    ///
    /// - Parameters:
    ///   - path: The path as it was given to the reader.
    ///   - problem: What went wrong.
    public init(path: String, problem: Problem) {
        self.path = path
        self.problem = problem
    }

    /// The file as a whole: a reading problem has no line.
    public var location: SourceLocation {
        if case .tooLarge(let limit) = problem { return limit.location }
        return SourceLocation(file: path, line: 0, column: 0)
    }

    /// The limit error, for ``Problem/tooLarge(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        if case .tooLarge(let limit) = problem { return limit }
        return nil
    }

    /// The finding: a stable code, what is wrong, the file, and how to fix it.
    public var diagnostic: Diagnostic {
        switch problem {
        case .missing:
            Diagnostic(
                .error, "There is no file at this path.", at: location, fix: "Check the path, or add the file.",
                code: .fileMissing)
        case .notARegularFile:
            Diagnostic(
                .error, "This path names a folder or another thing that is not a file.", at: location,
                fix: "Name the file itself, not the folder that holds it.", code: .fileNotRegular)
        case .tooLarge(let limit):
            limit.diagnostic
        case .permissionDenied:
            Diagnostic(
                .error, "The file may not be read by this process.", at: location,
                fix: "Give the process read permission (chmod a+r), or copy the file somewhere it may read.",
                code: .filePermissionDenied)
        case .io(let reason):
            Diagnostic(
                .error, "Reading the file failed (\(reason)).", at: location,
                fix: "Check the disk or the network volume, then read it again.", code: .fileUnreadable)
        }
    }
}
