import Guidebook
import GuidebookSwiftUI
import SwiftUI

/// The app's root: the library, with Guidebook adopted in one line (`guidebook(tutorials:presenter:)`:
/// on iOS the cards are drawn in an overlay window of this view's scene, above the help sheet),
/// the Welcome card on first appearance (`tutorial("Welcome")`, in place of
/// `[TutorialSystem showTutorialForKey:@"Welcome"]`), then the "basics" tour (the Library card,
/// then the Export card with a spotlight on the Export button, `spotlightTarget("exportButton")`)
/// and a Help button opening the help menu (left out when the bundle has no help book).
/// The menu is a sheet with a Done button, on the content store (a remote update shows at once);
/// a `compositions://help/<id>` link the app is opened with reaches the menu's `onOpenURL`.
struct LibraryView: View {
    let guide: CompositionsGuide
    @State private var help: HelpMenu?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(verbatim: "Library").font(.headline)
            // The Tags card among the screen's views (its rules say "presentation": "inline"),
            // like TipKit's TipView; it takes no room before its card comes and once it is dismissed.
            TutorialInlineView("Tags")
            Button {
            } label: {
                Text(verbatim: "Export")
            }
            .spotlightTarget("exportButton")
            if let book = guide.book {
                Button {
                    help = HelpMenu(book: book)
                } label: {
                    Text(verbatim: "Help")
                }
            }
            SettingsView(tutorials: guide.tutorials)
        }
        .tutorial("Welcome")
        .tutorialTour("basics", onScreen: ["Library", "Export"])
        .sheet(item: $help) { menu in
            HelpView(store: guide.store, presentation: .sheet, links: guide.links)
        }
        .guidebook(tutorials: guide.tutorials, presenter: guide.presenter)
    }
}

/// The help menu, as `sheet(item:)` presents it (only when the bundle has a help book).
struct HelpMenu: Identifiable {
    let id = "help"
    let book: HelpBook
}
