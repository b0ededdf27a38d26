import Foundation
@_spi(Locking) import GuidebookParsing
import Testing

/// Runs the built `guidebook` binary and external tools (Chromium, tmux) the way a user would.
enum ToolsTestSupport {
    /// The result of running a process.
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The repository root, from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The built `guidebook` binary: next to the test bundle in `.build/<config>/`, else
    /// `.build/debug/guidebook`; `nil` when neither is built. The one lookup every CLI suite uses.
    static var binary: URL? {
        var candidates: [URL] = []
        if let first = CommandLine.arguments.first {
            var folder = URL(fileURLWithPath: first).deletingLastPathComponent()
            // macOS runs tests from inside `<name>.xctest/Contents/MacOS`.
            while folder.path.contains(".xctest") { folder.deleteLastPathComponent() }
            candidates.append(folder.appendingPathComponent("guidebook"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/guidebook"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The built `guidebook` binary, or a test failure saying to build the package first.
    static func requireBinary(sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> URL {
        try #require(binary, "Build the package first: swift build", sourceLocation: sourceLocation)
    }

    /// Whether missing tools fail the tests instead of skipping them (scripts/test sets it).
    static var toolsRequired: Bool { ProcessInfo.processInfo.environment["GUIDEBOOK_REQUIRE_TOOLS"] == "1" }

    /// The path of an executable on `PATH`, or `nil`.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// A tool needed by a test: its path, or `nil` after a visible notice (a failure when tools are required).
    static func tool(_ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String? {
        if let path = which(name) { return path }
        if toolsRequired {
            Issue.record("\(name) is not installed; scripts/test installs it.", sourceLocation: sourceLocation)
        } else {
            print("NOTICE: skipping a test: \(name) is not installed (scripts/test installs it).")
        }
        return nil
    }

    /// Runs `executable` with `arguments`, optional standard input, and waits.
    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], input: String? = nil, in folder: URL? = nil,
        environment: [String: String]? = nil, detached: Bool = false
    ) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        let stdin = Pipe()
        if detached { return try spawnDetached(executable, arguments) }
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = error
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes concurrently so a full stderr pipe cannot block the child.
        let errorData = LockedData()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.get(), as: UTF8.self))
    }

    /// Runs a process that leaves a daemon behind (`tmux new-session`) and waits for the process
    /// itself. Foundation's `Process` would wait for the daemon too (it inherits Foundation's
    /// exit-watching descriptor), so this uses `posix_spawn` with standard streams on /dev/null.
    static func spawnDetached(_ executable: String, _ arguments: [String]) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let pid = try spawn(executable, arguments, actions: &actions)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return Run(status: (status >> 8) & 0xFF, output: "", errors: "")
    }

    /// Starts `executable` with `arguments` (`argv[0]` is `executable`) and the descriptors
    /// `actions` opens, with no signal blocked and every signal's default action. Spawned
    /// processes inherit the spawning thread's signal mask, and the test process's threads
    /// block most signals: a tmux server started with that mask never receives the SIGTERM
    /// its own `kill-server` sends it, and outlives the test.
    static func spawn(
        _ executable: String, _ arguments: [String], actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        return pid
    }

    /// Runs the built `guidebook` binary, in `folder` (default: the test's working directory) with
    /// `environment` (default: the test's own).
    @discardableResult
    static func guidebook(
        _ arguments: [String], input: String? = nil, in folder: URL? = nil, environment: [String: String]? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Run {
        try run(
            requireBinary(sourceLocation: sourceLocation).path, arguments, input: input, in: folder,
            environment: environment)
    }

    /// A fresh content folder holding `files` (relative path → text), named after `name`.
    static func contentFolder(_ name: String, _ files: [String: String]) throws -> URL {
        let root = try temporaryFolder(name)
        try write(files, into: root)
        return root
    }

    /// Runs `guidebook ARGUMENTS ROOT --state ROOT/state.plist` in `root`, outside the developer's
    /// environment: no `GUIDEBOOK_ALWAYS_SHOW`, 80 columns, the `C` locale.
    static func guidebook(_ arguments: [String], onContent root: URL) throws -> Run {
        try guidebook(
            arguments + [root.path, "--state", root.appendingPathComponent("state.plist").path], in: root,
            environment: plainEnvironment)
    }

    /// The test's environment without the developer's: no `GUIDEBOOK_ALWAYS_SHOW`, 80 columns, the `C` locale.
    static var plainEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["GUIDEBOOK_ALWAYS_SHOW"] = nil
        environment["COLUMNS"] = "80"
        environment["LANG"] = "C"
        return environment
    }

    /// A fresh empty folder under the temporary directory.
    static func temporaryFolder(_ name: String = "guidebook-test") throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `files` (relative path → text) into `folder`.
    static func write(_ files: [String: String], into folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// `test-artifacts/` in the repository (gitignored), created when missing.
    static func artifactsFolder() throws -> URL {
        let url = repositoryRoot.appendingPathComponent("test-artifacts")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A legacy help book property list from sections of (title, [(row, text)]).
    static func helpList(_ sections: [(String, [(String, String)])]) -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
        }
        var xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <array>

            """
        for (title, rows) in sections {
            xml += "<dict>\n<key>Title</key><string>\(escape(title))</string>\n"
            for (row, text) in rows { xml += "<key>\(escape(row))</key><string>\(escape(text))</string>\n" }
            xml += "</dict>\n"
        }
        return xml + "</array>\n</plist>\n"
    }
}

/// Data handed from a reader thread, behind a lock.
final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    func get() -> Data { lock.withLock { data ?? Data() } }
}
