import Foundation
import Testing

/// A tour from the rules file in `guidebook show` (in a real terminal: keys answer as the model
/// says) and in `guidebook preview`.
@Suite(.serialized) struct ShowTourTests {
    static let content: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Library Title" = "Library";
        "Library" = "Your scores.";
        "Editor Title" = "Editor";
        "Editor" = "Write notes here.";
        "Export Title" = "Export";
        "Export" = "Share the score.";
        """,
        "de.lproj/Tutorial.strings": """
        "Library Title" = "Bibliothek";
        "Library" = "Deine Partituren.";
        "Editor Title" = "Editor";
        "Editor" = "Hier schreibst du Noten.";
        "Export Title" = "Export";
        "Export" = "Teile die Partitur.";
        "Tour Next" = "Weiter";
        "Tour Skip" = "Tour überspringen";
        "Tour Progress" = "%1$d von %2$d";
        """,
        "Tutorials.json": """
        {"tours": [{"name": "Basics", "steps": ["Library", "Editor", "Export"]}]}
        """,
    ]

    func folder() throws -> URL {
        try ToolsTestSupport.contentFolder("show-tour", Self.content)
    }

    func guidebook(_ arguments: [String], in root: URL) throws -> ToolsTestSupport.Run {
        try ToolsTestSupport.guidebook(arguments, onContent: root)
    }

    @Test func theFirstStepShowsOneOfThreeWithItsKeysInTheCardsLanguage() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let english = try guidebook(["show", "Library", "--language", "en"], in: root)
        #expect(english.status == 0, "\(english.errors)")
        #expect(english.output.contains("1 of 3"))
        #expect(english.output.contains("[S] Skip tour  [Enter] Next"))
        #expect(!english.output.contains("Tap to continue"))
    }

    @Test func aGermanStepUsesTheTablesWordsAndEnglishOnlyWhereTheTableHasNone() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let german = try guidebook(["show", "Library", "--language", "de"], in: root)
        #expect(german.status == 0, "\(german.errors)")
        #expect(german.output.contains("1 von 3"))
        #expect(german.output.contains("[S] Tour überspringen  [Enter] Weiter"))
    }

    @Test func thePreviewDrawsEachStepsProgressAndButtons() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("site")
        let run = try ToolsTestSupport.guidebook(["preview", root.path, "--out", out.path], in: root)
        #expect(run.status == 0, "\(run.errors)")
        let page = try String(contentsOf: out.appendingPathComponent("cards-en.html"), encoding: .utf8)
        for progress in ["1 of 3", "2 of 3", "3 of 3"] {
            #expect(page.contains(">\(progress)</span>"))
        }
        #expect(page.contains(">Done</button>"))
        #expect(!page.contains("<p class=\"card-hint\">"))
        let german = try String(contentsOf: out.appendingPathComponent("cards-de.html"), encoding: .utf8)
        #expect(german.contains(">2 von 3</span>"))
        #expect(german.contains(">Weiter</button>"))
        #expect(!run.errors.contains("Tour Next"), "the tour keys are no tutorials")
    }

    /// Shows step 1 in tmux, presses `key`, and returns what `show Editor --explain` says then.
    func pressing(_ key: String) throws -> (explanation: String, exit: String)? {
        guard let tmux = ShowInteractiveTests.tmux else {
            print("notice: tmux is not installed; skipping the interactive tour test (scripts/test installs it).")
            return nil
        }
        let binary = try ToolsTestSupport.requireBinary()
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let state = root.appendingPathComponent("state.plist")
        let socket = "guidebook-test-\(UUID().uuidString.prefix(8))"
        let script = """
            cd '\(root.path)' && LANG=C '\(binary.path)' show Library '\(root.path)' --language en --state '\(state.path)'; \
            echo "EXIT=$?" > '\(root.path)/exit.txt'
            """
        try ShowInteractiveTests.run(
            tmux, socket: socket, ["new-session", "-d", "-s", "card", "-x", "90", "-y", "30", script])
        defer { _ = try? ShowInteractiveTests.run(tmux, socket: socket, ["kill-server"]) }
        let pane = try ShowInteractiveTests.waitForPane(tmux, socket: socket, toShow: "[Enter] Next")
        #expect(pane.contains("1 of 3"))
        try ShowInteractiveTests.run(tmux, socket: socket, ["send-keys", "-t", "card", key])
        var exit = ""
        for _ in 0..<300 where exit.isEmpty {
            usleep(100_000)
            exit = (try? String(contentsOf: root.appendingPathComponent("exit.txt"), encoding: .utf8)) ?? ""
        }
        let explanation = try guidebook(["show", "Editor", "--explain", "--language", "en"], in: root)
        return (explanation.output, exit)
    }

    @Test(arguments: ["Enter", "Space", "x", "Escape"])
    func aKeyOtherThanSGoesOnToTheNextStep(key: String) throws {
        guard let (explanation, exit) = try pressing(key) else { return }
        #expect(exit.contains("EXIT=0"))
        #expect(explanation.hasPrefix("Editor: shows now"), "\(explanation)")
    }

    @Test func sSkipsTheWholeTour() throws {
        guard let (explanation, exit) = try pressing("s") else { return }
        #expect(exit.contains("EXIT=0"))
        #expect(explanation.hasPrefix("Editor: does not show (tour)"), "\(explanation)")
        #expect(explanation.contains("tour skipped"))
    }

    /// The tour's steps in a later release, and what the next process says of Editor, the step
    /// the user was at when the first process ended.
    static let releases: [(steps: String, explanation: String)] = [
        (#""Library", "Share", "Editor", "Export""#, #"4 of tour "Basics" is current: the tour is at step 3"#),
        (#""Editor", "Export", "Library""#, #"3 of tour "Basics" is current: the tour is at step 1"#),
    ]

    @Test(arguments: releases)
    func aNewProcessWithTheStepsChangedResumesAtTheSameCard(steps: String, explanation: String) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try guidebook(["show", "Library", "--language", "en"], in: root)
        #expect(first.status == 0, "\(first.errors)")
        try ToolsTestSupport.write(
            ["Tutorials.json": #"{"tours": [{"name": "Basics", "steps": [\#(steps)]}]}"#], into: root)
        let next = try guidebook(["show", "Editor", "--explain", "--language", "en"], in: root)
        #expect(next.status == 0, "\(next.errors)")
        #expect(next.output.contains("Editor: shows now"))
        #expect(next.output.contains(explanation))
    }
}
