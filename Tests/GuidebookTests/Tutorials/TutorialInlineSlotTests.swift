import Foundation
import Guidebook
import Testing

/// An inline card goes to the view the app placed for it, beside the card that is up, and
/// collapses when dismissed.
@Suite struct TutorialInlineSlotTests {
    /// An engine whose "Tips" card is inline, with a screen presenter and a store to look at.
    static func engine() -> (presenter: ScriptedPresenter, store: InMemoryStateStore, tutorials: Tutorials) {
        let presenter = ScriptedPresenter()
        let store = InMemoryStateStore()
        var rules = TutorialRules()
        var tips = TutorialRuleSet()
        tips.presentation = .inline
        tips.actions = [TutorialAction(id: "tryIt", role: .primary)]
        rules.cards["Tips"] = tips
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Tips"])), store: store,
            presenter: presenter, options: options(), rules: rules)
        return (presenter, store, tutorials)
    }

    /// Every card the slot is given or loses, in order (`nil`: collapsed).
    static func changes(of slot: TutorialInlineSlot) -> AsyncStream<String?> {
        AsyncStream { continuation in slot.observe { continuation.yield($0?.key) } }
    }

    @Test func anInlineCardShowsInItsViewWhileAnotherCardIsUpAndCollapsesWhenTapped() async throws {
        let (presenter, store, tutorials) = Self.engine()
        let slot = TutorialInlineSlot(key: "Tips")
        var changes = Self.changes(of: slot).makeAsyncIterator()
        tutorials.show("Welcome")
        await presenter.waitForPresentation(count: 1)
        slot.attach(to: tutorials)
        #expect(await changes.next() == .some("Tips"), "not queued behind Welcome, which is still up")
        #expect(slot.card?.title == "Tips")
        #expect(slot.card.map { TutorialCardModel(card: $0).presentation } == .inline)
        #expect(!slot.isCollapsed)

        slot.handle(.tap)
        #expect(await changes.next() == .some(nil))
        #expect(slot.isCollapsed)
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        try await waitUntil { store.hasSeen("Tips") }
        #expect(store.hasSeen("Welcome"))
        #expect(presenter.presentedKeys == ["Welcome"], "the inline card never reached the screen's presenter")
    }

    /// An action button and a link in the body both end the card with what was chosen.
    @Test(arguments: [
        (TutorialCardModel.Input.action("tryIt"), DismissReason.action("tryIt")),
        (.link(URL(string: "help:export-pdf")!), .link(URL(string: "help:export-pdf")!)),
    ])
    func anActionOrALinkOnAnInlineCardDismissesItWithWhatWasChosen(
        input: TutorialCardModel.Input, expected: DismissReason
    ) async throws {
        let tutorials = Self.engine().tutorials
        let slot = TutorialInlineSlot(key: "Tips")
        var changes = Self.changes(of: slot).makeAsyncIterator()
        tutorials.setPresenter(slot, for: .inline("Tips"))
        let outcome = Task { await tutorials.showAndWait("Tips") }
        #expect(await changes.next() == .some("Tips"))
        #expect(slot.card?.actions.map(\.id) == ["tryIt"])
        slot.handle(input)
        #expect(await changes.next() == .some(nil))
        #expect(slot.isCollapsed)
        guard case .dismissed(let reason, _) = await outcome.value else {
            Issue.record("\(await outcome.value)")
            return
        }
        #expect(reason == expected)
        #expect(tutorials.hasSeen("Tips"))
    }

    @Test func withoutItsViewAnInlineCardIsSkippedAndAViewThatLeavesCancelsIt() async throws {
        let (presenter, store, tutorials) = Self.engine()
        #expect(await tutorials.showAndWait("Tips") == .skipped(.sceneUnavailable))
        #expect(presenter.presented.isEmpty)

        let slot = TutorialInlineSlot(key: "Tips")
        var changes = Self.changes(of: slot).makeAsyncIterator()
        slot.attach(to: tutorials)
        #expect(await changes.next() == .some("Tips"))
        slot.detach(from: tutorials)
        #expect(await changes.next() == .some(nil))
        await tutorials.waitUntilIdle()
        #expect(!store.hasSeen("Tips"), "a view that left is not the user dismissing the card")

        let again = TutorialInlineSlot(key: "Tips")
        var next = Self.changes(of: again).makeAsyncIterator()
        again.attach(to: tutorials)
        #expect(await next.next() == .some("Tips"), "it shows again in the next view")
    }

    /// A screen pushed again puts a new view for the key on screen before the old one leaves:
    /// the card moves to the new view instead of being lost as a duplicate.
    @Test func aNewViewThatAppearsBeforeTheOldOneLeavesGetsTheCard() async throws {
        let (_, store, tutorials) = Self.engine()
        let old = TutorialInlineSlot(key: "Tips")
        var oldChanges = Self.changes(of: old).makeAsyncIterator()
        old.attach(to: tutorials)
        #expect(await oldChanges.next() == .some("Tips"))

        let new = TutorialInlineSlot(key: "Tips")
        var newChanges = Self.changes(of: new).makeAsyncIterator()
        new.attach(to: tutorials)
        old.detach(from: tutorials)
        #expect(await oldChanges.next() == .some(nil))
        #expect(await newChanges.next() == .some("Tips"))
        new.handle(.tap)
        #expect(await newChanges.next() == .some(nil))
        try await waitUntil { store.hasSeen("Tips") }
    }
}

/// Polls `condition` until it holds, yielding between tries (at most 10,000 tries).
func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
    #expect(condition())
}

/// What an inline view shows and does, from the slot's card.
extension TutorialInlineSlotTests {
    @Test func anInlineCardIsReadAmongTheAppsViewsNotAsAModalScreen() throws {
        var card = TutorialCard(
            key: "Tips", title: "Tips", body: "Swipe a row.", dismissHint: "Tap to continue", language: "en")
        card.presentation = .inline
        let model = TutorialCardModel(card: card)
        #expect(!model.isAccessibilityModal)
        #expect(model.dimmingOpacity == 0)
        card.presentation = .overlay
        #expect(TutorialCardModel(card: card).isAccessibilityModal)
    }

    /// The example app's set-up (`Examples/CompositionsApp/*/CompositionsGuide.swift`): an engine
    /// on the content's store, its `Tutorials.json` joined with the app's rules in code (written
    /// again here: the app is type-checked, not run), gives the library's inline view, keyed
    /// "Tags", its card in each language, inline, with the file's image and actions, and the join
    /// reports nothing.
    @Test(arguments: ["en", "de", "ar"])
    func theExampleAppsInlineViewGetsTheTagsCardFromTheContentsRules(language: String) async throws {
        let folder = repositoryRoot.appendingPathComponent("Examples/Compositions")
        let appRules = TutorialRules(
            cards: [
                "Export": TutorialRuleSet(
                    spotlight: TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10)))
            ],
            tours: [TutorialTour("basics", steps: ["Library", "Export"])])
        let tutorials = Tutorials(
            content: ContentStore(GuidebookContent(source: .folder(folder))), store: InMemoryStateStore(),
            presenter: ScriptedPresenter(), options: options(), preferredLanguages: [language], rules: appRules)
        #expect(tutorials.diagnostics.isEmpty, "\(tutorials.diagnostics)")
        // Checked before waiting on the slot, which would wait for ever for a card that is not inline.
        try #require(tutorials.rules["Tags"].presentation == .inline)
        try #require(tutorials.decide("Tags").shows)
        let slot = TutorialInlineSlot(key: "Tags")
        var changes = Self.changes(of: slot).makeAsyncIterator()
        slot.attach(to: tutorials)
        #expect(await changes.next() == .some("Tags"))
        let card = try #require(slot.card)
        #expect(card.language == language)
        let model = TutorialCardModel(card: card)
        #expect(model.presentation == .inline)
        #expect(model.actionButtons.map(\.id) == ["addTag", "learnMore", "notNow"])
        #expect(model.image != nil)
    }
}
