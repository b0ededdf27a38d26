/// Why a help book could not be read: each case's ``diagnostic`` names `file:line:column`, what is
/// wrong and how to fix it.
///
/// ```swift
/// do { _ = try HelpBook(contentsOf: url) } catch {
///     print(error.diagnostic)  // HelpList.plist:14:2: error: Section 3 has no "Title" key, so it has no header. Add …
/// }
/// ```
public enum HelpBookError: DiagnosticError, Equatable {
    /// The file could not be read (missing, not a file, too large, not permitted).
    case fileRead(FileReadError)
    /// The file is not a well-formed property list (the property-list reader's error).
    case propertyList(PropertyListError)
    /// The file is not well-formed JSON (the JSON reader's error).
    case json(JSONError)
    /// The root value is neither an array (the legacy format) nor a v2 dictionary.
    case wrongRootType(found: String, at: SourceLocation)
    /// A legacy section (or an element of a children array) is not a dictionary.
    case sectionNotDictionary(index: Int, found: String, at: SourceLocation)
    /// A legacy section dictionary has no `Title` key; `similarKey` is a key that looks meant as one.
    case sectionWithoutTitle(index: Int, similarKey: String?, at: SourceLocation)
    /// An element of a legacy row's children array is not a dictionary.
    case childGroupNotDictionary(row: String, index: Int, found: String, at: SourceLocation)
    /// A dictionary in a legacy row's children array has no `Title` key.
    case childGroupWithoutTitle(row: String, index: Int, at: SourceLocation)
    /// A legacy `Title` value is not a string.
    case titleNotString(found: String, at: SourceLocation)
    /// A legacy row's value is neither text nor children (a number, date, boolean or data).
    case unsupportedValue(key: String, found: String, at: SourceLocation)
    /// Items nest deeper, or the book has more items, than its `ReadingLimits`
    /// (`ReadingLimits.maximumHelpDepth`, `ReadingLimits.maximumHelpItemCount`).
    case limitExceeded(ReadingLimitError)
    /// A v2 document's `format` is missing or not `guidebook-help`.
    case unsupportedFormat(found: String?, at: SourceLocation)
    /// A v2 document's `version` is not one this reader understands.
    case unsupportedVersion(found: String, at: SourceLocation)
    /// A required v2 field is missing (`title`, `sections`, `items`).
    case missingField(String, in: String, at: SourceLocation)
    /// A v2 field has the wrong type.
    case wrongFieldType(String, expected: String, found: String, at: SourceLocation)
    /// A v2 `minimumAppVersion`/`maximumAppVersion` is not a version like `2.1`.
    case invalidAppVersion(String, field: String, at: SourceLocation)
    /// A content folder holds no help file for any language.
    case noHelpFile(folder: String, lookedFor: [String])

    /// Where the problem is, when there is one place.
    public var location: SourceLocation? {
        switch self {
        case .noHelpFile: nil
        case .fileRead(let error): error.location
        case .limitExceeded(let error): error.location
        case .propertyList(let error): error.location
        case .json(let error): error.location
        case .wrongRootType(_, let at), .sectionNotDictionary(_, _, let at), .sectionWithoutTitle(_, _, let at),
            .childGroupNotDictionary(_, _, _, let at), .childGroupWithoutTitle(_, _, let at),
            .titleNotString(_, let at), .unsupportedValue(_, _, let at), .unsupportedFormat(_, let at),
            .unsupportedVersion(_, let at),
            .missingField(_, _, let at), .wrongFieldType(_, _, _, let at), .invalidAppVersion(_, _, let at):
            at
        }
    }

    /// Items nested deeper than `limit`, at `location`.
    @available(*, deprecated, message: "Use limitExceeded(ReadingLimitError(.helpDepth, maximum:at:)).")
    public static func tooDeep(limit: Int, at location: SourceLocation) -> HelpBookError {
        .limitExceeded(ReadingLimitError(.helpDepth, maximum: limit, at: location))
    }

    /// More than `limit` items, the one past it at `location`.
    @available(*, deprecated, message: "Use limitExceeded(ReadingLimitError(.helpItemCount, maximum:at:)).")
    public static func tooManyItems(limit: Int, at location: SourceLocation) -> HelpBookError {
        .limitExceeded(ReadingLimitError(.helpItemCount, maximum: limit, at: location))
    }

    /// A file that could not be read, for `reason`.
    @available(*, deprecated, message: "Use fileRead(FileReadError(path:problem:)).")
    public static func unreadable(file: String, reason: String) -> HelpBookError {
        .fileRead(FileReadError(path: file, problem: .io(reason: reason)))
    }

    /// The wrapped error, for ``fileRead(_:)``, ``limitExceeded(_:)``, ``propertyList(_:)`` and ``json(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        switch self {
        case .fileRead(let error): error
        case .limitExceeded(let error): error
        case .propertyList(let error): error
        case .json(let error): error
        default: nil
        }
    }

    /// The finding: a stable code, what is wrong, where, and how to fix it.
    public var diagnostic: Diagnostic {
        func finding(_ code: DiagnosticCode, _ message: String, fix: String) -> Diagnostic {
            Diagnostic(.error, message, at: location, fix: fix, code: code)
        }
        switch self {
        case .fileRead(let error):
            return error.diagnostic
        case .limitExceeded(let error):
            return error.diagnostic
        case .propertyList(let error):
            return error.diagnostic
        case .json(let error):
            return error.diagnostic
        case .wrongRootType(let found, _):
            return finding(
                .helpWrongRoot,
                "The help file's root is \(found.withArticle), but a help book is an array of section dictionaries "
                    + "(HelpList.plist) or a v2 dictionary with \"format\": \"guidebook-help\".",
                fix: "Make the root an <array> of <dict>s, each with a \"Title\".")
        case .sectionNotDictionary(let index, let found, _):
            return finding(
                .helpSectionNotDictionary,
                "Section \(index + 1) is \(found.withArticle), but each section must be a dictionary.",
                fix: "Wrap it in <dict> with a \"Title\" key and one key per row.")
        case .sectionWithoutTitle(let index, let similar, _):
            let hint = similar.map { " Did you mean \"Title\" instead of \"\($0)\"? Keys are case-sensitive." } ?? ""
            return finding(
                .helpSectionWithoutTitle, "Section \(index + 1) has no \"Title\" key, so it has no header.\(hint)",
                fix: "Add <key>Title</key><string>…</string> to the section's dictionary.")
        case .childGroupNotDictionary(let row, let index, let found, _):
            return finding(
                .helpChildrenNotDictionary,
                "Element \(index + 1) of row \"\(row)\"'s children array is \(found.withArticle), but each element must be "
                    + "a dictionary with a \"Title\" and one key per child row.",
                fix: "Wrap it in <dict>.")
        case .childGroupWithoutTitle(let row, let index, _):
            return finding(
                .helpChildrenWithoutTitle,
                "Element \(index + 1) of row \"\(row)\"'s children array has no \"Title\" key.",
                fix: "Add <key>Title</key><string>…</string>, or use a <dict> of rows instead of an <array>.")
        case .titleNotString(let found, _):
            return finding(
                .helpTitleNotString, "\"Title\" is \(found.withArticle), but a section header must be a <string>.",
                fix: "Write the header as text.")
        case .unsupportedValue(let key, let found, _):
            return finding(
                .helpUnsupportedValue,
                "Row \"\(key)\" has \(found.withArticle) value, but a row's value must be its help text (<string>) or its "
                    + "children (<dict> or <array>).",
                fix: "Write the text as a <string>.")
        case .unsupportedFormat(let found, _):
            let what = found.map { "\"format\" is \"\($0)\"" } ?? "\"format\" is missing"
            return finding(
                .helpUnsupportedFormat, "\(what), so this is not a Guidebook help book.",
                fix: "Set \"format\" to \"guidebook-help\".")
        case .unsupportedVersion(let found, _):
            return finding(
                .helpUnsupportedVersion,
                "Help book version \(found) is not supported; this reader understands version 2.",
                fix: "Set \"version\" to 2, or update Guidebook.")
        case .missingField(let field, let container, _):
            return finding(
                .helpMissingField, "The \(container) has no \"\(field)\".",
                fix: "Add \"\(field)\" to the \(container).")
        case .wrongFieldType(let field, let expected, let found, _):
            return finding(
                .helpWrongFieldType, "\"\(field)\" is \(found.withArticle), but it must be \(expected).",
                fix: "Write it as \(expected).")
        case .invalidAppVersion(let text, let field, _):
            return finding(
                .helpInvalidAppVersion, "\"\(field)\" is \"\(text)\", which is not a version like 2.1 or 3.0.4.",
                fix: "Write dotted numbers, such as 2.1.")
        case .noHelpFile(let folder, let names):
            return Diagnostic(
                .error,
                "No help file was found (looked for \(names.joined(separator: ", ")) in each <language>.lproj and at the "
                    + "top level).",
                at: SourceLocation(file: folder, line: 0, column: 0), fix: "Add en.lproj/HelpList.plist.",
                code: .helpFileMissing)
        }
    }
}
