import Foundation
import Testing

/// `guidebook show` in a real terminal (tmux): the card waits for a key in raw mode, and the
/// terminal is restored afterwards.
@Suite struct ShowInteractiveTests {
    static var tmux: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    @discardableResult
    static func run(_ tmux: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tmux)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Polls the pane until it shows `text`; gives up after a generous bound so a broken build fails instead of hanging.
    static func waitForPane(_ tmux: String, session: String, toShow text: String) throws -> String {
        var pane = ""
        for _ in 0..<300 {
            pane = try run(tmux, ["capture-pane", "-p", "-t", session])
            if pane.contains(text) { return pane }
            usleep(100_000)
        }
        return pane
    }

    @Test(arguments: [("x", true, "EXIT=0"), ("Escape", true, "EXIT=0"), ("C-c", false, "EXIT=130")])
    func aKeyDismissesTheCardAndTheTerminalIsRestored(key: String, recorded: Bool, exit: String) throws {
        guard let tmux = Self.tmux else {
            print("notice: tmux is not installed; skipping the interactive show test (scripts/test installs it).")
            return
        }
        let binary = try #require(ShowCommandTests.binary, "Build the package first: swift build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.plist")
        let session = "guidebook-test-\(UUID().uuidString.prefix(8))"
        let script = """
            cd '\(ShowCommandTests.root.path)' && '\(binary.path)' show Welcome --state '\(state.path)'; \
            echo "EXIT=$?"; stty -a > '\(folder.path)/stty.txt'; sleep 30
            """
        try Self.run(tmux, ["new-session", "-d", "-s", session, "-x", "90", "-y", "30", script])
        defer { _ = try? Self.run(tmux, ["kill-session", "-t", session]) }

        let card = try Self.waitForPane(tmux, session: session, toShow: "Tap to continue")
        #expect(card.contains("Welcome to Compositions"))
        #expect(!FileManager.default.fileExists(atPath: state.path), "recorded before the card was dismissed")
        try Self.run(tmux, ["send-keys", "-t", session, key])
        let after = try Self.waitForPane(tmux, session: session, toShow: "EXIT=")
        #expect(after.contains(exit))
        let saved = (try? Data(contentsOf: state)).flatMap {
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }
        #expect((saved?["hasSeenWelcome"] as? Int == 1) == recorded)
        var settings = ""
        for _ in 0..<100 where settings.isEmpty {
            settings = (try? String(contentsOf: folder.appendingPathComponent("stty.txt"), encoding: .utf8)) ?? ""
            if settings.isEmpty { usleep(100_000) }
        }
        // Raw mode undone: line editing and echo are back.
        let flags = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.isSuperset(of: ["icanon", "echo", "isig"]), "terminal left in raw mode: \(settings)")
    }
}
