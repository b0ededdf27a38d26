/// What can go wrong keeping tutorial state, with where and how to fix it.
///
/// Stores never crash on these: a corrupt file is moved aside and the store starts empty,
/// a failed write keeps the changes in memory and is tried again.
///
/// ```swift
/// do { try await store.flush() } catch { print(error) }  // "Could not write …: Permission denied. …"
/// ```
public enum TutorialStateStoreError: DiagnosticError, Equatable {
    /// The state file exists but is not a property-list dictionary; it was moved to `movedTo`.
    case corrupt(path: String, reason: String, movedTo: String)
    /// The state file could not be read or understood, and could not be moved aside either;
    /// the store keeps its changes in memory and does not write over the file.
    case unrecoverable(path: String, reason: String)
    /// Writing the state file failed; the changes are kept in memory and written on the next try.
    case writeFailed(path: String, reason: String)
    /// The remote store (iCloud) refused the synced state, over its quota; this device keeps
    /// every change and sends the state again with the next one.
    case remoteRefused(reason: String)
    /// The synced state another device wrote could not be read; this device's state replaces it.
    case remoteUnreadable(reason: String)
    /// The synced state was written by a later version of Guidebook (its format `version`); it
    /// is left as it is, and this device keeps its changes to itself until the app is updated.
    case remoteNewer(version: Int)

    /// The finding: a stable code, what is wrong, and how to fix it.
    public var diagnostic: Diagnostic {
        switch self {
        case .corrupt(let path, let reason, let movedTo):
            return Diagnostic(
                .warning, "The tutorial state file \(path) could not be read (\(reason)); it was moved to \(movedTo).",
                fix: "Inspect or delete the moved file; no cards are recorded as seen now.", code: .stateCorrupt)
        case .unrecoverable(let path, let reason):
            return Diagnostic(
                .error, "The tutorial state file \(path) could not be read (\(reason)) nor moved aside.",
                fix: "Fix the file's permissions or remove it; seen cards are kept in memory only.",
                code: .stateUnrecoverable)
        case .writeFailed(let path, let reason):
            return Diagnostic(
                .error, "Could not write the tutorial state file \(path) (\(reason)).",
                fix: "Check that the folder is writable; the changes are written on the next try.",
                code: .stateWriteFailed)
        case .remoteRefused(let reason):
            return Diagnostic(
                .error,
                "The tutorial state could not be synced to the other devices (\(reason)); this device keeps it.",
                fix:
                    "Store less in the app's iCloud key-value storage (1 MB and 1024 keys in all); it is sent again with the next change.",
                code: .syncRemoteRefused)
        case .remoteUnreadable(let reason):
            return Diagnostic(
                .warning,
                "The tutorial state synced from the other devices could not be read (\(reason)); this device's state replaces it.",
                fix: "Nothing to do; if it comes back, a build of the app writes the synced key with something else.",
                code: .syncRemoteUnreadable)
        case .remoteNewer(let version):
            return Diagnostic(
                .warning,
                "The tutorial state synced from the other devices was written by a later version of Guidebook (format \(version), this one reads \(TutorialSyncState.formatVersion)); it is left as it is and this device does not sync.",
                fix: "Update the app on this device.", code: .syncRemoteNewer)
        }
    }
}
