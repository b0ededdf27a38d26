// The DocC overview (Guidebook.md): a card the first time, then never again.
// snippet.hide
import Foundation
import Guidebook

struct PrintingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        print(card.title)
        return .tapped
    }
}

let resources = URL(fileURLWithPath: "Examples/Compositions")
let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
// snippet.show
let tutorials = Tutorials(
    copy: try .stringsTable("Tutorial", in: resources),
    store: .propertyListFile(appStateURL, keyPrefix: "hasSeen"),
    presenter: PrintingPresenter())  // yours: draws a TutorialCard, returns on tap
tutorials.show("Welcome")  // prints Welcome to Compositions
// snippet.hide
await tutorials.waitUntilIdle()
// snippet.show
tutorials.show("Welcome")  // once; then never again
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
