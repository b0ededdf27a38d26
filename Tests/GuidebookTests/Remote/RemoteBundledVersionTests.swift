import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Bundled content newer than the cached set wins: "newer" is a greater dotted-number content
/// version in the bundled folder's `guidebook.json` (``ContentManifest/isContentVersion(_:newerThan:)``).
/// Checked in both directions, without a bundled manifest, and with versions that have no order,
/// against a real nginx serving the published set.
@Suite struct RemoteBundledVersionTests {
    @Test(arguments: [
        ("2026.12.02", "2026.12.01", true), ("10", "9", true), ("1.10", "1.9", true), ("2", "1.9.9", true),
        ("2026.12.01", "2026.12.01", false), ("2026.11.30", "2026.12.01", false), ("1.0", "1", false),
        ("3f2a9c01d4e5", "1", false), ("2", "3f2a9c01d4e5", false), ("", "1", false), ("v2", "v1", false),
    ])
    func onlyGreaterDottedNumbersAreNewer(version: String, other: String, newer: Bool) {
        #expect(ContentManifest.isContentVersion(version, newerThan: other) == newer)
    }

    /// The first check, which fills the cache, did not update it.
    struct SetupFailure: Error {
        var event: RemoteContentEvent
    }

    /// The nginx setup (bundled content, a published edit, a cache), with the published set
    /// at `publishedVersion` already fetched into the cache.
    static func cachedSetup(publishedVersion: String) async throws -> RemoteNginxTests.Setup? {
        guard let setup = try RemoteNginxTests.Setup(publishedVersion: publishedVersion) else { return nil }
        let event = try await setup.updater().check()
        guard case .updated = event else { throw SetupFailure(event: event) }
        return setup
    }

    static let bundledText = "Tippe auf Neu."
    static let publishedText = "Tippe auf Neu, dann auf eine Tonart."

    @Test func newerBundledContentIsShownAndAnOlderPublishedSetIsNotFetched() async throws {
        guard let setup = try await Self.cachedSetup(publishedVersion: "2026.12.01") else { return }
        try setup.bundle(version: "2026.12.02")
        let cacheBefore = RemoteTestContent.snapshot(setup.cache.appendingPathComponent("content"))
        let updater = try setup.updater()
        #expect(updater.contentSet.origin == .bundled)
        #expect(RemoteTestContent.firstText(updater.content) == Self.bundledText)
        #expect(updater.startupDiagnostics.map(\.code) == [.remoteBundledNewer])
        #expect(ContentCache.validSetFolder(in: setup.cache, bundled: setup.bundled) == nil, "the tools agree")
        let event = await updater.check(force: true)
        #expect(event == .olderThanBundled(published: "2026.12.01", bundled: "2026.12.02"))
        #expect(updater.contentSet.origin == .bundled)
        #expect(RemoteTestContent.snapshot(setup.cache.appendingPathComponent("content")) == cacheBefore)
        // The server publishes content newer than the bundled one: that is fetched and shown.
        try RemoteTestContent.write(to: setup.content, english: "Third.", german: "Newest.")
        try RemoteTestContent.publish(setup.content, to: setup.published, version: "2026.12.03")
        guard case .updated(let update) = await updater.check(force: true) else {
            Issue.record("expected an update")
            return
        }
        #expect(update.contentVersion == "2026.12.03")
        #expect(RemoteTestContent.firstText(updater.content) == "Newest.")
        #expect(try setup.updater().contentSet.origin == .cached)
    }

    @Test(
        arguments: [
            // bundled version (nil: no guidebook.json in the bundle), why the cache wins
            ("2026.11.30", "the bundled content is older"),
            ("2026.12.01", "the same version is not newer"),
            ("3f2a9c01d4e5", "a derived version has no order"),
            (nil, "without a bundled manifest there is nothing to compare"),
        ] as [(String?, String)])
    func otherwiseTheCachedSetStaysInUse(bundledVersion: String?, why: String) async throws {
        guard let setup = try await Self.cachedSetup(publishedVersion: "2026.12.01") else { return }
        if let bundledVersion { try setup.bundle(version: bundledVersion) }
        let updater = try setup.updater()
        #expect(updater.contentSet.origin == .cached, "\(why)")
        #expect(updater.contentSet.contentVersion == "2026.12.01", "\(why)")
        #expect(RemoteTestContent.firstText(updater.content) == Self.publishedText, "\(why)")
        #expect(updater.startupDiagnostics.isEmpty, "\(why)")
        #expect(ContentCache.validSetFolder(in: setup.cache, bundled: setup.bundled) != nil, "\(why)")
    }
}

extension RemoteNginxTests.Setup {
    /// Ships `version` with the bundled content: the `guidebook.json` publishing it writes.
    func bundle(version: String) throws {
        let out = folder.url.appendingPathComponent("bundled-published")
        try RemoteTestContent.publish(bundled, to: out, version: version)
        try FileManager.default.copyItem(
            at: out.appendingPathComponent(ContentManifest.fileName),
            to: bundled.appendingPathComponent(ContentManifest.fileName))
    }
}
