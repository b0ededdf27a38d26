import Foundation
import Guidebook
import GuidebookRemote
import Testing

/// Real servers on 127.0.0.1 for the remote-content tests, started by the tests and stopped by
/// their pid: nginx serving a published folder with its own config, and scripts/fault-server.py.
/// A missing nginx or python3 skips with a notice, or fails when `GUIDEBOOK_REQUIRE_TOOLS=1`
/// (scripts/test sets it and installs nginx).
enum TestServers {
    /// An executable at one of `paths` or on `PATH`; `nil` after a notice (a failure when tools are required).
    static func tool(
        _ name: String, extraPaths: [String] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { "\($0)/\(name)" } + extraPaths
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) { return found }
        if ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_TOOLS"] == "1" {
            Issue.record("\(name) is not installed; scripts/test installs it.", sourceLocation: sourceLocation)
        } else {
            print("NOTICE: skipping a test: \(name) is not installed (scripts/test installs it).")
        }
        return nil
    }

    /// Waits until something accepts connections on `port` (or `process` has exited).
    static func waitUntilListening(_ port: Int, process: Process) -> Bool {
        for _ in 0..<500 {
            if !process.isRunning { return false }
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
                }
            }
            close(descriptor)
            if connected { return true }
            usleep(10_000)
        }
        return false
    }

    /// A port nothing listens on right now (the kernel's choice for an ephemeral bind).
    static func freePort() -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// nginx serving `root` on a free loopback port, with a config of its own in a temporary folder.
final class NginxServer {
    let port: Int
    let root: URL
    private let process: Process
    private let folder: URL

    /// Starts nginx; `nil` when it is not installed (after the notice or failure of ``TestServers/tool``).
    init?(serving root: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard
            let nginx = TestServers.tool(
                "nginx", extraPaths: ["/usr/sbin/nginx", "/usr/local/sbin/nginx"], sourceLocation: sourceLocation)
        else { return nil }
        self.root = root
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var attempt = 0
        while true {
            let port = TestServers.freePort()
            let config = """
                daemon off;
                master_process off;
                \(getuid() == 0 ? "user root;" : "")
                pid \(folder.path)/nginx.pid;
                error_log \(folder.path)/error.log;
                events { worker_connections 64; }
                http {
                    types { application/json json; application/octet-stream plist strings stringsdict; }
                    default_type application/octet-stream;
                    log_format checks '$request_method $uri $status inm=$http_if_none_match ims=$http_if_modified_since';
                    access_log \(folder.path)/access.log checks;
                    client_body_temp_path \(folder.path)/body;
                    proxy_temp_path \(folder.path)/proxy;
                    fastcgi_temp_path \(folder.path)/fastcgi;
                    uwsgi_temp_path \(folder.path)/uwsgi;
                    scgi_temp_path \(folder.path)/scgi;
                    server {
                        listen 127.0.0.1:\(port);
                        root \(root.path);
                        etag on;
                    }
                }
                """
            let configURL = folder.appendingPathComponent("nginx.conf")
            try Data(config.utf8).write(to: configURL)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: nginx)
            process.arguments = ["-e", "\(folder.path)/error.log", "-p", folder.path, "-c", configURL.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if TestServers.waitUntilListening(port, process: process) {
                self.port = port
                self.process = process
                return
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            attempt += 1
            if attempt == 5 {
                let log = (try? String(contentsOf: folder.appendingPathComponent("error.log"), encoding: .utf8)) ?? ""
                Issue.record("nginx did not start: \(log)", sourceLocation: sourceLocation)
                return nil
            }
        }
    }

    /// `http://127.0.0.1:<port>/<path>`.
    func url(_ path: String) -> URL {
        RemoteTestContent.url("http://127.0.0.1:\(port)/\(path)")
    }

    /// The requests nginx logged, one line each.
    var accessLog: [String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("access.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    /// Stops nginx by its pid and waits for it. SIGKILL: a child of the test process inherits
    /// its blocked signals (see ToolsTestSupport.spawn), so it would never see a SIGTERM.
    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: folder)
    }
}

/// scripts/fault-server.py serving `root/v1` and `root/v2` with faults.
final class FaultServer {
    let port: Int
    let root: URL
    private let process: Process

    init?(root: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard let python = TestServers.tool("python3", sourceLocation: sourceLocation) else { return nil }
        self.root = root
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [repositoryRoot.appendingPathComponent("scripts/fault-server.py").path, root.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("PORT "), let port = Int(text.dropFirst(5)) else {
            process.terminate()
            Issue.record("the fault server did not start: \(text)", sourceLocation: sourceLocation)
            return nil
        }
        self.port = port
        self.process = process
    }

    /// `http://127.0.0.1:<port>/<fault>/<path>`.
    func url(_ fault: String, _ path: String = ContentManifest.fileName) -> URL {
        RemoteTestContent.url("http://127.0.0.1:\(port)/\(fault)/\(path)")
    }

    /// Body bytes the server wrote per request path (from `root/_stats.json`).
    func bytesSent() -> [String: Int] {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("_stats.json")) else { return [:] }
        return (try? JSONDecoder().decode([String: Int].self, from: data)) ?? [:]
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
