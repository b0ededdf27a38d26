import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// An app update that ships content with a higher sequence than the signed set it cached shows
/// the bundled content from launch; an equal or lower sequence keeps the cache. Against a real
/// nginx, through the updater an app makes at launch.
@Suite struct RemoteBundledSequenceTests {
    static let key = ContentSigningKey(seed: [UInt8](repeating: 0x5E, count: 32))

    @Test(arguments: [(12, true), (10, false), (9, false)])
    func aBundledSequenceHigherThanTheCachedOneIsShownAtLaunch(bundledSequence: Int, bundledWins: Bool)
        async throws
    {
        let folders = try RemoteTestFolders()
        defer { folders.remove() }
        let content = try folders.content("v1", german: "Vom Server.")
        try RemoteTestContent.publish(
            content, to: folders.root.appendingPathComponent("help"), signedWith: [Self.key], sequence: 10)
        guard let server = try NginxServer(serving: folders.root) else { return }
        let policy = RemoteTestFolders.policy(trusting: [Self.key])
        let first = try RemoteTestContent.updater(
            server.url("help/"), bundled: folders.bundled, cache: folders.cache, policy: policy)
        guard case .updated = await first.check(force: true) else {
            Issue.record("the signed set was not cached")
            return
        }
        // The app update: its bundled content ships a guidebook.json with `bundledSequence`.
        try folders.shipBundledManifest(sequence: bundledSequence)
        let relaunched = try RemoteTestContent.updater(
            server.url("help/"), bundled: folders.bundled, cache: folders.cache, policy: policy)
        #expect(relaunched.contentSet.origin == (bundledWins ? .bundled : .cached))
        #expect(RemoteTestContent.firstText(relaunched.content) == (bundledWins ? "Tippe auf Neu." : "Vom Server."))
        #expect(
            relaunched.startupDiagnostics.map(\.message)
                == (bundledWins
                    ? [
                        "The bundled content (sequence 12) is newer than the cached set (sequence 10), so the bundled content is shown."
                    ]
                    : []))
        #expect((ContentCache.validSetFolder(in: folders.cache, bundled: folders.bundled) == nil) == bundledWins)
        if bundledWins {
            // The server's set is older than what is shown now: refused as a replay, bundled kept.
            #expect(await relaunched.check(force: true) == .failed(.rollback(sequence: 10, inUse: 12)))
            #expect(relaunched.contentSet.origin == .bundled)
        }
    }
}

extension RemoteTestFolders {
    /// Ships a `guidebook.json` with `sequence` in the bundled content, as an app update would.
    func shipBundledManifest(sequence: Int) throws {
        let files = try ContentManifest.contentFiles(in: bundled)
        try ContentManifest(contentVersion: "bundled", files: files, sequence: sequence).jsonData()
            .write(to: bundled.appendingPathComponent(ContentManifest.fileName))
    }
}
