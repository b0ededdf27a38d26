/// The kind of a finding: a short stable name such as `rules-unknown-key`, for filtering and search.
///
/// Each layer declares the codes it emits as static members in its own `DiagnosticCode+Area.swift`
/// file, so a finding names its code as `.rulesUnknownKey` and the compiler keeps the list: a code
/// is not made from a string literal. A code encodes as its text, so saved and JSON output read
/// `"rules-unknown-key"`. `Documentation/Diagnostics.md` lists every code with its meaning.
///
/// ```swift
/// if finding.code == .rulesUnknownKey { print(finding.code?.rawValue ?? "") }  // rules-unknown-key
/// let ignored: Set<DiagnosticCode> = [.unusedKey, .dynamicKey]
/// ```
public struct DiagnosticCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code as it is written in output and documentation (`rules-unknown-key`).
    public let rawValue: String

    /// A code from its text. Declare a new code once as a static member of its layer's
    /// `DiagnosticCode+Area.swift` (with a `///` line saying what it finds), never inline.
    ///
    /// - Parameter rawValue: The code's text, lower-case words joined by hyphens.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The code's text, `rules-unknown-key`.
    public var description: String { rawValue }
}
