/// Why a JSON document could not be read, with where the reader stopped.
///
/// Every case carries the `SourceLocation` (file, 1-based line and column) of the offending
/// character; `description` is a full sentence that names it and says how to fix the file.
///
/// ```swift
/// do {
///     _ = try JSONReader.read(Data("{\"a\": }".utf8), file: "Help.json")
/// } catch {
///     print(error)  // Help.json:1:7: expected a value ... but found "}". ...
/// }
/// ```
public enum JSONError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The document ended while `expected` was still missing (a truncated file).
    case unexpectedEnd(expected: String, at: SourceLocation)
    /// A character stands where `expected` should be.
    case unexpectedCharacter(String, expected: String, at: SourceLocation)
    /// A string holds bytes that are not valid UTF-8.
    case invalidUTF8(at: SourceLocation)
    /// A backslash escape inside a string is not one JSON allows (`\" \\ \/ \b \f \n \r \t \uXXXX`).
    case invalidEscape(String, at: SourceLocation)
    /// A `\uXXXX` escape names half of a surrogate pair without the other half.
    case unpairedSurrogate(at: SourceLocation)
    /// A raw control character (below U+0020) stands inside a string.
    case controlCharacterInString(at: SourceLocation)
    /// A number does not follow JSON's grammar (leading zeros, `+`, a bare `.`, `NaN`, ...).
    case invalidNumber(String, at: SourceLocation)
    /// `null` appears; property lists have no null, so Guidebook's content formats reject it.
    case nullNotSupported(at: SourceLocation)
    /// Arrays and objects nest deeper than the reader's limit.
    case nestingTooDeep(limit: Int, at: SourceLocation)
    /// Something follows the document's one top-level value.
    case trailingContent(at: SourceLocation)
    /// The document is larger, or holds a longer string or more values, than its ``ReadingLimits``.
    case limitExceeded(ReadingLimitError)

    /// Where the reader stopped.
    public var location: SourceLocation {
        switch self {
        case .unexpectedEnd(_, let location), .unexpectedCharacter(_, _, let location),
            .invalidUTF8(let location), .invalidEscape(_, let location), .unpairedSurrogate(let location),
            .controlCharacterInString(let location), .invalidNumber(_, let location),
            .nullNotSupported(let location), .nestingTooDeep(_, let location), .trailingContent(let location):
            location
        case .limitExceeded(let error): error.location
        }
    }

    public var description: String {
        switch self {
        case .unexpectedEnd(let expected, let location):
            "\(location): the JSON ends where \(expected) was expected. The file looks truncated; restore its end."
        case .unexpectedCharacter(let found, let expected, let location):
            "\(location): expected \(expected) but found \"\(found)\". Fix the JSON syntax at this place."
        case .invalidUTF8(let location):
            "\(location): the string holds bytes that are not valid UTF-8. Save the file as UTF-8."
        case .invalidEscape(let escape, let location):
            "\(location): \"\\\(escape)\" is not a JSON escape. Use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX."
        case .unpairedSurrogate(let location):
            "\(location): a \\u escape names half of a UTF-16 surrogate pair. Write both halves (\\uD83D\\uDE00) or the character itself."
        case .controlCharacterInString(let location):
            "\(location): a raw control character stands inside a string. Escape it (\\n, \\t, \\u0001)."
        case .invalidNumber(let text, let location):
            "\(location): \"\(text)\" is not a JSON number. Write digits without leading zeros, with an optional fraction and exponent."
        case .nullNotSupported(let location):
            "\(location): null has no property-list equivalent. Remove the member or give it a value."
        case .nestingTooDeep(let limit, let location):
            "\(location): arrays and objects nest deeper than \(limit) levels. Flatten the document."
        case .trailingContent(let location):
            "\(location): more content follows the document's top-level value. Remove it or wrap both values in an array."
        case .limitExceeded(let error):
            "\(error.location): \(error.description)"
        }
    }
}
