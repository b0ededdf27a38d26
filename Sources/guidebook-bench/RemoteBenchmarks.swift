import Foundation
import Guidebook
import GuidebookTestSupport

// The anchor is a plain URLSession GET, which lives in FoundationNetworking on Linux.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `remote.check.notModified` (a check that ends in 304 against a local nginx, against a plain
/// URLSession GET of the same manifest; both on the process's CPU clock, since URLSession works
/// on its own threads) and `remote.apply.10k` (validating and swapping in a changed
/// 10,000-article book, printed). The benchmark starts and stops its own nginx.
@Sendable func remoteBenchmarks(_ runner: inout BenchRunner) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try checkNotModified(&runner, folder: folder.appendingPathComponent("check"))
        try apply10k(&runner, folder: folder.appendingPathComponent("apply"))
    } catch {
        print("bench remote: \(error)")
    }
}

/// Writes `book` as `en.lproj/HelpBook.json` of a content folder.
private func writeContent(_ book: HelpBook, to folder: URL) throws {
    let url = folder.appendingPathComponent("en.lproj/HelpBook.json")
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(HelpBookV2Encoder().json(for: book).utf8).write(to: url)
}

private func publish(_ content: URL, to out: URL) throws -> ContentManifest {
    let files = try ContentManifest.contentFiles(in: content)
    let manifest = ContentManifest(contentVersion: ContentManifest.derivedContentVersion(of: files), files: files)
    try ContentManifest.publish(manifest, from: content, to: out)
    return manifest
}

/// Runs `body` to completion from synchronous code.
private func wait<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T? {
    let result = Locked<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task {
        let value = await body()
        result.withLock { $0 = value }
        done.signal()
    }
    done.wait()
    return result.withLock { $0 }
}

private func checkNotModified(_ runner: inout BenchRunner, folder: URL) throws {
    let bundled = folder.appendingPathComponent("bundled")
    let published = folder.appendingPathComponent("published")
    try writeContent(SyntheticHelpBook.make(articles: 50), to: bundled)
    _ = try publish(bundled, to: published)
    guard let nginx = try BenchNginx(serving: published, folder: folder.appendingPathComponent("nginx")) else {
        print("bench remote.check.notModified  not measured: nginx is not installed")
        return
    }
    defer { nginx.stop() }
    guard let url = URL(string: "http://127.0.0.1:\(nginx.port)/guidebook.json"), let appVersion = AppVersion("1.0")
    else { return }
    let updater = try RemoteContentUpdater(
        manifestURL: url, bundled: bundled, cache: folder.appendingPathComponent("cache"),
        policy: RemoteContentPolicy(appVersion: appVersion)
    ) { set in set.contentVersion ?? "" }
    guard case .updated = wait({ await updater.check(force: true) }) else {
        print("bench remote.check.notModified  not measured: the first check did not cache the set")
        return
    }
    let session = URLSession(configuration: .ephemeral)
    let repetitions = runner.quick ? 40 : 200
    let (ours, anchor) = runner.compare(
        clock: .processCPU,
        ours: {
            for _ in 0..<repetitions {
                let event = wait { await updater.check(force: true) }
                precondition(event == .notModified, "\(String(describing: event))")
            }
        },
        anchor: {
            for _ in 0..<repetitions {
                let status = wait { () async -> Int in
                    var request = URLRequest(url: url)
                    request.cachePolicy = .reloadIgnoringLocalCacheData
                    let response = try? await session.data(for: request).1 as? HTTPURLResponse
                    return response?.statusCode ?? 0
                }
                precondition(status == 200)
            }
        })
    runner.report(
        "remote.check.notModified", ours: ours / Double(repetitions), anchorName: "URLSession-GET",
        anchor: anchor / Double(repetitions))
}

private func apply10k(_ runner: inout BenchRunner, folder: URL) throws {
    let articles = runner.quick ? 3_000 : 10_000
    let content = folder.appendingPathComponent("content")
    let book = SyntheticHelpBook.make(articles: articles)
    try writeContent(book, to: content)
    let data = try Data(contentsOf: content.appendingPathComponent("en.lproj/HelpBook.json"))
    let cache = ContentCache(root: folder.appendingPathComponent("cache"))
    let requirements = ContentRequirements(
        helpLanguages: ["en"], tutorialLanguages: [], developmentLanguage: "en")
    var round = 0
    let seconds = try runner.median(repetitions: runner.quick ? 3 : 5, clock: .wall) {
        round += 1
        // A changed book: one article's text differs each round.
        var changed = data
        changed.append(contentsOf: Array(" ".utf8))
        let file = ContentManifest.File(
            path: "en.lproj/HelpBook.json", language: "en", kind: .helpBook, size: changed.count,
            sha256: SHA256.hash(changed).hex)
        let manifest = ContentManifest(contentVersion: "\(round)", files: [file])
        let staging = try cache.makeStaging()
        try ContentCache.writeSynced(changed, to: staging.appendingPathComponent(file.path))
        let findings = requirements.errors(inSetAt: staging)
        precondition(!findings.contains { $0.severity == .error }, "\(findings.prefix(3))")
        _ = try cache.commit(staging: staging, manifest: manifest, validators: .init(manifestURL: "bench"))
    }
    // The share of the validation that resolves every text and builds every help screen.
    let loaded = GuidebookContent(source: .download(content), developmentLanguage: "en")
    let resolving = runner.median(repetitions: runner.quick ? 3 : 5, clock: .wall) {
        precondition(loaded.firstUnresolvableText() == nil)
    }
    runner.info(
        articles == 10_000 ? "remote.apply.10k.resolve" : "remote.apply.3k.resolve",
        String(
            format: "of which resolving every text and building every help screen: %@ wall",
            BenchRunner.format(resolving)))
    runner.info(
        articles == 10_000 ? "remote.apply.10k" : "remote.apply.3k",
        String(
            format: "validate + swap a changed %d-article book (%.1f MB v2 JSON): %@ wall", articles,
            Double(data.count) / 1e6, BenchRunner.format(seconds)))
}

/// nginx for the benchmark, on a free loopback port, stopped by its pid.
private final class BenchNginx {
    let port: Int
    private let process: Process

    init?(serving root: URL, folder: URL) throws {
        guard
            let nginx = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx", "/opt/homebrew/bin/nginx"]
                .first(where: { FileManager.default.isExecutableFile(atPath: $0) })
        else { return nil }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = Int.random(in: 20_000...60_000)
        let config = """
            daemon off;
            master_process off;
            \(getuid() == 0 ? "user root;" : "")
            pid \(folder.path)/nginx.pid;
            error_log \(folder.path)/error.log;
            events { worker_connections 64; }
            http {
                types { application/json json; }
                access_log off;
                client_body_temp_path \(folder.path)/body;
                proxy_temp_path \(folder.path)/proxy;
                fastcgi_temp_path \(folder.path)/fastcgi;
                uwsgi_temp_path \(folder.path)/uwsgi;
                scgi_temp_path \(folder.path)/scgi;
                server { listen 127.0.0.1:\(port); root \(root.path); etag on; }
            }
            """
        let configURL = folder.appendingPathComponent("nginx.conf")
        try Data(config.utf8).write(to: configURL)
        process = Process()
        process.executableURL = URL(fileURLWithPath: nginx)
        process.arguments = ["-e", "\(folder.path)/error.log", "-p", folder.path, "-c", configURL.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(300_000)
        guard process.isRunning else { return nil }
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
