/// One finding about content: an error or warning with where it is and how to fix it.
///
/// Diagnostics print in the form compilers use, so Xcode and editors pick them up:
///
/// ```swift
/// let finding = Diagnostic(.error, "Section 2 has no \"Title\".",
///                          at: SourceLocation(file: "HelpList.plist", line: 14, column: 3),
///                          fix: "Add <key>Title</key><string>…</string> as the section's first entry.")
/// print(finding)  // HelpList.plist:14:3: error: Section 2 has no "Title". Add <key>Title</key>…
/// ```
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
        /// Content that is broken: a user would see something wrong.
        case error
        /// Content that works but is probably a mistake.
        case warning
        /// Extra information attached to another finding.
        case note
    }

    /// How serious the finding is.
    public var severity: Severity
    /// What is wrong, as a full sentence.
    public var message: String
    /// Where it is, when known.
    public var location: SourceLocation?
    /// How to fix it, as a full sentence, when there is one thing to do.
    public var fix: String?
    /// The kind of finding (`.missingTitle`, written `missing-title`), for filtering.
    public var code: DiagnosticCode?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
        fix: String? = nil, code: DiagnosticCode? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.fix = fix
        self.code = code
    }

    /// The message and the fix, without position or severity: what an error's `description` says.
    public var sentences: String {
        guard let fix else { return message }
        return message + " " + fix
    }

    /// `path:line:column: error: message fix`, the form compilers use (the command line's
    /// renderer adds paths relative to the working directory).
    public var description: String {
        var text = ""
        if let location {
            text += "\(location): "
        }
        text += "\(severity.rawValue): \(message)"
        if let fix {
            text += " \(fix)"
        }
        return text
    }
}
