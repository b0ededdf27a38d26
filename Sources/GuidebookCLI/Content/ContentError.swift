import Guidebook

/// A content folder or file the commands cannot use.
enum ContentError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The path is not a folder that can be listed.
    case notAFolder(String)
    /// A file could not be read.
    case unreadable(String)
    /// A file could not be parsed.
    case invalid(String, reason: String)
    /// A `.strings` file has a syntax error.
    case invalidStrings(StringsFileError)

    var description: String {
        switch self {
        case .notAFolder(let path):
            return "'\(path)' is not a content folder: give a folder that holds <lang>.lproj folders "
                + "(for example Examples/Compositions)."
        case .unreadable(let path):
            return "\(path):1:1: error: The file cannot be read. Check that it exists and is readable."
        case .invalid(let path, let reason):
            return "\(path):1:1: error: The file cannot be parsed: \(reason). Fix its syntax."
        case .invalidStrings(let error):
            return "\(error)"
        }
    }

    /// The problem as a diagnostic.
    var diagnostic: Diagnostic {
        switch self {
        case .notAFolder(let path):
            return Diagnostic(.error, "'\(path)' is not a content folder.")
        case .unreadable(let path):
            return Diagnostic(
                .error, "The file cannot be read.", at: SourceLocation(file: path, line: 1, column: 1),
                fix: "Check that it exists and is readable.")
        case .invalid(let path, let reason):
            return Diagnostic(
                .error, "The file cannot be parsed: \(reason).", at: SourceLocation(file: path, line: 1, column: 1),
                fix: "Fix its syntax.")
        case .invalidStrings(let error):
            return Diagnostic(.error, error.message, at: error.location)
        }
    }
}
