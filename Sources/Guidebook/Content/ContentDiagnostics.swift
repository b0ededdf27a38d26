/// The diagnostics of the errors met while loading content.
///
/// INTERIM (coordination D3): every core error type is getting `var diagnostic: Diagnostic`.
/// When it lands, each function here becomes `error.diagnostic` and this file goes. Until then
/// the finding is built from the error's structured parts (its location), never by searching
/// its text.
enum ContentDiagnostics {
    /// A string table that cannot be loaded.
    static func diagnostic(for error: LocalizationError, file: String) -> Diagnostic {
        let fallback = SourceLocation(file: file, line: 1, column: 1)
        switch error {
        case .strings(let error):
            return Diagnostic(.error, error.message, at: error.location, code: "strings")
        case .catalog(let error):
            return Diagnostic(.error, "\(error)", at: error.location, code: "catalog")
        case .propertyList(let error):
            return Diagnostic(.error, "\(error)", at: error.location, code: "stringsdict")
        case .invalidStringsDictionary(let message, let location):
            return Diagnostic(
                .error, message, at: location, fix: "Fix the .stringsdict file there.", code: "stringsdict")
        case .unreadableFile(let path, let reason):
            return ContentLoader.unreadableDiagnostic(path: path, reason: reason)
        case .notAFolder:
            return Diagnostic(.error, "\(error)", at: fallback, code: "not-a-folder")
        }
    }

    /// A help file that cannot be loaded.
    static func diagnostic(for error: HelpBookError, file: String) -> Diagnostic {
        Diagnostic(
            .error, "\(error)", at: error.location ?? SourceLocation(file: file, line: 1, column: 1), code: "help-book")
    }
}
