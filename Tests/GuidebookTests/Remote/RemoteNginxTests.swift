import Foundation
@_spi(Locking) import GuidebookParsing
import Testing

@testable import Guidebook
@testable import GuidebookRemote

/// The updater against a real nginx serving a published folder from a temporary directory:
/// the tests start it with their own config on a free port and stop it by its pid.
@Suite struct RemoteNginxTests {
    /// Bundled content, a published edit of it served by nginx, and an empty cache.
    final class Setup {
        let folder: TemporaryFolder
        let bundled: URL
        let content: URL
        let published: URL
        let cache: URL
        let nginx: NginxServer

        /// - Parameters:
        ///   - publishedVersion: The published set's content version; derived from its hashes by default.
        ///   - prepare: Edits the bundled folder and the content folder before the content is published.
        init?(
            publishedVersion: String? = nil, prepare: (_ bundled: URL, _ content: URL) throws -> Void = { _, _ in }
        ) throws {
            folder = try TemporaryFolder()
            bundled = folder.url.appendingPathComponent("bundled")
            content = folder.url.appendingPathComponent("content")
            published = folder.url.appendingPathComponent("published")
            cache = folder.url.appendingPathComponent("cache")
            try RemoteTestContent.write(to: bundled, english: "Tap New.", german: "Tippe auf Neu.")
            try RemoteTestContent.write(
                to: content, english: "Tap New, then a key.", german: "Tippe auf Neu, dann auf eine Tonart.")
            try prepare(bundled, content)
            try RemoteTestContent.publish(content, to: published, version: publishedVersion)
            guard let nginx = try NginxServer(serving: published) else { return nil }
            self.nginx = nginx
        }

        var manifestURL: URL { nginx.url(ContentManifest.fileName) }

        func updater() throws -> RemoteContentUpdater<HelpBook> {
            try RemoteTestContent.updater(manifestURL, bundled: bundled, cache: cache)
        }

        deinit {
            nginx.stop()
            folder.remove()
        }
    }

    @Test func theFirstCheckFetchesTheChangedFilesAndTheNextLaunchShowsThemFromTheCache() async throws {
        guard let setup = try Setup() else { return }
        let updater = try setup.updater()
        #expect(RemoteTestContent.firstText(updater.content) == "Tippe auf Neu.")
        var updates = updater.updates().makeAsyncIterator()
        let event = await updater.check()
        guard case .updated(let update) = event else {
            Issue.record("expected an update, got \(event)")
            return
        }
        // The tutorial tables are the bundled ones: only the two edited help books travel.
        #expect(update.fetched == ["de.lproj/HelpList.plist", "en.lproj/HelpList.plist"])
        #expect(update.previousVersion == nil)
        #expect(RemoteTestContent.firstText(updater.content) == "Tippe auf Neu, dann auf eine Tonart.")
        #expect(await updates.next().map(RemoteTestContent.firstText) == "Tippe auf Neu, dann auf eine Tonart.")
        #expect(updater.contentSet.origin == .cached)

        let relaunched = try setup.updater()
        #expect(relaunched.contentSet.origin == .cached)
        #expect(relaunched.startupDiagnostics.isEmpty)
        #expect(RemoteTestContent.firstText(relaunched.content) == "Tippe auf Neu, dann auf eine Tonart.")
    }

    @Test func theSecondCheckSendsTheValidatorsAndEndsIn304() async throws {
        guard let setup = try Setup() else { return }
        let updater = try setup.updater()
        _ = await updater.check()
        let before = RemoteTestContent.snapshot(setup.cache.appendingPathComponent("content"))
        #expect(await updater.check(force: true) == .notModified)
        let last = try #require(setup.nginx.accessLog.last)
        #expect(last.hasPrefix("GET /guidebook.json 304"), "\(last)")
        #expect(last.contains(#"inm=\x22"#), "the request carried no If-None-Match: \(last)")
        #expect(!last.contains("ims=-"), "the request carried no If-Modified-Since: \(last)")
        #expect(RemoteTestContent.snapshot(setup.cache.appendingPathComponent("content")) == before)
    }

    @Test func editingOneFileAndPublishingFetchesOnlyThatFile() async throws {
        guard let setup = try Setup() else { return }
        let updater = try setup.updater()
        _ = await updater.check()
        let requestsBefore = setup.nginx.accessLog.count
        try Data(
            RemoteTestContent.helpList(
                title: "Erste Schritte",
                rows: [("Eine Melodie schreiben", "Zweite Fassung."), ("Exportieren", "Tippe auf Teilen.")]
            ).utf8
        ).write(to: setup.content.appendingPathComponent("de.lproj/HelpList.plist"))
        let manifest = try RemoteTestContent.publish(setup.content, to: setup.published)

        let previous = updater.contentSet.contentVersion
        let event = await updater.check(force: true)
        let expected = RemoteContentUpdate(
            contentVersion: manifest.contentVersion, previousVersion: previous, fetched: ["de.lproj/HelpList.plist"],
            removed: [])
        #expect(event == .updated(expected))
        let requests = setup.nginx.accessLog.dropFirst(requestsBefore).map {
            $0.split(separator: " ").prefix(3).joined(separator: " ")
        }
        #expect(requests == ["GET /guidebook.json 200", "GET /de.lproj/HelpList.plist 200"])
        #expect(RemoteTestContent.firstText(updater.content) == "Zweite Fassung.")
    }

    @Test func withNginxStoppedTheCheckReportsOfflineAndTheCachedSetIsStillServed() async throws {
        guard let setup = try Setup() else { return }
        let updater = try setup.updater()
        _ = await updater.check()
        let version = updater.contentSet.contentVersion
        setup.nginx.stop()
        let event = await updater.check(force: true)
        guard case .failed(.offline) = event else {
            Issue.record("expected offline, got \(event)")
            return
        }
        #expect(updater.contentSet.contentVersion == version)
        let relaunched = try setup.updater()
        #expect(relaunched.contentSet.origin == .cached)
        #expect(RemoteTestContent.firstText(relaunched.content) == "Tippe auf Neu, dann auf eine Tonart.")
    }

    @Test func theFirstLaunchOfflineShowsTheBundledBookWithNoError() async throws {
        guard let setup = try Setup() else { return }
        setup.nginx.stop()
        let updater = try setup.updater()
        #expect(updater.startupDiagnostics.isEmpty)
        #expect(updater.contentSet.origin == .bundled)
        #expect(RemoteTestContent.firstText(updater.content) == "Tippe auf Neu.")
        let event = await updater.check()
        guard case .failed(.offline) = event else {
            Issue.record("expected offline, got \(event)")
            return
        }
        #expect(updater.contentSet.origin == .bundled)
        #expect(RemoteTestContent.firstText(updater.content) == "Tippe auf Neu.")
        #expect(!FileManager.default.fileExists(atPath: setup.cache.appendingPathComponent("content/current").path))
    }

    @Test func aCheckWithinTheMinimumIntervalIsSkippedEvenAfterARelaunch() async throws {
        guard let setup = try Setup() else { return }
        _ = await (try setup.updater()).check()
        let requests = setup.nginx.accessLog.count
        let relaunched = try setup.updater()
        guard case .skipped(let next) = await relaunched.check() else {
            Issue.record("the check was not skipped")
            return
        }
        #expect(next > Date())
        #expect(setup.nginx.accessLog.count == requests, "a skipped check sent a request")
    }

    @Test func theCommandLinePublishesUpdatesAndSearchesTheCachedSet() throws {
        guard let setup = try Setup() else { return }
        let guidebook = try #require(BuiltProducts.executable("guidebook"), "Build the package first: swift build")
        let out = setup.folder.url.appendingPathComponent("cli-published")
        let publish = try Self.run(guidebook, ["publish", setup.content.path, "--out", out.path])
        #expect(publish.status == 0, "\(publish.errors)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("guidebook.json").path))

        let cache = setup.folder.url.appendingPathComponent("cli-cache").path
        let arguments = ["update", setup.manifestURL.absoluteString, setup.bundled.path, "--cache", cache]
        let first = try Self.run(guidebook, arguments)
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        #expect(first.output.hasPrefix("updated: content version "), "\(first.output)")
        #expect(first.output.contains("\nin use: cached content version "), "\(first.output)")
        let second = try Self.run(guidebook, arguments)
        #expect(second.status == 0)
        #expect(second.output.hasPrefix("not modified"), "\(second.output)")

        let search = try Self.run(
            guidebook, ["search", "Tonart", setup.bundled.path, "--cache", cache, "--language", "de"])
        #expect(search.output.contains("Eine Melodie schreiben"), "the cached set was not searched: \(search.output)")
        let bundledSearch = try Self.run(guidebook, ["search", "Tonart", setup.bundled.path, "--language", "de"])
        #expect(bundledSearch.output.hasPrefix("No results"), "\(bundledSearch.output)")

        setup.nginx.stop()
        let offline = try Self.run(guidebook, arguments)
        #expect(offline.status == 1)
        #expect(offline.output.hasPrefix("failed: The server could not be reached"), "\(offline.output)")
        #expect(offline.output.contains("\nin use: cached content version "), "\(offline.output)")
    }

    /// Runs a process and collects its output.
    static func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String)
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = Locked(Data())
        let reader = Thread { errorData.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() } }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1000) }
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData.withLock { $0 }, as: UTF8.self)
        )
    }
}
