// ShowingTutorials.md: listening to events (analytics, tests).
// snippet.hide
import Foundation
import Guidebook

struct TappingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason { .tapped }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let tutorials = Tutorials(
    copy: try .stringsTable("Tutorial", in: URL(fileURLWithPath: "Examples/Compositions"), preferredLanguages: ["en"]),
    store: .propertyListFile(appStateURL), presenter: TappingPresenter())
let (logged, loggedOne) = AsyncStream.makeStream(of: Void.self)
struct Analytics {
    func log(_ key: String, _ reason: DismissReason, _ duration: TimeInterval) {
        print("\(key) \(reason)")
        loggedOne.yield()
    }
}
let analytics = Analytics()
// snippet.show
let events = tutorials.events
Task {
    for await event in events {
        if case .dismissed(let key, let reason, let duration) = event {
            analytics.log(key, reason, duration)
        }
    }
}
tutorials.show("Library")  // prints Library tapped
// snippet.hide
for await _ in logged { break }
try await tutorials.flush()
