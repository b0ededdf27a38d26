/// The codes of the reading limits (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A file is larger than ReadingLimits.maximumFileSize.
    public static let fileTooLarge = DiagnosticCode(rawValue: "file-too-large")
    /// Help items nest deeper than ReadingLimits.maximumHelpDepth.
    public static let helpTooDeep = DiagnosticCode(rawValue: "help-too-deep")
    /// A help book holds more items than ReadingLimits.maximumHelpItemCount.
    public static let helpTooManyItems = DiagnosticCode(rawValue: "help-too-many-items")
    /// A string is longer than ReadingLimits.maximumStringLength.
    public static let stringTooLong = DiagnosticCode(rawValue: "string-too-long")
    /// Values nest deeper than ReadingLimits.maximumDepth.
    public static let tooDeep = DiagnosticCode(rawValue: "too-deep")
    /// A file holds more values than ReadingLimits.maximumItemCount.
    public static let tooManyItems = DiagnosticCode(rawValue: "too-many-items")
}
