import Foundation
import Guidebook
import Testing

/// What an adapter does with a card's action buttons: which one Return and Escape choose, the
/// order Tab walks, what VoiceOver offers, and where a chosen link goes.
@Suite struct TutorialCardActionButtonsTests {
    /// The Export card as the example content declares it: Try it (primary, opens an article),
    /// Learn more (an address), Not now (cancelling).
    static func model(roles: [TutorialAction.Role] = [.primary, .secondary, .dismiss], tourStep: Int? = nil)
        -> TutorialCardModel
    {
        var card = TutorialCard(
            key: "Export", title: "Sharing", body: "Share your music.", dismissHint: "Tap to continue", language: "en")
        let declared: [(String, String, TutorialAction.Target)] = [
            ("tryIt", "Try it", .helpArticle("editing/undo")),
            ("more", "Learn more", .url(URL(string: "https://example.com/export") ?? HelpDestination.index.url)),
            ("later", "Not now", .app),
        ]
        card.actions = zip(declared, roles).map { action, role in
            TutorialCard.Action(TutorialAction(id: action.0, role: role, target: action.2), title: action.1)
        }
        card.tourStep = tourStep.map { TutorialCard.TourStep(tour: "Basics", number: $0, count: 3) }
        return TutorialCardModel(card: card)
    }

    @Test func returnChoosesTheDefaultButtonAndEscapeTheCancellingOne() {
        let model = Self.model()
        #expect(model.effect(of: .return, focused: nil) == .input(.action("tryIt")))
        #expect(model.action(for: .action("tryIt")) == .dismiss(.action("tryIt")))
        #expect(model.effect(of: .escape, focused: nil) == .input(.escape))
        #expect(model.action(for: .escape) == .dismiss(.action("later")))
        #expect(
            model.keyCommands.map { "\($0.key)\($0.shift ? "+shift" : "") \($0.title)" } == [
                "escape Not now", "return Try it", "tab Try it", "tab+shift Not now",
            ])
    }

    @Test func withoutAPrimaryOrACancellingButtonReturnAndEscapeDoWhatTheyDoOnAPlainCard() {
        let model = Self.model(roles: [.secondary, .secondary, .secondary])
        #expect(model.defaultButton == nil)
        #expect(model.cancelButton == nil)
        #expect(model.effect(of: .return, focused: nil) == .input(.tap))
        #expect(model.action(for: .tap) == .dismiss(.tapped))
        #expect(model.action(for: .escape) == .dismiss(.skippedByUser))
        #expect(model.keyCommands.prefix(2).map(\.title) == ["Tap to continue", "Tap to continue"])
    }

    @Test func tabWalksTheButtonsInTheRulesOrderAndReturnPressesTheFocusedOne() {
        let model = Self.model()
        #expect(model.focusOrder == [.action("tryIt"), .action("more"), .action("later")])
        #expect(model.effect(of: .tab, focused: nil) == .focus(.action("tryIt")))
        #expect(model.effect(of: .tab, focused: .action("later")) == .focus(.action("tryIt")))
        #expect(model.effect(of: .tab, shift: true, focused: .action("tryIt")) == .focus(.action("later")))
        #expect(model.effect(of: .return, focused: .action("more")) == .input(.action("more")))
        #expect(model.action(for: .action("more")) == .dismiss(.action("more")))
    }

    @Test func voiceOverOffersEachButtonByItsTitle() {
        #expect(
            Self.model().accessibilityActions == [
                AccessibilityAction(name: "Try it", input: .action("tryIt")),
                AccessibilityAction(name: "Learn more", input: .action("more")),
                AccessibilityAction(name: "Not now", input: .action("later")),
            ])
    }

    @Test func onATourStepTheButtonsComeBeforeTheTourControlsAndTheTourKeepsReturnAndEscape() {
        let model = Self.model(tourStep: 2)
        #expect(model.focusOrder == [.action("tryIt"), .action("more"), .action("later"), .skipTour, .next])
        #expect(model.effect(of: .return, focused: nil) == .input(.next))
        #expect(model.effect(of: .escape, focused: nil) == .input(.skipTour))
        #expect(model.accessibilityActions.map(\.name) == ["Skip tour", "Try it", "Learn more", "Not now"])
    }

    @Test func aButtonTheCardDoesNotHaveDoesNothing() {
        #expect(Self.model().action(for: .action("tryit")) == TapAction.none)
    }

    @Test(arguments: [
        ("help:editing/undo", HelpLinkRoute.show(.article("editing/undo"))),
        ("guidebook://help/editing/undo", .show(.article("editing/undo"))),
        ("help:", .show(.index)),
        ("help:gone/away", .ignore),
        ("https://example.com/export", .openInSystem(URL(string: "https://example.com/export")!)),
        ("mailto:help@example.com", .openInSystem(URL(string: "mailto:help@example.com")!)),
        ("compositions://library", .handToApp(URL(string: "compositions://library")!)),
        ("javascript:alert(1)", .ignore), ("http://example.com", .ignore), ("file:///etc/passwd", .ignore),
        ("data:text/html,hi", .ignore), ("help://editing/undo", .ignore), ("https:nohost", .ignore),
    ])
    func aChosenLinkShowsItsArticleGoesToTheSystemOrToTheAppThatOwnsIt(url: String, route: HelpLinkRoute) throws {
        let link = try ViewModelFixtures.url(url)
        #expect(HelpLinkScheme.inApp.route(chosen: link, in: ViewModelFixtures.book()) == route)
    }

    @Test func aHelpLinkWithNoHelpBookDoesNothing() throws {
        #expect(HelpLinkScheme.inApp.route(chosen: try ViewModelFixtures.url("help:editing/undo"), in: nil) == .ignore)
    }

    static func frames(_ layout: ActionButtonsLayout) -> [String] {
        layout.frames.map { "\(Int($0.minX)),\(Int($0.minY)) \(Int($0.width))x\(Int($0.height))" }
    }

    @Test func buttonsThatFitStandSideBySideAtTheTrailingEdgeMirroredRightToLeft() {
        let sizes = [
            TourControlsLayout.Size(width: 60, height: 30), .init(width: 90, height: 34), .init(width: 70, height: 30),
        ]
        let ltr = ActionButtonsLayout(sizes: sizes, width: 300, spacing: 8, direction: .leftToRight)
        #expect(!ltr.isStacked)
        #expect(ltr.height == 34)
        #expect(Self.frames(ltr) == ["64,0 60x30", "132,0 90x34", "230,0 70x30"])
        let rtl = ActionButtonsLayout(sizes: sizes, width: 300, spacing: 8, direction: .rightToLeft)
        #expect(Self.frames(rtl) == ["176,0 60x30", "78,0 90x34", "0,0 70x30"])
    }

    @Test func buttonsTooWideForTheRowStackInOrderAtFullWidth() {
        let sizes = [TourControlsLayout.Size(width: 160, height: 30), .init(width: 150, height: 44)]
        let layout = ActionButtonsLayout(sizes: sizes, width: 300, spacing: 8, direction: .rightToLeft)
        #expect(layout.isStacked)
        #expect(Self.frames(layout) == ["0,0 300x30", "0,38 300x44"])
        #expect(layout.height == 82)
        #expect(ActionButtonsLayout(sizes: [], width: 300, spacing: 8, direction: .leftToRight).height == 0)
    }
}
