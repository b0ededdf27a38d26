// Filter for scripts/reliability: `swift test --filter ContentSwapCrashTests`; the number of
// kills is GUIDEBOOK_REMOTE_CRASH_KILLS (default 200).
import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Kills a process that swaps content sets A, B, C, A, … into a cache with SIGKILL at random
/// moments, hundreds of times, and checks after each kill that the cache loads and holds one
/// set whole (every file of one manifest with that manifest's bytes, never a mix), and that it
/// is the last set whose commit returned or the one after it (old or new, never older).
@Suite struct ContentSwapCrashTests {
    static var kills: Int {
        ProcessInfo.processInfo.environment["GUIDEBOOK_REMOTE_CRASH_KILLS"].flatMap { Int($0) } ?? 200
    }

    @Test func killingTheSwapAtRandomMomentsAlwaysLeavesTheOldSetOrTheNewOne() throws {
        let swapper = try #require(
            BuiltProducts.executable("guidebook-cache-swapper"),
            "Build the helper first: swift build --build-tests (it is built with the package).")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        var manifests: [String: ContentManifest] = [:]
        var sources: [URL] = []
        let names = ["A", "B", "C"]
        for name in names {
            let content = folder.url.appendingPathComponent("content-\(name)")
            // Long bodies so that writing a set takes a while and kills land inside it.
            let filler = String(repeating: "Set \(name) article text. ", count: 4_000)
            try RemoteTestContent.write(
                to: content, english: "English \(name). \(filler)", german: "Deutsch \(name). \(filler)")
            let published = folder.url.appendingPathComponent(name)
            manifests[name] = try RemoteTestContent.publish(content, to: published, version: name)
            sources.append(published)
        }
        let cache = folder.url.appendingPathComponent("cache")

        var commits = 0
        var seen: Set<String> = []
        var lastAcknowledged: String?
        for kill in 0..<Self.kills {
            // Only whole lines: a set is acknowledged once its line was printed after the commit.
            let committed = try KilledProcess(
                swapper, arguments: [cache.path] + sources.map(\.path), attempt: kill, maximumDelay: 30_000
            ).acknowledged
            commits += committed.count

            let state = ContentCache(root: cache).state()
            if case .empty = state, commits == 0 { continue }
            guard case .set(let set, _) = state, let manifest = set.manifest else {
                Issue.record("after kill \(kill + 1) the cache does not load: \(state)")
                break
            }
            let name = manifest.contentVersion
            #expect(manifests[name] == manifest, "after kill \(kill + 1) the manifest is no set's")
            seen.insert(name)
            for file in manifest.files {
                let data = try Data(contentsOf: set.folder.appendingPathComponent(file.path))
                #expect(
                    SHA256.hash(data).hex == file.sha256, "after kill \(kill + 1) \(file.path) is not set \(name)'s")
            }
            lastAcknowledged = committed.last ?? lastAcknowledged
            if let last = lastAcknowledged, let index = names.firstIndex(of: last) {
                let allowed = [last, names[(index + 1) % names.count]]
                #expect(
                    allowed.contains(name), "after kill \(kill + 1) set \(name) is in use; \(last) was committed last")
            }
        }
        print("swap crash test: \(Self.kills) kills, \(commits) commits acknowledged, sets seen \(seen.sorted())")
        #expect(commits > Self.kills / 4, "too few commits for the kills to land inside swaps")
        #expect(seen == Set(names) || Self.kills < 20)

        // The next launch loads the cached set and removes what killed swaps left behind.
        let updater = try RemoteTestContent.updater(
            RemoteTestContent.url("http://127.0.0.1:1/guidebook.json"), bundled: bundled, cache: cache)
        #expect(updater.contentSet.origin == .cached)
        #expect(updater.startupDiagnostics.isEmpty)
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent("content").path)
        #expect(left.filter { $0.hasPrefix("set-") || $0.hasPrefix(".staging-") }.count == 1, "\(left.sorted())")
    }
}
