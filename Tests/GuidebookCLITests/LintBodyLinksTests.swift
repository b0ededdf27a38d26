import Foundation
import Testing

/// `guidebook lint` reports a card body's link to a help article the book lacks, in each
/// language, at the body's entry with the nearest id, as it reports an action's `help:` target.
@Suite struct LintBodyLinksTests {
    @Test func aBodyLinkToAMissingArticleFailsLintWithItsPositionAndTheNearestId() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint-body-links")
        defer { try? FileManager.default.removeItem(at: root) }
        let example = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")
        let content = root.appendingPathComponent("Compositions")
        try FileManager.default.copyItem(at: example, to: content)
        for (language, from, to) in [
            ("de", "help:export-midi", "help:export-mid"), ("ar", "(help:search)", "(#serch)"),
        ] {
            let url = content.appendingPathComponent("\(language).lproj/Tutorial.strings")
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: url)
        }
        let run = try ToolsTestSupport.guidebook(["lint", "Compositions"], in: root)
        #expect(run.status == 1)
        #expect(
            run.output + run.errors == """
                Compositions/ar.lproj/Tutorial.strings:33:1: error: The body of "Tags" in ar links to the help article "serch", which the ar help book does not have. Did you mean "help:search"?
                Compositions/de.lproj/Tutorial.strings:13:1: error: The body of "Export" in de links to the help article "export-mid", which the de help book does not have. Did you mean "help:export-midi"?
                2 errors, 0 warnings (7 keys in 3 source files, 3 languages)

                """)
    }
}
