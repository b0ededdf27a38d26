import Foundation
import Testing

/// `guidebook show KEY --language L` shows the card in the language the folder source resolves.
@Suite struct ShowLanguageTests {
    static var repoRoot: URL { ToolsTestSupport.repositoryRoot }

    /// Runs `guidebook show ARGUMENTS --always` in the package root with exactly `locale` as its
    /// environment; `output` holds standard output followed by standard error.
    func show(_ arguments: [String], locale: [String: String] = ["LANG": "C"]) throws -> (
        status: Int32, output: String
    ) {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("gb-show-\(UUID().uuidString).plist")
        defer { try? FileManager.default.removeItem(at: state) }
        let run = try ToolsTestSupport.guidebook(
            ["show"] + arguments + ["--always", "--state", state.path], in: Self.repoRoot, environment: locale)
        return (run.status, run.output + run.errors)
    }

    func expectedTitle(_ language: String) throws -> String {
        let url = Self.repoRoot.appendingPathComponent("Examples/Compositions/\(language).lproj/Tutorial.strings")
        let table = try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: String])
        return try #require(table["Welcome Title"])
    }

    @Test(arguments: [("de", "de"), ("de-AT", "de"), ("ar", "ar"), ("ar_EG", "ar"), ("ja", "en"), ("zh-TW", "en")])
    func showPicksTheResolvedLanguage(requested: String, shown: String) throws {
        let result = try show(["Welcome", "--language", requested])
        #expect(result.status == 0, "\(result.output)")
        let title = try expectedTitle(shown)
        #expect(result.output.contains(title), "expected \(title) in:\n\(result.output)")
        if shown != "en" {
            #expect(!result.output.contains(try expectedTitle("en")))
        }
    }

    /// Without `--language` the card follows the locale, as an app follows the device's languages.
    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "de"),
        (["LANGUAGE": "ar", "LANG": "de_DE.UTF-8"], "ar"),
        (["LC_ALL": "ar_EG.UTF-8", "LANG": "de_DE.UTF-8"], "ar"),
        (["LANG": "C"], "en"),
        (["LANGUAGE": "de", "LANG": "C"], "en"),
        ([:], "en"),
    ])
    func withoutLanguageTheLocalePicksTheCard(locale: [String: String], shown: String) throws {
        let result = try show(["Welcome"], locale: locale)
        #expect(result.status == 0, "\(result.output)")
        let title = try expectedTitle(shown)
        #expect(result.output.contains(title), "expected \(title) in:\n\(result.output)")
        for other in ["en", "de", "ar"] where other != shown {
            #expect(!result.output.contains(try expectedTitle(other)))
        }
    }

    @Test func languageOverridesTheLocale() throws {
        let result = try show(["Welcome", "--language", "en"], locale: ["LANGUAGE": "ar", "LANG": "de_DE.UTF-8"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains(try expectedTitle("en")))
        #expect(!result.output.contains(try expectedTitle("de")))
        #expect(!result.output.contains(try expectedTitle("ar")))
    }
}
