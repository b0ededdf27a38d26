import Guidebook
import GuidebookCLI
import Testing

@Suite struct TutorialKeyScannerTests {
    @Test(arguments: [
        (#"tutorials.show("Welcome")"#, ["Welcome"]),
        (#"show("Welcome")"#, ["Welcome"]),
        (#".tutorial("Export")"#, ["Export"]),
        (#"await tutorials.showAndWait("Tips")"#, ["Tips"]),
        (#"Tutorials.shared.show(key: "Tips")"#, ["Tips"]),
        (##"tutorials.show(#"Raw "quoted""#)"##, [#"Raw "quoted""#]),
        (#"tutorials.show("A\"B")"#, [#"A"B"#]),
        (#"tutorials.reset("Welcome"); tutorials.hasSeen("Export")"#, ["Welcome", "Export"]),
        (#"// show("Comment")"#, []),
        (#"/* outer /* inner */ show("StillComment") */ show("After")"#, ["After"]),
        (#"let s = "show(\"InString\")""#, []),
        ("let s = \"\"\"\n show(\"InMultiline\")\n\"\"\"", []),
        (#"func show(_ key: String) {}"#, []),
        (#"controller.show(viewController, sender: nil)"#, []),
        (#"show("Welcome" + suffix)"#, []),
        (#"print("\(show("Nested"))")"#, []),
        ("show(\"Unterminated", []),
    ])
    func swiftCallsWithLiteralKeysAreFound(source: String, keys: [String]) {
        let result = TutorialKeyScanner.scan(source, path: "A.swift", objectiveC: false)
        #expect(result.uses.map(\.key) == keys)
    }

    @Test(arguments: [
        (#"[tutorials showTutorialForKey:@"Welcome"];"#, ["Welcome"]),
        (#"[tutorials show:@"Export"];"#, ["Export"]),
        (#"// [tutorials show:@"Comment"];"#, []),
        (#"NSLog(@"show:@\"No\"");"#, []),
        (#"char c = '"'; [t show:@"AfterChar"];"#, ["AfterChar"]),
    ])
    func objectiveCMessagesWithLiteralKeysAreFound(source: String, keys: [String]) {
        let result = TutorialKeyScanner.scan(source, path: "A.m", objectiveC: true)
        #expect(result.uses.map(\.key) == keys)
    }

    @Test func positionsPointAtTheKeysLiteral() {
        let source = "import Guidebook\n\n    tutorials.show(\"Welcome\")\nlet é = 1; show(\"Tips\")"
        let uses = TutorialKeyScanner.scan(source, path: "A.swift", objectiveC: false).uses
        #expect(uses.map { "\($0.location)" } == ["A.swift:3:20", "A.swift:4:17"])
    }

    @Test func interpolatedKeysAreReportedAsDynamic() {
        let result = TutorialKeyScanner.scan(#"tutorials.show("Tip\(index)")"#, path: "A.swift", objectiveC: false)
        #expect(result.uses.isEmpty)
        #expect(result.dynamicUses.map(\.location.column) == [16])
    }

    @Test(arguments: [
        ("Hello %@", "Hallo %@", true),
        ("%@ has %d", "%d hat %@", false),
        ("%1$@ has %2$d", "%2$d hat %1$@", true),
        ("%d items", "%i Dinge", true),
        ("%lld items", "%d Dinge", false),
        ("100%% sure", "100 %% sicher", true),
        ("%.2f km", "%f km", true),
        ("Score", "Punkte %@", false),
        ("%#@scores@", "%#@scores@", true),
        ("Save 50%", "Spare 50 %!", true),
        ("50% off", "50 % Rabatt", false),  // "% o" is an octal specifier to printf
    ])
    func formatSpecifiersCompareByArgument(original: String, translation: String, same: Bool) {
        #expect(FormatTemplate(original).takesSameArguments(as: FormatTemplate(translation)) == same)
    }
}
