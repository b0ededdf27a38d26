// ShowingTutorials.md: an inline card, placed by the app in its own layout like TipKit's TipView.
// snippet.hide
import Foundation
import Guidebook

/// The queue's presenter: an inline card never reaches it.
struct UnusedPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        print("queued", card.key)
        return .tapped
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
let (changes, changed) = AsyncStream.makeStream(of: Bool.self)
// snippet.show
let tutorials = Tutorials(
    content: content,  // "Tags": {"presentation": "inline", "actions": [… {"id": "notNow", "role": "dismiss"}]}
    store: .propertyListFile(appStateURL), presenter: UnusedPresenter(), preferredLanguages: ["en"])
let slot = TutorialInlineSlot(key: "Tags")  // what the inline view of the adapters draws
slot.observe { card in
    print(card.map { "\($0.title): \(TutorialCardModel(card: $0).presentation)" } ?? "collapsed")
    // snippet.hide
    changed.yield(card != nil)
    // snippet.show
}
slot.attach(to: tutorials)  // the view is on screen: the card comes at once, beside the queue
// prints Tag Your Pieces: inline
// snippet.hide
for await shown in changes where shown { break }
// snippet.show
slot.handle(.action("notNow"))  // the user chose "Not now": the card is seen and the view collapses
// prints collapsed
// snippet.hide
await tutorials.waitUntilIdle()
try await tutorials.flush()
