import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What an app meets when it hands content to the engine or swaps it in: the rules file and the
/// app's code defining a card or tour differently, a set with errors refused by the store, and
/// help books whose translation does not match, compared whole against one golden file.
@Suite struct ContentEngineDiagnosticsTests {
    static func utf8(_ text: String) -> Data { Data(text.utf8) }

    static let welcome = utf8(
        "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a piece to open it.\";\n"
            + "\"Export Title\" = \"Sharing\";\n\"Export\" = \"Share a piece.\";\n")

    static func helpList(_ sections: [(String, [String])]) -> Data {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array>\n"
        for (title, rows) in sections {
            xml += "<dict>\n<key>Title</key><string>\(title)</string>\n"
            for row in rows { xml += "<key>\(row)</key><string>How \(row) works.</string>\n" }
            xml += "</dict>\n"
        }
        return utf8(xml + "</array>\n</plist>\n")
    }

    @Test func whatAnAppMeetsWhenItHandsContentToTheEngineSaysWhereAndHowToFixIt() {
        var table = DiagnosticTable()

        let rulesFile = Self.utf8(
            """
            {"frequency": "daily",
             "cards": {"Welcome": {"maxDisplayCount": 2}},
             "tours": [{"name": "Basics", "steps": ["Welcome", "Export"]}]}
            """)
        let withRules = GuidebookContent(
            source: .memory(["en.lproj/Tutorial.strings": Self.welcome, "Tutorials.json": rulesFile], name: "Content"),
            developmentLanguage: "en")
        let code = TutorialRules(
            cards: ["Welcome": TutorialRuleSet(maxDisplayCount: 3)], frequency: .immediate,
            tours: [TutorialTour("Basics", steps: ["Export", "Welcome"])])
        let tutorials = Tutorials(
            content: withRules, store: InMemoryStateStore(), presenter: CountingPresenter(), options: options(),
            preferredLanguages: ["en"], rules: code)
        table.add("rules in the app's code that differ from the rules file", tutorials.diagnostics)

        let store = ContentStore(
            GuidebookContent(
                source: .memory(["en.lproj/Tutorial.strings": Self.welcome], name: "Bundled"), developmentLanguage: "en"
            ))
        let broken = GuidebookContent(
            source: .memory(
                ["en.lproj/Tutorial.strings": Self.utf8("\"Welcome\" = \"Hi\"\n\"Export\" = \"Share\";\n")],
                name: "Download"),
            developmentLanguage: "en")
        table.add("a download with a syntax error swapped in") { () throws(GuidebookContentError) in
            _ = try store.replace(with: broken)
        }

        let books = GuidebookContent(
            source: .memory(
                [
                    "en.lproj/Tutorial.strings": Self.welcome,
                    "en.lproj/HelpList.plist": Self.helpList([("Basics", ["Open", "Export"]), ("Sharing", ["Mail"])]),
                    "de.lproj/HelpList.plist": Self.helpList([("Grundlagen", ["Öffnen"]), ("Teilen", ["Mail"])]),
                ], name: "Content"),
            developmentLanguage: "en")
        table.add("a German help book with a row fewer than the English one", books.validateEverything())

        #expect(Snapshot.mismatch(table.text, named: "diagnostics-content-engine.txt") == nil)
    }
}
