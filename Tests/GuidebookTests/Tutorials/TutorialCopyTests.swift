import Foundation
import Guidebook
import Testing

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
        #expect(
            text
                == "The tutorial \"Welcome\" has no text in table \"Tutorial\"; no card was shown. Add \"Welcome\" = \"…\"; "
                + "and \"Welcome Title\" = \"…\"; to Tutorial.strings.")
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
            #expect(card.dismissHint == GuidebookStrings(language: language).dismissHint)
        }
    }

    @Test func aTitleMissingInTheBodysLanguageLeavesTheCardUntitledNotInAnotherLanguage() throws {
        let source = InMemoryStringSource(
            [
                "en": [
                    "Tutorial": ["Export": "Share a PDF.", "Export Title": "Exporting", "Tap to continue": "Go on"]
                ],
                "de": ["Tutorial": ["Export": "Teile ein PDF."]],
            ], preferredLanguages: ["de"])
        let copy = TutorialCopy(source: source)
        let card = try copy.card(for: "Export")
        #expect(card.language == "de")
        #expect(card.body == "Teile ein PDF.")
        #expect(card.title == "")
        #expect(card.dismissHint == "Tippen zum Fortfahren")
        #expect(!copy.hasTitle(for: "Export"))
    }

    @Test func titleAndHintFollowTheBodyIntoTheFallbackLanguage() throws {
        // French lacks the body, so the card is German: the French title and hint must not leak in.
        let source = InMemoryStringSource(
            [
                "fr": ["Tutorial": ["Welcome Title": "Bienvenue", "Tap to continue": "Touchez ici"]],
                "de": [
                    "Tutorial": [
                        "Welcome": "Schön, dass du da bist.", "Welcome Title": "Willkommen",
                        "Tap to continue": "Weiter mit Tippen",
                    ]
                ],
                "en": ["Tutorial": ["Welcome": "Glad you are here.", "Welcome Title": "Welcome"]],
            ], preferredLanguages: ["fr", "de"])
        let copy = TutorialCopy(source: source)
        let card = try copy.card(for: "Welcome")
        #expect(card.language == "de")
        #expect(card.title == "Willkommen")
        #expect(card.body == "Schön, dass du da bist.")
        #expect(card.dismissHint == "Weiter mit Tippen")
        #expect(copy.hasTitle(for: "Welcome"))
    }

    @Test func theEngineWarnsWhenTheTitleIsMissingInTheBodysLanguage() async {
        let source = InMemoryStringSource(
            [
                "en": ["Tutorial": ["Export": "Share a PDF.", "Export Title": "Exporting"]],
                "de": ["Tutorial": ["Export": "Teile ein PDF."]],
            ], preferredLanguages: ["de"])
        let tutorials = Tutorials(
            copy: TutorialCopy(source: source), store: InMemoryStateStore(), presenter: CountingPresenter(),
            options: TutorialOptions(environment: [:]))
        _ = await tutorials.showAndWait("Export")
        #expect(tutorials.diagnostics.map(\.code) == [.missingTitle])
    }

    @Test func tutorialKeysListEveryLanguagesKeysWithoutTitlesOrTheHint() {
        let source = InMemoryStringSource(
            [
                "en": ["Tutorial": ["Welcome": "Hello", "Welcome Title": "Hi", "Tap to continue": "Go on"]],
                "de": ["Tutorial": ["Export": "Teilen", "Export Title": "Export"]],
                "fr": ["Other": ["Library": "Bibliothèque"]],
            ], preferredLanguages: ["en"])
        #expect(TutorialCopy(source: source).tutorialKeys == ["Export", "Welcome"])
    }

    @Test func anUnreadableContentFolderIsATypedError() {
        #expect(throws: TutorialCopyError.self) {
            try TutorialCopy.stringsTable(in: URL(fileURLWithPath: "/nonexistent/guidebook"))
        }
    }

    @Test(arguments: [
        (entry: "Welcome", key: "Welcome" as String?, isTitle: false),
        (entry: "Welcome Title", key: "Welcome", isTitle: true),
        (entry: "Export PDF Title", key: "Export PDF", isTitle: true),
        (entry: "Tap to continue", key: nil, isTitle: false),
        (entry: " Title", key: " Title", isTitle: false),
    ])
    func anEntryBelongsToTheCardItsKeyNames(entry: String, key: String?, isTitle: Bool) {
        #expect(TutorialCopy.tutorialKey(forEntry: entry) == key)
        #expect(TutorialCopy.isTitleKey(entry) == isTitle)
        if let key, isTitle { #expect(TutorialCopy.titleKey(for: key) == entry) }
    }
}
