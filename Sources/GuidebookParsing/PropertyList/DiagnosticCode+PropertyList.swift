/// The codes of the property-list readers (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A binary property list's object offset points outside the file.
    public static let plistBadOffset = DiagnosticCode(rawValue: "plist-bad-offset")
    /// A binary property list's reference points past the object table.
    public static let plistBadReference = DiagnosticCode(rawValue: "plist-bad-reference")
    /// A binary property list's trailer is damaged.
    public static let plistBadTrailer = DiagnosticCode(rawValue: "plist-bad-trailer")
    /// A binary property list container contains itself.
    public static let plistCycle = DiagnosticCode(rawValue: "plist-cycle")
    /// A binary property-list date is not a number or outside years 0000-9999.
    public static let plistDateOutOfRange = DiagnosticCode(rawValue: "plist-date-out-of-range")
    /// A binary property list shares containers so often it cannot be read in reasonable time.
    public static let plistExcessiveSharing = DiagnosticCode(rawValue: "plist-excessive-sharing")
    /// A <data> element's text is not base64.
    public static let plistInvalidBase64 = DiagnosticCode(rawValue: "plist-invalid-base64")
    /// A <date> element's text is not a property-list date.
    public static let plistInvalidDate = DiagnosticCode(rawValue: "plist-invalid-date")
    /// An XML entity property lists do not know.
    public static let plistInvalidEntity = DiagnosticCode(rawValue: "plist-invalid-entity")
    /// An <integer> or <real> is malformed or does not fit in 64 bits.
    public static let plistInvalidNumber = DiagnosticCode(rawValue: "plist-invalid-number")
    /// A property-list string has an unpaired UTF-16 surrogate.
    public static let plistInvalidUTF16 = DiagnosticCode(rawValue: "plist-invalid-utf16")
    /// Property-list bytes that are not UTF-8.
    public static let plistInvalidUTF8 = DiagnosticCode(rawValue: "plist-invalid-utf8")
    /// An XML property-list closing tag does not match its element.
    public static let plistMismatchedTag = DiagnosticCode(rawValue: "plist-mismatched-tag")
    /// A property-list dictionary key has no value.
    public static let plistMissingValue = DiagnosticCode(rawValue: "plist-missing-value")
    /// A binary property-list dictionary key is not a string.
    public static let plistNonStringKey = DiagnosticCode(rawValue: "plist-non-string-key")
    /// The file is neither an XML nor a binary property list.
    public static let plistNotAPropertyList = DiagnosticCode(rawValue: "plist-not-a-property-list")
    /// Content follows the property list's root value.
    public static let plistTrailingContent = DiagnosticCode(rawValue: "plist-trailing-content")
    /// An XML property-list element where another must stand.
    public static let plistUnexpectedElement = DiagnosticCode(rawValue: "plist-unexpected-element")
    /// Text between XML property-list elements.
    public static let plistUnexpectedText = DiagnosticCode(rawValue: "plist-unexpected-text")
    /// A binary property-list object marker that is no property-list value.
    public static let plistUnsupportedObject = DiagnosticCode(rawValue: "plist-unsupported-object")
    /// An XML property-list element or comment is not closed.
    public static let plistUnterminated = DiagnosticCode(rawValue: "plist-unterminated")
}
