// ShowingTutorials.md: an anchored card, a bubble beside its target on the undimmed screen.
// snippet.hide
import Foundation
import Guidebook

/// Lays the bubble out on an iPhone's screen and prints which taps are the card's.
struct AnchoredPrinter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        let placement = model.placement(safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763), cardHeight: 180)
        let onCard = SpotlightPoint(x: placement.cardFrame.midX, y: placement.cardFrame.midY)
        print(model.presentation, model.dimmingOpacity, placement.cutout == nil, placement.arrow?.edge.rawValue ?? "-")
        print(
            model.receivesTap(at: onCard, placement: placement),
            model.receivesTap(at: SpotlightPoint(x: 30, y: 600), placement: placement))
        return .action("gotIt")
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
// snippet.show
// Tutorials.json: "Tempo": {"presentation": "anchored", "spotlight": {"target": "tempoButton", "placement": "below"}}
let tutorials = Tutorials(
    content: content,
    store: .propertyListFile(appStateURL), presenter: AnchoredPrinter(), preferredLanguages: ["en"])
tutorials.setSpotlightTarget("tempoButton", frame: SpotlightRect(x: 300, y: 60, width: 60, height: 44))
tutorials.show("Tempo")  // nothing dimmed, no cut-out; the arrow on the bubble's top edge
// prints anchored 0.0 true top
// A tap on the bubble is the card's; a tap beside it reaches the app, and the bubble stays.
// prints true false
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
