// TutorialRulesFormat.md and ShowingTutorials.md: the engine made from a content folder takes
// its copy and the writers' rules in its Tutorials.json.
// snippet.hide
import Foundation
import Guidebook

struct PrintingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        print(card.title)
        return .tapped
    }
}

// The example content with a rules file beside its .lproj folders.
let resources = FileManager.default.temporaryDirectory.appendingPathComponent("Compositions-\(UUID().uuidString)")
try FileManager.default.copyItem(at: URL(fileURLWithPath: "Examples/Compositions"), to: resources)
try Data(#"{"cards": {"Export": {"maxDisplayCount": 2}}}"#.utf8)
    .write(to: resources.appendingPathComponent("Tutorials.json"))
let appStateURL = resources.appendingPathComponent("AppState.plist")
defer { try? FileManager.default.removeItem(at: resources) }
// snippet.show
let content = GuidebookContent(source: .folder(resources))  // in an app: .bundle(.main)
let tutorials = Tutorials(
    content: content,  // the cards' copy, and when each shows: Tutorials.json
    store: .propertyListFile(appStateURL), presenter: PrintingPresenter(), preferredLanguages: ["en"])
for _ in 1...3 {
    tutorials.show("Export")  // "maxDisplayCount": 2, so twice
    await tutorials.waitUntilIdle()
}
// prints Sharing Your Music
// prints Sharing Your Music
// A refused rules file would be listed here with its file:line:column; the cards show once.
print(tutorials.diagnostics.isEmpty)  // prints true
// snippet.hide
try await tutorials.flush()
