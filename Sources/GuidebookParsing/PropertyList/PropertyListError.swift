/// Why a property list could not be read, with where and how to fix it.
///
/// Every case carries the `SourceLocation` of the problem: `file:line:column` for XML,
/// `file: byte N` for binary property lists.
///
/// ```swift
/// do {
///     _ = try PropertyListReader.read(data, file: "HelpList.plist")
/// } catch {
///     print(error.diagnostic)  // HelpList.plist:12:5: error: <string> is not closed before the end of the file. …
/// }
/// ```
public enum PropertyListError: DiagnosticError, Equatable {
    /// The file could not be read from disk (missing, not a file, too large, not permitted).
    case fileRead(FileReadError)
    /// The content is neither an XML property list nor a `bplist00` binary one.
    case notAPropertyList(SourceLocation)
    /// The content ends in the middle of something (`what`: "<string>", "a comment", ...).
    case unterminated(String, SourceLocation)
    /// An element that is not allowed here; `expected` says what is.
    case unexpectedElement(String, expected: String, SourceLocation)
    /// Text where only elements may stand (between the entries of a `<dict>` or `<array>`).
    case unexpectedText(String, SourceLocation)
    /// A closing tag that does not match the element it closes.
    case mismatchedClosingTag(found: String, expected: String, SourceLocation)
    /// A `<key>` with no value after it.
    case missingValue(key: String, SourceLocation)
    /// An `<integer>` or `<real>` whose text is not a number (or does not fit 64 bits).
    case invalidNumber(String, SourceLocation)
    /// A `<date>` not in the form `2024-05-01T12:00:00Z`.
    case invalidDate(String, SourceLocation)
    /// A binary date that is not a number or lies outside the years 0000 through 9999.
    case dateOutOfRange(SourceLocation)
    /// A `<data>` element whose text is not base64.
    case invalidBase64(SourceLocation)
    /// An `&entity;` that XML property lists do not define.
    case invalidEntity(String, SourceLocation)
    /// Bytes that are not valid UTF-8.
    case invalidUTF8(SourceLocation)
    /// A binary string whose UTF-16 has an unpaired surrogate.
    case invalidUTF16(SourceLocation)
    /// Something after the root value.
    case trailingContent(SourceLocation)
    /// A binary property list whose 32-byte trailer is inconsistent (`reason` says how).
    case badTrailer(String, SourceLocation)
    /// A binary object whose offset points outside the object area.
    case badOffset(object: Int, SourceLocation)
    /// A binary object reference to an object that does not exist.
    case badReference(Int, SourceLocation)
    /// A binary container that contains itself.
    case cycle(SourceLocation)
    /// A binary object of a kind property lists do not hold (UID, set, ...) or a malformed one.
    case unsupportedObject(marker: UInt8, SourceLocation)
    /// A binary dictionary key that is not a string.
    case nonStringKey(SourceLocation)
    /// A binary property list whose containers are shared so many times that reading it
    /// would take far more work than its size warrants (a "billion laughs" file).
    case excessiveSharing(SourceLocation)
    /// The file is larger, nests deeper, or holds a longer string or more values, than its ``ReadingLimits``.
    case limitExceeded(ReadingLimitError)

    /// Where the problem is (a location with only the file for ``fileRead(_:)``).
    public var location: SourceLocation {
        switch self {
        case .fileRead(let error): error.location
        case .notAPropertyList(let at), .unterminated(_, let at), .unexpectedElement(_, _, let at),
            .unexpectedText(_, let at), .mismatchedClosingTag(_, _, let at), .missingValue(_, let at),
            .invalidNumber(_, let at), .invalidDate(_, let at), .dateOutOfRange(let at), .invalidBase64(let at),
            .invalidEntity(_, let at),
            .invalidUTF8(let at), .invalidUTF16(let at), .trailingContent(let at),
            .badTrailer(_, let at), .badOffset(_, let at), .badReference(_, let at), .cycle(let at),
            .unsupportedObject(_, let at), .nonStringKey(let at), .excessiveSharing(let at):
            at
        case .limitExceeded(let error): error.location
        }
    }

    /// The limit error a ``limitExceeded(_:)`` wraps, or the file error a ``fileRead(_:)`` wraps.
    public var underlyingError: (any DiagnosticError)? {
        switch self {
        case .limitExceeded(let error): error
        case .fileRead(let error): error
        default: nil
        }
    }

    /// Dictionaries and arrays nested deeper than `limit`, at `location`.
    @available(*, deprecated, message: "Use limitExceeded(ReadingLimitError(.depth, maximum:at:)).")
    public static func depthExceeded(limit: Int, _ location: SourceLocation) -> PropertyListError {
        .limitExceeded(ReadingLimitError(.depth, maximum: limit, at: location))
    }

    /// A file that could not be read, for `reason`.
    @available(*, deprecated, message: "Use fileRead(FileReadError(path:problem:)).")
    public static func cannotRead(file: String, reason: String) -> PropertyListError {
        .fileRead(FileReadError(path: file, problem: .io(reason: reason)))
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .notAPropertyList:
            finding(
                .plistNotAPropertyList, "This is not a property list.",
                "Save it as an XML property list (starting with <?xml or <plist>) or a binary one (starting with bplist00)."
            )
        case .unterminated(let what, _):
            finding(
                .plistUnterminated, "\(what) is not closed before the end of the file.",
                "Close it, or restore the truncated end of the file."
            )
        case .unexpectedElement(let found, let expected, _):
            finding(
                .plistUnexpectedElement, "Found \(found) where \(expected) must stand.",
                "Write what must stand here, or move the element to a place it is allowed."
            )
        case .unexpectedText(let text, _):
            finding(
                .plistUnexpectedText, "Found the text \"\(text)\" between elements.",
                "Put text inside <string>…</string> or remove it."
            )
        case .mismatchedClosingTag(let found, let expected, _):
            finding(
                .plistMismatchedTag, "Found </\(found)> where </\(expected)> must close the element.",
                "Write </\(expected)>."
            )
        case .missingValue(let key, _):
            finding(
                .plistMissingValue, "The key \"\(key)\" has no value.",
                "Add a value element (such as <string>…</string>) after </key>."
            )
        case .invalidNumber(let text, _):
            finding(
                .plistInvalidNumber, "\"\(text)\" is not a number that fits in 64 bits.",
                "Write a decimal (-12, 3.5) or hex (0x1F) number."
            )
        case .invalidDate(let text, _):
            finding(
                .plistInvalidDate, "\"\(text)\" is not a property-list date.",
                "Write it as 2024-05-01T12:00:00Z (UTC, ending in Z)."
            )
        case .dateOutOfRange:
            finding(
                .plistDateOutOfRange, "The date is not a number or lies outside the years 0000 through 9999.",
                "Write a date in that range."
            )
        case .invalidBase64:
            finding(.plistInvalidBase64, "The <data> text is not base64.", "Use only A-Z a-z 0-9 + / = and whitespace.")
        case .invalidEntity(let text, _):
            finding(
                .plistInvalidEntity, "\"\(text)\" is not an entity property lists know.",
                "Use &lt; &gt; &amp; &quot; &apos; or &#NN;, or put the text in <![CDATA[…]]>."
            )
        case .invalidUTF8:
            finding(.plistInvalidUTF8, "These bytes are not valid UTF-8.", "Save the file as UTF-8.")
        case .invalidUTF16:
            finding(
                .plistInvalidUTF16, "A string has an unpaired UTF-16 surrogate.",
                "Re-save the file from a tool that writes valid text."
            )
        case .trailingContent:
            finding(
                .plistTrailingContent, "There is content after the root value.",
                "Remove it, or wrap all values in one <array> or <dict>."
            )
        case .badTrailer(let reason, _):
            finding(
                .plistBadTrailer, "The binary property list's trailer is damaged (\(reason)).",
                "Re-create the file with plutil or Xcode."
            )
        case .badOffset(let object, _):
            finding(
                .plistBadOffset, "Object \(object) of the binary property list points outside the file.",
                "The file is damaged; re-create it."
            )
        case .badReference(let reference, _):
            finding(
                .plistBadReference, "A reference to object \(reference) points past the object table.",
                "The file is damaged; re-create it."
            )
        case .cycle:
            finding(
                .plistCycle, "A container in the binary property list contains itself.",
                "The file is damaged; re-create it."
            )
        case .unsupportedObject(let marker, _):
            finding(
                .plistUnsupportedObject,
                "The object marker 0x\(String(marker, radix: 16)) is not a property-list value (or is malformed).",
                "Convert the file with plutil -convert xml1 and check it."
            )
        case .nonStringKey:
            finding(
                .plistNonStringKey, "A dictionary key is not a string.",
                "Property-list keys must be strings; re-create the file."
            )
        case .excessiveSharing:
            finding(
                .plistExcessiveSharing,
                "The binary property list refers to the same containers so many times that reading it would not end "
                    + "in reasonable time.",
                "The file is damaged or malicious; re-create it."
            )
        case .limitExceeded(let error): error.diagnostic
        case .fileRead(let error): error.diagnostic
        }
    }

    /// An error-level finding at ``location``.
    private func finding(_ code: DiagnosticCode, _ message: String, _ fix: String) -> Diagnostic {
        Diagnostic(.error, message, at: location, fix: fix, code: code)
    }
}
