import Foundation
import Testing

/// `guidebook demo` in a real terminal: tmux runs a shell at 80×24, the test types into it
/// and reads the screen back, as a user would see it.
@Suite(.serialized) struct DemoTmuxTests {
    static let content: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Welcome Title" = "Welcome to Tunes";
        "Welcome" = "Every idea you jot down is kept here.";
        "Library Title" = "Your Library";
        "Library" = "Swipe left to archive a piece.";
        """,
        "en.lproj/HelpList.plist": ToolsTestSupport.helpList([
            ("Getting Started", [("Creating a composition", "Tap the plus button."), ("Importing", "Drop a file.")]),
            ("Sharing", [("Exporting to PDF", "Open the share menu and choose PDF.")]),
        ]),
    ]

    /// A tmux server of its own with one 80×24 shell in the content's parent folder.
    final class Session {
        let tmux: String
        let socket = "guidebook-test-\(UUID().uuidString.prefix(8))"
        let folder: URL

        init?(content: [String: String] = DemoTmuxTests.content) throws {
            guard let tmux = ToolsTestSupport.tool("tmux") else { return nil }
            self.tmux = tmux
            folder = try ToolsTestSupport.temporaryFolder("demo")
            try ToolsTestSupport.write(content, into: folder.appendingPathComponent("Tunes"))
            try command(
                detached: true,
                [
                    "new-session", "-d", "-s", "demo", "-x", "80", "-y", "24", "-c", folder.path,
                    "env -i PATH=/usr/bin:/bin HOME=\(folder.path) TERM=xterm-256color bash --norc --noprofile",
                ])
        }

        deinit { _ = try? command(["kill-server"]) }

        @discardableResult
        func command(detached: Bool = false, _ arguments: [String]) throws -> String {
            try ToolsTestSupport.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments, detached: detached).output
        }

        /// Types `keys` (tmux key names, or literal text with `literal`).
        func send(_ keys: String..., literal: Bool = false) throws {
            try command(["send-keys", "-t", "demo"] + (literal ? ["-l"] : []) + keys)
        }

        func screen() throws -> String { try command(["capture-pane", "-t", "demo", "-p"]) }

        /// Polls the screen until `condition` holds (bounded, so a broken demo fails instead of hanging).
        @discardableResult
        func waitFor(
            _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
            _ condition: (String) -> Bool
        ) throws -> String {
            var last = ""
            for _ in 0..<400 {
                last = try screen()
                if condition(last) { return last }
                usleep(25_000)
            }
            Issue.record("Timed out waiting for \(what). Screen:\n\(last)", sourceLocation: sourceLocation)
            return last
        }

        @discardableResult
        func waitFor(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
            try waitFor("\"\(text)\"", sourceLocation: sourceLocation) { $0.contains(text) }
        }

        func startDemo() throws {
            try send("\(ToolsTestSupport.requireBinary().path) demo Tunes --state state.plist", literal: true)
            try send("Enter")
        }

        /// Quits the demo with q and returns the state file it saved.
        func quit() throws -> String {
            try send("q")
            try waitFor("State saved to")
            return try String(contentsOf: folder.appendingPathComponent("state.plist"), encoding: .utf8)
        }

        /// The shell's terminal settings (`stty -g`), written to a file by the shell in the pane.
        func terminalSettings(_ name: String) throws -> String {
            let file = folder.appendingPathComponent("\(name).stty")
            try send("stty -g > \(name).tmp && mv \(name).tmp \(name).stty", literal: true)
            try send("Enter")
            for _ in 0..<400 where !FileManager.default.fileExists(atPath: file.path) { usleep(25_000) }
            return try String(contentsOf: file, encoding: .utf8)
        }
    }

    @Test func theWelcomeCardAppearsOnFirstLaunchAndNotOnTheSecond() throws {
        guard let session = try Session() else { return }
        try session.startDemo()
        let first = try session.waitFor("Tap to continue")
        #expect(first.contains("Welcome to Tunes"))
        #expect(first.contains("Every idea you jot down is kept here."))
        #expect(first.contains("State: "))
        #expect(first.contains("1 Welcome") && first.contains("2 Library") && first.contains("3 Help"))
        try session.send("Space")
        try session.waitFor("the card to go") { !$0.contains("Tap to continue") }
        let state = try session.quit()
        #expect(state.contains("<key>hasSeenWelcome</key>"))
        #expect(!state.contains("hasSeenLibrary"))

        try session.send("clear", "Enter")
        try session.startDemo()
        try session.waitFor("the Welcome screen") { $0.contains("Tunes · Welcome") && $0.contains("Welcome item 1") }
        // Give the engine every chance to put a card up: move to Library and back.
        try session.send("Right")
        try session.waitFor("the Library card") { $0.contains("Your Library") && $0.contains("Tap to continue") }
        try session.send("Space")
        try session.send("Left")
        let second = try session.waitFor("the Welcome screen again") {
            $0.contains("Tunes · Welcome") && !$0.contains("Tap to continue")
        }
        #expect(!second.contains("Welcome to Tunes"))
        try session.send("q")
        try session.waitFor("State saved to")
    }

    @Test func theContentsRulesFileMakesATourWhoseStepsShowOnTheirScreens() throws {
        var content = Self.content
        content["Tutorials.json"] = #"{"tours": [{"name": "Basics", "steps": ["Welcome", "Library"]}]}"#
        guard let session = try Session(content: content) else { return }
        try session.startDemo()
        let first = try session.waitFor("the tour's first step") { $0.contains("1 of 2") }
        #expect(first.contains("Welcome to Tunes"))
        #expect(first.contains("Skip tour"))
        // Escape on a tour step goes on like Next (only Skip tour ends a tour).
        try session.send("Escape")
        try session.waitFor("the first step to go") { !$0.contains("1 of 2") }
        try session.send("Right")
        let second = try session.waitFor("the tour's second step") { $0.contains("2 of 2") }
        #expect(second.contains("Your Library"))
        #expect(second.contains("Done"))
        #expect(!second.contains("Skip tour"), "no Skip tour on the last step")
        try session.send("Enter")
        try session.waitFor("the last step to go") { !$0.contains("2 of 2") }
        let state = try session.quit()
        #expect(state.contains("<key>hasSeenLibrary</key>"))
        #expect(state.contains("finished"), "the tour is recorded as finished")
    }

    @Test func theHelpTabListsTheSectionsAndSearchFindsAnArticle() throws {
        guard let session = try Session() else { return }
        try session.startDemo()
        try session.waitFor("Tap to continue")
        try session.send("Escape")
        try session.send("3")
        let help = try session.waitFor("GETTING STARTED")
        #expect(help.contains("SHARING"))
        #expect(help.contains("Creating a composition"))
        #expect(help.contains("Exporting to PDF"))
        // Open a row, then back.
        try session.send("Down", "Enter")
        try session.waitFor("Drop a file.")
        try session.send("BSpace")
        try session.waitFor("the index again") { $0.contains("GETTING STARTED") }
        // Search as you type.
        try session.send("/")
        try session.send("expo", literal: true)
        let results = try session.waitFor("Search: expo")
        #expect(results.contains("Exporting to PDF"))
        #expect(!results.contains("Importing"))
        try session.send("Enter")
        try session.waitFor("Open the share menu and choose PDF.")
        try session.send("q")
        try session.waitFor("State saved to")
    }

    @Test(arguments: ["q", "C-c"])
    func theTerminalIsRestoredAfterExit(quitKey: String) throws {
        guard let session = try Session() else { return }
        try session.waitFor("the shell prompt") { $0.contains("$") || $0.contains("#") }
        let before = try session.terminalSettings("before")
        try session.startDemo()
        try session.waitFor("Tap to continue")
        if quitKey == "q" { try session.send("Space") }
        try session.send(quitKey)
        try session.waitFor("State saved to")
        let after = try session.terminalSettings("after")
        #expect(before == after)
        #expect(before.contains(":"))
    }

    @Test func theScreenFollowsAResize() throws {
        guard let session = try Session() else { return }
        try session.startDemo()
        try session.waitFor("Tap to continue")
        try session.send("Space")
        try session.command(["resize-window", "-t", "demo", "-x", "100", "-y", "30"])
        let screen = try session.waitFor("a 100×30 layout") { screen in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            // The top bar ends with the language at the right edge (capture-pane trims the last space).
            return lines.count >= 30 && lines.contains { $0.contains("3 Help") } && (lines.first?.count ?? 0) > 95
        }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.firstIndex { $0.contains("3 Help") } == 29)
        try session.send("q")
        try session.waitFor("State saved to")
    }
}
