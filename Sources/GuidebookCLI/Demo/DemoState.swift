import Guidebook

/// Everything the demo's screen shows: the tabs, the card that is up, where the help
/// browser stands. A value: `DemoScreen` draws it, `DemoSession` changes it on key presses.
struct DemoState: Sendable {
    /// An open help article and the titles above it.
    struct OpenArticle: Sendable {
        var item: HelpItem
        /// "Help", the section and the parent articles: the core's breadcrumbs
        /// (`HelpArticleScreen`) without the article itself.
        var trail: [String]

        /// `item` of `book`, its trail from the core's article screen (`nil` when the book has
        /// no article with the item's id).
        init?(_ item: HelpItem, in book: HelpBook) {
            guard let screen = HelpArticleScreen(book: book, articleID: item.id) else { return nil }
            self.item = item
            trail = screen.breadcrumbs.dropLast().map(\.title)
        }
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
    var book: HelpBook? {
        didSet { search = book.map(DemoHelpSearch.init) }
    }
    /// The search over `book`, built once.
    private(set) var search: DemoHelpSearch?
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

    init(appName: String, screens: [String], book: HelpBook?, stateFile: String, language: String) {
        self.appName = appName
        self.screens = screens
        self.book = book
        self.search = book.map(DemoHelpSearch.init)
        self.stateFile = stateFile
        self.language = language
    }

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
