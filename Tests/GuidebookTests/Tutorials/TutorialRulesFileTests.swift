import Foundation
import Guidebook
import Testing

@Suite struct TutorialRulesFileTests {
    static let example = """
        {
          "frequency": "daily",
          "groups": { "editing": { "frequency": 3600 } },
          "cards": {
            "Welcome": { "ignoresFrequency": true },
            "Export": {
              "maxDisplayCount": 3,
              "maxDismissals": 2,
              "maxDisplayDuration": 90,
              "group": "editing",
              "prerequisites": ["Welcome"],
              "newInVersion": "2.0",
              "expires": "2027-01-31T00:00:00Z"
            },
            "Tips": { "maxDisplayCount": "unlimited" }
          },
          "tours": [
            { "name": "Basics", "steps": ["Library", "Editor", "Export"] },
            { "name": "Hints", "steps": ["Share", "Tips"], "kind": "firstAvailable" }
          ]
        }
        """

    func read(_ text: String, json: Bool = true) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: json ? "Tutorials.json" : "Tutorials.plist", isJSON: json)
        }
    }

    @Test func everyRuleAWriterCanSetIsRead() throws {
        let rules = try read(Self.example).get()
        #expect(rules.frequency == .daily)
        #expect(rules.groupFrequencies == ["editing": .custom(3_600)])
        #expect(rules["Welcome"].ignoresFrequency)
        let export = rules["Export"]
        #expect(export.maxDisplayCount == 3)
        #expect(export.maxDismissals == 2)
        #expect(export.maxDisplayDuration == 90)
        #expect(export.group == "editing")
        #expect(export.prerequisites == ["Welcome"])
        #expect(export.newInVersion == AppVersion("2.0"))
        #expect(export.expires == Date(timeIntervalSince1970: 1_801_353_600))
        #expect(rules["Tips"].maxDisplayCount == nil)
        #expect(
            rules.tours == [
                TutorialTour("Basics", steps: ["Library", "Editor", "Export"]),
                TutorialTour("Hints", steps: ["Share", "Tips"], kind: .firstAvailable),
            ])
    }

    @Test func aPropertyListSaysTheSame() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>frequency</key><string>daily</string>
              <key>cards</key>
              <dict>
                <key>Export</key>
                <dict>
                  <key>maxDisplayCount</key><integer>3</integer>
                  <key>prerequisites</key><array><string>Welcome</string></array>
                  <key>expires</key><date>2027-01-31T00:00:00Z</date>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        let rules = try read(plist, json: false).get()
        #expect(rules.frequency == .daily)
        #expect(rules["Export"].maxDisplayCount == 3)
        #expect(rules["Export"].prerequisites == ["Welcome"])
        #expect(rules["Export"].expires == Date(timeIntervalSince1970: 1_801_353_600))
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"maxDisplayCont": 3}}}"#, code: DiagnosticCode.rulesUnknownKey, line: 1,
            column: 23,
            fix: #"Did you mean "maxDisplayCount"?"#
        ),
        (
            text: "{\n  \"frequncy\": \"daily\"\n}", code: DiagnosticCode.rulesUnknownKey, line: 2, column: 3,
            fix: #"Did you mean "frequency"?"#
        ),
        (
            text: #"{"frequency": "dayly"}"#, code: DiagnosticCode.rulesUnknownName, line: 1, column: 2,
            fix: #"Did you mean "daily"?"#
        ),
        (
            text: #"{"cards": {"Export": {"maxDisplayCount": "three"}}}"#, code: DiagnosticCode.rulesWrongType, line: 1,
            column: 23, fix: #"Write "maxDisplayCount" as a whole number, 0 or more."#
        ),
        (
            text: #"{"cards": {"Export": {"prerequisites": "Welcome"}}}"#, code: DiagnosticCode.rulesWrongType, line: 1,
            column: 23, fix: #"Write "prerequisites" as an array of tutorial keys."#
        ),
        (
            text: #"{"cards": {"Export": {"newInVersion": "two"}}}"#, code: DiagnosticCode.rulesBadValue, line: 1,
            column: 23,
            fix: "Write it as 2, 2.1 or 2.1.3."
        ),
        (
            text: #"{"tours": [{"name": "Basics", "steps": ["A"], "kind": "ordered"}]}"#,
            code: DiagnosticCode.rulesUnknownName, line: 1, column: 47, fix: "Use one of sequence, firstAvailable."
        ),
        (
            text: #"{"cards": {"A": {"prerequisites": ["B"]}, "B": {"prerequisites": ["A"]}}}"#,
            code: DiagnosticCode.prerequisiteCycle, line: 1, column: 18,
            fix: "Remove one of the prerequisites in the cycle."
        ),
        (
            text: #"{"cards": {"Export": {"maxDisplayCount": 3,}}}"#, code: DiagnosticCode.rulesSyntax, line: 1,
            column: 44,
            fix: "Fix the JSON syntax."
        ),
        // Found by the rules fuzz target when rules held a `Duration`, which traps on 1e300 seconds.
        (
            text: #"{"groups": {"tips": {"frequency": 1e300}}}"#, code: DiagnosticCode.rulesBadValue, line: 1,
            column: 22, fix: "Write a number of seconds up to 3153600000 (100 years)."
        ),
        (
            text: #"{"cards": {"Export": {"maxDisplayDuration": 9223372036854775807}}}"#,
            code: DiagnosticCode.rulesBadValue,
            line: 1, column: 23, fix: "Write a number of seconds up to 3153600000 (100 years)."
        ),
        (
            text: #"{"frequency": 3153600001}"#, code: DiagnosticCode.rulesBadValue, line: 1, column: 2,
            fix: "Write a number of seconds up to 3153600000 (100 years)."
        ),
        (
            text: #"["Export"]"#, code: DiagnosticCode.rulesWrongType, line: 1, column: 1,
            fix: #"Start the file with { "cards": { … } }."#
        ),
    ])
    func badInputIsReportedAtItsPositionWithAFix(
        text: String, code: DiagnosticCode, line: Int, column: Int, fix: String
    ) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        let finding = error.diagnostic
        #expect(finding.code == code)
        #expect(finding.location?.file == "Tutorials.json")
        #expect(finding.location.map { [$0.line, $0.column] } == [line, column])
        #expect(finding.fix == fix)
        #expect(finding.severity == .error)
    }

    @Test func everyFindingIsReportedNotOnlyTheFirst() {
        let text = #"{"cards": {"Export": {"maxDisplayCont": 3, "group": 7}}, "tour": []}"#
        guard case .failure(let error) = read(text) else {
            Issue.record("should be refused")
            return
        }
        #expect(error.diagnostics.map(\.code) == [.rulesUnknownKey, .rulesWrongType, .rulesUnknownKey])
        #expect(error.diagnostics.last?.fix == #"Did you mean "tours"?"#)
    }

    @Test func aRulesFileIsReadFromDiskByItsExtension() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("Tutorials.json")
        try Data(Self.example.utf8).write(to: url)
        #expect(try TutorialRules(contentsOf: url)["Export"].maxDisplayCount == 3)
        let missing = folder.url.appendingPathComponent("Nope.json")
        #expect(throws: TutorialRulesError.self) { try TutorialRules(contentsOf: missing) }
    }
}
