import Foundation
import Testing

@testable import Guidebook

@Suite struct TutorialCopyTests {
    static let examples = repositoryRoot.appendingPathComponent("Examples/Compositions")

    @Test func bodyTitleAndFormatSpecifiersComeFromTheTableVerbatim() throws {
        let source = MemorySource(strings: [
            "Tempo": "Set %1$@ beats per minute for %2$@; 100%% is the written tempo.",
            "Tempo Title": "Tempo for %@",
        ])
        let card = try TutorialCopy(source: source).card(for: "Tempo")
        #expect(card.body == "Set %1$@ beats per minute for %2$@; 100%% is the written tempo.")
        #expect(card.title == "Tempo for %@")
    }

    @Test func aMissingBodyIsAnErrorNamingKeyAndTable() {
        let copy = TutorialCopy(source: MemorySource(strings: ["Welcome Title": "Hello"]), table: "Tutorial")
        #expect(throws: TutorialCopyError.missingBody(key: "Welcome", table: "Tutorial")) {
            try copy.card(for: "Welcome")
        }
        let text = TutorialCopyError.missingBody(key: "Welcome", table: "Tutorial").description
        #expect(text.contains("\"Welcome\"") && text.contains("Tutorial.strings"))
    }

    @Test(arguments: [
        ("de", "Tippen zum Fortfahren"), ("fr", "Touchez pour continuer"), ("ja", "タップして続ける"),
        ("zh-Hant", "輕點以繼續"), ("zh-TW", "輕點以繼續"), ("zh-Hans-CN", "轻点以继续"), ("pt-BR", "Toque para continuar"),
        ("ar", "اضغط للمتابعة"), ("he", "הקש כדי להמשיך"), ("xx", "Tap to continue"),
    ])
    func theHintIsTranslatedWhenTheTableHasNone(language: String, expected: String) throws {
        let source = MemorySource(language: language, strings: ["Welcome": "…"])
        #expect(try TutorialCopy(source: source).card(for: "Welcome").dismissHint == expected)
    }

    @Test func theTablesOwnHintWinsInItsLanguage() throws {
        let source = MemorySource(language: "de", strings: ["Welcome": "…", "Tap to continue": "Weiter mit Tippen"])
        #expect(try TutorialCopy(source: source).card(for: "Welcome").dismissHint == "Weiter mit Tippen")
    }

    @Test(arguments: [
        ("en", "Welcome to Compositions", LayoutDirection.leftToRight),
        ("de", "Willkommen bei Compositions", .leftToRight),
        ("ar", "مرحبًا بك في Compositions", .rightToLeft),
    ])
    func theExampleContentHasEveryCardInEveryLanguage(language: String, welcome: String, direction: LayoutDirection)
        throws
    {
        let copy = try TutorialCopy.stringsTable(in: Self.examples, preferredLanguages: [language])
        #expect(try copy.card(for: "Welcome").title == welcome)
        for key in ["Welcome", "Library", "Editor", "Export"] {
            let card = try copy.card(for: key)
            #expect(card.language == language)
            #expect(copy.hasTitle(for: key))
            #expect(card.layoutDirection == direction)
            #expect(card.dismissHint == TutorialCopy.builtInDismissHint(language: language))
        }
    }

    @Test func anUnreadableContentFolderIsATypedError() {
        #expect(throws: TutorialCopyError.self) {
            try TutorialCopy.stringsTable(in: URL(fileURLWithPath: "/nonexistent/guidebook"))
        }
    }
}
