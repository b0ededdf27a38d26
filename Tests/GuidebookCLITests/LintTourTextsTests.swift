import Foundation
import Testing

/// `guidebook lint` on the words of a tour's controls: a translation in a language Guidebook has
/// no built-in words for (`GuidebookStrings`) that lacks them shows English on its tour steps, and
/// a progress format that cannot take the two numbers is unused.
@Suite struct LintTourTextsTests {
    static let tour = """
        {"tours": [{"name": "Basics", "steps": ["Welcome", "Export"]}]}
        """

    static func app(german: String, rules: String = tour, language: String = "de") -> [String: String] {
        [
            "en.lproj/Tutorial.strings": """
            "Welcome Title" = "Welcome";
            "Welcome" = "Hello.";
            "Export Title" = "Export";
            "Export" = "Share a score.";
            "Tour Next" = "Continue";
            """,
            "\(language).lproj/Tutorial.strings": """
            "Welcome Title" = "Willkommen";
            "Welcome" = "Hallo.";
            "Export Title" = "Export";
            "Export" = "Teile eine Partitur.";
            """ + german,
            "Tutorials.json": rules,
        ]
    }

    static let allGermanWords = """

        "Tour Next" = "Weiter";
        "Tour Done" = "Fertig";
        "Tour Skip" = "Tour überspringen";
        "Tour Progress" = "%1$d von %2$d";
        "Tour Progress Spoken" = "Schritt %1$d von %2$d";
        "Tour Next Hint" = "Zeigt den nächsten Schritt.";
        "Tour Done Hint" = "Beendet die Tour.";
        "Tour Skip Hint" = "Beendet die Tour ohne die übrigen Schritte.";
        """

    func lint(_ files: [String: String]) throws -> [LintCommandTests.Output.Item] {
        let root = try ToolsTestSupport.temporaryFolder("lint-tour-texts")
        defer { try? FileManager.default.removeItem(at: root) }
        try ToolsTestSupport.write(files, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        return try JSONDecoder().decode(LintCommandTests.Output.self, from: Data(run.output.utf8)).diagnostics
    }

    @Test func aTranslationGuidebookHasNoWordsForWithoutTheTourWordsIsWarnedItShowsEnglish() throws {
        let items = try lint(Self.app(german: "", language: "ca"))
        let warning = try #require(items.first { $0.code == .tourTextsEnglish })
        #expect(warning.file == "App/ca.lproj/Tutorial.strings")
        #expect(warning.message.contains("The ca tour steps show 8 of their controls' words in English"))
        #expect(warning.message.contains("\"Tour Next\", \"Tour Done\", \"Tour Skip\" and 5 more"))
        #expect(items.filter { $0.code == .tourTextsEnglish }.count == 1, "English needs no words of its own")
        #expect(!items.contains { $0.code == .unusedKey || $0.message.contains("Tutorial \"Tour") })
    }

    @Test func aGermanTranslationWithoutTheTourWordsIsQuietItHasTheBuiltInGermanOnes() throws {
        let items = try lint(Self.app(german: ""))
        #expect(!items.contains { $0.code?.rawValue.hasPrefix("tour-") == true }, "\(items.map(\.message))")
    }

    @Test func aTranslationWithEveryTourWordIsQuiet() throws {
        let items = try lint(Self.app(german: Self.allGermanWords))
        #expect(!items.contains { $0.code?.rawValue.hasPrefix("tour-") == true }, "\(items.map(\.message))")
    }

    @Test func withoutAnOrderedTourTheWordsAreNotAskedFor() throws {
        let group = """
            {"tours": [{"name": "Hints", "steps": ["Welcome", "Export"], "kind": "firstAvailable"}]}
            """
        let items = try lint(Self.app(german: "", rules: group, language: "ca"))
        #expect(!items.contains { $0.code == .tourTextsEnglish })
    }

    @Test func aProgressFormatThatCannotTakeTheTwoNumbersIsAnErrorAtItsEntry() throws {
        let words = Self.allGermanWords.replacingOccurrences(of: "%1$d von %2$d\"", with: "%1$d von %3$d\"")
        let items = try lint(Self.app(german: words))
        let error = try #require(items.first { $0.code == .tourProgressFormat })
        #expect(error.severity == "error")
        #expect(error.file == "App/de.lproj/Tutorial.strings")
        #expect(error.line == 8)
        #expect(
            error.message.hasPrefix(
                "\"Tour Progress\" = \"%1$d von %3$d\" in de does not show both the step's number and the tour's length"
            ))
    }
}
