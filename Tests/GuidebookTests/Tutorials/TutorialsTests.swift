import Foundation
import Guidebook
import Testing

@Suite struct TutorialsTests {
    /// Every event of a stream until it ends (the engine was released).
    func collect(_ stream: AsyncStream<TutorialEvent>?) async -> [TutorialEvent] {
        guard let stream else { return [] }
        var events: [TutorialEvent] = []
        for await event in stream { events.append(event) }
        return events
    }

    func engine(
        _ presenter: any TutorialPresenter, store: any TutorialStateStore = InMemoryStateStore(),
        options: TutorialOptions = options(), source: MemorySource = .tutorial()
    ) -> Tutorials {
        Tutorials(copy: TutorialCopy(source: source), store: store, presenter: presenter, options: options)
    }

    @Test func aCardIsShownOnceAndThenNeverAgain() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations == ["Welcome": 1])
        #expect(tutorials.hasSeen("Welcome"))
    }

    @Test func theCardCarriesTheSeedsCopyHintAndDimming() async throws {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.show("Library")
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        let card = try #require(presenter.presented.first)
        #expect(card.title == "Library")
        #expect(card.body == "How Library works.")
        #expect(card.dismissHint == "Tap to continue")
        #expect(card.dimmingOpacity == 0.4)
    }

    @Test(arguments: [
        (flag: true, environment: [String: String](), expected: 3),
        (flag: false, environment: ["GUIDEBOOK_ALWAYS_SHOW": "1"], expected: 3),
        (flag: false, environment: ["GUIDEBOOK_ALWAYS_SHOW": "0"], expected: 1),
        (flag: false, environment: [:], expected: 1),
    ])
    func alwaysShowShowsASeenCardEveryTime(flag: Bool, environment: [String: String], expected: Int) async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, options: options(alwaysShow: flag, environment: environment))
        for _ in 0..<3 {
            tutorials.show("Welcome")
            await tutorials.waitUntilIdle()
        }
        #expect(presenter.presentations["Welcome"] == expected)
        #expect(tutorials.hasSeen("Welcome"))
    }

    @Test func resetShowsOneCardAgainAndResetAllShowsEveryCard() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        for key in ["Welcome", "Library"] { tutorials.show(key) }
        await tutorials.waitUntilIdle()
        tutorials.reset("Welcome")
        #expect(!tutorials.hasSeen("Welcome"))
        #expect(tutorials.hasSeen("Library"))
        for key in ["Welcome", "Library"] { tutorials.show(key) }
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations == ["Welcome": 2, "Library": 1])
        tutorials.resetAll()
        for key in ["Welcome", "Library"] { tutorials.show(key) }
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations == ["Welcome": 3, "Library": 2])
    }

    @Test(arguments: [TutorialOptions.RecordingMoment.onDismiss, .onPresent])
    func seenIsRecordedWhenTheOptionSays(moment: TutorialOptions.RecordingMoment) async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter, options: options(moment))
        tutorials.show("Welcome")
        await presenter.waitForPresentation(count: 1)
        #expect(tutorials.hasSeen("Welcome") == (moment == .onPresent))
        await presenter.dismiss(presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(tutorials.hasSeen("Welcome"))
    }

    @Test func aCancelledCardIsNotRecordedAndShowsNextTime() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.show("Welcome")
        await presenter.dismiss(.cancelled, presentation: 1)
        await tutorials.waitUntilIdle()
        #expect(!tutorials.hasSeen("Welcome"))
        tutorials.show("Welcome")
        await presenter.dismiss(presentation: 2)
        await tutorials.waitUntilIdle()
        #expect(presenter.presentedKeys == ["Welcome", "Welcome"])
        #expect(tutorials.hasSeen("Welcome"))
    }

    @Test func cardsRequestedWhileOneIsUpWaitInOrder() async {
        let presenter = ScriptedPresenter()
        let tutorials = engine(presenter)
        tutorials.show("Welcome")
        await presenter.waitForPresentation(count: 1)
        tutorials.show("Export")
        tutorials.show("Library")
        tutorials.show("Editor")
        #expect(presenter.presentedKeys == ["Welcome"])
        for count in 1...4 { await presenter.dismiss(presentation: count) }
        await tutorials.waitUntilIdle()
        #expect(presenter.presentedKeys == ["Welcome", "Export", "Library", "Editor"])
    }

    @Test func aKeyThatIsUpOrWaitingIsDroppedAndReported() async {
        let presenter = ScriptedPresenter()
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events
        tutorials?.show("Welcome")
        await presenter.waitForPresentation(count: 1)
        tutorials?.show("Welcome")  // up
        tutorials?.show("Library")
        tutorials?.show("Library")  // waiting
        for count in 1...2 { await presenter.dismiss(presentation: count) }
        await tutorials?.waitUntilIdle()
        tutorials = nil  // ends the event stream after what was sent
        #expect(presenter.presentedKeys == ["Welcome", "Library"])
        let received = await collect(events)
        #expect(
            received.compactMap { if case .skipped(let key, .duplicate) = $0 { key } else { nil } } == [
                "Welcome", "Library",
            ])
    }

    @Test func aKeyWithoutCopyIsNeverShownAndIsReportedWithItsTable() async {
        let presenter = CountingPresenter()
        var tutorials: Tutorials? = engine(presenter)
        let events = tutorials?.events
        let outcome = await tutorials?.showAndWait("Metronome")
        #expect(outcome == .skipped(.missingCopy(table: "Tutorial")))
        #expect(presenter.presentations.isEmpty)
        #expect(tutorials?.hasSeen("Metronome") == false)
        let diagnostic = tutorials?.diagnostics.first
        #expect(diagnostic?.severity == .error)
        #expect(diagnostic?.message.contains("\"Metronome\"") == true)
        #expect(diagnostic?.message.contains("\"Tutorial\"") == true)
        await tutorials?.waitUntilIdle()
        tutorials = nil
        let received = await collect(events)
        #expect(received.contains(.skipped("Metronome", .missingCopy(table: "Tutorial"))))
        #expect(!received.contains { if case .presented = $0 { true } else { false } })
    }

    @Test func aKeyWithoutTitleIsShownUntitledWithAnError() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, source: MemorySource(strings: ["Welcome": "Hello."]))
        _ = await tutorials.showAndWait("Welcome")
        #expect(presenter.presentations == ["Welcome": 1])
        #expect(
            tutorials.diagnostics.map(\.description) == [
                #"error: The tutorial "Welcome" has no title in en in table "Tutorial"; its card is shown without one. "#
                    + #"Add "Welcome Title" = "…"; to en.lproj/Tutorial.strings."#
            ])
    }

    @Test func everyListenerReceivesTheEventsInOrder() async {
        let presenter = CountingPresenter(reason: .skippedByUser)
        var tutorials: Tutorials? = engine(presenter)
        let first = tutorials?.events
        let second = tutorials?.events
        _ = await tutorials?.showAndWait("Welcome")
        await tutorials?.waitUntilIdle()
        tutorials = nil
        for stream in [first, second] {
            let received = await collect(stream).compactMap { event -> String? in
                switch event {
                case .presented(let key): "presented \(key)"
                case .dismissed(let key, let reason, let duration):
                    duration >= .zero ? "dismissed \(key) \(reason)" : nil
                default: nil
                }
            }
            #expect(received == ["presented Welcome", "dismissed Welcome skippedByUser"])
        }
    }

    @Test func showAndWaitReportsTheDismissalThenThatTheCardWasSeen() async {
        let presenter = CountingPresenter()
        let tutorials = engine(presenter)
        guard case .dismissed(.tapped, _) = await tutorials.showAndWait("Export") else {
            Issue.record("The first request should show and dismiss the card.")
            return
        }
        #expect(await tutorials.showAndWait("Export") == .skipped(.alreadySeen))
    }

    @Test func aSeedAppStateFileWithHasSeenWelcomeShowsNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        // As the seed app wrote it: NSMutableDictionary writeToFile:, hasSeenWelcome = 1 among other state.
        let seed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>LastTab</key>
            \t<integer>2</integer>
            \t<key>hasSeenWelcome</key>
            \t<integer>1</integer>
            \t<key>ByDayDate</key>
            \t<date>2010-03-14T09:30:00Z</date>
            </dict>
            </plist>
            """
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Data(seed.utf8).write(to: url)
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, store: PropertyListStateStore(url: url))
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        #expect(presenter.presentations.isEmpty)
        tutorials.show("Library")
        await tutorials.waitUntilIdle()
        try await tutorials.flush()
        #expect(presenter.presentations == ["Library": 1])
    }

    @Test func aCorruptStateFileIsMovedAsideAndTheEngineStillWorks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        try Data("<plist><dict><key>hasSeenWel".utf8).write(to: url)
        let presenter = CountingPresenter()
        let tutorials = engine(presenter, store: PropertyListStateStore(url: url))
        #expect(tutorials.diagnostics.map(\.code) == [.stateCorrupt])
        tutorials.show("Welcome")
        await tutorials.waitUntilIdle()
        try await tutorials.flush()
        #expect(presenter.presentations == ["Welcome": 1])
        #expect(PropertyListStateStore(url: url).hasSeen("Welcome"))
    }
}
