import Foundation
import Testing

/// Runs the built `guidebook` binary, as a user would, on the example content.
@Suite struct ShowCommandTests {
    static let root = ToolsTestSupport.repositoryRoot

    /// Runs `guidebook ARGUMENTS` in the package root with empty input, in the `C`
    /// locale (so the default language is English) plus `locale`'s variables.
    static func guidebook(_ arguments: [String], locale: [String: String] = [:]) throws -> ToolsTestSupport.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["GUIDEBOOK_ALWAYS_SHOW"] = nil
        environment["COLUMNS"] = "72"
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES"] { environment[name] = nil }
        environment["LANG"] = "C"
        environment.merge(locale) { $1 }
        return try ToolsTestSupport.guidebook(arguments, in: root, environment: environment)
    }

    static func temporaryStateFile() throws -> URL {
        try ToolsTestSupport.temporaryFolder("guidebook-cli").appendingPathComponent("state.plist")
    }

    @Test func theFirstRunDrawsTheCardAndTheSecondPrintsNothing() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let first = try Self.guidebook(["show", "Welcome", "--state", state.path])
        #expect(first.status == 0)
        #expect(first.errors.isEmpty)
        #expect(first.output.contains("Welcome to Compositions"))
        #expect(first.output.contains("Tap to continue"))
        #expect(first.output.contains("┌") && first.output.contains("░"))
        let saved = try PropertyListSerialization.propertyList(from: Data(contentsOf: state), format: nil)
        #expect((saved as? [String: Any])?["hasSeenWelcome"] as? Int == 1)

        let second = try Self.guidebook(["show", "Welcome", "--state", state.path])
        #expect(second.status == 0)
        #expect(second.output.isEmpty)
        #expect(second.errors.isEmpty)

        let always = try Self.guidebook(["show", "Welcome", "--state", state.path, "--always"])
        #expect(always.output.contains("Welcome to Compositions"))
    }

    @Test(arguments: [
        ("de", "│ Noten schreiben ", "Tippen zum Fortfahren │"),
        ("ar", " كتابة النوتات │", "│ اضغط للمتابعة "),
    ])
    func theCardIsShownInTheLanguageAskedAndAlignedByItsDirection(language: String, title: String, hint: String)
        throws
    {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let run = try Self.guidebook(
            ["show", "Editor", "Examples/Compositions", "--language", language, "--state", state.path])
        #expect(run.status == 0)
        #expect(run.output.contains(title))
        #expect(run.output.contains(hint))
    }

    @Test func anUnknownKeyIsAnErrorThatSuggestsTheNearestKey() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        let run = try Self.guidebook(["show", "Edtor", "--state", state.path])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.errors.contains("'Edtor'"))
        #expect(run.errors.contains("Did you mean 'Editor'?"))
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func theSuggestionComesFromAStringCatalogToo() throws {
        let folder = try ToolsTestSupport.temporaryFolder("gb-catalog")
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Metronome": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tap to set the tempo."}}}},
              "Metronome Title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Tempo"}}}}}}
            """
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Tutorial.xcstrings"))
        let state = folder.appendingPathComponent("state.plist")
        let run = try Self.guidebook(["show", "Metronom", folder.path, "--state", state.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("Did you mean 'Metronome'?"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }

    @Test func aCorruptStateFileIsMovedAsideWithAMessageAndTheCardStillShows() throws {
        let state = try Self.temporaryStateFile()
        defer { try? FileManager.default.removeItem(at: state.deletingLastPathComponent()) }
        try Data("{ not a plist".utf8).write(to: state)
        let run = try Self.guidebook(["show", "Editor", "--state", state.path])
        #expect(run.status == 0)
        #expect(run.output.contains("Writing Notes"))
        let moved = try FileManager.default.contentsOfDirectory(atPath: state.deletingLastPathComponent().path)
            .first { $0.hasPrefix("state.plist.corrupt-") }
        let name = try #require(moved)
        #expect(run.errors.contains(name))
        #expect(run.errors.contains("warning:"))
    }

    @Test func aMissingContentFolderIsAnError() throws {
        let run = try Self.guidebook(["show", "Welcome", "/nonexistent/content", "--state", "/tmp/unused.plist"])
        #expect(run.status == 1)
        #expect(run.errors.contains("/nonexistent/content"))
    }

    @Test func explainPrintsEveryRuleFromTheContentsRulesFileAndShowsNothing() throws {
        let folder = try ToolsTestSupport.temporaryFolder("guidebook-explain")
        defer { try? FileManager.default.removeItem(at: folder) }
        let strings = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: strings, withIntermediateDirectories: true)
        try Data(
            "\"Welcome\" = \"Hi.\";\n\"Welcome Title\" = \"Hi\";\n\"Export\" = \"Share it.\";\n\"Export Title\" = \"Export\";\n"
                .utf8
        ).write(to: strings.appendingPathComponent("Tutorial.strings"))
        try Data(#"{"cards": {"Export": {"maxDisplayCount": 3, "prerequisites": ["Welcome"]}}}"#.utf8)
            .write(to: folder.appendingPathComponent("Tutorials.json"))
        let state = folder.appendingPathComponent("state.plist")
        let run = try Self.guidebook(["show", "Export", folder.path, "--state", state.path, "--explain"])
        #expect(run.status == 0)
        #expect(run.errors.isEmpty)
        #expect(
            run.output == """
                Export: does not show (prerequisites)
                  pass  invalidated      not invalidated: valid
                  pass  maxDisplayCount  fewer than 3 displays: 0 displays
                  FAIL  prerequisites    "Welcome" seen first: not seen
                  pass  frequency        none (immediate): —

                """)
        #expect(!FileManager.default.fileExists(atPath: state.path))

        try Data(#"{"cards": {"Export": {"maxDisplayCont": 3}}}"#.utf8)
            .write(to: folder.appendingPathComponent("Tutorials.json"))
        let bad = try Self.guidebook(["show", "Export", folder.path, "--state", state.path])
        #expect(bad.status == 1)
        #expect(bad.errors.contains("Tutorials.json:1:23: error: Unknown rule \"maxDisplayCont\""))
        #expect(bad.errors.contains("Did you mean \"maxDisplayCount\"?"))
    }
}
