import Guidebook
import GuidebookSwiftUI
import SwiftUI

/// The app's root: the library, with Guidebook adopted in one line (`guidebook(tutorials:presenter:)`),
/// the Welcome card on first appearance (`tutorial("Welcome")`, in place of
/// `[TutorialSystem showTutorialForKey:@"Welcome"]`), then the "basics" tour (the Library card,
/// then the Export card with a spotlight on the Export button, `spotlightTarget("exportButton")`)
/// and a Help button opening the help menu.
/// A `guidebook://help/<id>` link the app is opened with reaches the menu's `onOpenURL`.
struct LibraryView: View {
    let guide: CompositionsGuide
    @State private var help: HelpMenu?

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(verbatim: "Library").font(.headline)
            Button {
            } label: {
                Text(verbatim: "Export")
            }
            .spotlightTarget("exportButton")
            Button {
                help = HelpMenu()
            } label: {
                Text(verbatim: "Help")
            }
            SettingsView(tutorials: guide.tutorials)
        }
        .tutorial("Welcome")
        .onAppear { guide.tutorials.showTour("basics", onScreen: ["Library", "Export"]) }
        .sheet(item: $help) { _ in
            HelpView(book: guide.book)
        }
        .guidebook(tutorials: guide.tutorials, presenter: guide.presenter)
    }
}

/// The help menu, as `sheet(item:)` presents it.
struct HelpMenu: Identifiable {
    let id = "help"
}
