import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The findings of a content set as a tool judges it (string tables, catalogs, the rules file,
/// each card's copy), each from a bad set in memory, compared whole against one golden file.
@Suite struct ContentDiagnosticsTests {
    static func utf8(_ text: String) -> Data { Data(text.utf8) }

    static let welcome = utf8("\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a composition to open it.\";\n")

    static let sets: [(String, [String: Data])] = [
        (
            "a .strings syntax error",
            ["en.lproj/Tutorial.strings": utf8("\"Welcome\" = \"Hi\"\n\"Export\" = \"Share\";\n")]
        ),
        (
            "a key written twice",
            ["en.lproj/Tutorial.strings": utf8("\"Welcome\" = \"Hi\";\n\"Welcome\" = \"Hello\";\n")]
        ),
        (
            "a .stringsdict whose root is an array",
            ["en.lproj/Tutorial.strings": welcome, "en.lproj/Tutorial.stringsdict": utf8("<plist><array/></plist>")]
        ),
        (
            "a String Catalog with a number for its strings",
            ["Tutorial.xcstrings": utf8(#"{"sourceLanguage": "en", "strings": 3}"#)]
        ),
        (
            "a String Catalog without a source language",
            ["Tutorial.xcstrings": utf8(#"{"strings": {}}"#)]
        ),
        (
            "a String Catalog with a German text that needs review",
            [
                "Tutorial.xcstrings": utf8(
                    #"{"sourceLanguage": "en", "version": "1.0", "strings": {"Welcome": {"localizations": {"#
                        + #""en": {"stringUnit": {"state": "translated", "value": "Hi"}}, "#
                        + #""de": {"stringUnit": {"state": "needs_review", "value": "Hallo"}}}}}}"#)
            ]
        ),
        (
            "a rules file with a JSON syntax error",
            ["en.lproj/Tutorial.strings": welcome, "Tutorials.json": utf8("{\"cards\": {\"Welcome\": }}")]
        ),
        (
            "a rules file with a misspelt key",
            [
                "en.lproj/Tutorial.strings": welcome,
                "Tutorials.json": utf8(#"{"cards": {"Welcome": {"maxDisplayCont": 2}}}"#),
            ]
        ),
    ]

    @Test func everyContentFindingSaysWhatIsWrongAndHowToFixIt() {
        var table = DiagnosticTable()
        for (label, files) in Self.sets {
            let content = GuidebookContent(source: .memory(files, name: "Content"), developmentLanguage: "en")
            table.add(label, content.validateEverything())
        }
        let folder = GuidebookContent(
            source: .folder(URL(fileURLWithPath: "/nonexistent/Content")), developmentLanguage: "en")
        table.add("a folder that does not exist", folder.validateEverything())
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-content.txt") == nil)
    }

    @Test func everyCardCopyFindingSaysWhatIsWrongAndHowToFixIt() {
        let files = [
            "en.lproj/Tutorial.strings": Self.utf8(
                "\"Welcome Title\" = \"Welcome\";\n\"Welcome\" = \"Tap a composition to open it.\";\n"
                    + "\"Export\" = \"Share a piece as PDF.\";\n"),
            "de.lproj/Tutorial.strings": Self.utf8("\"Welcome\" = \"Tippe auf ein Stück, um es zu öffnen.\";\n"),
            "fr.lproj/Tutorial.strings": Self.utf8("\"Welcome Title\" = \"Bienvenue\";\n"),
        ]
        let content = GuidebookContent(source: .memory(files, name: "Content"), developmentLanguage: "en")
        var table = DiagnosticTable()
        for language in ["en", "de", "fr"] {
            let (cards, skipped) = content.cards(language: language)
            table.add("\(language): cards not shown", skipped)
            for card in cards {
                table.add("\(language): \(card.key)", content.findings(for: card, language: language))
            }
        }
        let copy = content.tutorialCopy(preferredLanguages: ["en"])
        table.add("a key with no text") { () throws(TutorialCopyError) in _ = try copy.card(for: "Welcom") }
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-card-copy.txt") == nil)
    }
}
