import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// What the engine reports while an app runs it (a rules file whose cards cannot show, a
/// presenter that hangs or answers with an action the card lacks, a tour name that is wrong,
/// a saved state it cannot read or write, a spotlight it cannot honour), each met the way an
/// app meets it and compared whole against one golden file.
@Suite struct EngineDiagnosticsTests {
    /// Export has a symbol, a Markdown body the reader refuses and three actions; German lacks
    /// the image's label and one action's title.
    static let rulesText = """
        {"cards": {
          "Export": {"image": {"symbol": "square.and.arrow.up"}, "actions": [
            {"id": "tryIt", "role": "primary"}, {"id": "more"}, {"id": "later", "role": "dismiss"}]}
        },
        "tours": [
          {"name": "Basics", "steps": ["Library", "Editor"]},
          {"name": "Sharing", "steps": ["Library", "Editor"]}
        ]}
        """

    static let source = InMemoryStringSource(
        [
            "en": [
                "Tutorial": [
                    "Welcome": "Tap a piece to open it.", "Welcome Title": "Welcome",
                    "Export": "Tap **Export**, then [run](javascript:alert(1)).", "Export Title": "Sharing",
                    "Export Image": "Share arrow", "Export Action.tryIt": "Try it",
                    "Export Action.more": "Learn more", "Export Action.later": "Not now",
                ]
            ],
            "de": [
                "Tutorial": [
                    "Welcome": "Tippe auf ein Stück.", "Welcome Title": "Willkommen",
                    "Export": "Teile deine Musik, oder [probiere](javascript:probe()).", "Export Title": "Teilen",
                    "Export Action.tryIt": "Ausprobieren",
                    "Export Action.later": "Nicht jetzt",
                ]
            ],
        ], preferredLanguages: ["de"])

    static func engine(
        _ presenter: any TutorialPresenter, store: any TutorialStateStore = InMemoryStateStore(),
        options: TutorialOptions = options(), clock: TutorialClock = .system
    ) throws -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: source), store: store, presenter: presenter, options: options,
            rules: try TutorialRules(data: Data(rulesText.utf8), file: "Tutorials.json", isJSON: true), clock: clock)
    }

    /// A clock whose every wait ends at once: the presenter's time is up as soon as it starts.
    static let impatientClock: TutorialClock = {
        var clock = TutorialClock { Date(timeIntervalSince1970: 0) }
        clock.sleep = { _ in }
        return clock
    }()

    @Test func everyFindingTheEngineReportsWhileAnAppRunsSaysWhatHappenedAndHowToFixIt() async throws {
        var table = DiagnosticTable()

        let launched = try Self.engine(
            CountingPresenter(), options: options(environment: ["GUIDEBOOK_RESET_TOUR": "Basic"]))
        table.add("GUIDEBOOK_RESET_TOUR naming a misspelt tour", launched.diagnostics)

        let actions = try Self.engine(CountingPresenter(reason: .action("mor")))
        _ = await actions.showAndWait("Export")
        table.add(
            "a German card with an unlabelled image, an untitled action, a refused body, an unknown action",
            actions.diagnostics)

        let unhandled = try Self.engine(CountingPresenter(reason: .action("more")))
        _ = await unhandled.showAndWait("Export")
        table.add("an action chosen with no handler", unhandled.diagnostics.filter { $0.code == .actionUnhandled })

        let tours = try Self.engine(CountingPresenter())
        tours.showTour("Sharng")
        tours.showTour("Sharing", onScreen: ["Edtor"])
        await tours.waitUntilIdle()
        table.add("showTour with a misspelt tour, then a misspelt step", tours.diagnostics)

        var timeout = options()
        timeout.presentationTimeout = 30
        let hung = try Self.engine(HungPresenter(), options: timeout, clock: Self.impatientClock)
        _ = await hung.showAndWait("Welcome")
        table.add("a presenter that never returns", hung.diagnostics)

        let corrupt = InMemoryStateStore(seen: ["Welcome"])
        corrupt.saveRuleState(Data("{\"records\": 3".utf8))
        table.add("a saved rule state cut off", try Self.engine(CountingPresenter(), store: corrupt).diagnostics)

        let mistyped = InMemoryStateStore(seen: ["Welcome"])
        mistyped.saveRuleState(Data(#"{"records": {"Welcome": {"displayCount": "three"}}}"#.utf8))
        let mistypedEngine = try Self.engine(CountingPresenter(), store: mistyped)
        table.add("a saved rule state whose display count is text", mistypedEngine.diagnostics)

        let parameters = try Self.engine(CountingPresenter())
        parameters.setParameter("tempo", to: .double(.nan))
        try await parameters.flush()
        table.add("a parameter that is not a number", parameters.diagnostics)

        #expect(Snapshot.mismatch(table.text, named: "diagnostics-engine.txt") == nil)
    }

    @Test func everySpotlightFallbackAndAnAdapterWithoutAnEngineSayWhyAndHowToFixIt() {
        var table = DiagnosticTable()
        let safeArea = SpotlightRect(x: 0, y: 47, width: 390, height: 763)
        let cases: [(String, TutorialSpotlight, SpotlightRect?, Double)] = [
            ("a target id no view registered", TutorialSpotlight(target: .id("exportButton")), nil, 120),
            (
                "a target laid out with no area",
                TutorialSpotlight(target: .id("exportButton")), SpotlightRect(x: 20, y: 100, width: 0, height: 44), 120
            ),
            (
                "a target scrolled off screen",
                TutorialSpotlight(target: .id("exportButton")), SpotlightRect(x: 20, y: 900, width: 44, height: 44),
                120
            ),
            (
                "a card too tall for any side",
                TutorialSpotlight(target: .frame(SpotlightRect(x: 20, y: 300, width: 350, height: 200))), nil, 500
            ),
        ]
        for (label, spotlight, frame, height) in cases {
            let layout = SpotlightLayout(
                spotlight: spotlight, targetFrame: frame, key: "Export", safeArea: safeArea, cardWidth: 300,
                cardHeight: height)
            table.add(label, layout.diagnostic.map { [$0] } ?? [])
        }
        table.add(
            "a SwiftUI view asking for a card with no Tutorials above it",
            [AdapterFinding.tutorialWithoutEngine(key: "Welcome")])
        table.add(
            "a SwiftUI view asking for a tour with no Tutorials above it",
            [AdapterFinding.tourWithoutEngine(tour: "Basics")])
        #expect(Snapshot.mismatch(table.text, named: "diagnostics-engine-views.txt") == nil)
    }
}
