/// The codes of string tables, String Catalogs and formats (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A String Catalog lacks a member its format requires.
    public static let catalogMissingMember = DiagnosticCode(rawValue: "catalog-missing-member")
    /// A String Catalog names a plural category that does not exist.
    public static let catalogUnknownPluralCategory = DiagnosticCode(rawValue: "catalog-unknown-plural-category")
    /// A String Catalog member has the wrong JSON type.
    public static let catalogWrongType = DiagnosticCode(rawValue: "catalog-wrong-type")
    /// The content path is not a folder.
    public static let contentNotAFolder = DiagnosticCode(rawValue: "content-not-a-folder")
    /// A format names an argument beyond the ones it takes.
    public static let formatArgumentBeyond = DiagnosticCode(rawValue: "format-argument-beyond")
    /// A format names argument 0; arguments count from 1.
    public static let formatArgumentZero = DiagnosticCode(rawValue: "format-argument-zero")
    /// A format holds a percent sequence that is no specifier.
    public static let formatInvalidSpecifier = DiagnosticCode(rawValue: "format-invalid-specifier")
    /// A plural rule's format type is no specifier.
    public static let formatInvalidType = DiagnosticCode(rawValue: "format-invalid-type")
    /// A format needs more arguments than were passed.
    public static let formatMissingArgument = DiagnosticCode(rawValue: "format-missing-argument")
    /// A format's variables refer to each other in a loop.
    public static let formatRecursiveVariable = DiagnosticCode(rawValue: "format-recursive-variable")
    /// A plural rule has no "other" form.
    public static let formatRuleWithoutOther = DiagnosticCode(rawValue: "format-rule-without-other")
    /// A format specifier was given an argument of another type.
    public static let formatTypeMismatch = DiagnosticCode(rawValue: "format-type-mismatch")
    /// A format uses a variable (%#@name@) it does not define.
    public static let formatUndefinedVariable = DiagnosticCode(rawValue: "format-undefined-variable")
    /// A string varies by a device name that is no device.
    public static let formatUnknownDevice = DiagnosticCode(rawValue: "format-unknown-device")
    /// A plural rule has a form that is no plural category.
    public static let formatUnknownPluralCategory = DiagnosticCode(rawValue: "format-unknown-plural-category")
    /// A format variable has no plural rule.
    public static let formatVariableWithoutRule = DiagnosticCode(rawValue: "format-variable-without-rule")
    /// A .stringsdict entry is not laid out as Xcode writes it.
    public static let stringsdictInvalid = DiagnosticCode(rawValue: "stringsdict-invalid")
}
