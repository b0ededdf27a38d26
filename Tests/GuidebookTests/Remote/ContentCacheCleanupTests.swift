import Foundation
import Testing

@testable import Guidebook
@testable import GuidebookRemote

/// What the cache removes when it is opened: the leftovers of processes that were killed while
/// they fetched or swapped, by the one rule `AtomicFile` uses for its temporary files.
@Suite struct ContentCacheCleanupTests {
    /// The id of a process that has ended: one that ran `/bin/true` and was waited for.
    private func endedProcess() throws -> pid_t {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func foldersAndTemporaryFilesOfAnEndedProcessAreRemovedAndTheRestKept() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let cache = ContentCache(root: folder.url)
        let content = cache.contentFolder
        let ended = try endedProcess()
        let mine = getpid()
        let names = [
            ".staging-\(ended)-1", "set-\(ended)-2", "set-\(ended)-3",
            ".staging-\(mine)-4", "set-\(mine)-5", "set-1-6", "notes",
        ]
        for name in names {
            try FileManager.default.createDirectory(
                at: content.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try Data(#"{"set":"set-\#(ended)-3"}"#.utf8).write(to: cache.pointerURL)
        for name in [".current.tmp-\(ended)-7", ".current.tmp-\(mine)-8"] {
            try Data("{".utf8).write(to: content.appendingPathComponent(name))
        }

        cache.removeAbandoned()

        let left = try FileManager.default.contentsOfDirectory(atPath: content.path).sorted()
        #expect(
            left
                == [
                    ".current.tmp-\(mine)-8", ".staging-\(mine)-4", "current", "notes", "set-\(ended)-3",
                    "set-\(mine)-5", "set-1-6",
                ].sorted())
    }

    @Test func aNameIsAbandonedOnlyWhenItsProcessHasEnded() throws {
        let ended = try endedProcess()
        #expect(AtomicFile.isAbandoned("set-\(ended)-9", prefix: "set-"))
        #expect(!AtomicFile.isAbandoned("set-\(getpid())-9", prefix: "set-"))
        #expect(!AtomicFile.isAbandoned("set-1-9", prefix: "set-"))
        #expect(!AtomicFile.isAbandoned("set-x-9", prefix: "set-"))
        #expect(!AtomicFile.isAbandoned("set-0-9", prefix: "set-"))
        #expect(!AtomicFile.isAbandoned(".staging-\(ended)-9", prefix: "set-"))
    }
}
