// ShowingTutorials.md: walking a tour with one call where the screen appears.
// snippet.hide
import Foundation
import Guidebook

/// Presses Next on every card, as a user reading the tour would.
struct NextPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        print(card.title, model.tourControls?.progress ?? "", separator: " · ")
        guard case .dismiss(let reason) = model.action(for: .next) else { return .cancelled }
        return reason
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
let tutorials = Tutorials(
    content: content, store: .propertyListFile(appStateURL), presenter: NextPresenter(), preferredLanguages: ["en"])
// snippet.show
// The Library screen has both steps of "basics" (Tutorials.json): one call walks them.
tutorials.showTour("basics", onScreen: ["Library", "Export"])  // prints Your Library · 1 of 2
await tutorials.waitUntilIdle()  // prints Sharing Your Music · 2 of 2
print(tutorials.currentStep(ofTour: "basics") == nil)  // prints true
// snippet.hide
try await tutorials.flush()
