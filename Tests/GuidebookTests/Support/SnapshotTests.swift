import Foundation
import GuidebookTestSupport
import Testing

/// The golden-file helper every rendering test relies on: it must catch a change, name where,
/// and record only when asked.
@Suite struct SnapshotTests {
    static let testFile = "/repo/Tests/GuidebookTests/Rendering/SomeTests.swift"

    @Test func theFirstDifferentLineIsNamedWithBothTexts() {
        let difference = Snapshot.difference(expected: "a\nb\nc", actual: "a\nB\nc")
        #expect(difference == #"line 2 is "B", the golden file has "b""#)
        #expect(Snapshot.difference(expected: "a", actual: "a") == nil)
        #expect(Snapshot.difference(expected: "a\n", actual: "a")?.hasPrefix("line 2") == true)
    }

    @Test func aMissingGoldenFileFailsAndSaysHowToRecordIt() {
        let message = Snapshot.mismatch("text", named: "absent.txt", testFile: Self.testFile, environment: [:])
        #expect(message?.contains("/repo/Tests/GuidebookTests/Snapshots/absent.txt") == true)
        #expect(message?.contains("GUIDEBOOK_RECORD_SNAPSHOTS=1") == true)
    }

    @Test func recordingWritesTheGoldenFileButNeverUnderCI() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let testFile = root.appendingPathComponent("Tests/T/X.swift").path
        let golden = root.appendingPathComponent("Tests/T/Snapshots/g.txt")
        let underCI = Snapshot.mismatch(
            "one", named: "g.txt", testFile: testFile, environment: ["GUIDEBOOK_RECORD_SNAPSHOTS": "1", "CI": "true"])
        #expect(underCI != nil)
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        #expect(
            Snapshot.mismatch(
                "one", named: "g.txt", testFile: testFile, environment: ["GUIDEBOOK_RECORD_SNAPSHOTS": "1"])
                == nil)
        #expect(try String(contentsOf: golden, encoding: .utf8) == "one")
        #expect(
            Snapshot.mismatch("two", named: "g.txt", testFile: testFile, environment: [:])?.contains("line 1") == true)
    }
}
