import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookRemote

@Suite struct ContentCacheScheduleTests {
    private func makeCache() throws -> ContentCache {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("schedule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return ContentCache(root: root)
    }

    private func schedule(_ seconds: Double?, failures: Int) -> ContentCache.Schedule {
        var schedule = ContentCache.Schedule()
        schedule.lastCheck = seconds.map { Date(timeIntervalSince1970: $0) }
        schedule.consecutiveFailures = failures
        return schedule
    }

    @Test func aStoredScheduleIsReadBackAfterManyStores() throws {
        let cache = try makeCache()
        #expect(cache.schedule() == ContentCache.Schedule())
        for round in 1...5 {
            cache.storeSchedule(schedule(1_800_000_000.125 + Double(round), failures: round))
            #expect(cache.schedule() == schedule(1_800_000_000.125 + Double(round), failures: round))
        }
        cache.storeSchedule(schedule(nil, failures: 0))
        #expect(cache.schedule() == schedule(nil, failures: 0))
        let size = try FileManager.default.attributesOfItem(atPath: cache.scheduleURL.path)[.size] as? Int
        #expect(size == 2 * ContentCache.scheduleSlotSize)
    }

    @Test func storingAfterTheSequenceReadWritesTheSameFileAsReadingItAgain() throws {
        let rereading = try makeCache()
        let passing = try makeCache()
        for round in 1...4 {
            let value = schedule(1_800_000_000 + Double(round), failures: round)
            let read = passing.readSchedule()
            #expect(read.sequence == UInt64(round - 1))
            rereading.storeSchedule(value)
            passing.storeSchedule(value, after: read.sequence)
            #expect(try Data(contentsOf: passing.scheduleURL) == Data(contentsOf: rereading.scheduleURL))
            #expect(passing.schedule() == value)
        }
    }

    @Test(arguments: [1, 20, 40, 53, 60, 61, 62, 63])
    func aWriteTornAtAnyByteLeavesThePreviousOrTheNewSchedule(tornAfter bytes: Int) throws {
        let cache = try makeCache()
        cache.storeSchedule(schedule(1_800_000_000, failures: 1))
        cache.storeSchedule(schedule(1_800_000_100, failures: 2))
        // The next store goes to the older slot (slot 1); tear it: only `bytes` bytes of the new line.
        let next = ContentCache.slotLine(sequence: 3, schedule: schedule(1_800_000_200, failures: 3))
        var data = try Data(contentsOf: cache.scheduleURL)
        let start = ContentCache.scheduleSlotSize
        data.replaceSubrange(start..<(start + bytes), with: next[0..<bytes])
        try data.write(to: cache.scheduleURL)
        // The new schedule only if the torn slot holds the new record whole (it may, by chance,
        // when the old line's remaining bytes equal the new line's).
        let record = ContentCache.scheduleRecordSize
        let whole = data[start..<(start + record)].elementsEqual(next[0..<record])
        if bytes >= record { #expect(whole) }
        let expected = whole ? schedule(1_800_000_200, failures: 3) : schedule(1_800_000_100, failures: 2)
        #expect(cache.schedule() == expected)
        #expect(cache.readSchedule().problem == nil)
    }

    @Test(arguments: ["garbage", String(repeating: "GBS2 ", count: 30), ""])
    func aFileWithNoReadableSlotIsMovedAsideAndReported(contents: String) throws {
        let cache = try makeCache()
        try Data(contents.utf8).write(to: cache.scheduleURL)
        let (schedule, sequence, problem) = cache.readSchedule()
        #expect(sequence == 0)
        #expect(schedule == ContentCache.Schedule())
        if contents.isEmpty {
            #expect(problem == nil)
            return
        }
        #expect(problem?.code == .remoteScheduleUnreadable)
        #expect(!FileManager.default.fileExists(atPath: cache.scheduleURL.path))
        let kept = try FileManager.default.contentsOfDirectory(atPath: cache.root.path)
            .filter { $0.hasPrefix("schedule.unreadable-") }
        #expect(kept.count == 1)
        let aside = try Data(contentsOf: cache.root.appendingPathComponent(kept[0]))
        #expect(aside == Data(contents.utf8))
    }
}
