import Guidebook

/// The codes of the fuzz targets (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// A fuzz target's invariant failed on an input (fuzzing only).
    public static let fuzzInvariant = DiagnosticCode(rawValue: "fuzz-invariant")
}
