/// The codes of the JSON reader (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A raw control character stands inside a JSON string.
    public static let jsonControlCharacter = DiagnosticCode(rawValue: "json-control-character")
    /// A JSON string holds an escape JSON does not have.
    public static let jsonInvalidEscape = DiagnosticCode(rawValue: "json-invalid-escape")
    /// A JSON number is malformed.
    public static let jsonInvalidNumber = DiagnosticCode(rawValue: "json-invalid-number")
    /// A JSON string holds bytes that are not UTF-8.
    public static let jsonInvalidUTF8 = DiagnosticCode(rawValue: "json-invalid-utf8")
    /// A JSON null, which has no property-list equivalent.
    public static let jsonNull = DiagnosticCode(rawValue: "json-null")
    /// Content follows the JSON document's top-level value.
    public static let jsonTrailingContent = DiagnosticCode(rawValue: "json-trailing-content")
    /// A character JSON does not allow at that place.
    public static let jsonUnexpectedCharacter = DiagnosticCode(rawValue: "json-unexpected-character")
    /// The JSON ends early.
    public static let jsonUnexpectedEnd = DiagnosticCode(rawValue: "json-unexpected-end")
    /// A JSON \u escape names half of a surrogate pair.
    public static let jsonUnpairedSurrogate = DiagnosticCode(rawValue: "json-unpaired-surrogate")
}
