// ShowingTutorials.md: the app's style for every card, under the rules file's and each card's own.
// snippet.hide
import Foundation
import Guidebook

/// Prints how the card is drawn, then dismisses it.
struct PrintingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        print(model.style.tint?.hex ?? "system", model.style.cornerRadius, model.dimmingOpacity)
        return .tapped
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
// snippet.show
var options = TutorialOptions()
options.style.tint = GuidebookColor(hex: "#FF2D55")  // the app's: every card, unless the file says otherwise
options.style.cornerRadius = 20
options.style.titleFont = GuidebookStyle.Font(.title3, weight: .bold)
let tutorials = Tutorials(
    content: content,  // Tutorials.json: "style": {"tint": "#0A84FF"}
    store: .propertyListFile(appStateURL), presenter: PrintingPresenter(), options: options,
    preferredLanguages: ["en"])
tutorials.show("Welcome")
// prints #0A84FF 20.0 0.4
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
