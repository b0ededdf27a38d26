import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What the state store reports about the app's state file, from real bad files, compared whole
/// against one golden file (the temporary folder written `<tmp>`, the set-aside time `<time>`).
@Suite struct StoreDiagnosticsTests {
    @Test func aStateFileThatCannotBeReadOrWrittenSaysWhatHappenedToIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var table = DiagnosticTable()

        let corrupt = folder.url.appendingPathComponent("AppState.plist")
        try Data("<plist><dict><key>hasSeenWelcome</key>".utf8).write(to: corrupt)
        table.add("a state file cut off", PropertyListStateStore(url: corrupt).diagnostics)

        let notAFolder = folder.url.appendingPathComponent("Library")
        try Data("a file where the folder should be".utf8).write(to: notAFolder)
        let store = PropertyListStateStore(url: notAFolder.appendingPathComponent("AppState.plist"))
        store.record("Welcome")
        do throws(TutorialStateStoreError) {
            try await store.flush()
            table.add("a state file whose folder is a file", [])
        } catch {
            table.add("a state file whose folder is a file", [error.diagnostic])
        }

        let text = table.text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
            .replacingOccurrences(
                of: #"corrupt-[0-9TZ:.-]*[0-9Z]"#, with: "corrupt-<time>", options: .regularExpression)
        #expect(Snapshot.mismatch(text, named: "diagnostics-stores.txt") == nil)
    }
}

/// What syncing through iCloud reports, from real refusals and real states of other devices.
extension StoreDiagnosticsTests {
    @Test func everySyncFindingSaysWhatHappenedToThisDevicesStateAndWhatToDo() {
        var table = DiagnosticTable()

        let full = SyncingStateStore(local: InMemoryStateStore(), remote: InMemoryRemoteStateStore(byteLimit: 10))
        full.record("Welcome")
        table.add("a remote store that takes 10 bytes", full.diagnostics)

        let states: [(String, String)] = [
            ("another device's state that is not JSON", "not json"),
            ("another device's state of another format", #"{"format":"other","version":1}"#),
            (
                "another device's state with a negative count",
                #"{"format":"guidebook.sync","version":1,"cards":{"Welcome":{"displays":-1}},"tours":{}}"#
            ),
            (
                "another device's state from a later Guidebook",
                #"{"format":"guidebook.sync","version":2,"shape":"new"}"#
            ),
        ]
        for (label, text) in states {
            let store = SyncingStateStore(
                local: InMemoryStateStore(seen: ["Welcome"]), remote: InMemoryRemoteStateStore(data: Data(text.utf8)))
            table.add(label, store.diagnostics)
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-sync.txt") == nil)
    }

    /// A state file Guidebook can neither read nor move aside: here a file of a read-only file
    /// system (`/proc`, which only Linux has).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/sys/kernel/ostype")))
    func aStateFileThatCannotBeMovedAsideIsKeptAndSaysSo() {
        var table = DiagnosticTable()
        table.add(
            "a state file that is text on a read-only file system",
            PropertyListStateStore(url: URL(fileURLWithPath: "/proc/sys/kernel/ostype")).diagnostics)
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-stores-read-only.txt") == nil)
    }
}
