/// Why a `.strings` file could not be read, with where and how to fix it.
///
/// ```swift
/// do {
///     _ = try StringsFileReader.read(data, file: "de.lproj/Tutorial.strings")
/// } catch {
///     print(error.diagnostic)  // de.lproj/Tutorial.strings:4:22: error: Missing ; after the value of "a" …
/// }
/// ```
public enum StringsFileError: DiagnosticError, Equatable {
    /// The file could not be read from disk (missing, not a file, too large, not permitted).
    case fileRead(FileReadError)
    /// A quoted string with no closing quote; the location is its opening quote.
    case unterminatedString(SourceLocation)
    /// A `/*` comment with no `*/`; the location is its start.
    case unterminatedComment(SourceLocation)
    /// Something other than a key where an entry must start (`found` quotes it).
    case expectedKey(found: String, SourceLocation)
    /// Something other than `=` or `;` after a key.
    case missingEquals(key: String, found: String, SourceLocation)
    /// Something other than a string after `=`.
    case expectedValue(key: String, found: String, SourceLocation)
    /// Something other than `;` after a value.
    case missingSemicolon(key: String, found: String, SourceLocation)
    /// A value that runs over a line end and is not followed by `;`: its closing quote is most
    /// likely missing, so the next quote closed it. `opened` is where the value begins (the
    /// location), `stopped` where parsing gave up.
    case unclosedValue(key: String, found: String, opened: SourceLocation, stopped: SourceLocation)
    /// A backslash escape that does not make a character (`\U` without hex digits, an
    /// unpaired surrogate, an octal escape above `\177`).
    case invalidEscape(String, SourceLocation)
    /// Bytes that are not valid UTF-8 in a file without a UTF-16 byte-order mark.
    case invalidUTF8(SourceLocation)
    /// UTF-16 text with an unpaired surrogate or an odd number of bytes.
    case invalidUTF16(SourceLocation)
    /// A property-list `.strings` file whose root is not a dictionary.
    case notADictionary(found: String, SourceLocation)
    /// A property-list `.strings` entry whose value is not a string.
    case notAString(key: String, found: String, SourceLocation)
    /// A property-list `.strings` file (XML or binary) that the property-list reader rejected.
    case propertyList(PropertyListError)
    /// A text `.strings` file larger, or with a longer string or more entries, than its
    /// ``ReadingLimits`` (a property-list one reports its limits as ``propertyList(_:)``).
    case limitExceeded(ReadingLimitError)

    /// Where the problem is.
    public var location: SourceLocation {
        switch self {
        case .fileRead(let error): error.location
        case .unterminatedString(let at), .unterminatedComment(let at), .expectedKey(_, let at),
            .missingEquals(_, _, let at), .expectedValue(_, _, let at), .missingSemicolon(_, _, let at),
            .unclosedValue(_, _, let at, _),
            .invalidEscape(_, let at), .invalidUTF8(let at), .invalidUTF16(let at), .notADictionary(_, let at),
            .notAString(_, _, let at):
            at
        case .propertyList(let error): error.location
        case .limitExceeded(let error): error.location
        }
    }

    /// The property-list reader's error, for ``propertyList(_:)``; the limit, for ``limitExceeded(_:)``;
    /// the file error, for ``fileRead(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        switch self {
        case .propertyList(let error): error
        case .limitExceeded(let error): error
        case .fileRead(let error): error
        default: nil
        }
    }

    /// A file that could not be read, for `reason`.
    @available(*, deprecated, message: "Use fileRead(FileReadError(path:problem:)).")
    public static func cannotRead(file: String, reason: String) -> StringsFileError {
        .fileRead(FileReadError(path: file, problem: .io(reason: reason)))
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        func finding(_ code: DiagnosticCode, _ message: String, _ fix: String) -> Diagnostic {
            Diagnostic(.error, message, at: location, fix: fix, code: code)
        }
        switch self {
        case .fileRead(let error):
            return error.diagnostic
        case .unterminatedString:
            return finding(
                .stringsUnterminatedString, "This string has no closing quote.",
                "Add the closing \" (write \\\" for a quote inside the text).")
        case .unterminatedComment:
            return finding(
                .stringsUnterminatedComment, "This /* comment is not closed.", "Add */ where the comment ends.")
        case .expectedKey(let found, _):
            return finding(
                .stringsExpectedKey, "Expected a key (\"key\" = \"value\";) but found \(found).",
                "Quote the key or remove the stray text.")
        case .missingEquals(let key, let found, _):
            return finding(
                .stringsMissingEquals, "Expected = or ; after the key \"\(key)\" but found \(found).",
                "Write \"\(key)\" = \"value\";.")
        case .expectedValue(let key, let found, _):
            return finding(
                .stringsExpectedValue, "Expected a quoted string after \"\(key)\" = but found \(found).",
                "Write the value in quotes: \"…\";.")
        case .missingSemicolon(let key, let found, _):
            return finding(
                .stringsMissingSemicolon, "Missing ; after the value of \"\(key)\" (found \(found)).",
                "End every entry with ;.")
        case .unclosedValue(let key, let found, let opened, let stopped):
            return finding(
                .stringsUnclosedValue,
                "The value of \"\(key)\" begins here and has no closing quote on line \(opened.line), so it ran "
                    + "on to the next quote and parsing stopped at line \(stopped.line), column \(stopped.column) "
                    + "(found \(found)).",
                "Add the closing \" at the end of the value on line \(opened.line) (write \\\" for a quote inside the text)."
            )
        case .invalidEscape(let escape, _):
            return finding(
                .stringsInvalidEscape, "\(escape) is not a valid escape.",
                "Use \\n \\t \\\" \\\\ or \\UXXXX (a pair \\UD83D\\UDE00 for emoji).")
        case .invalidUTF8:
            return finding(
                .stringsInvalidUTF8, "These bytes are not valid UTF-8.",
                "Save the file as UTF-8 (or UTF-16 with a byte-order mark).")
        case .invalidUTF16:
            return finding(
                .stringsInvalidUTF16,
                "The UTF-16 text is damaged (an unpaired surrogate or an odd number of bytes).",
                "Save the file again as UTF-16 or UTF-8.")
        case .notADictionary(let found, _):
            return finding(
                .stringsNotADictionary,
                "A property-list .strings file must hold a <dict> of strings, but its root is \(found.withArticle).",
                "Make the root a <dict>.")
        case .notAString(let key, let found, _):
            return finding(
                .stringsNotAString,
                "The value of \"\(key)\" is \(found.withArticle), but .strings values must be strings.",
                "Write it as <string>…</string>.")
        case .propertyList(let error):
            return error.diagnostic
        case .limitExceeded(let error):
            return error.diagnostic
        }
    }
}
