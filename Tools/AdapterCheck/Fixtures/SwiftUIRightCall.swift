// The control for the SwiftUI wrong-call fixture: Guidebook's SwiftUI views and Apple's
// modifiers, used as Apple declares them, type-check against the stubs.
import Guidebook
import GuidebookSwiftUI
import SwiftUI

struct HelpScreen: View {
    let book: HelpBook
    let tutorials: Tutorials
    let presenter: TutorialCardPresenter
    @State private var query = ""

    var body: some View {
        HelpView(book: book, articleID: "editing/undo")
            .searchable(text: $query, prompt: Text(verbatim: "Search"))
            .tutorial("Help")
            .guidebook(tutorials: tutorials, presenter: presenter)
    }
}
