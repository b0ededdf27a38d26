/// Why a set of content was refused: it has errors (files that could not be read or parsed).
///
/// `description` is the message and fix only; the position is in ``diagnostic`` (tools print it).
///
/// ```swift
/// do {
///     try store.replace(with: GuidebookContent(source: .download(staging)))
/// } catch {
///     print(error.diagnostic.location)  // staging/de.lproj/Tutorial.strings:4:22
/// }
/// ```
public enum GuidebookContentError: DiagnosticError, Equatable {
    /// The content has errors; the first is `first`, all of them are in `errors`.
    case hasErrors(source: ContentSource, errors: [Diagnostic])

    /// The finding: the first error of the content, with its position and fix, under the code
    /// `content-has-errors`; the message says how many errors there are.
    public var diagnostic: Diagnostic {
        switch self {
        case .hasErrors(let source, let errors):
            let count = errors.count == 1 ? "1 error" : "\(errors.count) errors"
            let first = errors.first
            return Diagnostic(
                .error,
                "The content in \(source) has \(count)" + (first.map { "; the first: \($0.message)" } ?? "."),
                at: first?.location,
                fix: first?.fix ?? "Fix the files named in its diagnostics, then load it again.",
                code: .contentHasErrors)
        }
    }
}
