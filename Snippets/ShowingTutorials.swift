// ShowingTutorials.md: show a card where a feature appears.
// snippet.hide
import Foundation
import Guidebook

struct PrintingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        print(card.title)
        return .tapped
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let tutorials = Tutorials(
    copy: try .stringsTable("Tutorial", in: URL(fileURLWithPath: "Examples/Compositions"), preferredLanguages: ["en"]),
    store: .propertyListFile(appStateURL), presenter: PrintingPresenter())
// snippet.show
// Where the Library screen appears: in viewDidAppear(_:), or SwiftUI's onAppear.
tutorials.show("Library")  // prints Your Library
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
