/// An error that carries its finding as a structured ``Diagnostic``: a stable code, a severity,
/// what is wrong, where, and how to fix it.
///
/// Every error Guidebook throws conforms. Tools read ``diagnostic`` and render it at the edge
/// (the command line prints `path:line:column: error: message fix`); `description` is derived
/// from it and holds the sentences only, never the position.
///
/// ```swift
/// do {
///     _ = try StringsFileReader.read(Data("\"a\" = \"b\"".utf8), file: "Tutorial.strings")
/// } catch {
///     print(error.diagnostic.location)  // Tutorial.strings:1:10
///     print(error)                       // Missing ; after the value of "a" (found the end of the file). End every entry with ;.
/// }
/// ```
public protocol DiagnosticError: Error, CustomStringConvertible, Sendable {
    /// The finding: code, severity, message, location and fix.
    var diagnostic: Diagnostic { get }
    /// The error this one wraps (a help book's property-list error, say), when there is one.
    var underlyingError: (any DiagnosticError)? { get }
}

extension DiagnosticError {
    /// No wrapped error, unless the type says otherwise.
    public var underlyingError: (any DiagnosticError)? { nil }

    /// What is wrong and how to fix it, as full sentences (``Diagnostic/sentences``).
    public var description: String { diagnostic.sentences }
}
