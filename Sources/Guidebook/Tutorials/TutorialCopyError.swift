/// Why the copy for a card could not be found or loaded.
///
/// ```swift
/// do { _ = try copy.card(for: "Welcom") } catch { print(error) }
/// // The tutorial "Welcom" has no text in table "Tutorial"; no card was shown. Add "Welcom" = "…"; …
/// ```
public enum TutorialCopyError: DiagnosticError, Equatable {
    /// The table has no body for the key (in any language tried).
    case missingBody(key: String, table: String)
    /// The content folder could not be read: the folder's or a file's error, with its location.
    case content(LocalizationError)

    /// The content folder at `path` could not be read, for `reason`.
    @available(*, deprecated, message: "Use content(LocalizationError), which keeps the error's location.")
    public static func unreadableContent(path: String, reason: String) -> TutorialCopyError {
        .content(.fileRead(FileReadError(path: path, problem: .io(reason: reason))))
    }

    /// The content's error, for ``content(_:)``.
    public var underlyingError: (any DiagnosticError)? {
        if case .content(let error) = self { return error }
        return nil
    }

    /// The finding: a stable code, what is wrong, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .missingBody(let key, let table):
            return Diagnostic(
                .error, "The tutorial \"\(key)\" has no text in table \"\(table)\"; no card was shown.",
                fix: TutorialCopy.addCopyFix(key: key, in: "\(table).strings"), code: .missingCopy)
        case .content(let error):
            return error.diagnostic
        }
    }
}
