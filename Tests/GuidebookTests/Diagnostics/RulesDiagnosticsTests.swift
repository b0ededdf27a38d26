import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What a rules file (`Tutorials.json`) is refused for, each from a real bad file, with every
/// finding of the refusal compared whole against one golden file.
@Suite struct RulesDiagnosticsTests {
    static let files: [(String, String)] = [
        (
            "cards whose prerequisites form a cycle",
            #"{"cards": {"Editor": {"prerequisites": ["Library"]}, "Library": {"prerequisites": ["Editor"]}}}"#
        ),
        (
            "a tour that lists a card twice",
            #"{"tours": [{"name": "Basics", "steps": ["Welcome", "Export", "Welcome"]}]}"#
        ),
        ("a tour without a name", #"{"tours": [{"steps": ["Welcome", "Export"]}]}"#),
        (
            "a group that shows the first available card with a back button",
            #"{"tours": [{"name": "Tips", "kind": "firstAvailable", "steps": ["Export", "Library"], "back": true}]}"#
        ),
        ("an action without an id", #"{"cards": {"Export": {"actions": [{"role": "primary"}]}}}"#),
        (
            "a card with two actions of one id",
            #"{"cards": {"Export": {"actions": [{"id": "tryIt"}, {"id": "tryIt"}]}}}"#
        ),
        (
            "a card with four actions",
            #"{"cards": {"Export": {"actions": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}]}}}"#
        ),
        ("an image that names nothing", #"{"cards": {"Export": {"image": {}}}}"#),
        ("a colour with a dark variant only", ##"{"style": {"tint": {"dark": "#0A84FF"}}}"##),
    ]

    @Test func everyRefusalOfARulesFileSaysWhereAndHowToFixIt() {
        var table = DiagnosticTable()
        for (label, text) in Self.files {
            do throws(TutorialRulesError) {
                _ = try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
                table.add("\(label): \(text)", [])
            } catch {
                table.add("\(label): \(text)", error.diagnostics)
            }
        }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-rules.txt") == nil)
    }
}
