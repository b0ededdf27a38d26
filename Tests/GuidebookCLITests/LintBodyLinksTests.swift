import Foundation
import GuidebookTestSupport
import Testing

/// `guidebook lint` reports a card body's link to a help article the book lacks, in each
/// language, with the nearest id, as it reports an action's `help:` target, and a link the card
/// refuses: each at the link's target inside the value, where an editor shows it (through
/// escapes, across the lines of a value, in a `.strings` file and in a String Catalog).
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
                Compositions/ar.lproj/Tutorial.strings:33:81: error: The body of "Tags" in ar links to the help article "serch", which the ar help book does not have. Did you mean "help:search"?
                Compositions/de.lproj/Tutorial.strings:13:80: error: The body of "Export" in de links to the help article "export-mid", which the de help book does not have. Did you mean "help:export-midi"?
                2 errors, 0 warnings (7 keys in 3 source files, 3 languages)

                """)
    }

    /// English copy in a `.strings` file, German in a String Catalog, one help book. The German
    /// "Tips" body has device variations, so no one string unit is its value: that finding stays
    /// at the entry's localization.
    static let app: [String: String] = [
        "en.lproj/HelpBook.json": """
        {"format": "guidebook-help", "version": 2, "language": "en", "sections": [
          {"id": "sharing", "title": "Sharing", "items": [
            {"id": "export-pdf", "title": "Exporting a PDF", "body": "Tap Export."},
            {"id": "export-midi", "title": "Exporting MIDI", "body": "Tap Export."}
          ]}
        ]}
        """,
        "en.lproj/Tutorial.strings": """
        /* The export card: an escaped quote and a \\U escape before its links, the second one on
           the value's second line. */
        "Export Title" = "Export";
        "Export" = "Save a \\"PDF\\" with [PDF](help:export-pdf) \\U2014
          or a [MIDI file](help:export-mid).";
        "Tips Title" = "Tips";
        "Tips" = "Tap **\\"Share\\"**, then [run it](javascript:share()).";

        """,
        "Tutorial.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Export" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Sichere ein \\"PDF\\" \\u00fcber [PDF](#export-pdf) oder [MIDI](help:expor-midi)."
                  }
                }
              }
            },
            "Export Title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Teilen" } }
              }
            },
            "Tips" : {
              "localizations" : {
                "de" : {
                  "variations" : {
                    "device" : {
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "[Mehr](help:tipps)" } }
                    }
                  }
                }
              }
            },
            "Tips Title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tipps" } }
              }
            }
          },
          "version" : "1.0"
        }
        """,
    ]

    @Test func eachBadBodyLinkIsReportedAtItsTargetInTheStringsFileAndTheCatalog() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint-body-link-places")
        defer { try? FileManager.default.removeItem(at: root) }
        try ToolsTestSupport.write(Self.app, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App"], in: root)
        #expect(run.status == 1)
        #expect(Snapshot.mismatch(run.output + run.errors, named: "lint-body-links.txt") == nil)
    }
}
