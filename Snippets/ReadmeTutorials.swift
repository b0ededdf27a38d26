// The README's "Use it in an iOS app": a presenter in a few lines, the engine, and what code
// outside an app (a test, a script, this snippet) awaits before it ends.
// snippet.hide
import Foundation
// snippet.show
import Guidebook
// snippet.hide

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
// snippet.show

/// Draws a card and returns how it went away. An app draws it over its window and returns
/// when the user taps; this one prints it.
struct PrintingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        print("\(card.title): \(card.body)")
        return .tapped
    }
}

let resources = URL(fileURLWithPath: "Examples/Compositions")  // in an app: Bundle.main.bundleURL
let tutorials = Tutorials(
    copy: try .stringsTable("Tutorial", in: resources),  // the user's languages by default
    store: .propertyListFile(appStateURL, keyPrefix: "hasSeen"),  // the seed's hasSeenWelcome = 1
    presenter: PrintingPresenter())
tutorials.show("Welcome")  // prints Welcome to Compositions: Compositions is your notebook…
await tutorials.waitUntilIdle()  // outside an app: wait until the card is down
tutorials.show("Welcome")  // nothing: seen
try await tutorials.flush()  // outside an app: wait until "seen" is on disk
print(tutorials.hasSeen("Welcome"))  // prints true
tutorials.resetAll()  // "Show tips again" in Settings
