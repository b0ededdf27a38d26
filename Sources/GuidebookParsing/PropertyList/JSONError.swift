/// Why a JSON document could not be read, with where the reader stopped.
///
/// Every case carries the `SourceLocation` (file, 1-based line and column) of the offending
/// character; ``diagnostic`` says what is wrong there and how to fix the file.
///
/// ```swift
/// do {
///     _ = try JSONReader.read(Data("{\"a\": }".utf8), file: "Help.json")
/// } catch {
///     print(error.diagnostic)  // Help.json:1:7: error: Expected a value but found "}". Fix the JSON syntax …
/// }
/// ```
public enum JSONError: DiagnosticError, Equatable {
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
    /// Something follows the document's one top-level value.
    case trailingContent(at: SourceLocation)
    /// The document is larger, nests deeper, or holds a longer string or more values, than its ``ReadingLimits``.
    case limitExceeded(ReadingLimitError)

    /// Where the reader stopped.
    public var location: SourceLocation {
        switch self {
        case .unexpectedEnd(_, let location), .unexpectedCharacter(_, _, let location),
            .invalidUTF8(let location), .invalidEscape(_, let location), .unpairedSurrogate(let location),
            .controlCharacterInString(let location), .invalidNumber(_, let location),
            .nullNotSupported(let location), .trailingContent(let location):
            location
        case .limitExceeded(let error): error.location
        }
    }

    /// Arrays and objects nested deeper than `limit`, at `location`.
    @available(*, deprecated, message: "Use limitExceeded(ReadingLimitError(.depth, maximum:at:)).")
    public static func nestingTooDeep(limit: Int, at location: SourceLocation) -> JSONError {
        .limitExceeded(ReadingLimitError(.depth, maximum: limit, at: location))
    }

    /// The limit error a ``limitExceeded(_:)`` wraps.
    public var underlyingError: (any DiagnosticError)? {
        if case .limitExceeded(let error) = self { return error }
        return nil
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .unexpectedEnd(let expected, _):
            finding(
                .jsonUnexpectedEnd, "The JSON ends where \(expected) was expected.",
                "The file looks truncated; restore its end."
            )
        case .unexpectedCharacter(let found, let expected, _):
            finding(
                .jsonUnexpectedCharacter, "Expected \(expected) but found \"\(found)\".",
                "Fix the JSON syntax at this place."
            )
        case .invalidUTF8:
            finding(.jsonInvalidUTF8, "The string holds bytes that are not valid UTF-8.", "Save the file as UTF-8.")
        case .invalidEscape(let escape, _):
            finding(
                .jsonInvalidEscape, "\"\\\(escape)\" is not a JSON escape.",
                "Use one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX."
            )
        case .unpairedSurrogate:
            finding(
                .jsonUnpairedSurrogate, "A \\u escape names half of a UTF-16 surrogate pair.",
                "Write both halves (\\uD83D\\uDE00) or the character itself."
            )
        case .controlCharacterInString:
            finding(
                .jsonControlCharacter, "A raw control character stands inside a string.",
                "Escape it (\\n, \\t, \\u0001)."
            )
        case .invalidNumber(let text, _):
            finding(
                .jsonInvalidNumber, "\"\(text)\" is not a JSON number.",
                "Write digits without leading zeros, with an optional fraction and exponent."
            )
        case .nullNotSupported:
            finding(.jsonNull, "null has no property-list equivalent.", "Remove the member or give it a value.")
        case .trailingContent:
            finding(
                .jsonTrailingContent, "More content follows the document's top-level value.",
                "Remove it or wrap both values in an array."
            )
        case .limitExceeded(let error): error.diagnostic
        }
    }

    /// An error-level finding at ``location``.
    private func finding(_ code: DiagnosticCode, _ message: String, _ fix: String) -> Diagnostic {
        Diagnostic(.error, message, at: location, fix: fix, code: code)
    }
}
