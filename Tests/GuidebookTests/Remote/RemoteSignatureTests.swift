import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import GuidebookRemote
import GuidebookTestSupport
import Testing

/// Signed content against a real nginx: every refusal the issue lists, each asserting the event's
/// reason, that the previous content is still in use (and after a relaunch), and that the cache
/// is byte-for-byte unchanged; key rotation end to end; unsigned content for apps without keys.
@Suite struct RemoteSignatureTests {
    static let keyA = ContentSigningKey(seed: [UInt8](repeating: 0xA1, count: 32))
    static let keyB = ContentSigningKey(seed: [UInt8](repeating: 0xB2, count: 32))
    static let stranger = ContentSigningKey(seed: [UInt8](repeating: 0xC3, count: 32))

    struct Fault: Sendable, CustomTestStringConvertible {
        var name: String
        /// The keys the app trusts for the faulty check.
        var trusted: [ContentPublicKey] = [keyA.publicKey]
        /// Writes the faulty published folder from the v2 content folder.
        var publish: @Sendable (_ v2: URL, _ v3: URL, _ out: URL) throws -> Void
        var matches: @Sendable (RemoteContentEvent) -> Bool

        var testDescription: String { name }
    }

    static let faults: [Fault] = [
        Fault(name: "flipped-byte") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 11)
            let url = out.appendingPathComponent(ContentManifest.fileName)
            var bytes = [UInt8](try Data(contentsOf: url))
            let index = try #require(bytes.firstIndex(of: UInt8(ascii: "1")))
            bytes[index] ^= 0x01  // "1" -> "0": still a manifest, no longer the signed bytes
            try Data(bytes).write(to: url)
        } matches: {
            guard case .failed(.signatureMismatch(let keys, let url)) = $0 else { return false }
            return keys == [keyA.publicKey.keyID] && url.path.hasSuffix("/flipped-byte/guidebook.json")
        },
        Fault(name: "untrusted-key") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [stranger], sequence: 11)
        } matches: {
            $0 == .failed(.untrustedSignature(found: [stranger.publicKey.keyID], trusted: [keyA.publicKey.keyID]))
        },
        Fault(name: "unsigned") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [], sequence: 11)
        } matches: {
            guard case .failed(.signatureMissing(let url)) = $0 else { return false }
            return url.path.hasSuffix("/unsigned/guidebook.json.sig")
        },
        Fault(name: "signature-of-another-manifest") { v2, v3, out in
            let other = out.deletingLastPathComponent().appendingPathComponent("other-manifest")
            try RemoteTestContent.publish(v3, to: other, signedWith: [keyA], sequence: 12)
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 11)
            try FileManager.default.removeItem(at: out.appendingPathComponent(ContentSignatures.fileName))
            try FileManager.default.copyItem(
                at: other.appendingPathComponent(ContentSignatures.fileName),
                to: out.appendingPathComponent(ContentSignatures.fileName))
        } matches: {
            guard case .failed(.signatureMismatch(let keys, _)) = $0 else { return false }
            return keys == [keyA.publicKey.keyID]
        },
        Fault(name: "replayed-older") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 9)
        } matches: {
            $0 == .failed(.rollback(sequence: 9, inUse: 10))
        },
        Fault(name: "expired") { v2, _, out in
            try RemoteTestContent.publish(
                v2, to: out, signedWith: [keyA], sequence: 11, expires: Date().addingTimeInterval(-2 * 3600))
        } matches: {
            guard case .failed(.expired(_, let tolerance)) = $0 else { return false }
            return tolerance == 3600
        },
        Fault(name: "huge-signature") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 11)
            try Data(repeating: UInt8(ascii: "A"), count: 10_000_000)
                .write(to: out.appendingPathComponent(ContentSignatures.fileName))
        } matches: {
            guard case .failed(.signatureTooLarge(let url, 65_536)) = $0 else { return false }
            return url.path.hasSuffix("/huge-signature/guidebook.json.sig")
        },
        Fault(name: "garbage-base64") { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 11)
            let url = out.appendingPathComponent(ContentSignatures.fileName)
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let broken = text.replacingOccurrences(
                of: #""signature": ""#, with: #""signature": "!!not*base64!!"#)
            try Data(broken.utf8).write(to: url)
        } matches: {
            guard case .failed(.malformedSignature(let finding)) = $0 else { return false }
            return finding.code == .signatureMalformed
                && finding.message
                    == "The signature file cannot be read: the signature of key \(keyA.publicKey.keyID) is not 64 bytes of base64."
        },
        Fault(name: "old-key-after-rotation", trusted: [keyB.publicKey]) { v2, _, out in
            try RemoteTestContent.publish(v2, to: out, signedWith: [keyA], sequence: 11)
        } matches: {
            $0 == .failed(.untrustedSignature(found: [keyA.publicKey.keyID], trusted: [keyB.publicKey.keyID]))
        },
    ]

    @Test(arguments: faults)
    func aSignatureFaultIsRefusedAndChangesNothing(_ fault: Fault) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        let root = folder.url.appendingPathComponent("server")
        let cache = folder.url.appendingPathComponent("cache")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        let versions = ["v1", "v2", "v3"].map { folder.url.appendingPathComponent($0) }
        for (index, version) in versions.enumerated() {
            try RemoteTestContent.write(to: version, english: "Tap New.", german: "Fassung \(index + 1).")
        }
        try RemoteTestContent.publish(
            versions[0], to: root.appendingPathComponent("ok"), signedWith: [Self.keyA, Self.keyB], sequence: 10)
        try fault.publish(versions[1], versions[2], root.appendingPathComponent(fault.name))
        guard let server = try NginxServer(serving: root) else { return }

        var primingPolicy = RemoteTestContent.policy()
        primingPolicy.trustedKeys = [Self.keyA.publicKey, Self.keyB.publicKey]
        let primer = try RemoteTestContent.updater(
            server.url("ok/guidebook.json"), bundled: bundled, cache: cache, policy: primingPolicy)
        guard case .updated = await primer.check() else {
            Issue.record("the signed good set could not be cached first")
            return
        }
        let before = RemoteTestContent.snapshot(cache.appendingPathComponent("content"))
        var policy = RemoteTestContent.policy()
        policy.trustedKeys = fault.trusted
        let updater = try RemoteTestContent.updater(
            server.url("\(fault.name)/guidebook.json"), bundled: bundled, cache: cache, policy: policy)

        let event = await updater.check(force: true)

        #expect(fault.matches(event), "\(fault.name): got \(event)")
        #expect(RemoteTestContent.firstText(updater.content) == "Fassung 1.")
        #expect(RemoteTestContent.snapshot(cache.appendingPathComponent("content")) == before, "the cache changed")
        let relaunched = try RemoteTestContent.updater(
            server.url("\(fault.name)/guidebook.json"), bundled: bundled, cache: cache, policy: policy)
        #expect(RemoteTestContent.firstText(relaunched.content) == "Fassung 1.")
        #expect(relaunched.contentSet.signedBy == Self.keyA.publicKey.keyID)
    }

    @Test func everyRefusalSaysWhatHappenedAndWhatToDo() {
        let url = RemoteTestContent.url("https://example.com/help/guidebook.json")
        let failures: [RemoteContentFailure] = [
            .signatureMissing(url: url.appendingPathExtension("sig")),
            .signatureTooLarge(url: url.appendingPathExtension("sig"), limit: 65_536),
            .untrustedSignature(found: ["c3c3c3c3c3c3c3c3"], trusted: ["a1a1a1a1a1a1a1a1", "b2b2b2b2b2b2b2b2"]),
            .signatureMismatch(keyIDs: ["a1a1a1a1a1a1a1a1"], url: url),
            .rollback(sequence: 9, inUse: 10),
            .expired(expires: Date(timeIntervalSince1970: 1_800_000_000), tolerance: 3600),
            .malformedSignature(
                ContentSignatureError.malformedSignatureFile(
                    reason: "\"signatures\" is not a non-empty array",
                    at: SourceLocation(file: url.absoluteString + ".sig", line: 1, column: 1)
                ).diagnostic),
            .serverError(status: 403, path: url.absoluteString),
        ]
        let text = failures.map { "\($0.diagnostic)" }.joined(separator: "\n") + "\n"
        #expect(Snapshot.mismatch(text, named: "signature-refusals.txt") == nil)
    }
}

extension RemoteSignatureTests {
    /// Key rotation as a publisher does it: sign with A; then with A and B while apps learn B;
    /// then an app release drops A and the publisher signs with B alone.
    @Test func keysRotateWithoutAnAppEverRefusingGoodContent() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        let root = folder.url.appendingPathComponent("server")
        let published = root.appendingPathComponent("help")
        let cache = folder.url.appendingPathComponent("cache")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        guard let server = try NginxServer(serving: root) else { return }
        let url = server.url("help/")
        let steps:
            [(text: String, signers: [ContentSigningKey], trusted: [ContentPublicKey], signedBy: ContentSigningKey)] = [
                ("Nur A.", [Self.keyA], [Self.keyA.publicKey], Self.keyA),
                ("A und B.", [Self.keyA, Self.keyB], [Self.keyA.publicKey, Self.keyB.publicKey], Self.keyA),
                ("Nur B.", [Self.keyB], [Self.keyB.publicKey], Self.keyB),
            ]
        for (index, step) in steps.enumerated() {
            let content = folder.url.appendingPathComponent("step\(index)")
            try RemoteTestContent.write(to: content, english: "Tap New.", german: step.text)
            try RemoteTestContent.publish(content, to: published, signedWith: step.signers, sequence: 100 + index)
            var policy = RemoteTestContent.policy()
            policy.trustedKeys = step.trusted
            let updater = try RemoteTestContent.updater(url, bundled: bundled, cache: cache, policy: policy)
            let event = await updater.check(force: true)
            guard case .updated(let update) = event else {
                Issue.record("step \(index + 1): \(event)")
                return
            }
            #expect(update.signedBy == step.signedBy.publicKey, "step \(index + 1)")
            #expect(RemoteTestContent.firstText(updater.content) == step.text)
            #expect(updater.contentSet.manifest?.sequence == 100 + index)
        }
        // An app that still trusts only A refuses what B alone signed, and keeps what it has.
        var oldApp = RemoteTestContent.policy()
        oldApp.trustedKeys = [Self.keyA.publicKey]
        let stale = try RemoteTestContent.updater(url, bundled: bundled, cache: cache, policy: oldApp)
        #expect(
            await stale.check(force: true)
                == .failed(
                    .untrustedSignature(found: [Self.keyB.publicKey.keyID], trusted: [Self.keyA.publicKey.keyID])))
        #expect(RemoteTestContent.firstText(stale.content) == "Nur B.")
    }

    /// A second check of a signed set is one conditional GET answered 304: the signature is not
    /// fetched or verified again, and the set still names the key that verified it.
    @Test func aNotModifiedAnswerCostsNoNewVerification() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("bundled")
        let root = folder.url.appendingPathComponent("server")
        let content = folder.url.appendingPathComponent("v1")
        try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
        try RemoteTestContent.write(to: content, english: "Tap New.", german: "Signiert.")
        try RemoteTestContent.publish(
            content, to: root.appendingPathComponent("help"), signedWith: [Self.keyA], sequence: 1)
        guard let server = try NginxServer(serving: root) else { return }
        var policy = RemoteTestContent.policy()
        policy.trustedKeys = [Self.keyA.publicKey]
        let cache = folder.url.appendingPathComponent("cache")
        let updater = try RemoteTestContent.updater(
            server.url("help/guidebook.json"), bundled: bundled, cache: cache, policy: policy)
        guard case .updated = await updater.check(force: true) else {
            Issue.record("the first check did not update")
            return
        }
        let requestsBefore = server.accessLog.count
        #expect(await updater.check(force: true) == .notModified)
        let second = server.accessLog.dropFirst(requestsBefore)
        #expect(second.count == 1, "\(Array(second))")
        #expect(second.first?.hasPrefix("GET /help/guidebook.json 304") == true, "\(Array(second))")
        #expect(updater.contentSet.signedBy == Self.keyA.publicKey.keyID)
        // The stored manifest is the exact bytes that were verified, with their signature.
        let stored = updater.contentSet.folder
        #expect(
            try Data(contentsOf: stored.appendingPathComponent(ContentManifest.fileName))
                == Data(contentsOf: root.appendingPathComponent("help/guidebook.json")))
        #expect(FileManager.default.fileExists(atPath: stored.appendingPathComponent(ContentSignatures.fileName).path))
    }

    /// A mirror frozen on a signed set answers every later check with 304: once the set's signed
    /// expiry and the clock-skew tolerance have passed, the check reports it expired instead of
    /// "not modified", and the set stays in use.
    @Test func aFrozenMirrorsNotModifiedIsRefusedOnceTheSignedSetHasExpired() async throws {
        let folders = try RemoteTestFolders()
        defer { folders.remove() }
        let content = try folders.content("v1", german: "Eingefroren.")
        let expires = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 + 86_400).rounded(.down))
        try RemoteTestContent.publish(
            content, to: folders.root.appendingPathComponent("help"), signedWith: [Self.keyA], sequence: 1,
            expires: expires)
        guard let server = try NginxServer(serving: folders.root) else { return }
        let clock = Locked(Date())
        let updater = try RemoteContentUpdater<HelpBook>(
            manifestURL: server.url("help/guidebook.json"), bundled: folders.bundled, cache: folders.cache,
            policy: RemoteTestFolders.policy(trusting: [Self.keyA]), now: { clock.withLock { $0 } }
        ) { set in
            try HelpBook.load(from: set.folder, preferredLanguages: ["de"])
        }
        guard case .updated = await updater.check(force: true) else {
            Issue.record("the first check did not update")
            return
        }
        clock.withLock { $0 = expires.addingTimeInterval(3_000) }  // within the hour's tolerance
        #expect(await updater.check(force: true) == .notModified)
        clock.withLock { $0 = expires.addingTimeInterval(3_700) }
        #expect(await updater.check(force: true) == .failed(.expired(expires: expires, tolerance: 3_600)))
        #expect(RemoteTestContent.firstText(updater.content) == "Eingefroren.")
    }

    /// Apps that configure no keys keep working with unsigned publishing, and a folder URL
    /// names the guidebook.json inside it.
    @Test func anAppWithoutKeysAcceptsUnsignedContentFromAFolderURL() async throws {
        let folders = try RemoteTestFolders()
        defer { folders.remove() }
        let content = try folders.content("v1", german: "Unsigniert.")
        try RemoteTestContent.publish(content, to: folders.root.appendingPathComponent("help"))
        guard let server = try NginxServer(serving: folders.root) else { return }
        let updater = try RemoteTestContent.updater(server.url("help/"), bundled: folders.bundled, cache: folders.cache)
        #expect(updater.manifestURL == server.url("help/guidebook.json"))
        guard case .updated(let update) = await updater.check(force: true) else {
            Issue.record("the unsigned set was not accepted")
            return
        }
        #expect(update.signedBy == nil)
        #expect(updater.contentSet.signedBy == nil)
        #expect(RemoteTestContent.firstText(updater.content) == "Unsigniert.")
    }

    /// A bundled manifest's sequence counts as the content in use: an older signed set is not
    /// swapped in over it.
    @Test func aSignedSetOlderThanTheBundledSequenceIsRefused() async throws {
        let folders = try RemoteTestFolders()
        defer { folders.remove() }
        let content = try folders.content("v1", german: "Alt.")
        try folders.shipBundledManifest(sequence: 50)
        try RemoteTestContent.publish(
            content, to: folders.root.appendingPathComponent("help"), signedWith: [Self.keyA], sequence: 40)
        guard let server = try NginxServer(serving: folders.root) else { return }
        let updater = try RemoteTestContent.updater(
            server.url("help/"), bundled: folders.bundled, cache: folders.cache,
            policy: RemoteTestFolders.policy(trusting: [Self.keyA]))
        #expect(await updater.check(force: true) == .failed(.rollback(sequence: 40, inUse: 50)))
        #expect(RemoteTestContent.firstText(updater.content) == "Tippe auf Neu.")
    }
}
