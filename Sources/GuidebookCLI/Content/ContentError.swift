import Guidebook

/// A content folder or file the commands cannot use.
enum ContentError: DiagnosticError, Equatable {
    /// The path is not a folder that can be listed.
    case notAFolder(String)
    /// A file could not be read.
    case unreadable(String)
    /// A file could not be parsed.
    case invalid(String, reason: String)
    /// A `.strings` file has a syntax error.
    case invalidStrings(StringsFileError)

    /// The reader's error, for ``invalidStrings(_:)``.
    var underlyingError: (any DiagnosticError)? {
        if case .invalidStrings(let error) = self { return error }
        return nil
    }

    /// The finding, with the file it is about.
    var diagnostic: Diagnostic {
        switch self {
        case .notAFolder(let path):
            Diagnostic(
                .error, "'\(path)' is not a content folder.",
                fix: "Give a folder that holds <lang>.lproj folders (for example Examples/Compositions).",
                code: "content-not-a-folder")
        case .unreadable(let path):
            Diagnostic(
                .error, "The file cannot be read.", at: SourceLocation(file: path, line: 0, column: 0),
                fix: "Check that it exists and is readable.", code: "content-unreadable")
        case .invalid(let path, let reason):
            Diagnostic(
                .error, "The file cannot be parsed: \(reason).", at: SourceLocation(file: path, line: 0, column: 0),
                fix: "Fix its syntax.", code: "content-invalid")
        case .invalidStrings(let error):
            error.diagnostic
        }
    }
}
