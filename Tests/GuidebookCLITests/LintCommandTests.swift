import Foundation
import Guidebook
import Testing

/// `guidebook lint` on fixture apps, run as the built binary.
@Suite struct LintCommandTests {
    /// An app with known problems; the comments in `expected` say which line holds each.
    static let brokenApp: [String: String] = [
        "en.lproj/Tutorial.strings": """
        /* Cards of the fixture app. */
        "Welcome Title" = "Welcome";
        "Welcome" = "Hello %@, you have %d scores.";
        "Export Title" = "Export";
        "Export" = "Share a score.";
        "Tips Title" = "Tips";
        "Tips" = "Shake for tips.";
        """,
        "de.lproj/Tutorial.strings": """
        "Welcome Title" = "Willkommen";
        "Welcome" = "Hallo %d, du hast %@ Partituren.";
        "Export" = "Teile eine Partitur.";
        "Tips Title" = "Tipps";
          "Tips" = "Schüttle für Tipps.";
        "Welcome Title" = "Hallo";
        """,
        "Sources/App.swift": #"""
        import Guidebook

        // tutorials.show("Commented")
        /* show("AlsoCommented") /* nested */ show("StillComment") */
        func start(tutorials: Tutorials) {
            tutorials.show("Welcome")
            let note = "show(\"InString\")"
            tutorials.show("Export")
            tutorials.show("Missing")
            tutorials.show("Tip \(note)")
            navigationController.show(controller, sender: nil)
        }
        """#,
        "Sources/Legacy/Legacy.m": """
        // [tutorials showTutorialForKey:@"OldComment"];
        - (void)viewDidAppear:(BOOL)animated {
            NSLog(@"showTutorialForKey:@\\"Quoted\\"");
            [self.tutorials showTutorialForKey:@"Welcome"];
            [self.tutorials   showTutorialForKey:@"Gone"];
        }
        """,
    ]

    struct Expected: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var severity: String
        var code: DiagnosticCode?

        var description: String { "\(file):\(line):\(column): \(severity) [\(code?.rawValue ?? "")]" }
    }

    static let expected: Set<Expected> = [
        // The German Export card has no title; reported where the code shows it.
        Expected(file: "App/Sources/App.swift", line: 8, column: 20, severity: "error", code: .missingTitle),
        // "Missing" has no copy anywhere: title and body, in both languages.
        Expected(file: "App/Sources/App.swift", line: 9, column: 20, severity: "error", code: .missingTitle),
        Expected(file: "App/Sources/App.swift", line: 9, column: 20, severity: "error", code: .missingBody),
        // The interpolated key cannot be checked.
        Expected(file: "App/Sources/App.swift", line: 10, column: 20, severity: "note", code: .dynamicKey),
        // "Gone" from Objective-C: no copy in either language.
        Expected(file: "App/Sources/Legacy/Legacy.m", line: 5, column: 42, severity: "error", code: .missingTitle),
        Expected(file: "App/Sources/Legacy/Legacy.m", line: 5, column: 42, severity: "error", code: .missingBody),
        // The German Welcome swaps %@ and %d.
        Expected(file: "App/de.lproj/Tutorial.strings", line: 2, column: 1, severity: "error", code: .formatMismatch),
        // The German table writes "Welcome Title" twice.
        Expected(file: "App/de.lproj/Tutorial.strings", line: 6, column: 1, severity: "warning", code: .duplicateKey),
        // Tips is in the tables but no code shows it.
        Expected(file: "App/en.lproj/Tutorial.strings", line: 6, column: 1, severity: "warning", code: .unusedKey),
    ]

    struct Output: Decodable {
        struct Item: Decodable {
            var severity: String
            var message: String
            var fix: String?
            var code: DiagnosticCode?
            var file: String?
            var line: Int?
            var column: Int?
        }
        var diagnostics: [Item]
        var errors: Int
        var warnings: Int
    }

    @Test func eachKnownProblemIsReportedAtItsLineAndColumnAndNothingElse() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(Self.brokenApp, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        #expect(run.status == 1)
        let output = try JSONDecoder().decode(Output.self, from: Data(run.output.utf8))
        let found = output.diagnostics.map {
            Expected(
                file: $0.file ?? "", line: $0.line ?? 0, column: $0.column ?? 0, severity: $0.severity,
                code: $0.code)
        }
        // Missing copy in two languages gives one finding per language at the same place.
        let perLanguage = found.filter { $0.code?.rawValue.hasPrefix("missing-") == true }
        #expect(perLanguage.count == 1 + 4 + 4)
        #expect(
            Set(found) == Self.expected,
            "unexpected: \(Set(found).subtracting(Self.expected)), missing: \(Self.expected.subtracting(Set(found)))")
        #expect(output.errors == 10)
        #expect(output.warnings == 2)
        let gone = output.diagnostics.filter { $0.message.contains("\"Gone\"") }.map(\.message)
        #expect(
            gone == [
                #"The tutorial "Gone" has no title in en in table "Tutorial"; its card is shown without one."#,
                #"The tutorial "Gone" has no body in en in table "Tutorial"; no card is shown."#,
                #"The tutorial "Gone" has no title in de in table "Tutorial"; its card is shown without one."#,
                #"The tutorial "Gone" has no body in de in table "Tutorial"; no card is shown."#,
            ])
    }

    @Test func textOutputUsesTheCompilerFormatAndASummary() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(Self.brokenApp, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App"], in: root)
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                #"App/Sources/App.swift:8:20: error: The tutorial "Export" has no title in de in table "Tutorial"; "#
                    + #"its card is shown without one. Add "Export Title" = "…"; to de.lproj/Tutorial.strings."#))
        #expect(lines.contains { $0.hasPrefix("App/en.lproj/Tutorial.strings:6:1: warning: Tutorial \"Tips\"") })
        #expect(lines.last == "10 errors, 2 warnings (4 keys in 2 source files, 2 languages)")
    }

    @Test func theExampleContentIsCleanItsTranslationsHaveTheEnglishBooksShape() throws {
        let run = try ToolsTestSupport.guidebook(["lint"], in: ToolsTestSupport.repositoryRoot)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasPrefix("0 errors, 0 warnings"), "\(run.output)")
    }

    @Test func aTranslationOfAnotherShapeIsAWarningAtTheSectionThatDiffers() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(
            [
                "en.lproj/HelpBook.json": """
                {"format": "guidebook-help", "sections": [{"id": "basics", "title": "Basics", "items": [
                  {"id": "export", "title": "Export", "body": "Share it."},
                  {"id": "print", "title": "Print", "body": "Print it."}]}]}
                """,
                "de.lproj/HelpList.plist": ToolsTestSupport.helpList([("Grundlagen", [("Exportieren", "Teile es.")])]),
            ], into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App"], in: root)
        #expect(run.status == 0, "a warning: the German book still works, with its own ids")
        #expect(
            run.output.contains(
                "App/de.lproj/HelpList.plist:5:1: warning: The de help book has 1 row in section 1 \"Grundlagen\" "
                    + "where en has 2, so its articles keep ids derived from their own titles and links to en's ids "
                    + "do not open in it. Give it the sections and rows of App/en.lproj/HelpBook.json, in the same order."
            ), "\(run.output)")
    }

    @Test func cleanContentExitsZero() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(
            [
                "en.lproj/Tutorial.strings":
                    "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Hi %1$@, %2$d new.\";\n",
                "de.lproj/Tutorial.strings": "\"Welcome Title\" = \"Hallo\";\n\"Welcome\" = \"%2$d neu, %1$@.\";\n",
                "Code/Start.swift": "tutorials.show(\"Welcome\")\n",
            ], into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--sources", "App/Code"], in: root)
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output == "0 errors, 0 warnings (1 key in 1 source file, 2 languages)\n")
    }

    @Test func aMissingSourcesFolderIsAnError() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(Self.brokenApp, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--sources", "Nope"], in: root)
        #expect(run.status == 1)
        #expect(run.errors.contains("'Nope' does not exist"))
    }
}

extension LintCommandTests {
    static let catalogApp: [String: String] = [
        "Tutorial.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Welcome" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "Hallo %@"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hello %d"
                  }
                }
              }
            },
            "Welcome Title" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : ""
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Welcome"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """,
        "Sources/App.swift": "tutorials.show(\"Welcome\")\n",
    ]

    @Test func stringCatalogStatesAndTranslationsAreChecked() throws {
        let root = try ToolsTestSupport.temporaryFolder("lint")
        try ToolsTestSupport.write(Self.catalogApp, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        #expect(run.status == 1)
        let output = try JSONDecoder().decode(Output.self, from: Data(run.output.utf8))
        let found = Set(
            output.diagnostics.map {
                Expected(
                    file: $0.file ?? "", line: $0.line ?? 0, column: $0.column ?? 0, severity: $0.severity,
                    code: $0.code)
            })
        let expected: Set<Expected> = [
            // The German Welcome asks for an object where English asks for an integer.
            Expected(file: "App/Tutorial.xcstrings", line: 7, column: 26, severity: "error", code: .formatMismatch),
            // ... and is still waiting for review.
            Expected(file: "App/Tutorial.xcstrings", line: 7, column: 26, severity: "warning", code: .catalogState),
            // The German title is new (empty): not translated, and the card has no title in German.
            Expected(file: "App/Tutorial.xcstrings", line: 23, column: 26, severity: "warning", code: .catalogState),
            Expected(file: "App/Sources/App.swift", line: 1, column: 16, severity: "error", code: .missingTitle),
        ]
        #expect(
            found == expected, "unexpected: \(found.subtracting(expected)), missing: \(expected.subtracting(found))")
    }
}
