import Foundation
import Guidebook

/// A small book with two sections, a child two levels down, related articles (one missing)
/// and bodies using every kind of markup.
enum ViewModelFixtures {
    static func book(language: String? = "en") -> HelpBook {
        let ties = HelpItem(
            id: "editing/notation/ties", title: "Ties",
            body: HelpBody(markdown: "Drag from one note to the next. See [Undo](#editing/undo)."))
        let notation = HelpItem(
            id: "editing/notation", title: "Notation", subtitle: "Notes and rests",
            body: HelpBody(markdown: "Tap a staff."), children: [ties])
        let undo = HelpItem(
            id: "editing/undo", title: "Undo",
            body: HelpBody(markdown: "**Shake** to undo, or tap *Undo*."),
            related: ["editing/notation/ties", "gone/away", "editing/undo", "editing/notation/ties"])
        let welcome = HelpItem(
            id: "getting-started/welcome", title: "Welcome", subtitle: "  ",
            body: HelpBody(markdown: "1. Open a composition\n2. Play it\n\n- bullets\n- too"))
        return HelpBook(
            sections: [
                HelpSection(id: "getting-started", title: "Getting Started", items: [welcome]),
                HelpSection(id: "empty", title: "Nothing here", items: []),
                HelpSection(id: "editing", title: "Editing", items: [undo, notation]),
            ], language: language)
    }

    static func url(_ text: String) throws -> URL {
        guard let url = URL(string: text) else { throw FixtureError.badURL(text) }
        return url
    }

    enum FixtureError: Error { case badURL(String) }

    /// The text of each run that carries `predicate`.
    static func texts(_ text: AttributedString, where predicate: (AttributedString.Runs.Run) -> Bool) -> [String] {
        text.runs.filter(predicate).map { String(text[$0.range].characters) }
    }
}
