/// Why localized copy could not be formatted with the given arguments. Formatting never
/// crashes on a mismatch, unlike `String(format:)` with `%@` and a number.
///
/// ```swift
/// do {
///     _ = try StringFormatter.format("%@ and %@", ["one"])
/// } catch {
///     print(error)  // The specifier "%@" at offset 8 needs argument 2, but only 1 was passed. ...
/// }
/// ```
public enum FormatError: DiagnosticError, Equatable {
    /// A specifier refers to an argument that was not passed.
    case missingArgument(specifier: String, offset: Int, argument: Int, passed: Int)
    /// A specifier needs another kind of value (`%d` given text).
    case typeMismatch(specifier: String, offset: Int, argument: Int, expected: String, found: String)
    /// A `%` starts something that is not a format specifier (`%y`, `%` at the end).
    case invalidSpecifier(String, offset: Int)

    /// The finding: a stable code, what is wrong (with the specifier's offset), and how to fix it.
    /// Formatting happens at run time, so there is no file position.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingArgument(let specifier, let offset, let argument, let passed):
            Diagnostic(
                .error,
                "The specifier \"\(specifier)\" at offset \(offset) needs argument \(argument), but only \(passed) "
                    + "\(passed == 1 ? "was" : "were") passed.",
                fix: "Pass the missing argument or fix the translation's specifiers.", code: .formatMissingArgument)
        case .typeMismatch(let specifier, let offset, let argument, let expected, let found):
            Diagnostic(
                .error,
                "The specifier \"\(specifier)\" at offset \(offset) needs \(expected) for argument \(argument), but got "
                    + "\(found).",
                fix: "Pass the right kind of value or fix the translation's specifier.", code: .formatTypeMismatch)
        case .invalidSpecifier(let text, let offset):
            Diagnostic(
                .error, "\"\(text)\" at offset \(offset) is not a format specifier.",
                fix: "Write \"%%\" for a literal percent sign.", code: .formatInvalidSpecifier)
        }
    }
}
