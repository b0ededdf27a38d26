import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// A rules file may say `"format": N`. In a file newer than this release reads
/// (`TutorialRules.supportedFormat`), a key or value this release does not know is a newer
/// release's field: ignored with a warning, the rest applied. In a file of this format or older
/// (or none) it is a typo: an error that refuses the file. Every case, with its positions and what
/// was applied, is compared whole against `Snapshots/diagnostics-rules-format.txt`.
@Suite struct TutorialRulesFormatTests {
    static let cases: [(String, String)] = [
        ("no format: an unknown card key is a typo", #"{"cards": {"Export": {"glow": true}}}"#),
        ("format 1: a misspelt rule", #"{"format": 1, "cards": {"Export": {"maxDisplayCont": 3}}}"#),
        (
            "format 2: an unknown card key is ignored, the card's other rules apply",
            "{\"format\": 2,\n \"cards\": {\"Export\": {\"maxDisplayCount\": 3, \"glow\": true}}}"
        ),
        (
            "format 2: a key near a known one still says what it might be",
            #"{"format": 2, "cards": {"Export": {"maxDisplayCont": 3}}}"#
        ),
        ("format 2: an unknown top-level key", #"{"format": 2, "badges": {}, "cards": {"Export": {}}}"#),
        (
            "format 2: an unknown style key",
            ##"{"format": 2, "cards": {"Export": {"style": {"tint": "#FF9500", "shadow": 4}}}}"##
        ),
        (
            "format 2: an unknown action key keeps the action",
            #"{"format": 2, "cards": {"Export": {"actions": [{"id": "tryIt", "role": "primary", "icon": "star"}]}}}"#
        ),
        (
            "format 2: an unknown action role is a secondary button",
            #"{"format": 2, "cards": {"Export": {"actions": [{"id": "remove", "role": "destructive"}]}}}"#
        ),
        (
            "format 1: an unknown action role is a typo",
            #"{"format": 1, "cards": {"Export": {"actions": [{"id": "tryIt", "role": "primry"}]}}}"#
        ),
        (
            "format 2: an unknown presentation is the default one",
            #"{"format": 2, "cards": {"Export": {"presentation": "popover"}}}"#
        ),
        (
            "format 2: an unknown presentation with a spotlight is a spotlight",
            #"{"format": 2, "cards": {"Export": {"presentation": "popover", "spotlight": {"target": "exportButton"}}}}"#
        ),
        (
            "no format: an unknown presentation is a typo",
            #"{"cards": {"Export": {"presentation": "ancored", "spotlight": {"target": "exportButton"}}}}"#
        ),
        (
            "format 2: an unknown spotlight key and placement",
            #"{"format": 2, "cards": {"Export": {"spotlight": {"target": "b", "placement": "around", "glow": 1}}}}"#
        ),
        (
            "format 2: an unknown image key keeps the symbol",
            ##"{"format": 2, "cards": {"Export": {"image": {"symbol": "star", "tint": "#FF0000"}}}}"##
        ),
        (
            "format 2: an unknown tour key",
            #"{"format": 2, "cards": {"Export": {}}, "tours": [{"name": "basics", "steps": ["Export"], "icon": "x"}]}"#
        ),
        (
            "format 2: a known key with a wrong value is still an error",
            #"{"format": 2, "frequency": "dayly", "cards": {"Export": {"maxDisplayCount": "three"}}}"#
        ),
        ("format 2: only known keys", #"{"format": 2, "cards": {"Export": {"maxDisplayCount": 3}}}"#),
        ("format as text", #"{"format": "2", "cards": {}}"#),
        ("format 0", #"{"format": 0, "cards": {}}"#),
    ]

    /// What the file gave the Export card, or the refusal.
    static func applied(_ rules: TutorialRules) -> String {
        let card = rules["Export"]
        var parts = [
            "maxDisplayCount \(card.maxDisplayCount.map(String.init) ?? "unlimited")",
            "presentation \(card.presentation?.rawValue ?? "default")",
        ]
        if let spotlight = card.spotlight {
            parts.append("spotlight placement \(spotlight.placement?.rawValue ?? "none")")
        }
        if !card.actions.isEmpty {
            parts.append("actions " + card.actions.map { "\($0.id) (\($0.role.rawValue))" }.joined(separator: ", "))
        }
        if let image = card.image { parts.append("image \(image)") }
        if let tint = card.style.tint { parts.append("tint \(tint.hex)") }
        let tours = rules.tours.map { "\($0.name): \($0.steps.joined(separator: ", "))" }
        if !tours.isEmpty { parts.append("tours " + tours.joined(separator: "; ")) }
        return "Export: " + parts.joined(separator: ", ")
    }

    @Test func eachCaseIsReadAsTheGoldenFileSays() {
        var text = ""
        for (label, json) in Self.cases {
            text += "# \(label)\n\(json)\n"
            do {
                let read = try TutorialRules.readLocating(Data(json.utf8), file: "Tutorials.json", isJSON: true)
                text += read.warnings.map { DiagnosticTable.line($0) + "\n" }.joined()
                text += "=> " + Self.applied(read.rules) + "\n"
            } catch {
                text += error.diagnostics.map { DiagnosticTable.line($0) + "\n" }.joined()
                text += "=> refused: every card shows once\n"
            }
        }
        #expect(Snapshot.mismatch(text, named: "diagnostics-rules-format.txt") == nil)
    }

    @Test func thisReleaseReadsFormatOne() {
        #expect(TutorialRules.supportedFormat == 1)
    }

    /// A set published for a newer app loads without errors: the rules apply without the
    /// unknown key, and the warning is in the content's and the engine's findings.
    @Test func contentOfANewerFormatHasNoErrorsAndTheEngineListsTheWarningFirst() async throws {
        let content = GuidebookContent(
            source: .memory(
                [
                    "en.lproj/Tutorial.strings": Data(#""Export Title" = "Export"; "Export" = "Share.";"#.utf8),
                    "Tutorials.json": Data(
                        #"{"format": 2, "cards": {"Export": {"maxDisplayCount": 2, "glow": true}}}"#.utf8),
                ], name: "Newer"))
        #expect(!content.hasErrors)
        #expect(content.tutorialRules["Export"].maxDisplayCount == 2)
        #expect(content.diagnostics.map(\.code) == [.rulesNewerKey])
        let tutorials = Tutorials(
            content: content, store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]), preferredLanguages: ["en"])
        #expect(tutorials.diagnostics.first?.code == .rulesNewerKey)
        #expect(tutorials.rules["Export"].maxDisplayCount == 2)
    }

    /// A newer format's set swapped into a running engine (a download reaching the app) brings
    /// its rules without the unknown key, and the engine lists the warning.
    @Test func aNewerSetSwappedInIsAppliedAndItsWarningReported() throws {
        let content = ContentStore(TutorialRulesLiveSwapTests.set(#"{"cards": {"Export": {}}}"#, "v1"))
        let tutorials = TutorialRulesLiveSwapTests.engine(content, presenter: CountingPresenter())
        #expect(tutorials.diagnostics.isEmpty)
        try content.replace(
            with: TutorialRulesLiveSwapTests.set(
                #"{"format": 2, "cards": {"Export": {"maxDisplayCount": 3, "badge": "new"}}}"#, "v2"))
        #expect(tutorials.rules["Export"].maxDisplayCount == 3)
        #expect(tutorials.diagnostics.map(\.code) == [.rulesNewerKey])
    }
}
