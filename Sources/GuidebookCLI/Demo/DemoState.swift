import Guidebook

/// Everything the demo's screen shows: the tabs, the card that is up, where the help
/// browser stands. A value: `DemoScreen` draws it, `DemoSession` changes it on key presses.
struct DemoState: Sendable {
    /// An open help article and the titles above it.
    struct OpenArticle: Sendable {
        var item: HelpItem
        var trail: [String]
    }

    /// The app's name, shown in the top bar.
    var appName: String
    /// One screen per tutorial key; the Help tab comes after them.
    var screens: [String]
    /// The tab shown.
    var current = 0
    /// The tutorial card over the screen, while one is up.
    var card: TutorialCard?
    /// The help book, when the content has one.
    var book: HelpBook?
    /// Open articles, the innermost last; empty on the help index.
    var articles: [OpenArticle] = []
    /// The selected row on the help index or the open article (its children).
    var selection = 0
    /// The search text while searching; `nil` otherwise.
    var query: String?
    /// The selected search result.
    var searchSelection = 0
    /// The state file, shown in the status line.
    var stateFile: String
    /// The language of the copy.
    var language: String
    /// A one-off message in the status line (`Tutorials reset.`).
    var message: String?
    /// The terminal's size.
    var columns = 80
    var rows = 24
    /// Set when the user quit; cards presented after this are cancelled.
    var quitting = false

    /// Whether the Help tab is shown.
    var isHelp: Bool { current == screens.count }
    /// Number of tabs, Help included.
    var tabCount: Int { screens.count + 1 }

    /// The rows of the help index: every item of every section, in book order.
    var indexRows: [(section: Int, item: HelpItem)] {
        guard let book else { return [] }
        return book.sections.enumerated().flatMap { index, section in section.items.map { (index, $0) } }
    }
}
