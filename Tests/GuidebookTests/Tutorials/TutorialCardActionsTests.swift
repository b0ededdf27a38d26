import Foundation
import Guidebook
import Testing

/// A card's buttons: declared in the rules file, titled from the copy, drawn by the card's model,
/// chosen by the user, performed by the app.
@Suite struct TutorialCardActionsTests {
    static let rulesText = """
        {"cards": {"Export": {
          "maxDisplayCount": "unlimited",
          "invalidatedByActions": ["tryIt"],
          "actions": [
            {"id": "tryIt", "role": "primary", "opens": "help:export-pdf"},
            {"id": "more", "opens": "https://example.com/export"},
            {"id": "later", "role": "dismiss"}
          ]
        }}}
        """

    static func rules() throws -> TutorialRules {
        try TutorialRules(data: Data(rulesText.utf8), file: "Tutorials.json", isJSON: true)
    }

    /// English has every title, German lacks "more", Arabic has none.
    static let source = InMemoryStringSource(
        [
            "en": [
                "Tutorial": [
                    "Export": "Share your music.", "Export Title": "Sharing", "Export Action.tryIt": "Try it",
                    "Export Action.more": "Learn more", "Export Action.later": "Not now",
                ]
            ],
            "de": [
                "Tutorial": [
                    "Export": "Teile deine Musik.", "Export Title": "Teilen", "Export Action.tryIt": "Ausprobieren",
                    "Export Action.later": "Nicht jetzt",
                ]
            ],
        ], preferredLanguages: ["de"])

    func engine(_ presenter: any TutorialPresenter, source: InMemoryStringSource = source) throws -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: source), store: InMemoryStateStore(), presenter: presenter,
            options: options(), rules: try Self.rules())
    }

    @Test func theRulesFileDeclaresEachRoleAndTargetInOrder() throws {
        #expect(
            try Self.rules()["Export"].actions == [
                TutorialAction(id: "tryIt", role: .primary, target: .helpArticle("export-pdf")),
                TutorialAction(
                    id: "more", role: .secondary, target: .url(try #require(URL(string: "https://example.com/export")))),
                TutorialAction(id: "later", role: .dismiss, target: .app),
            ])
    }

    @Test func theCardModelDrawsEachActionAsAButtonWithItsRoleAndTheFirstPrimaryAsDefault() async throws {
        let presenter = ScriptedPresenter()
        let tutorials = try engine(presenter)
        tutorials.show("Export")
        await presenter.dismiss(.action("later"), presentation: 1)
        let model = TutorialCardModel(card: try #require(presenter.presented.first))
        let drawn = model.actionButtons.map { "\($0.title) \($0.role) default=\($0.isDefault) link=\($0.opensLink)" }
        #expect(
            drawn == [
                "Ausprobieren primary default=true link=true", "Learn more secondary default=false link=true",
                "Nicht jetzt dismiss default=false link=false",
            ])
        #expect(model.action(forChoosing: "more") == .dismiss(.action("more")))
        #expect(model.action(forChoosing: "tryit") == TapAction.none)
    }

    @Test func aTitleMissingInTheCardsLanguageFallsBackPerKeyAndIsReported() async throws {
        let presenter = ScriptedPresenter()
        let tutorials = try engine(presenter)
        tutorials.show("Export")
        await presenter.dismiss(.action("later"), presentation: 1)
        #expect(presenter.presented.first?.actions.map(\.title) == ["Ausprobieren", "Learn more", "Nicht jetzt"])
        #expect(
            tutorials.diagnostics.filter { $0.code == .missingActionTitle }.map(\.sentences) == [
                #"The action "more" of the tutorial "Export" has no title in de in table "Tutorial"; its en title was shown instead. Add "Export Action.more" = "…"; to de.lproj/Tutorial.strings."#
            ])
    }

    /// The same titles from a String Catalog (`Tutorial.xcstrings`) instead of `.strings` tables:
    /// resolved per key with the same fallback, and the missing German title reported.
    @Test func actionTitlesFromAStringCatalogFallBackPerKeyAndAreReported() async throws {
        func unit(_ value: String) -> String { #"{"stringUnit": {"state": "translated", "value": "\#(value)"}}"# }
        let entries: [(key: String, en: String, de: String?)] = [
            ("Export", "Share your music.", "Teile deine Musik."), ("Export Title", "Sharing", "Teilen"),
            ("Export Action.tryIt", "Try it", "Ausprobieren"), ("Export Action.more", "Learn more", nil),
            ("Export Action.later", "Not now", "Nicht jetzt"),
        ]
        let strings = entries.map { entry in
            let de = entry.de.map { #", "de": \#(unit($0))"# } ?? ""
            return #""\#(entry.key)": {"localizations": {"en": \#(unit(entry.en))\#(de)}}"#
        }
        let json = #"{"sourceLanguage": "en", "version": "1.0", "strings": {\#(strings.joined(separator: ", "))}}"#
        let catalog = try StringCatalog(data: Data(json.utf8), file: "Tutorial.xcstrings")
        let source = InMemoryStringSource([:], catalogs: ["Tutorial": catalog], preferredLanguages: ["de"])
        let presenter = ScriptedPresenter()
        let tutorials = try engine(presenter, source: source)
        tutorials.show("Export")
        await presenter.dismiss(.action("later"), presentation: 1)
        #expect(presenter.presented.first?.actions.map(\.title) == ["Ausprobieren", "Learn more", "Nicht jetzt"])
        #expect(
            tutorials.diagnostics.filter { $0.code == .missingActionTitle }.map(\.sentences) == [
                #"The action "more" of the tutorial "Export" has no title in de in table "Tutorial"; its en title was shown instead. Add a de translation of "Export Action.more" to Tutorial.xcstrings."#
            ])
    }

    @Test func anActionNoLanguageTitlesShowsItsIdAndIsReported() async throws {
        let source = InMemoryStringSource(["en": ["Tutorial": ["Export": "Share your music."]]])
        let presenter = ScriptedPresenter()
        let tutorials = try engine(presenter, source: source)
        tutorials.show("Export")
        await presenter.dismiss(.action("later"), presentation: 1)
        #expect(presenter.presented.first?.actions.map(\.title) == ["tryIt", "more", "later"])
        #expect(
            tutorials.diagnostics.filter { $0.code == .missingActionTitle }.map(\.message).first
                == #"The action "tryIt" of the tutorial "Export" has no title in en in table "Tutorial"; its id "tryIt" was shown instead."#
        )
    }

    @Test(arguments: [
        (id: "tryIt", reason: "action:tryIt", invalidated: true),
        (id: "more", reason: "action:more", invalidated: false),
        (id: "later", reason: "action:later", invalidated: false),
    ])
    func eachRoleDismissesWithItsActionInTheEventsAndTheRules(id: String, reason: String, invalidated: Bool)
        async throws
    {
        var tutorials: Tutorials? = try engine(CountingPresenter(reason: .action(id)))
        guard let stream = tutorials?.events else { return }
        tutorials?.onAction { _, _ in }
        tutorials?.onOpenLink { _ in }
        _ = await tutorials?.showAndWait("Export")
        let second = await tutorials?.showAndWait("Export")
        #expect((second == .skipped(.rule(.invalidated))) == invalidated)
        tutorials = nil  // ends the events stream
        var dismissals: [String] = []
        for await event in stream {
            if case .dismissed(let key, let reason, _) = event { dismissals.append("\(key) \(reason)") }
        }
        #expect(dismissals.first == "Export \(reason)")
        #expect(dismissals.count == (invalidated ? 1 : 2))
    }

    @Test func anActionWithoutATargetCallsTheAppWithTheKeyAndId() async throws {
        let tutorials = try engine(CountingPresenter(reason: .action("later")))
        let (calls, continuation) = AsyncStream.makeStream(of: String.self)
        tutorials.onAction { key, actionID in continuation.yield("\(key) \(actionID)") }
        tutorials.onOpenLink { url in continuation.yield("link \(url)") }
        _ = await tutorials.showAndWait("Export")
        var iterator = calls.makeAsyncIterator()
        #expect(await iterator.next() == "Export later")
    }

    @Test func anActionChosenWithNothingToPerformItIsReported() async throws {
        let tutorials = try engine(CountingPresenter(reason: .action("more")))
        _ = await tutorials.showAndWait("Export")
        #expect(
            tutorials.diagnostics.filter { $0.code == .actionUnhandled }.map(\.fix) == [
                "Call tutorials.onOpenLink { … } when the app starts."
            ])
    }

    static let examples = repositoryRoot.appendingPathComponent("Examples/Compositions")

    @Test(arguments: [
        ("en", "Exporting a PDF", "Try it"), ("de", "Als PDF exportieren", "Ausprobieren"),
        ("ar", "التصدير بصيغة PDF", "جرّبه"),
    ])
    func theExamplesHelpActionOpensTheRightArticleInEveryLanguage(language: String, article: String, title: String)
        async throws
    {
        let content = GuidebookContent(source: .folder(Self.examples))
        let tutorials = Tutorials(
            content: content, store: InMemoryStateStore(), presenter: DefaultButtonPresenter(), options: options(),
            preferredLanguages: [language])
        let (links, continuation) = AsyncStream.makeStream(of: URL.self)
        tutorials.onOpenLink { url in continuation.yield(url) }
        // The link comes only from an action the card has: without it the wait below would not end.
        try #require(tutorials.rules["Export"].actions.map(\.id) == ["tryIt", "later"])
        _ = await tutorials.showAndWait("Library")  // the step before Export in the tour "basics"
        let outcome = await tutorials.showAndWait("Export")
        guard case .dismissed(.action("tryIt"), _) = outcome else {
            Issue.record("The card should go with its action, not \(outcome): \(tutorials.diagnostics)")
            return
        }
        var iterator = links.makeAsyncIterator()
        let url = try #require(await iterator.next())
        let book = try #require(content.helpBook(language: language)).book
        guard case .show(.article(let id)) = HelpLinkScheme.inApp.route(tapped: url, in: book) else {
            Issue.record("help:export-pdf should open an article in \(language), not \(url)")
            return
        }
        #expect(book.item(withID: id)?.title == article)
        let card = try #require(content.cards(language: language).cards.first { $0.key == "Export" })
        #expect(
            content.tutorialCopy(preferredLanguages: [language]).actionTitle(
                for: card.key, actionID: "tryIt", language: card.language)?.value == title)
        #expect(tutorials.diagnostics.filter { $0.code == .missingActionTitle } == [])
    }
}

/// Actions written wrongly: each a finding where it stands, with a fix, and the file refused whole.
@Suite struct TutorialCardActionsFileTests {
    /// The 1-based column of the `occurrence`-th `needle` in `text` (one line).
    static func column(of needle: String, in text: String, occurrence: Int = 1) -> Int {
        var rest = text[...]
        var offset = 0
        for _ in 1..<occurrence {
            guard let range = rest.range(of: needle) else { return -1 }
            offset += rest.distance(from: rest.startIndex, to: range.upperBound)
            rest = rest[range.upperBound...]
        }
        guard let range = rest.range(of: needle) else { return -1 }
        return offset + rest.distance(from: rest.startIndex, to: range.lowerBound) + 1
    }

    @Test(arguments: [
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt", "role": "primry"}]}}}"#, at: #""role""#,
            nth: 1, code: DiagnosticCode.rulesUnknownName, fix: #"Did you mean "primary"?"#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "a"}, {"id": "b"}, {"id": "c"}, {"id": "d"}]}}}"#,
            at: #""actions""#, nth: 1, code: DiagnosticCode.rulesTooManyActions, fix: "Keep the 3 that matter most."
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt"}, {"id": "tryIt"}]}}}"#, at: "{", nth: 5,
            code: DiagnosticCode.rulesDuplicateAction, fix: "Give each action of a card an id of its own."
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt", "opens": "export-pdf"}]}}}"#, at: #""opens""#,
            nth: 1, code: DiagnosticCode.rulesBadValue,
            fix: #"Did you mean "help:export-pdf"? An address starts with its scheme: "https://…"."#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt", "opens": "help:"}]}}}"#, at: #""opens""#,
            nth: 1, code: DiagnosticCode.rulesBadValue,
            fix: #"Write the article's id after "help:", such as "help:export-pdf"."#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"role": "primary"}]}}}"#, at: "{", nth: 4,
            code: DiagnosticCode.rulesMissingKey,
            fix: #"Add "id": "tryIt"; its title is "Export Action.tryIt" in Tutorial.strings."#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "try it"}]}}}"#, at: #""id""#, nth: 1,
            code: DiagnosticCode.rulesBadValue,
            fix: #"Write one word, such as "tryIt": it is part of the title's key "Export Action.tryIt"."#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt", "open": "help:x"}]}}}"#, at: #""open""#,
            nth: 1, code: DiagnosticCode.rulesUnknownKey, fix: #"Did you mean "opens"?"#
        ),
        (
            text: #"{"cards": {"Export": {"actions": {"id": "tryIt"}}}}"#, at: #""actions""#, nth: 1,
            code: DiagnosticCode.rulesWrongType, fix: #"Write "actions" as an array of actions ({"id": "tryIt"})."#
        ),
        (
            text: #"{"cards": {"Export": {"actions": [{"id": "tryIt"}], "invalidatedByActions": ["tryit"]}}}"#,
            at: #""invalidatedByActions""#, nth: 1, code: DiagnosticCode.rulesUnknownName,
            fix: #"Did you mean "tryIt"?"#
        ),
    ])
    func aBadActionIsReportedWhereItStandsAndTheFileIsRefused(
        text: String, at needle: String, nth: Int, code: DiagnosticCode, fix: String
    ) {
        do {
            let rules = try TutorialRules(data: Data(text.utf8), file: "Tutorials.json", isJSON: true)
            Issue.record("\(text) should be refused, not read as \(rules["Export"].actions)")
        } catch {
            #expect(error.diagnostics.count == 1)
            #expect(error.diagnostic.code == code)
            #expect(
                error.diagnostic.location.map { [$0.line, $0.column] }
                    == [1, Self.column(of: needle, in: text, occurrence: nth)])
            #expect(error.diagnostic.fix == fix)
        }
    }
}

/// Chooses a card's default button, as Return does; taps a card without one.
struct DefaultButtonPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        TutorialCardModel(card: card).actionButtons.first(where: \.isDefault)?.reason ?? .tapped
    }
}

/// Where a chosen link goes when the app set no `onOpenLink`: an address to the system through
/// the adapter's presenter, a help link nowhere but the app (reported).
extension TutorialCardActionsTests {
    /// Dismisses every card with `reason` and opens addresses, as the UIKit and SwiftUI presenters do.
    final class SystemOpeningPresenter: TutorialPresenter {
        let reason: DismissReason
        let opened: AsyncStream<URL>.Continuation
        var opensLinksInSystem: Bool { true }

        init(reason: DismissReason, opened: AsyncStream<URL>.Continuation) {
            self.reason = reason
            self.opened = opened
        }

        func present(_ card: TutorialCard) async -> DismissReason { reason }
        func openInSystem(_ url: URL) async { opened.yield(url) }
    }

    @Test func withoutTheAppsHandlerAnAddressOpensInTheSystemThroughTheAdapter() async throws {
        let (opened, continuation) = AsyncStream.makeStream(of: URL.self)
        let tutorials = try engine(SystemOpeningPresenter(reason: .action("more"), opened: continuation))
        _ = await tutorials.showAndWait("Export")
        var iterator = opened.makeAsyncIterator()
        #expect(await iterator.next() == URL(string: "https://example.com/export"))
        #expect(tutorials.diagnostics.filter { $0.code == .actionUnhandled }.isEmpty)
    }

    @Test func withoutTheAppsHandlerAHelpLinkIsStillReportedAndNotOpened() async throws {
        let (_, continuation) = AsyncStream.makeStream(of: URL.self)
        let link = try #require(URL(string: "help:export-pdf"))
        let tutorials = try engine(SystemOpeningPresenter(reason: .link(link), opened: continuation))
        _ = await tutorials.showAndWait("Export")
        #expect(
            tutorials.diagnostics.filter { $0.code == .actionUnhandled }.map(\.fix) == [
                "Call tutorials.onOpenLink { … } when the app starts."
            ])
    }

    @Test func aPresenterOpensNoAddressUnlessItSaysSo() {
        #expect(!CountingPresenter().opensLinksInSystem)
    }
}
