import Foundation
import GuidebookTestSupport
import Testing

/// `guidebook show --tour NAME` walks a tour through the engine's `showTour`, as an app's screen
/// does: one run, one card after the other; piped input answers each card with one line.
@Suite struct ShowTourWalkTests {
    /// The three-step tour of ``ShowTourTests``, with Back allowed when `back`.
    func folder(back: Bool = false) throws -> URL {
        var files = ShowTourTests.content
        if back {
            files["Tutorials.json"] =
                #"{"tours": [{"name": "Basics", "steps": ["Library", "Editor", "Export"], "back": true}]}"#
        }
        return try ToolsTestSupport.contentFolder("show-tour-walk", files)
    }

    /// `guidebook show --tour NAME ROOT --state ROOT/state.plist` with `input` piped in.
    func walk(_ tour: String, in root: URL, input: String, _ more: [String] = []) throws -> ToolsTestSupport.Run {
        try ToolsTestSupport.guidebook(
            ["show", "--tour", tour, root.path, "--state", root.appendingPathComponent("state.plist").path] + more,
            input: input, in: root, environment: ToolsTestSupport.plainEnvironment)
    }

    @Test func oneRunWithALinePerNextPrintsEveryStepOfTheTour() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try walk("Basics", in: root, input: "\n\n\n", ["--language", "en"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.isEmpty)
        #expect(Snapshot.mismatch(run.output, named: "show-tour-next-next-done.txt") == nil)
        let again = try walk("Basics", in: root, input: "\n", ["--language", "en"])
        #expect(again.status == 0)
        #expect(again.output.isEmpty, "the tour is finished: the next run shows nothing")
    }

    @Test func skipOnTheFirstCardEndsTheTourInTheSameRun() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try walk("Basics", in: root, input: "s\n\n\n", ["--language", "en"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Snapshot.mismatch(run.output, named: "show-tour-skip.txt") == nil)
        let explanation = try ToolsTestSupport.guidebook(
            ["show", "Editor", "--explain", "--language", "en"], onContent: root)
        #expect(explanation.output.hasPrefix("Editor: does not show (tour)"), "\(explanation.output)")
    }

    @Test func backShowsTheStepBeforeAgainOnATourThatAllowsIt() throws {
        let root = try folder(back: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try walk("Basics", in: root, input: "\nb\n\n\n", ["--language", "en"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(Snapshot.mismatch(run.output, named: "show-tour-back.txt") == nil)
    }

    @Test func theEndOfInputDismissesTheRemainingCardsAndTheTourIsDone() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        // One line for the first card; the input then ends, as `< /dev/null` does for `show KEY`.
        let run = try walk("Basics", in: root, input: "next\n", ["--language", "en"])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.components(separatedBy: "┌").count - 1 == 3, "\(run.output)")
        let again = try walk("Basics", in: root, input: "", ["--language", "en"])
        #expect(again.output.isEmpty)
    }

    @Test func aTourTheRulesLackIsAnErrorWithTheNearestName() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try walk("Basic", in: root, input: "")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors == "error: The rules in \(root.path) have no tour 'Basic'. Did you mean 'Basics'?\n")
    }

    @Test(arguments: [["show", "Library", "--tour", "Basics"], ["show", "--tour", "Basics", "--explain"]])
    func aTourTakesNoKeyNorExplain(arguments: [String]) throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try ToolsTestSupport.guidebook(arguments, onContent: root)
        #expect(run.status == 2)
        #expect(
            Snapshot.mismatch(run.errors, named: "show-tour-usage-\(arguments[1] == "Library" ? "key" : "explain").txt")
                == nil)
    }

    @Test(arguments: ["en", "de", "ar"])
    func theExamplesTourWalksToItsEndInEachLanguage(language: String) throws {
        let state = try ToolsTestSupport.temporaryFolder("show-tour-example")
        defer { try? FileManager.default.removeItem(at: state) }
        let run = try ToolsTestSupport.guidebook(
            [
                "show", "--tour", "basics", "Examples/Compositions", "--language", language, "--state",
                state.appendingPathComponent("state.plist").path,
            ], input: "\n\n", in: ToolsTestSupport.repositoryRoot, environment: ToolsTestSupport.plainEnvironment)
        #expect(run.status == 0, "\(run.errors)")
        #expect(Snapshot.mismatch(run.output, named: "show-tour-example-\(language).txt") == nil)
    }
}
