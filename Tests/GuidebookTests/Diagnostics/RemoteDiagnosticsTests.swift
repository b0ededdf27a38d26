import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook
@testable import GuidebookRemote

/// What a developer reads when downloaded content is refused: the manifest's and the signature
/// file's findings from bad files, a set that does not cover the app's languages, a damaged
/// cache and schedule, and every failure of a check, compared whole against one golden file.
@Suite struct RemoteDiagnosticsTests {
    static let hash = String(repeating: "a", count: 64)

    /// A manifest around `files` (JSON members of one file entry each), with `extra` members.
    static func manifest(files: [String], extra: String = "") -> String {
        #"{"format": "guidebook-content", "formatVersion": 1, "contentVersion": "3"\#(extra), "files": ["#
            + files.joined(separator: ", ") + "]}"
    }

    static func entry(_ path: String, kind: String = "help-book", size: String = "10", sha256: String = hash) -> String
    {
        #"{"path": "\#(path)", "kind": "\#(kind)", "size": \#(size), "sha256": "\#(sha256)"}"#
    }

    static let manifests: [(String, String)] = [
        ("a manifest that is not JSON", "<html>Not found</html>"),
        ("a manifest that is an array", "[]"),
        ("a manifest of another format", #"{"format": "npm-package", "formatVersion": 1}"#),
        ("a manifest of a newer format", #"{"format": "guidebook-content", "formatVersion": 2}"#),
        ("a manifest of format version 0", #"{"format": "guidebook-content", "formatVersion": 0}"#),
        ("a manifest without a content version", #"{"format": "guidebook-content", "formatVersion": 1}"#),
        ("a manifest without files", #"{"format": "guidebook-content", "formatVersion": 1, "contentVersion": "3"}"#),
        ("a minimum app version that is not a version", manifest(files: [], extra: #", "minimumAppVersion": "two""#)),
        ("a negative sequence", manifest(files: [], extra: #", "sequence": -1"#)),
        ("an expiry that is not a UTC time", manifest(files: [], extra: #", "expires": "tomorrow""#)),
        (
            "files that are not an array",
            #"{"format": "guidebook-content", "formatVersion": 1, "contentVersion": "3", "files": {}}"#
        ),
        ("a file entry that is a string", manifest(files: [#""en.lproj/HelpList.plist""#])),
        ("a file entry without a path", manifest(files: [#"{"kind": "help-book"}"#])),
        ("a path that climbs out of the folder", manifest(files: [entry("../secrets")])),
        ("a path listed twice", manifest(files: [entry("en.lproj/HelpList.plist"), entry("en.lproj/HelpList.plist")])),
        ("an unknown kind", manifest(files: [entry("en.lproj/HelpList.plist", kind: "video")])),
        ("a negative size", manifest(files: [entry("en.lproj/HelpList.plist", size: "-4")])),
        ("a hash in capitals", manifest(files: [entry("en.lproj/HelpList.plist", sha256: hash.uppercased())])),
        ("a manifest nested past its depth", #"{"format": "guidebook-content", "x": [[[[[[[[[]]]]]]]]]}"#),
    ]

    static let signatureFiles: [(String, String)] = [
        ("a signature file that is not JSON", "-----BEGIN SIGNATURE-----"),
        ("a signature file of another format", #"{"format": "jws"}"#),
        ("a signature file of format version 0", #"{"format": "guidebook-signature", "formatVersion": 0}"#),
        ("a signature file of a newer format", #"{"format": "guidebook-signature", "formatVersion": 2}"#),
        (
            "a signature file without signatures",
            #"{"format": "guidebook-signature", "formatVersion": 1, "signatures": []}"#
        ),
        (
            "a signature that is a string",
            #"{"format": "guidebook-signature", "formatVersion": 1, "signatures": ["x"]}"#
        ),
        (
            "a signature of another algorithm",
            #"{"format": "guidebook-signature", "formatVersion": 1, "signatures": [{"algorithm": "rsa"}]}"#
        ),
        (
            "a signature without a key id",
            #"{"format": "guidebook-signature", "formatVersion": 1, "signatures": [{"algorithm": "ed25519"}]}"#
        ),
        (
            "a signature that is not base64",
            #"{"format": "guidebook-signature", "formatVersion": 1, "signatures": [{"algorithm": "ed25519", "keyID": "a1a1a1a1a1a1a1a1", "signature": "%%%"}]}"#
        ),
    ]

    static let manifestURL = URL(string: "https://example.com/help/guidebook.json") ?? URL(fileURLWithPath: "/")
    static let signatureURL = URL(string: "https://example.com/help/guidebook.json.sig") ?? URL(fileURLWithPath: "/")

    /// Every way a check fails, as the updater reports it (the fault server's tests show which
    /// server behaviour gives which).
    static let failures: [(String, RemoteContentFailure)] = [
        ("an http address", .insecureURL(URL(string: "http://example.com/help/guidebook.json") ?? manifestURL)),
        ("no network", .offline(reason: "The Internet connection appears to be offline.")),
        ("a body cut off", .connectionLost(path: "de.lproj/HelpList.plist", received: 512, reason: "connection reset")),
        ("a server error", .serverError(status: 503, path: "guidebook.json")),
        ("a slow server", .timedOut(path: "guidebook.json", seconds: 30)),
        ("a file past the limit", .tooLarge(path: "de.lproj/HelpList.plist", limit: 1_000_000)),
        ("a file of another size", .sizeMismatch(path: "de.lproj/HelpList.plist", expected: 1_024, received: 1_000)),
        (
            "a file of another hash",
            .hashMismatch(path: "de.lproj/HelpList.plist", expected: hash, received: hash.uppercased())
        ),
        ("an HTML error page", .unexpectedContentType(path: "guidebook.json", found: "text/html")),
        ("a newer manifest format", .unsupportedFormat(found: 2, supported: 1)),
        (
            "an app older than the content needs",
            .appTooOld(minimum: RemoteTestContent.version("4.2"), current: RemoteTestContent.version("4.1"))
        ),
        ("304 with nothing cached", .notModifiedWithoutCache),
        ("a full disk", .storage(reason: "No space left on device")),
        ("no signature", .signatureMissing(url: signatureURL)),
        ("a huge signature file", .signatureTooLarge(url: signatureURL, limit: 65_536)),
        ("an untrusted key", .untrustedSignature(found: ["c3c3c3c3c3c3c3c3"], trusted: ["a1a1a1a1a1a1a1a1"])),
        ("a changed manifest", .signatureMismatch(keyIDs: ["a1a1a1a1a1a1a1a1"], url: manifestURL)),
        ("an older sequence", .rollback(sequence: 9, inUse: 10)),
        ("an expired manifest", .expired(expires: Date(timeIntervalSince1970: 1_800_000_000), tolerance: 3_600)),
    ]

    @Test func everyManifestAndSignatureFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        for (label, text) in Self.manifests {
            table.add(label) { () throws(ContentManifestError) in _ = try ContentManifest(data: Data(text.utf8)) }
        }
        for (label, text) in Self.signatureFiles {
            table.add(label) { () throws(ContentSignatureError) in _ = try ContentSignatures(data: Data(text.utf8)) }
        }
        table.add("a public key that is not one") { () throws(ContentSignatureError) in
            _ = try ContentPublicKey("ed25519:not-a-key")
        }
        table.add("a private key file without a key") { () throws(ContentSignatureError) in
            _ = try ContentSigningKey(pemText: "hello", path: "keys/guidebook.pem")
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-remote-files.txt") == nil)
    }

    @Test func everyFailedCheckSaysWhatHappenedAndWhatToDo() {
        var table = DiagnosticTable()
        for (label, failure) in Self.failures {
            table.add(label, [failure.diagnostic])
        }
        let finding = Diagnostic(
            .error, "The title is empty.", at: SourceLocation(file: "de.lproj/HelpList.plist", line: 4, column: 5),
            fix: "Write a title.", code: .emptyTitle)
        table.add("content with errors", [RemoteContentFailure.invalidContent([finding]).diagnostic])
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-remote-failures.txt") == nil)
    }

    @Test func aSetThatDoesNotCoverTheAppsLanguagesIsRefusedWithTheLanguage() throws {
        let files: [String: Data] = [
            "en.lproj/Tutorial.strings": Data(
                "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a note.\";\n".utf8),
            "de.lproj/Tutorial.strings": Data("\"Welcome Title\" = \"Willkommen\";\n".utf8),
            "en.lproj/HelpList.plist": Data(
                RemoteTestContent.helpList(title: "Getting Started", rows: [("Writing", "Tap a note.")]).utf8),
        ]
        let content = GuidebookContent(source: .memory(files, name: "Set"), developmentLanguage: "en")
        let requirements = ContentRequirements(
            helpLanguages: ["en", "fr"], tutorialLanguages: ["en", "de", "fr"], developmentLanguage: "en")
        var table = DiagnosticTable()
        table.add("help in English only, copy in English and half of German", content.problems(meeting: requirements))
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-remote-set.txt") == nil)
    }

    @Test func aDamagedCacheAndScheduleAreReportedAndSetAside() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("Bundled")
        try RemoteTestContent.write(to: bundled, english: "Tap a note.", german: "Tippe auf eine Note.")
        let cacheRoot = folder.url.appendingPathComponent("Cache")
        let cache = ContentCache(root: cacheRoot)
        try FileManager.default.createDirectory(at: cache.contentFolder, withIntermediateDirectories: true)
        var table = DiagnosticTable()

        try Data("{\"set\": ".utf8).write(to: cache.pointerURL)
        let broken = try RemoteTestContent.updater(
            RemoteTestContent.url("http://127.0.0.1:1/guidebook.json"), bundled: bundled, cache: cacheRoot)
        table.add("a pointer file cut off", broken.startupDiagnostics)

        try Data(String(repeating: "x", count: 128).utf8).write(to: cache.scheduleURL)
        table.add("a schedule of noise", cache.readSchedule().problem.map { [$0] } ?? [])

        let text = table.text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
            .replacingOccurrences(of: #"unreadable-[0-9]+"#, with: "unreadable-<time>", options: .regularExpression)
        #expect(Snapshot.mismatch(text, named: "diagnostics-remote-cache.txt") == nil)
    }
}

/// What the updater reports at launch: bundled content newer than the cached download, and a
/// loader that fails with an error of the app's own.
extension RemoteDiagnosticsTests {
    /// The app's loader failing with an error that is no `DiagnosticError`.
    struct AppLoaderError: Error, CustomStringConvertible {
        var description: String { "the app's database is locked" }
    }

    @Test func whatTheUpdaterReportsAtLaunchSaysWhichContentIsShownAndWhy() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bundled = folder.url.appendingPathComponent("Bundled")
        try RemoteTestContent.write(to: bundled, english: "Tap a note.", german: "Tippe auf eine Note.")
        let cacheRoot = folder.url.appendingPathComponent("Cache")
        var table = DiagnosticTable()

        // A download of version 2026.12.01 in the cache, as a check leaves it; then an app
        // update ships version 2026.12.02.
        let cache = ContentCache(root: cacheRoot)
        try FileManager.default.createDirectory(at: cache.contentFolder, withIntermediateDirectories: true)
        let staging = try cache.makeStaging()
        let files = try ContentManifest.contentFiles(in: bundled)
        for file in files {
            try cache.copy(bundled.appendingPathComponent(file.path), to: staging, path: file.path)
        }
        _ = try cache.commit(
            staging: staging, manifest: ContentManifest(contentVersion: "2026.12.01", files: files),
            validators: .init(manifestURL: "https://example.com/help/guidebook.json"))
        try ContentManifest(contentVersion: "2026.12.02", files: files).jsonData()
            .write(to: bundled.appendingPathComponent(ContentManifest.fileName))
        let updated = try RemoteTestContent.updater(
            RemoteTestContent.url("https://example.com/help/guidebook.json"), bundled: bundled, cache: cacheRoot)
        table.add("an app update whose bundled content is newer than the download", updated.startupDiagnostics)

        do throws(RemoteContentFailure) {
            _ = try RemoteContentUpdater<HelpBook>(
                manifestURL: RemoteTestContent.url("https://example.com/help/guidebook.json"), bundled: bundled,
                cache: folder.url.appendingPathComponent("Empty"), policy: RemoteTestContent.policy()
            ) { _ throws in throw AppLoaderError() }
            table.add("an app loader that fails on the bundled content", [])
        } catch {
            guard case .invalidBundledContent(let findings) = error else {
                table.add("an app loader that fails on the bundled content", [error.diagnostic])
                return
            }
            table.add("an app loader that fails on the bundled content", [error.diagnostic] + findings)
        }

        // A String Catalog whose iPad variation has no text: every reader takes it, no screen can show it.
        let catalog = """
            { "sourceLanguage" : "en", "strings" : { "Welcome" : { "localizations" : {
              "en" : { "variations" : { "device" : {
                "ipad" : { },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap a note." } } } } }
            } } } }
            """
        let content = GuidebookContent(
            source: .memory(["Tutorial.xcstrings": Data(catalog.utf8)], name: "Set"), developmentLanguage: "en")
        table.add(
            "a download whose iPad text is empty",
            content.problems(
                meeting: ContentRequirements(helpLanguages: [], tutorialLanguages: [], developmentLanguage: "en")))

        let text = table.text.replacingOccurrences(of: folder.url.path, with: "<tmp>")
        #expect(Snapshot.mismatch(text, named: "diagnostics-remote-launch.txt") == nil)
    }
}
