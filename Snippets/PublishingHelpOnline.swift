// PublishingHelpOnline.md: the app side of remote help. Offline here, so the bundled book is used.
// snippet.hide
import Foundation
import GuidebookRemote

let resources = URL(fileURLWithPath: "Examples/Compositions")  // in an app: Bundle.main.resourceURL
let caches = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-snippet-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: caches) }
let helpManifest = URL(fileURLWithPath: "/nonexistent/guidebook.json")  // in an app: your server's https URL
let appVersion = AppVersion(parts: [2, 3])
// snippet.show
let updater = try RemoteContentUpdater(
    manifestURL: helpManifest,  // https://example.com/help/guidebook.json
    bundled: resources,
    cache: caches.appendingPathComponent("Help"),
    policy: RemoteContentPolicy(appVersion: appVersion)
) { set in
    try HelpBook.load(from: set.folder, preferredLanguages: ["en"])
}
let search = HelpSearch(book: updater.content)  // at once, from disk: the bundled book on first launch
print(search.search("exprot pdf").first?.title ?? "")  // prints Exporting a PDF
Task {
    for await book in updater.updates() { search.replace(with: book) }
}
updater.checkInBackground()  // at launch; at most once an hour
