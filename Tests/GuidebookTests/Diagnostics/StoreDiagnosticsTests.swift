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
