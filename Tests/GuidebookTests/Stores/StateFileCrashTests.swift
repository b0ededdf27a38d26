import Foundation
import Guidebook
import Testing

/// Kills a process that is writing the state file with SIGKILL at random moments, hundreds of
/// times, and checks after each kill that the file still parses, still holds the app's own keys,
/// and holds every key whose `flush()` had returned in the killed process.
@Suite struct StateFileCrashTests {
    /// 200 in the test suite; `scripts/reliability --kills N` sets GUIDEBOOK_STATE_KILLS
    /// (10,000 in a full run).
    static let kills = ProcessInfo.processInfo.environment["GUIDEBOOK_STATE_KILLS"].flatMap { Int($0) } ?? 200

    @Test func killingTheWriterAtRandomMomentsNeverLosesAFlushedKeyOrTheAppsKeys() throws {
        let writer = try #require(
            BuiltProducts.executable("guidebook-state-writer"),
            "Build the helper first: swift build --build-tests (it is built with the package).")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try PropertyListStateStoreTests.writeAppState(to: url)

        var acknowledged: [String] = []
        var killsWhileWriting = 0
        var checkedUpTo = 0
        var lostCount = 0
        for kill in 0..<Self.kills {
            let run = try KilledProcess(
                writer, arguments: [url.path, "\(kill * 1_000_000)"], attempt: kill, maximumDelay: 15_000)
            if run.landedWhileWorking { killsWhileWriting += 1 }
            acknowledged += run.acknowledged

            let root = try #require(
                try? PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
                    as? [String: Any],
                "after kill \(kill + 1) the state file does not parse")
            #expect(PropertyListStateStoreTests.appKeysSurvived(in: root), "after kill \(kill + 1) app keys changed")
            // Every kill checks the keys acknowledged since the last full check; every 100th
            // kill (and the last) checks all of them, so long runs stay linear.
            let fullCheck = kill % 100 == 99 || kill == Self.kills - 1
            let lost = acknowledged[(fullCheck ? 0 : checkedUpTo)...].filter { (root["hasSeen\($0)"] as? Int) != 1 }
            checkedUpTo = fullCheck ? acknowledged.count : checkedUpTo
            #expect(lost.isEmpty, "after kill \(kill + 1) flushed keys are missing: \(lost.prefix(5))")
            lostCount = max(lostCount, lost.count)
            if !lost.isEmpty { break }
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        let unreadable = leftovers.filter { $0.contains(".corrupt-") }.count
        print(
            "crash test: \(Self.kills) kills (\(killsWhileWriting) while writing), "
                + "\(acknowledged.count) acknowledged keys, \(lostCount) lost, \(unreadable) unreadable files")
        #expect(killsWhileWriting > Self.kills / 2)
        #expect(acknowledged.count > Self.kills, "too few keys were flushed for the kills to mean much")
        #expect(unreadable == 0, "a kill left a file the store could not read")
        // Each new writer removes what killed ones left mid-write: at most the last kill's remains.
        #expect(leftovers.filter { $0.contains(".tmp-") }.count <= 1, "abandoned temporary files: \(leftovers)")
    }
}
