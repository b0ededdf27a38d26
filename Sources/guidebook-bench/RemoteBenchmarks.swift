import Foundation
import Guidebook
@_spi(Locking) import GuidebookParsing
import GuidebookRemote
import GuidebookTestSupport

// The anchor is a plain URLSession GET, which lives in FoundationNetworking on Linux.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `remote.check.notModified` (a check that ends in 304 against a local nginx, against a plain
/// URLSession GET of the same manifest; both on the process's CPU clock, since URLSession works
/// on its own threads), `remote.check.changed.signed` (a check that fetches, verifies and swaps
/// in a changed signed set, against the same check of the same content unsigned),
/// `crypto.ed25519.verify` (against OpenSSL through Python's `cryptography`, where installed) and
/// `remote.apply.10k` (validating and swapping in a changed 10,000-article book, printed). The
/// benchmark starts and stops its own nginx.
@Sendable func remoteBenchmarks(_ runner: inout BenchRunner) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try checkNotModified(&runner, folder: folder.appendingPathComponent("check"))
        try checkChangedSigned(&runner, folder: folder.appendingPathComponent("changed"))
        ed25519Verify(&runner)
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

private func checkChangedSigned(_ runner: inout BenchRunner, folder: URL) throws {
    let bundled = folder.appendingPathComponent("bundled")
    let root = folder.appendingPathComponent("root")
    try writeContent(SyntheticHelpBook.make(articles: 50), to: bundled)
    let key = ContentSigningKey(seed: [UInt8](repeating: 0x5A, count: 32))
    // Two editions of each flavour with the same sequence, so a check may swap either in; the
    // served one is picked by a symbolic link that each check turns to the other.
    for (flavour, keys) in [("signed", [key]), ("unsigned", [])] {
        for (index, edition) in ["a", "b"].enumerated() {
            let content = folder.appendingPathComponent("content-\(edition)")
            try writeContent(SyntheticHelpBook.make(articles: 50 + index), to: content)
            let files = try ContentManifest.contentFiles(in: content)
            let manifest = ContentManifest(
                contentVersion: ContentManifest.derivedContentVersion(of: files), files: files, sequence: 1,
                expires: Date().addingTimeInterval(86_400))
            let out = root.appendingPathComponent("\(flavour)/\(edition)")
            try ContentManifest.publish(manifest, from: content, to: out, signedWith: keys)
            // Different modification times: nginx's ETag is time and size, and must differ.
            let time = Date().addingTimeInterval(TimeInterval(-100 * (index + 1)))
            for name in [ContentManifest.fileName, ContentSignatures.fileName] {
                try? FileManager.default.setAttributes(
                    [.modificationDate: time], ofItemAtPath: out.appendingPathComponent(name).path)
            }
        }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("\(flavour)/current").path, withDestinationPath: "a")
    }
    guard let nginx = try BenchNginx(serving: root, folder: folder.appendingPathComponent("nginx")),
        let appVersion = AppVersion("1.0")
    else {
        print("bench remote.check.changed.signed  not measured: nginx is not installed")
        return
    }
    defer { nginx.stop() }
    func updater(_ flavour: String, trusting keys: [ContentPublicKey]) throws -> RemoteContentUpdater<String>? {
        guard let url = URL(string: "http://127.0.0.1:\(nginx.port)/\(flavour)/current/guidebook.json") else {
            return nil
        }
        return try RemoteContentUpdater(
            manifestURL: url, bundled: bundled, cache: folder.appendingPathComponent("cache-\(flavour)"),
            policy: RemoteContentPolicy(appVersion: appVersion, trustedKeys: keys)
        ) { set in set.contentVersion ?? "" }
    }
    guard let signed = try updater("signed", trusting: [key.publicKey]),
        let unsigned = try updater("unsigned", trusting: [])
    else { return }
    var served = ["signed": "a", "unsigned": "a"]
    func changedChecks(_ updater: RemoteContentUpdater<String>, _ flavour: String, _ count: Int) {
        for _ in 0..<count {
            let next = served[flavour] == "a" ? "b" : "a"
            let link = root.appendingPathComponent("\(flavour)/current")
            let temporary = root.appendingPathComponent("\(flavour)/.current-\(next)")
            try? FileManager.default.removeItem(at: temporary)
            try? FileManager.default.createSymbolicLink(atPath: temporary.path, withDestinationPath: next)
            rename(temporary.path, link.path)
            served[flavour] = next
            let event = wait { await updater.check(force: true) }
            guard case .updated = event else { preconditionFailure("\(flavour): \(String(describing: event))") }
        }
    }
    let repetitions = runner.quick ? 10 : 40
    let (ours, anchor) = runner.compare(
        clock: .processCPU, ours: { changedChecks(signed, "signed", repetitions) },
        anchor: { changedChecks(unsigned, "unsigned", repetitions) })
    runner.report(
        "remote.check.changed.signed", ours: ours / Double(repetitions), anchorName: "remote.check.changed.unsigned",
        anchor: anchor / Double(repetitions))
}

/// Ed25519 verification of a 2 KB manifest, against OpenSSL's (Python's `cryptography`, timed
/// in its own process with `time.process_time`) when it is installed.
private func ed25519Verify(_ runner: inout BenchRunner) {
    let key = ContentSigningKey(seed: [UInt8](repeating: 0x42, count: 32))
    let message = Data((0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    let signature = key.signature(for: message)
    let bytes = [UInt8](message)
    let publicKey = key.publicKey.rawRepresentation
    let repetitions = runner.quick ? 50 : 400
    let ours =
        runner.median(clock: .threadCPU) {
            for _ in 0..<repetitions {
                precondition(Platform.isValidEd25519Signature(signature, for: bytes, publicKey: publicKey))
            }
        } / Double(repetitions)
    let script = """
        import sys, time
        from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey
        key = Ed25519PublicKey.from_public_bytes(bytes.fromhex(sys.argv[1]))
        message, signature, count = bytes.fromhex(sys.argv[2]), bytes.fromhex(sys.argv[3]), int(sys.argv[4])
        best = None
        for _ in range(9):
            start = time.process_time()
            for _ in range(count):
                key.verify(signature, message)
            elapsed = (time.process_time() - start) / count
            best = elapsed if best is None else min(best, elapsed)
        print(best)
        """
    let hex = { (bytes: [UInt8]) in bytes.map { String(format: "%02x", $0) }.joined() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, hex(publicKey), hex(bytes), hex(signature), "\(repetitions)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let theirs: Double?
    do {
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        theirs =
            process.terminationStatus == 0
            ? Double(String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) : nil
    } catch {
        theirs = nil
    }
    guard let theirs else {
        runner.info(
            "crypto.ed25519.verify",
            "ours \(BenchRunner.format(ours)) per 2 KB manifest; OpenSSL not measured (python3 cryptography is missing)"
        )
        return
    }
    runner.report("crypto.ed25519.verify", ours: ours, anchorName: "OpenSSL(python-cryptography)", anchor: theirs)
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
