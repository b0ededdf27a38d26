// ShowingTutorials.md: a card's actions, declared in Tutorials.json and performed by the app.
// snippet.hide
import Foundation
import Guidebook

/// Chooses the card's default button, as a user pressing Return would.
struct ChoosingPresenter: TutorialPresenter {
    func present(_ card: TutorialCard) async -> DismissReason {
        let model = TutorialCardModel(card: card)
        guard let button = model.actionButtons.first(where: \.isDefault) else { return .tapped }
        print(model.actionButtons.map { "\($0.title) (\($0.role))" }.joined(separator: ", "))
        return button.reason
    }
}

let appStateURL = FileManager.default.temporaryDirectory.appendingPathComponent("AppState-\(UUID().uuidString).plist")
defer { try? FileManager.default.removeItem(at: appStateURL) }
let content = GuidebookContent(source: .folder(URL(fileURLWithPath: "Examples/Compositions")))
let (opened, openedOne) = AsyncStream.makeStream(of: Void.self)
let book = content.helpBook(language: "en")?.book ?? HelpBook(sections: [])
/// Stands in for the app's help screen.
struct HelpMenu {
    func show(_ destination: HelpDestination) {
        if case .article(let id) = destination { print(book.item(withID: id)?.title ?? id) }
        openedOne.yield()
    }
}
let helpMenu = HelpMenu()
// snippet.show
let tutorials = Tutorials(
    content: content,  // Tutorials.json: "actions": [{"id": "tryIt", "role": "primary", "opens": "help:export-pdf"}, …]
    store: .propertyListFile(appStateURL), presenter: ChoosingPresenter(), preferredLanguages: ["en"])
tutorials.onOpenLink { url in  // "opens": a help article or an address
    if case .show(let destination) = HelpLinkScheme.inApp.route(chosen: url, in: book) {
        helpMenu.show(destination)
    }
}
tutorials.onAction { key, actionID in print("\(key) \(actionID)") }  // actions without "opens"
tutorials.showTour("basics")  // Library, then Export with its actions
// prints Try it (primary), Not now (dismiss)
// prints Exporting a PDF
// snippet.hide
for await _ in opened { break }
try await tutorials.flush()
