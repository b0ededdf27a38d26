/// Why localized content could not be loaded: a missing folder, an unreadable file, or a
/// `.strings` file or String Catalog with a syntax error.
///
/// ```swift
/// do {
///     _ = try LocalizedStringsFolder(url: contentURL)
/// } catch {
///     print(error.diagnostic)  // de.lproj/Tutorial.strings:3:14: error: …
/// }
/// ```
public enum LocalizationError: DiagnosticError, Equatable {
    /// The content folder does not exist or is not a folder.
    case notAFolder(path: String)
    /// A file could not be read (missing, not a file, too large, not permitted).
    case fileRead(FileReadError)
    /// A `.strings` file has a syntax error.
    case strings(StringsFileError)
    /// A String Catalog is not valid.
    case catalog(StringCatalogError)
    /// A `.stringsdict` file is not a valid property list.
    case propertyList(PropertyListError)
    /// A `.stringsdict` file is a property list with the wrong structure.
    case invalidStringsDictionary(String, at: SourceLocation)
    /// A `.stringsdict` entry whose arguments, variables or variations cannot resolve safely.
    case format(LocalizedFormatError)

    /// A file that could not be read, for `reason`.
    @available(*, deprecated, message: "Use fileRead(FileReadError(path:problem:)).")
    public static func unreadableFile(path: String, reason: String) -> LocalizationError {
        .fileRead(FileReadError(path: path, problem: .io(reason: reason)))
    }

    /// The error this one wraps, for ``fileRead(_:)``, ``strings(_:)``, ``catalog(_:)``,
    /// ``propertyList(_:)`` and ``format(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        switch self {
        case .fileRead(let error): error
        case .strings(let error): error
        case .catalog(let error): error
        case .propertyList(let error): error
        case .format(let error): error
        case .notAFolder, .invalidStringsDictionary: nil
        }
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .notAFolder(let path):
            Diagnostic(
                .error, "There is no content folder at \(path).", at: SourceLocation(file: path, line: 0, column: 0),
                fix: "Pass a folder laid out like an app's resources (<lang>.lproj/<Table>.strings).",
                code: .contentNotAFolder)
        case .fileRead(let error):
            error.diagnostic
        case .strings(let error):
            error.diagnostic
        case .catalog(let error):
            error.diagnostic
        case .propertyList(let error):
            error.diagnostic
        case .format(let error):
            error.diagnostic
        case .invalidStringsDictionary(let message, let location):
            Diagnostic(
                .error, message, at: location,
                fix: "Write each key as a <dict> holding NSStringLocalizedFormatKey (a <string>) and one <dict> per "
                    + "variable, as Xcode writes them.",
                code: .stringsdictInvalid)
        }
    }
}
