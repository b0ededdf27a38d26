import Foundation
import Testing

/// `guidebook lint` checking the rules file against the tables and the code.
@Suite struct LintRulesTests {
    static let app: [String: String] = [
        "en.lproj/Tutorial.strings": """
        "Welcome Title" = "Welcome";
        "Welcome" = "Hello.";
        "Export Title" = "Export";
        "Export" = "Share a score.";
        "Tips Title" = "Tips";
        "Tips" = "Shake for tips.";
        """,
        "Tutorials.json": """
        {"cards": {
          "Welcome": {"maxDisplayCount": 2},
          "Exprt": {"maxDisplayCount": 3},
          "Export": {"prerequisites": ["Welcome", "Onboarding"]}
        },
        "tours": [
          {"name": "Basics", "steps": ["Welcome", "Tipps"]}
        ]}
        """,
        "Sources/App.swift": """
        import Guidebook

        func start(tutorials: Tutorials) {
            tutorials.show("Welcome")
            tutorials.show("Export")
            tutorials.show("Tips")
            tutorials.donate("exportedPDF")
            let rules = TutorialRuleSet(conditions: [
                .event("exportedPDF", .atLeast, 3), .event("openedDocument", .atLeast, 1)])
            _ = rules
        }
        """,
    ]

    func lint(_ files: [String: String]) throws -> (status: Int32, items: [LintCommandTests.Output.Item]) {
        let root = try ToolsTestSupport.temporaryFolder("lint-rules")
        try ToolsTestSupport.write(files, into: root.appendingPathComponent("App"))
        let run = try ToolsTestSupport.guidebook(["lint", "App", "--format", "json"], in: root)
        let output = try JSONDecoder().decode(LintCommandTests.Output.self, from: Data(run.output.utf8))
        return (run.status, output.diagnostics)
    }

    @Test func rulesNamingNoCardAndEventsNobodyDonatesAreReportedWhereTheyAreWritten() throws {
        let (status, items) = try lint(Self.app)
        #expect(status == 1)
        let found = items.map { "\($0.file ?? ""):\($0.line ?? 0) \($0.severity) \($0.code?.rawValue ?? "")" }
        #expect(
            Set(found) == [
                "App/Tutorials.json:3 warning rules-unknown-card",
                "App/Tutorials.json:4 error rules-unknown-prerequisite",
                "App/Tutorials.json:7 error rules-unknown-step",
                "App/Sources/App.swift:9 warning event-never-donated",
            ], "\(found)")
        let card = items.first { $0.code == .rulesUnknownCard }
        #expect(card?.message.contains("\"Exprt\"") == true)
        #expect(card?.fix == "Did you mean \"Export\"?")
        #expect(card?.column == 3)
        let prerequisite = items.first { $0.code == .rulesUnknownPrerequisite }
        #expect(
            prerequisite?.message
                == "The prerequisite \"Onboarding\" of \"Export\" is no card, so \"Export\" never shows.")
        #expect(prerequisite?.column == 14)
        #expect(items.first { $0.code == .rulesUnknownStep }?.fix == "Did you mean \"Tips\"?")
        let event = items.first { $0.code == .eventNeverDonated }
        #expect(event?.message.contains("\"openedDocument\"") == true)
        #expect(event?.column == 52)
    }

    @Test func aDonationBuiltAtRunTimeTurnsTheEventCheckOff() throws {
        var files = Self.app
        files["Sources/Events.swift"] = "func log(_ t: Tutorials, _ name: String) { t.donate(name) }\n"
        let (_, items) = try lint(files)
        #expect(!items.contains { $0.code == .eventNeverDonated })
    }

    @Test func anEventThatRulesInCodeCountIsCheckedWithoutARulesFile() throws {
        var files = Self.app
        files["Tutorials.json"] = nil
        let (_, items) = try lint(files)
        let found = items.filter { $0.code == .eventNeverDonated }.map {
            "\($0.file ?? ""):\($0.line ?? 0):\($0.column ?? 0) \($0.message) \($0.fix ?? "")"
        }
        #expect(
            found == [
                "App/Sources/App.swift:9:52 The condition counts the event \"openedDocument\", but no code donates it, "
                    + "so it never passes. Call tutorials.donate(\"openedDocument\") where it happens."
            ])
    }

    /// A refused rules file: a misspelt rule and an action role that is none of the three, each
    /// at its place in the file (a refused value at its key, as the reader places it) with the
    /// nearest right word.
    @Test(arguments: [
        (#"{"cards": {"Export": {"maxDisplayCont": 3}}}"#, 1, 23, "Did you mean \"maxDisplayCount\"?"),
        (
            #"{"cards": {"Export": {"actions": [{"id": "tryIt", "role": "primry"}]}}}"#, 1, 51,
            "Did you mean \"primary\"?"
        ),
    ])
    func aRefusedRulesFileIsReportedAtItsPosition(rules: String, line: Int, column: Int, fix: String) throws {
        var files = Self.app
        files["Tutorials.json"] = rules
        let (status, items) = try lint(files)
        #expect(status == 1)
        let finding = items.first { $0.severity == "error" && $0.file?.hasSuffix("Tutorials.json") == true }
        #expect(finding.map { [$0.line ?? 0, $0.column ?? 0] } == [line, column], "\(items)")
        #expect(finding?.fix == fix)
    }
}
