import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import GuidebookRemote
import Testing

/// One test per fault scripts/fault-server.py injects. Each asserts what a user would notice:
/// the event names the reason, the content in use is still the previous good set, the cache
/// folder is byte-for-byte unchanged, and the client stopped receiving a body it was not going
/// to keep (the server counts the bytes it managed to write).
@Suite struct RemoteFaultTests {
    struct Fault: Sendable, CustomTestStringConvertible {
        /// The fault's path segment on the server.
        var name: String
        /// Whether a good set (v1) is cached before the faulty check.
        var primed = true
        /// The policy's timeout for the faulty check.
        var timeout: TimeInterval = 5
        /// Whether the event is the expected one.
        var matches: @Sendable (RemoteContentEvent) -> Bool

        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        Fault(name: "status500") { isFailure($0, .serverError(status: 500, path: manifest("status500"))) },
        Fault(name: "status404") { isFailure($0, .serverError(status: 404, path: manifest("status404"))) },
        Fault(name: "redirect-to-http") {
            $0 == .failed(.insecureURL(RemoteTestContent.url("http://example.invalid/guidebook.json")))
        },
        Fault(name: "cut-body") {
            if case .failed(.connectionLost(path: "de.lproj/HelpList.plist", _, _)) = $0 { return true }
            if case .failed(.sizeMismatch(path: "de.lproj/HelpList.plist", _, _)) = $0 { return true }
            return false
        },
        Fault(name: "reset-body") {
            if case .failed(.connectionLost(path: "de.lproj/HelpList.plist", _, _)) = $0 { return true }
            return false
        },
        Fault(name: "slow-drip", timeout: 1) { isFailure($0, .timedOut(path: manifest("slow-drip"), seconds: 1)) },
        Fault(name: "wrong-content-type") {
            isFailure($0, .unexpectedContentType(path: manifest("wrong-content-type"), found: "text/html"))
        },
        Fault(name: "garbage") {
            guard case .failed(.invalidManifest(let finding)) = $0 else { return false }
            return finding.code == .manifestJSON && finding.location?.file == "guidebook.json"
                && (finding.location?.line ?? 0) >= 1
        },
        Fault(name: "sha-mismatch") {
            if case .failed(.hashMismatch(path: "de.lproj/HelpList.plist", _, _)) = $0 { return true }
            return false
        },
        Fault(name: "not-a-book") {
            guard case .failed(.invalidContent(let findings)) = $0, let first = findings.first else { return false }
            return first.location?.file == "de.lproj/HelpList.plist" && first.location?.line == 2
        },
        Fault(name: "book-with-errors") {
            guard case .failed(.invalidContent(let findings)) = $0, let first = findings.first else { return false }
            return first.code == .emptyTitle && first.location?.file == "de.lproj/HelpList.plist"
                && first.location?.line == 4
        },
        Fault(name: "missing-file") { $0 == .failed(.serverError(status: 404, path: "fr.lproj/HelpList.plist")) },
        Fault(name: "huge-manifest") { isFailure($0, .tooLarge(path: manifest("huge-manifest"), limit: 1_000_000)) },
        Fault(name: "huge-file") {
            if case .failed(.sizeMismatch(path: "de.lproj/HelpList.plist", _, _)) = $0 { return true }
            return false
        },
        Fault(name: "not-modified", primed: false) { $0 == .failed(.notModifiedWithoutCache) },
        Fault(name: "changing-etag") {
            if case .unchanged = $0 { return true }
            return false
        },
        Fault(name: "newer-format") { $0 == .failed(.unsupportedFormat(found: 2, supported: 1)) },
        Fault(name: "newer-app") {
            $0
                == .failed(
                    .appTooOld(minimum: RemoteTestContent.version("99.0"), current: RemoteTestContent.version("1.0")))
        },
    ]

    /// The fault server's manifest URL for `fault`, with the port left out (`PORT`).
    static func manifest(_ fault: String) -> String { "http://127.0.0.1:PORT/\(fault)/guidebook.json" }

    /// Whether `event` is `expected`, the port of the URL in its path aside (it changes each run).
    static func isFailure(_ event: RemoteContentEvent, _ expected: RemoteContentFailure) -> Bool {
        guard case .failed(let failure) = event else { return false }
        let portless = failure.description.replacing(#/127\.0\.0\.1:\d+/#, with: "127.0.0.1:PORT")
        return portless == expected.description
    }

    @Test(arguments: faults)
    func aFaultyServerIsReportedWithItsReasonAndChangesNothing(_ fault: Fault) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        let root = folder.url.appendingPathComponent("server")
        let cache = folder.url.appendingPathComponent("cache")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        let v1 = folder.url.appendingPathComponent("v1")
        let v2 = folder.url.appendingPathComponent("v2")
        try RemoteTestContent.write(to: v1, english: "Tap New.", german: "Erste Fassung.")
        try RemoteTestContent.write(to: v2, english: "Tap New.", german: "Zweite Fassung.")
        try RemoteTestContent.publish(v1, to: root.appendingPathComponent("v1"))
        try RemoteTestContent.publish(v2, to: root.appendingPathComponent("v2"))
        guard let server = try FaultServer(root: root) else { return }

        var expectedText = "Tippe auf Neu."
        if fault.primed {
            let primer = try RemoteTestContent.updater(server.url("ok"), bundled: bundled, cache: cache)
            guard case .updated = await primer.check() else {
                Issue.record("the good set could not be cached first")
                return
            }
            expectedText = "Erste Fassung."
        }
        let before = RemoteTestContent.snapshot(cache.appendingPathComponent("content"))
        let updater = try RemoteTestContent.updater(
            server.url(fault.name), bundled: bundled, cache: cache,
            policy: RemoteTestContent.policy(timeout: fault.timeout))
        let versionBefore = updater.contentSet.contentVersion

        let event = await updater.check(force: true)

        #expect(fault.matches(event), "\(fault.name): got \(event)")
        #expect(RemoteTestContent.firstText(updater.content) == expectedText)
        #expect(updater.contentSet.contentVersion == versionBefore)
        #expect(RemoteTestContent.snapshot(cache.appendingPathComponent("content")) == before, "the cache changed")
        let relaunched = try RemoteTestContent.updater(server.url(fault.name), bundled: bundled, cache: cache)
        #expect(RemoteTestContent.firstText(relaunched.content) == expectedText)
        let sent = server.bytesSent().filter { $0.key.hasPrefix("/\(fault.name)/") }.values.reduce(0, +)
        // Cancelling a task is not instant on Linux; the bound says the client stopped well before 50 MB.
        #expect(sent < 40_000_000, "the client kept reading \(sent) bytes it could not accept")
    }

    @Test func aFailedCheckBacksOffAndTheWaitDoublesWithEachFailure() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        let clock = Locked(Date(timeIntervalSince1970: 1_000_000))
        var policy = RemoteTestContent.policy()
        policy.minimumInterval = 10
        policy.initialBackOff = 60
        let updater = try RemoteContentUpdater(
            manifestURL: RemoteTestContent.url("http://127.0.0.1:\(TestServers.freePort())/guidebook.json"),
            bundled: bundled,
            cache: folder.url.appendingPathComponent("cache"), policy: policy, now: { clock.withLock { $0 } }
        ) { set in try HelpBook.load(from: set.folder, preferredLanguages: ["en"]) }
        var waits: [TimeInterval] = []
        for _ in 0..<4 {
            guard case .failed(.offline) = await updater.check() else {
                Issue.record("expected offline")
                return
            }
            let start = clock.withLock { $0 }
            waits.append(updater.nextCheck.timeIntervalSince(start))
            guard case .skipped = await updater.check() else {
                Issue.record("a check during the back-off was not skipped")
                return
            }
            clock.withLock { $0 = updater.nextCheck }
        }
        #expect(waits == [60, 120, 240, 480])
    }

    @Test(arguments: [
        ("ftp://example.com/guidebook.json", false, false),
        ("http://example.com/guidebook.json", false, false),
        ("http://example.com/guidebook.json", true, true),
        ("http://127.0.0.1:8080/guidebook.json", false, true),
        ("http://localhost/guidebook.json", false, true),
        ("http://[::1]/guidebook.json", false, true),
        ("https://example.com/guidebook.json", false, true),
    ])
    func onlyHTTPSOrLoopbackIsFetchedUnlessInsecureHTTPIsAllowed(_ url: String, insecure: Bool, allowed: Bool) {
        var policy = RemoteTestContent.policy()
        policy.allowsInsecureHTTP = insecure
        #expect(policy.allows(RemoteTestContent.url(url)) == allowed)
    }

    @Test func anInsecureURLIsRefusedWithoutARequest() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        let url = RemoteTestContent.url("http://example.invalid/guidebook.json")
        let updater = try RemoteTestContent.updater(
            url, bundled: bundled, cache: folder.url.appendingPathComponent("cache"))
        #expect(await updater.check() == .failed(.insecureURL(url)))
    }
}
