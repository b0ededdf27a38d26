import Foundation
import Testing

/// The shared corpus of real-world files, for every GuidebookTests suite: `GUIDEBOOK_CORPUS`
/// when set, else `<repo>/../shared/corpus` (the repository root from `#filePath`). When it is
/// missing, suites skip with a visible notice, or fail when `GUIDEBOOK_REQUIRE_CORPUS=1`.
///
/// Still locating it themselves, to switch over once their owners are done editing them:
/// `ParserTestCorpus.root`/`isRequired` (PropertyList/ParserTestCorpus.swift) and
/// `HelpBookCorpusTests.corpusRoot()` (HelpBook/HelpBookFileTests.swift).
enum TestCorpus {
    /// Where the corpus is expected, whether or not it is there.
    static let location: URL = {
        if let path = ProcessInfo.processInfo.environment["GUIDEBOOK_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    }()

    /// Whether a missing corpus fails the tests instead of skipping them (`GUIDEBOOK_REQUIRE_CORPUS=1`).
    static var isRequired: Bool { ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_CORPUS"] == "1" }

    /// A folder of the corpus when it exists; otherwise `nil` after reporting the skip.
    ///
    /// - Parameters:
    ///   - subfolder: The folder inside the corpus (`xcstrings`).
    ///   - what: The tests that are skipped, for the notice.
    static func folder(
        _ subfolder: String, for what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> URL? {
        let folder = location.appendingPathComponent(subfolder)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        reportMissing(folder, for: what, sourceLocation: sourceLocation)
        return nil
    }

    /// Says that `folder` is missing: a test failure when the corpus is required, else a notice.
    static func reportMissing(
        _ folder: URL, for what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        if isRequired {
            Issue.record(
                "The corpus folder \(folder.path) is missing and GUIDEBOOK_REQUIRE_CORPUS=1.",
                sourceLocation: sourceLocation)
        } else {
            print("notice: corpus folder \(folder.path) not found; skipping \(what) (set GUIDEBOOK_CORPUS).")
        }
    }
}
