import Foundation
import Guidebook
import Testing

@Suite struct SpotlightRulesFileTests {
    func read(_ text: String) -> Result<TutorialRules, TutorialRulesError> {
        Result { () throws(TutorialRulesError) in
            try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
        }
    }

    @Test func aSpotlightIsReadWithItsTargetShapePaddingAndPlacement() throws {
        let text = """
            {"cards": {
              "Export": {"spotlight": {"target": "exportButton", "shape": "circle", "padding": 4, "placement": "above"}},
              "Library": {"spotlight": {"target": {"x": 20, "y": 100.5, "width": 44, "height": 30},
                                        "shape": "rounded", "cornerRadius": 12}},
              "Share": {"spotlight": {"target": "shareButton"}}
            }}
            """
        let rules = try read(text).get()
        #expect(
            rules["Export"].spotlight
                == TutorialSpotlight(target: .id("exportButton"), shape: .circle, padding: 4, placement: .above))
        #expect(
            rules["Library"].spotlight
                == TutorialSpotlight(
                    target: .frame(SpotlightRect(x: 20, y: 100.5, width: 44, height: 30)),
                    shape: .rounded(cornerRadius: 12)))
        #expect(rules["Share"].spotlight == TutorialSpotlight(target: .id("shareButton")))
        #expect(rules["Share"].maxDisplayCount == 1)
    }

    @Test func aSpotlightThatPassesTapsThroughIsReadAndOffIsTheDefault() throws {
        let text = """
            {"cards": {
              "Export": {"spotlight": {"target": "exportButton", "passesTapsThrough": true}},
              "Share": {"spotlight": {"target": "shareButton", "passesTapsThrough": false}},
              "Library": {"spotlight": {"target": "libraryButton"}}
            }}
            """
        let rules = try read(text).get()
        #expect(rules["Export"].spotlight == TutorialSpotlight(target: .id("exportButton"), passesTapsThrough: true))
        #expect(rules["Share"].spotlight == TutorialSpotlight(target: .id("shareButton")))
        #expect(rules["Library"].spotlight?.passesTapsThrough == false)
    }

    @Test func aSpotlightInAPropertyListIsReadAlike() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>cards</key><dict><key>Export</key><dict>
            <key>spotlight</key><dict><key>target</key><string>exportButton</string>
            <key>shape</key><string>rectangle</string><key>padding</key><real>2.5</real></dict>
            </dict></dict></dict></plist>
            """
        let rules = try TutorialRules(data: Data(plist.utf8), file: "Tutorials.plist", isJSON: false)
        #expect(
            rules["Export"].spotlight == TutorialSpotlight(target: .id("exportButton"), shape: .rectangle, padding: 2.5)
        )
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "shape": "circel"}}}}"#,
            code: DiagnosticCode.rulesUnknownName, column: 52, fix: #"Did you mean "circle"?"#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "shpe": "circle"}}}}"#,
            code: DiagnosticCode.rulesUnknownKey,
            column: 52, fix: #"Did you mean "shape"?"#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "padding": -4}}}}"#,
            code: DiagnosticCode.rulesWrongType,
            column: 52, fix: #"Write "padding" as a number of points (0 or more)."#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "placement": "under"}}}}"#,
            code: DiagnosticCode.rulesUnknownName, column: 52, fix: "Use one of above, below, leading, trailing."
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": 7}}}}"#, code: DiagnosticCode.rulesWrongType,
            column: 37,
            fix: #"Write "target" as an id (text) or a frame ({"x", "y", "width", "height"})."#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "passesTapsThrough": "yes"}}}}"#,
            code: DiagnosticCode.rulesWrongType, column: 52, fix: #"Write "passesTapsThrough" as true or false."#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": {"target": "b", "passTapsThrough": true}}}}"#,
            code: DiagnosticCode.rulesUnknownKey, column: 52, fix: #"Did you mean "passesTapsThrough"?"#
        ),
        (
            text: #"{"cards": {"Export": {"spotlight": "exportButton"}}}"#, code: DiagnosticCode.rulesWrongType,
            column: 23,
            fix: #"Write "spotlight" as a dictionary ({"target": "exportButton"})."#
        ),
    ])
    func badSpotlightsAreReportedAtTheirPositionWithAFix(text: String, code: DiagnosticCode, column: Int, fix: String) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        let finding = error.diagnostic
        #expect(error.diagnostics.count == 1)
        #expect(finding.code == code)
        #expect(finding.location.map { [$0.line, $0.column] } == [1, column])
        #expect(finding.fix == fix)
    }

    @Test(arguments: [
        (
            #"{"cards": {"Export": {"spotlight": {"shape": "circle"}}}}"#, DiagnosticCode.rulesMissingKey,
            "has no target"
        ),
        (
            #"{"cards": {"Export": {"spotlight": {"target": {"x": 1, "y": 2, "width": 0, "height": 4}}}}}"#,
            DiagnosticCode.rulesBadValue, "has no area"
        ),
        (
            #"{"cards": {"Export": {"spotlight": {"target": {"x": 1, "y": 2, "width": 3}}}}}"#,
            DiagnosticCode.rulesMissingKey,
            #"no "height""#
        ),
        (
            #"{"cards": {"Export": {"spotlight": {"target": "b", "shape": "circle", "cornerRadius": 4}}}}"#,
            DiagnosticCode.rulesBadValue, "only applies to the \"rounded\" shape"
        ),
        (#"{"cards": {"Export": {"spotlight": {"target": " "}}}}"#, DiagnosticCode.rulesBadValue, "target is empty"),
    ])
    func incompleteSpotlightsAreRefusedWithAPosition(text: String, code: DiagnosticCode, message: String) {
        guard case .failure(let error) = read(text) else {
            Issue.record("\(text) should be refused")
            return
        }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostic.code == code)
        #expect(error.diagnostic.message.contains(message), "\(error.diagnostic.message)")
        #expect(error.diagnostic.location?.line == 1)
        #expect((error.diagnostic.location?.column ?? 0) > 1)
    }
}
