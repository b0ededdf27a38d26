import Foundation
import Testing

/// `guidebook show` in a real terminal (tmux): the card waits for a key in raw mode, and the
/// terminal is restored afterwards.
@Suite(.serialized) struct ShowInteractiveTests {
    static var tmux: String? {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a tmux command on the test's own server (`-L socket`), so other tmux users are not
    /// disturbed. Spawned directly (not with `Process`) through bash, which closes every inherited
    /// descriptor above 2 first: a tmux server started here lives on and must not hold other
    /// tests' pipes open. Output, when wanted, goes through a file.
    @discardableResult
    static func run(_ tmux: String, socket: String, _ arguments: [String], capture: Bool = false) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: output) }
        let script = """
            for fd in $(ls /proc/$$/fd); do if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi; done 2>/dev/null; \
            exec "$0" "$@"
            """
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, capture ? output.path : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let process = try ToolsTestSupport.spawn(
            "/bin/bash", ["-c", script, tmux, "-L", socket] + arguments, actions: &actions)
        var status: Int32 = 0
        while waitpid(process, &status, 0) < 0, errno == EINTR {}
        return capture ? ((try? String(contentsOf: output, encoding: .utf8)) ?? "") : ""
    }

    /// Polls the pane until it shows `text`; gives up after a generous bound so a broken build fails instead of hanging.
    static func waitForPane(_ tmux: String, socket: String, toShow text: String) throws -> String {
        var pane = ""
        for _ in 0..<300 {
            pane = try run(tmux, socket: socket, ["capture-pane", "-p", "-t", "card"], capture: true)
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
        let binary = try ToolsTestSupport.requireBinary()
        let folder = try ToolsTestSupport.temporaryFolder("guidebook-tty")
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.plist")
        let socket = "guidebook-test-\(UUID().uuidString.prefix(8))"
        let script = """
            cd '\(ToolsTestSupport.repositoryRoot.path)' && '\(binary.path)' show Welcome --state '\(state.path)'; \
            echo "EXIT=$?" > '\(folder.path)/exit.txt'; stty -a > '\(folder.path)/stty.txt'
            """
        try Self.run(tmux, socket: socket, ["new-session", "-d", "-s", "card", "-x", "90", "-y", "30", script])
        defer { _ = try? Self.run(tmux, socket: socket, ["kill-server"]) }

        let card = try Self.waitForPane(tmux, socket: socket, toShow: "Tap to continue")
        #expect(card.contains("Welcome to Compositions"))
        // The rules may already count the display in the state file; the card must not be seen yet.
        let early = FileManager.default.contents(atPath: state.path).flatMap {
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }
        #expect(early?["hasSeenWelcome"] == nil, "recorded as seen before the card was dismissed")
        try Self.run(tmux, socket: socket, ["send-keys", "-t", "card", key])
        // The script writes the exit status, then the terminal's settings, then ends (and so does tmux).
        var status = ""
        var settings = ""
        for _ in 0..<300 where settings.isEmpty {
            usleep(100_000)
            status = (try? String(contentsOf: folder.appendingPathComponent("exit.txt"), encoding: .utf8)) ?? ""
            settings = (try? String(contentsOf: folder.appendingPathComponent("stty.txt"), encoding: .utf8)) ?? ""
        }
        #expect(status.contains(exit))
        let saved = (try? Data(contentsOf: state)).flatMap {
            try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any]
        }
        #expect((saved?["hasSeenWelcome"] as? Int == 1) == recorded)
        // Raw mode undone: line editing and echo are back.
        let flags = Set(settings.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init))
        #expect(flags.isSuperset(of: ["icanon", "echo", "isig"]), "terminal left in raw mode: \(settings)")
    }
}
