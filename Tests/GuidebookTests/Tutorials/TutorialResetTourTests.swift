import Foundation
import Guidebook
import Testing

@Suite struct TutorialResetTourTests {
    func engine(store: any TutorialStateStore, environment: [String: String] = [:]) -> Tutorials {
        Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial(keys: ["Welcome", "Library", "Editor", "Export"])),
            store: store, presenter: CountingPresenter(), options: options(environment: environment),
            rules: TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor", "Export"])]))
    }

    @Test func theResetTourVariableStartsTheTourOverAtEveryLaunchAndLeavesOtherCardsSeen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let url = folder.url.appendingPathComponent("AppState.plist")
        do {
            let tutorials = engine(store: PropertyListStateStore(url: url))
            _ = await tutorials.showAndWait("Welcome")
            _ = await tutorials.showAndWait("Library")
            _ = await tutorials.showAndWait("Editor")
            try await tutorials.flush()
            #expect(tutorials.currentStep(ofTour: "Basics")?.number == 3)
        }
        do {
            let relaunched = engine(store: PropertyListStateStore(url: url))
            #expect(relaunched.currentStep(ofTour: "Basics")?.number == 3)
        }
        let reset = engine(
            store: PropertyListStateStore(url: url), environment: ["GUIDEBOOK_RESET_TOUR": " Basics "])
        #expect(reset.currentStep(ofTour: "Basics")?.number == 1)
        #expect(!reset.hasSeen("Library"))
        #expect(reset.hasSeen("Welcome"))
        #expect(reset.diagnostics.isEmpty)
        _ = await reset.showAndWait("Library")
        #expect(reset.hasSeen("Library"))
        try await reset.flush()
    }

    @Test func theOptionWorksAsTheVariableDoes() async throws {
        let store = InMemoryStateStore(seen: ["Library"])
        var options = options()
        options.testing.resetTours = ["Basics"]
        let tutorials = Tutorials(
            copy: TutorialCopy(source: MemorySource.tutorial()), store: store, presenter: CountingPresenter(),
            options: options, rules: TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor"])]))
        #expect(!tutorials.hasSeen("Library"))
        #expect(tutorials.decide("Library").shows)
    }

    @Test func anUnknownTourNameIsReportedWithTheNearestOne() {
        let tutorials = engine(store: InMemoryStateStore(), environment: ["GUIDEBOOK_RESET_TOUR": "Basic"])
        let finding = tutorials.diagnostics.first { $0.code == .resetUnknownTour }
        #expect(finding?.message.contains("\"Basic\"") == true)
        #expect(finding?.fix == "Did you mean \"Basics\"?")
    }
}
