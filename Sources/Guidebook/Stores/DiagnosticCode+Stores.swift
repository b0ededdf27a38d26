/// The codes of state stores and syncing (`Documentation/Diagnostics.md` lists every code).
extension DiagnosticCode {
    /// The tutorial state file could not be read and was moved aside.
    public static let stateCorrupt = DiagnosticCode(rawValue: "state-corrupt")
    /// The tutorial state file could not be read or moved aside.
    public static let stateUnrecoverable = DiagnosticCode(rawValue: "state-unrecoverable")
    /// The tutorial state file could not be written.
    public static let stateWriteFailed = DiagnosticCode(rawValue: "state-write-failed")
    /// Synced tutorial state comes from a later Guidebook; this device does not sync.
    public static let syncRemoteNewer = DiagnosticCode(rawValue: "sync-remote-newer")
    /// Tutorial state could not be synced to the other devices.
    public static let syncRemoteRefused = DiagnosticCode(rawValue: "sync-remote-refused")
    /// Synced tutorial state could not be read and is replaced.
    public static let syncRemoteUnreadable = DiagnosticCode(rawValue: "sync-remote-unreadable")
}
