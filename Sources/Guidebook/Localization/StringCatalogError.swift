/// Why a String Catalog (`.xcstrings`) could not be read.
///
/// ```swift
/// do {
///     _ = try StringCatalog(data: data, file: "Tutorial.xcstrings")
/// } catch {
///     print(error)  // Tutorial.xcstrings:7:25: "strings" › "Welcome" › ... "stringUnit" should be ...
/// }
/// ```
public enum StringCatalogError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file is not valid JSON.
    case json(JSONError)
    /// A member has the wrong type (`"stringUnit": "Hello"` where an object belongs).
    case wrongType(path: String, expected: String, found: String, at: SourceLocation)
    /// A required member is missing (`sourceLanguage`, `strings`, a string unit's `value`).
    case missingMember(String, path: String, at: SourceLocation)
    /// A plural variation names a category CLDR does not have (`"several"`).
    case unknownPluralCategory(String, path: String, at: SourceLocation)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .json(let error): error.location
        case .wrongType(_, _, _, let location), .missingMember(_, _, let location),
            .unknownPluralCategory(_, _, let location):
            location
        }
    }

    public var description: String {
        switch self {
        case .json(let error):
            error.description
        case .wrongType(let path, let expected, let found, let location):
            "\(location): \(path) should be \(expected) but is \(found). Fix the String Catalog there, or re-save it in Xcode."
        case .missingMember(let name, let path, let location):
            "\(location): \(path) has no \"\(name)\". Add it, or re-save the String Catalog in Xcode."
        case .unknownPluralCategory(let name, let path, let location):
            "\(location): \(path) names the plural category \"\(name)\". Use zero, one, two, few, many or other."
        }
    }
}
