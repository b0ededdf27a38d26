/// The codes of the file readers (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// No file exists at the path.
    public static let fileMissing = DiagnosticCode(rawValue: "file-missing")
    /// The path names a folder or other thing that is not a file.
    public static let fileNotRegular = DiagnosticCode(rawValue: "file-not-regular")
    /// The process may not read the file.
    public static let filePermissionDenied = DiagnosticCode(rawValue: "file-permission-denied")
    /// Reading the file failed with an I/O error.
    public static let fileUnreadable = DiagnosticCode(rawValue: "file-unreadable")
}
