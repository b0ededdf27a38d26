import Foundation
import Testing

/// Golden files: text a person reads, kept under `Tests/GuidebookCLITests/Snapshots/` and
/// compared whole. They are written only when `GUIDEBOOK_RECORD_SNAPSHOTS=1` asks for it (then
/// review the diff before committing); a missing or different file is a failure otherwise.
enum GoldenFile {
    static let folder = ToolsTestSupport.repositoryRoot.appendingPathComponent("Tests/GuidebookCLITests/Snapshots")

    static var recording: Bool { ProcessInfo.processInfo.environment["GUIDEBOOK_RECORD_SNAPSHOTS"] == "1" }

    /// Checks `text` against `Snapshots/<name>.txt` (or records it there when asked).
    static func assertMatches(
        _ text: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent("\(name).txt")
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record(
                "No golden file \(url.lastPathComponent); record it with GUIDEBOOK_RECORD_SNAPSHOTS=1.",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            text == golden,
            "\(name) differs from its golden file (re-record with GUIDEBOOK_RECORD_SNAPSHOTS=1 and review the diff):\n\(text)",
            sourceLocation: sourceLocation)
    }
}
