// ShowingTutorials.md: an overlay card, the seed's card over the dimmed screen (the default).
// snippet.hide
import Foundation
import Guidebook

/// Prints how an adapter draws the card on an iPhone's screen, then dismisses it.
struct OverlayPrinter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        let placement = model.placement(safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763), cardHeight: 200)
        let tapBeside = model.receivesTap(at: SpotlightPoint(x: 10, y: 60), placement: placement)
        print(card.title, model.presentation, model.dimmingOpacity, placement.cutout == nil, tapBeside)
        return .tapped
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
// snippet.show
let tutorials = Tutorials(
    content: content,  // Tutorials.json gives "Welcome" no "presentation" and no "spotlight": overlay
    store: .propertyListFile(appStateURL), presenter: OverlayPrinter(), preferredLanguages: ["en"])
tutorials.show("Welcome")  // centred, the screen dimmed to 40 %, a tap anywhere is the card's
// prints Welcome to Compositions overlay 0.4 true true
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
