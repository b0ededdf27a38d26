/// Why a `guidebook.json` could not be used, each with where it is and how to fix it.
///
/// ```swift
/// do {
///     _ = try ContentManifest(data: data, file: "guidebook.json")
/// } catch {
///     print(error.diagnostic)  // guidebook.json:4:15: error: "size" is a string, …
/// }
/// ```
public enum ContentManifestError: DiagnosticError, Hashable {
    /// The bytes are not JSON (the reader's finding).
    case malformed(Diagnostic)
    /// `format` is missing or not `guidebook-content`.
    case notAManifest(found: String?, at: SourceLocation)
    /// `formatVersion` is newer than this Guidebook reads.
    case newerFormat(found: Int, supported: Int, at: SourceLocation)
    /// A required member is missing.
    case missingField(String, in: String, at: SourceLocation)
    /// A member has the wrong type or an impossible value.
    case invalidField(String, expected: String, found: String, at: SourceLocation)
    /// A file path that could leave the folder or is not a plain relative path.
    case unsafePath(String, at: SourceLocation)
    /// Two entries name the same path.
    case duplicatePath(String, at: SourceLocation)

    /// The finding, with its position and fix.
    public var diagnostic: Diagnostic {
        switch self {
        case .malformed(let diagnostic):
            return diagnostic
        case .notAManifest(let found, let at):
            let what = found.map { "\"format\" is \"\($0)\"" } ?? "\"format\" is missing"
            return Diagnostic(
                .error, "\(what), so this is not a Guidebook content manifest.", at: at,
                fix:
                    "Publish the folder with 'guidebook publish', which writes \"format\": \"\(ContentManifest.formatName)\".",
                code: .manifestFormat)
        case .newerFormat(let found, let supported, let at):
            return Diagnostic(
                .error,
                "The manifest's formatVersion is \(found), but this app reads version \(supported) and older.", at: at,
                fix: "Publish with the Guidebook version the app was built with, or update the app.",
                code: .manifestNewerFormat)
        case .missingField(let field, let container, let at):
            return Diagnostic(
                .error, "The \(container) has no \"\(field)\".", at: at, fix: "Add \"\(field)\".",
                code: .manifestMissingField)
        case .invalidField(let field, let expected, let found, let at):
            return Diagnostic(
                .error, "\"\(field)\" is \(found), but it must be \(expected).", at: at, fix: "Change its value.",
                code: .manifestInvalidField)
        case .unsafePath(let path, let at):
            return Diagnostic(
                .error,
                "The file path \"\(path)\" is not a plain relative path inside the folder (empty, absolute, \"..\", \"\\\" or a hidden name).",
                at: at, fix: "List paths like en.lproj/HelpList.plist.", code: .manifestUnsafePath)
        case .duplicatePath(let path, let at):
            return Diagnostic(
                .error, "The file \"\(path)\" is listed twice.", at: at, fix: "List each file once.",
                code: .manifestDuplicatePath)
        }
    }
}
