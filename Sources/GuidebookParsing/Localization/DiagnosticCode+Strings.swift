/// The codes of the `.strings` reader (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A .strings file has stray text where a key must stand.
    public static let stringsExpectedKey = DiagnosticCode(rawValue: "strings-expected-key")
    /// A .strings key is not followed by a quoted value.
    public static let stringsExpectedValue = DiagnosticCode(rawValue: "strings-expected-value")
    /// A .strings string holds an escape that does not exist.
    public static let stringsInvalidEscape = DiagnosticCode(rawValue: "strings-invalid-escape")
    /// A .strings string has an unpaired UTF-16 surrogate.
    public static let stringsInvalidUTF16 = DiagnosticCode(rawValue: "strings-invalid-utf16")
    /// A .strings file's bytes are not valid UTF-8.
    public static let stringsInvalidUTF8 = DiagnosticCode(rawValue: "strings-invalid-utf8")
    /// A .strings key is followed by neither = nor ;.
    public static let stringsMissingEquals = DiagnosticCode(rawValue: "strings-missing-equals")
    /// A .strings entry does not end with ;.
    public static let stringsMissingSemicolon = DiagnosticCode(rawValue: "strings-missing-semicolon")
    /// A property-list .strings file's root is not a dictionary.
    public static let stringsNotADictionary = DiagnosticCode(rawValue: "strings-not-a-dictionary")
    /// A property-list .strings value is not a string.
    public static let stringsNotAString = DiagnosticCode(rawValue: "strings-not-a-string")
    /// A .strings value's quote closes only at the end of a later line.
    public static let stringsUnclosedValue = DiagnosticCode(rawValue: "strings-unclosed-value")
    /// A .strings /* comment is not closed.
    public static let stringsUnterminatedComment = DiagnosticCode(rawValue: "strings-unterminated-comment")
    /// A .strings string has no closing quote.
    public static let stringsUnterminatedString = DiagnosticCode(rawValue: "strings-unterminated-string")
}
