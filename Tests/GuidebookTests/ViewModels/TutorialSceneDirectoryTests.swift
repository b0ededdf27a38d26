import Testing

@testable import Guidebook

/// The windows of an iPad app as SwiftUI's adapter sees them: each connects when its root view
/// joins it, and its cards are drawn there; a card asked for before the window is known waits.
@Suite struct TutorialSceneDirectoryTests {
    @Test func theFirstWindowDrawsMainsCardsAndEveryOtherWindowGetsItsOwnScene() {
        var directory = TutorialSceneDirectory()
        #expect(directory.connect("A") == .init(scene: .main, isNew: true))
        #expect(directory.connect("B") == .init(scene: TutorialScene("B"), isNew: true))
        #expect(
            directory.connect("A") == .init(scene: .main, isNew: false), "a window that connects again keeps its scene")
        #expect(directory.mainWindow == "A")
        #expect(directory.scene(of: "B") == TutorialScene("B"))
    }

    @Test func whenMainsWindowClosesTheNextWindowToConnectDrawsMainsCards() {
        var directory = TutorialSceneDirectory()
        _ = directory.connect("A")
        _ = directory.connect("B")
        #expect(directory.disconnect("A") == .main)
        #expect(directory.mainWindow == nil)
        #expect(directory.scene(of: "B") == TutorialScene("B"), "an open window keeps its own scene")
        #expect(directory.connect("C").scene == .main)
        #expect(directory.disconnect("B") == TutorialScene("B"))
        #expect(directory.disconnect("B") == nil, "a window goes away once")
    }

    @Test func aCardAskedForBeforeTheWindowIsKnownIsShownThereOnceItIs() {
        var binding = TutorialSceneBinding()
        #expect(binding.request("Welcome") == nil)
        #expect(binding.request("Library") == nil)
        #expect(binding.request("Welcome") == nil)
        #expect(binding.waiting == [.card("Welcome"), .card("Library")], "in the order asked, once per key")
        #expect(binding.bind(to: TutorialScene("B")) == [.card("Welcome"), .card("Library")])
        #expect(binding.waiting.isEmpty)
        #expect(binding.request("Editor") == TutorialScene("B"), "bound: straight to the window")
        binding.unbind()
        #expect(binding.request("Export") == nil, "a tree that left its window waits for the next")
        #expect(binding.bind(to: .main) == [.card("Export")])
    }

    @Test func whereThereAreNoWindowsToWaitForCardsGoToMainAtOnce() {
        var binding = TutorialSceneBinding(scene: .main)
        #expect(binding.request("Welcome") == .main)
        #expect(binding.waiting.isEmpty)
    }

    /// The flow of a two-window app: each window's root connects, the second gets a presenter of
    /// its own, and each window's cards are drawn by its presenter; closing the second window
    /// drops the card that waited for it.
    @Test func eachWindowsCardsAreDrawnByItsOwnPresenter() async {
        let first = CountingPresenter()
        let second = CountingPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor"])),
            store: InMemoryStateStore(), presenter: first, options: options())
        var directory = TutorialSceneDirectory()
        var firstRoot = TutorialSceneBinding()
        var secondRoot = TutorialSceneBinding()
        #expect(firstRoot.request("Welcome") == nil)
        #expect(secondRoot.request("Library") == nil)
        for request in firstRoot.bind(to: directory.connect("A").scene) { tutorials.perform(request, in: .main) }
        let connection = directory.connect("B")
        if connection.isNew { tutorials.setPresenter(second, for: connection.scene) }
        for request in secondRoot.bind(to: connection.scene) { tutorials.perform(request, in: connection.scene) }
        await tutorials.waitUntilIdle()
        #expect(first.presentations == ["Welcome": 1])
        #expect(second.presentations == ["Library": 1])
        if let gone = directory.disconnect("B"), gone != .main { tutorials.removeScene(gone) }
        #expect(await tutorials.showAndWait("Editor", in: connection.scene) == .skipped(.sceneUnavailable))
    }

    /// `.tutorial("Welcome").tutorialTour("basics", onScreen: …)` on the root of the second window
    /// of an iPad app: both wait for the window, then the Welcome card and the whole tour (one
    /// request, Next, Next) are drawn by that window's presenter, none by the first window's.
    @Test func aTourAskedForBeforeTheWindowIsKnownWalksToItsEndInThatWindow() async {
        let first = ScriptedPresenter()
        let second = ScriptedPresenter()
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Export"])),
            store: InMemoryStateStore(), presenter: first, options: options(),
            rules: TutorialRules(tours: [TutorialTour("basics", steps: ["Library", "Export"])]))
        var directory = TutorialSceneDirectory()
        _ = directory.connect("A")
        var root = TutorialSceneBinding()
        #expect(root.request("Welcome") == nil)
        #expect(root.request(.tour("basics", onScreen: ["Library", "Export"])) == nil)
        #expect(root.request(.tour("basics", onScreen: ["Library", "Export"])) == nil)
        #expect(root.waiting == [.card("Welcome"), .tour("basics", onScreen: ["Library", "Export"])])
        let connection = directory.connect("B")
        tutorials.setPresenter(second, for: connection.scene)
        for request in root.bind(to: connection.scene) { tutorials.perform(request, in: connection.scene) }
        for count in 1...3 { await second.dismiss(.tapped, presentation: count) }
        await tutorials.waitUntilIdle()
        let shown = second.presented.map { card in
            card.key + (card.tourStep.map { " \($0.number) of \($0.count)" } ?? "")
        }
        #expect(shown == ["Welcome", "Library 1 of 2", "Export 2 of 2"])
        #expect(first.presented.isEmpty)
        #expect(tutorials.currentStep(ofTour: "basics") == nil, "the tour is finished")
    }
}
