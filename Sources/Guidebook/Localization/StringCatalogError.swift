/// Why a String Catalog (`.xcstrings`) could not be read.
///
/// ```swift
/// do {
///     _ = try StringCatalog(data: data, file: "Tutorial.xcstrings")
/// } catch {
///     print(error.diagnostic)  // Tutorial.xcstrings:7:25: error: "strings" › "Welcome" › … should be …
/// }
/// ```
public enum StringCatalogError: DiagnosticError, Equatable {
    /// The file is not valid JSON.
    case json(JSONError)
    /// A member has the wrong type (`"stringUnit": "Hello"` where an object belongs).
    case wrongType(path: String, expected: String, found: String, at: SourceLocation)
    /// A required member is missing (`sourceLanguage`, `strings`, a string unit's `value`).
    case missingMember(String, path: String, at: SourceLocation)
    /// A plural variation names a category CLDR does not have (`"several"`).
    case unknownPluralCategory(String, path: String, at: SourceLocation)
    /// A key whose arguments, variables or variations cannot resolve safely.
    case format(LocalizedFormatError)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .json(let error): error.location
        case .format(let error): error.location
        case .wrongType(_, _, _, let location), .missingMember(_, _, let location),
            .unknownPluralCategory(_, _, let location):
            location
        }
    }

    /// The JSON reader's error, for ``json(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        switch self {
        case .json(let error): error
        case .format(let error): error
        case .wrongType, .missingMember, .unknownPluralCategory: nil
        }
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .json(let error):
            error.diagnostic
        case .format(let error):
            error.diagnostic
        case .wrongType(let path, let expected, let found, let location):
            Diagnostic(
                .error, "\(path) should be \(expected) but is \(found).", at: location,
                fix: "Fix the String Catalog there, or re-save it in Xcode.", code: .catalogWrongType)
        case .missingMember(let name, let path, let location):
            Diagnostic(
                .error, "\(path) has no \"\(name)\".", at: location,
                fix: "Add it, or re-save the String Catalog in Xcode.", code: .catalogMissingMember)
        case .unknownPluralCategory(let name, let path, let location):
            Diagnostic(
                .error, "\(path) names the plural category \"\(name)\".", at: location,
                fix: "Use zero, one, two, few, many or other.", code: .catalogUnknownPluralCategory)
        }
    }
}
