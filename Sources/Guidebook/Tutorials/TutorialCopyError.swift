/// Why the copy for a card could not be found or loaded.
///
/// ```swift
/// do { _ = try copy.card(for: "Welcom") } catch { print(error) }
/// // The tutorial "Welcom" has no text: table "Tutorial" has no key "Welcom". …
/// ```
public enum TutorialCopyError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The table has no body for the key (in any language tried).
    case missingBody(key: String, table: String)
    /// The content folder could not be read.
    case unreadableContent(path: String, reason: String)

    /// A full sentence saying what is missing and how to add it.
    public var description: String {
        switch self {
        case .missingBody(let key, let table):
            return
                "The tutorial \"\(key)\" has no text: table \"\(table)\" has no key \"\(key)\". \(TutorialCopy.addCopyFix(key: key, in: "\(table).strings"))"
        case .unreadableContent(let path, let reason):
            return
                "\(path): error: the tutorial content could not be read (\(reason)). Check that the folder holds <language>.lproj/ folders."
        }
    }

    /// The same finding as a ``Diagnostic``.
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
