/// Why the copy for a card could not be found or loaded.
///
/// ```swift
/// do { _ = try copy.card(for: "Welcom") } catch { print(error) }
/// // The tutorial "Welcom" has no text in table "Tutorial"; no card was shown. Add "Welcom" = "…"; …
/// ```
public enum TutorialCopyError: DiagnosticError, Equatable {
    /// The table has no body for the key (in any language tried).
    case missingBody(key: String, table: String)
    /// The content folder could not be read.
    case unreadableContent(path: String, reason: String)

    /// The finding: a stable code, what is wrong, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingBody(let key, let table):
            return Diagnostic(
                .error, "The tutorial \"\(key)\" has no text in table \"\(table)\"; no card was shown.",
                fix: TutorialCopy.addCopyFix(key: key, in: "\(table).strings"), code: "missing-copy")
        case .unreadableContent(let path, let reason):
            return Diagnostic(
                .error, "The tutorial content at \(path) could not be read (\(reason)).",
                fix: "Check that the folder holds <language>.lproj/ folders.", code: "unreadable-content")
        }
    }
}
