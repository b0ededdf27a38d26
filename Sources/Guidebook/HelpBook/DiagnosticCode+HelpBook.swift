/// The codes of help books (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// Two help sections or items share one id.
    public static let duplicateID = DiagnosticCode(rawValue: "duplicate-id")
    /// A help item has no text and no children, so tapping it shows nothing.
    public static let emptyBody = DiagnosticCode(rawValue: "empty-body")
    /// A help item's id is empty, so one is derived from its title path.
    public static let emptyID = DiagnosticCode(rawValue: "empty-id")
    /// A help section's title is empty, so its header is blank.
    public static let emptyTitle = DiagnosticCode(rawValue: "empty-title")
    /// An element of a legacy help row's children array is not a dictionary.
    public static let helpChildrenNotDictionary = DiagnosticCode(rawValue: "help-children-not-dictionary")
    /// An element of a legacy help row's children array has no "Title".
    public static let helpChildrenWithoutTitle = DiagnosticCode(rawValue: "help-children-without-title")
    /// No help file was found in any language folder.
    public static let helpFileMissing = DiagnosticCode(rawValue: "help-file-missing")
    /// A help book's app-version field is not a dotted version.
    public static let helpInvalidAppVersion = DiagnosticCode(rawValue: "help-invalid-app-version")
    /// A help book (v2) lacks a required field.
    public static let helpMissingField = DiagnosticCode(rawValue: "help-missing-field")
    /// A legacy help section is not a dictionary.
    public static let helpSectionNotDictionary = DiagnosticCode(rawValue: "help-section-not-dictionary")
    /// A legacy help section has no "Title" key.
    public static let helpSectionWithoutTitle = DiagnosticCode(rawValue: "help-section-without-title")
    /// A legacy help section's "Title" is not a string.
    public static let helpTitleNotString = DiagnosticCode(rawValue: "help-title-not-string")
    /// A help file's "format" is missing or not "guidebook-help".
    public static let helpUnsupportedFormat = DiagnosticCode(rawValue: "help-unsupported-format")
    /// A legacy help row's value is neither text nor children.
    public static let helpUnsupportedValue = DiagnosticCode(rawValue: "help-unsupported-value")
    /// A help book's version is one this reader does not understand.
    public static let helpUnsupportedVersion = DiagnosticCode(rawValue: "help-unsupported-version")
    /// A help book (v2) field has the wrong type.
    public static let helpWrongFieldType = DiagnosticCode(rawValue: "help-wrong-field-type")
    /// A legacy help file's root is not an array of sections.
    public static let helpWrongRoot = DiagnosticCode(rawValue: "help-wrong-root")
    /// A help item's minimum app version is after its maximum, so it never shows.
    public static let hiddenEverywhere = DiagnosticCode(rawValue: "hidden-everywhere")
    /// A help item links to an id no item has.
    public static let missingLink = DiagnosticCode(rawValue: "missing-link")
    /// A legacy help row reads like a header but is shown as a row.
    public static let titleRow = DiagnosticCode(rawValue: "title-row")
    /// A translated help book's items do not match the development book's.
    public static let translationShape = DiagnosticCode(rawValue: "translation-shape")
    /// A help book (v2) has a key it does not know, which is ignored.
    public static let unknownKey = DiagnosticCode(rawValue: "unknown-key")
    /// A help link to a scheme help books do not open is shown as text.
    public static let unsafeLink = DiagnosticCode(rawValue: "unsafe-link")
    /// A Markdown link help books do not open is shown as text.
    public static let unsupportedLink = DiagnosticCode(rawValue: "unsupported-link")
}
