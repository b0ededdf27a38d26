import Foundation

/// Golden files for what people read: rendered cards, demo screens, HTML pages, messages.
///
/// A test renders its text and compares it with `Tests/<Target>/Snapshots/<name>`, the folder
/// beside the calling test file's target. A golden file is written only when the environment
/// variable `GUIDEBOOK_RECORD_SNAPSHOTS=1` asks for it (and never under `CI=true`), so a
/// changed rendering fails until someone looks at the new text and records it on purpose.
///
/// ```swift
/// #expect(Snapshot.mismatch(CardRenderer.render(card), named: "card-welcome-en.txt") == nil)
/// ```
package enum Snapshot {
    /// The environment variable that re-records golden files.
    package static let recordVariable = "GUIDEBOOK_RECORD_SNAPSHOTS"

    /// Compares `text` with its golden file; `nil` when they are equal (or it was just recorded).
    ///
    /// - Parameters:
    ///   - text: What the user would read.
    ///   - name: The golden file's name inside `Snapshots/` (`card-welcome-en.txt`).
    ///   - testFile: The calling test's `#filePath`, which locates `Tests/<Target>/Snapshots/`.
    ///   - environment: Where the record switch is read (the process's by default).
    /// - Returns: A description of the first difference, or why the comparison could not be made.
    package static func mismatch(
        _ text: String, named name: String, testFile: String = #filePath,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String? {
        guard let folder = snapshotFolder(for: testFile) else {
            return "\(testFile) is not inside a Tests/<Target>/ folder, so it has no Snapshots/ folder."
        }
        let url = folder.appendingPathComponent(name)
        let recording = environment[recordVariable] == "1" && environment["CI"] != "true"
        if recording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url, options: .atomic)
                return nil
            } catch {
                return "Could not record \(url.path): \(error.localizedDescription)"
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "There is no golden file \(url.path). Run the test with \(recordVariable)=1 to record it, "
                + "then read it before you commit it."
        }
        let expected = String(decoding: data, as: UTF8.self)
        return difference(expected: expected, actual: text).map {
            "\(name) differs from its golden file: \($0). If the change is intended, re-record with "
                + "\(recordVariable)=1 and review the diff."
        }
    }

    /// The first line where `actual` differs from `expected`, or `nil` when they are equal.
    package static func difference(expected: String, actual: String) -> String? {
        if expected == actual { return nil }
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(wanted.count, got.count) {
            let want = index < wanted.count ? String(wanted[index]) : "<end of file>"
            let have = index < got.count ? String(got[index]) : "<end of file>"
            if want != have {
                return "line \(index + 1) is \(have.debugDescription), the golden file has \(want.debugDescription)"
            }
        }
        return "they differ in line endings or invisible characters"
    }

    /// `Tests/<Target>/Snapshots/` for a test file anywhere below `Tests/<Target>/`.
    static func snapshotFolder(for testFile: String) -> URL? {
        let components = URL(fileURLWithPath: testFile).pathComponents
        guard let tests = components.lastIndex(of: "Tests"), tests + 1 < components.count - 1 else { return nil }
        let target = NSString.path(withComponents: Array(components[...(tests + 1)]))
        return URL(fileURLWithPath: target, isDirectory: true).appendingPathComponent("Snapshots")
    }
}
