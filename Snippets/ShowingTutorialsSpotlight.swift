// ShowingTutorials.md: a spotlight card (a coach mark) beside the view the app registers.
// snippet.hide
import Foundation
import Guidebook

/// Lays the card out as the overlay presenter does on an iPhone's screen and prints where it goes.
struct SpotlightPrinter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        let placement = model.placement(safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763), cardHeight: 160)
        let cutout = placement.cutout?.frame
        print(model.presentation, model.dimmingOpacity, cutout.map { "\($0.y)...\($0.y + $0.height)" } ?? "none")
        print("card \(placement.cardFrame.y)...\(placement.cardFrame.y + placement.cardFrame.height)")
        return .tapped
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
// snippet.show
// Tutorials.json: "Palette": {"presentation": "spotlight", "spotlight": {"target": "notePalette", "placement": "above"}}
let tutorials = Tutorials(
    content: content,
    store: .propertyListFile(appStateURL), presenter: SpotlightPrinter(), preferredLanguages: ["en"])
// The palette's frame, as the app registers it (UIKit: setSpotlightTarget(_:view:), SwiftUI: .spotlightTarget(_:)).
tutorials.setSpotlightTarget("notePalette", frame: SpotlightRect(x: 20, y: 700, width: 350, height: 60))
tutorials.show("Palette")  // the dimming leaves the palette clear; the card stands above it with an arrow
// prints spotlight 0.4 692.0...768.0
// prints card 520.0...680.0
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
