#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit
    #if canImport(CoreGraphics)
        import CoreGraphics
    #endif

    /// The in-app help menu: a grouped table of the book — its sections, each with its rows, each
    /// row pushing its article. An article shows its body (a text view whose links to other
    /// articles push those) above a table of its children and "See also". A search field
    /// (`UISearchController`) runs the core's search and lists the results with the matched words
    /// in bold.
    ///
    /// Every screen is drawn from the core's view models (`HelpIndexScreen`,
    /// `HelpArticleScreen`, `HelpSearchScreen`), with Dynamic Type fonts (drawn again when the
    /// text size changes), bold and italic runs, `UIListContentConfiguration` rows and the book's
    /// layout direction. Which links it takes is a `HelpLinkScheme`. Push it inside a navigation
    /// controller:
    ///
    /// ```swift
    /// let help = HelpViewController(store: store, links: HelpLinkScheme(registeredScheme: "compositions") ?? .inApp)
    /// navigationController?.pushViewController(help, animated: true)
    /// help.show(articleID: "exporting/pdf")   // false when nothing was pushed
    /// ```
    ///
    /// On a `ContentStore`, a remote update is shown at once: the index is drawn from the new
    /// book, and the pushed articles it still has are drawn again, the others taken off the
    /// stack (`HelpNavigation.afterSwap(to:)`); the search query stays.
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`); how it
    /// looks and reads with VoiceOver is only checked on a device.
    @MainActor
    public final class HelpViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
        UITextViewDelegate, UISearchResultsUpdating
    {
        /// What one screen shows.
        enum Screen {
            case index(HelpIndexScreen)
            case article(HelpArticleScreen)
        }

        /// One row of the table: what it shows and the article it opens (none for a message).
        struct Row {
            var title: NSAttributedString
            var subtitle: NSAttributedString?
            var accessibilityLabel: String
            var articleID: String?
        }

        /// One group of the table.
        struct Section {
            var title: String?
            var rows: [Row]
        }

        /// The book shown (the newest a content update brought, with a store).
        public private(set) var book: HelpBook
        private var strings: HelpScreenStrings
        private var screen: Screen
        private let search: HelpSearch?
        private let links: HelpLinkScheme
        /// The app's own words, kept across content swaps (`nil`: the book's language's).
        private let customStrings: HelpScreenStrings?
        /// The text in the search field.
        private var query = ""
        /// Follows the store's swaps (the index screen of a store-backed menu only).
        private var updates: Task<Void, Never>?
        private var sections: [Section] = []
        /// The search results shown in place of the book while the field has a query.
        private var results: HelpSearchScreen?
        /// Whether the screen waits for its search's index to be built, to draw the results then.
        private var awaitsSearch = false
        /// An article's body, above its rows.
        private var bodyView: UITextView?
        private var sizeObserver: (any NSObjectProtocol)?
        private let tableView = HelpTableView(frame: .zero, style: .insetGrouped)
        private static let cellIdentifier = "HelpRow"

        /// Creates the help menu of `book`: its index, with a search field.
        ///
        /// - Parameters:
        ///   - book: The help book.
        ///   - strings: The screens' own words; `nil` for the built-in ones in the book's language
        ///     (`GuidebookStrings`).
        ///   - search: A search over `book` the app already has; `nil` builds one.
        ///   - links: Which links the menu takes; `.inApp` claims no link the app is opened with.
        public convenience init(
            book: HelpBook, strings: HelpScreenStrings? = nil, search: HelpSearch? = nil, links: HelpLinkScheme = .inApp
        ) {
            self.init(book: book, customStrings: strings, search: search ?? HelpSearch(book: book), links: links)
        }

        /// Creates the help menu of the book `store` holds for `preferredLanguages`, drawn again
        /// whenever a remote update swaps the content. The menu holds itself weakly in the task
        /// that follows the store: once it is gone, the task ends at the next swap.
        ///
        /// ```swift
        /// navigationController?.pushViewController(HelpViewController(store: store), animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - store: The content the app uses (an empty index while it has no help book).
        ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
        ///   - strings: The screens' own words; `nil` for the built-in ones in each book's language.
        ///   - links: Which links the menu takes.
        public convenience init(
            store: ContentStore, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
            strings: HelpScreenStrings? = nil, links: HelpLinkScheme = .inApp
        ) {
            let changes = store.changes()  // before reading: a swap in between is told again
            let content = store.content
            let book = Self.book(in: content, preferredLanguages: preferredLanguages)
            let search = Self.search(in: content, of: book, preferredLanguages: preferredLanguages)
            self.init(book: book, customStrings: strings, search: search, links: links)
            updates = Task { [weak self] in
                for await content in changes {
                    await self?.swap(to: content, preferredLanguages: preferredLanguages)
                }
            }
        }

        private convenience init(
            book: HelpBook, customStrings: HelpScreenStrings?, search: HelpSearch, links: HelpLinkScheme
        ) {
            let strings = customStrings ?? HelpScreenStrings(book: book)
            self.init(
                book: book, strings: strings, customStrings: customStrings,
                screen: .index(HelpIndexScreen(book: book, strings: strings)), search: search, links: links)
        }

        init(
            book: HelpBook, strings: HelpScreenStrings, customStrings: HelpScreenStrings?, screen: Screen,
            search: HelpSearch?, links: HelpLinkScheme
        ) {
            self.book = book
            self.strings = strings
            self.customStrings = customStrings
            self.screen = screen
            self.search = search
            self.links = links
            super.init(nibName: nil, bundle: nil)
            switch screen {
            case .index(let index):
                title = index.title
                sections = Self.sections(of: index)
            case .article(let article):
                title = article.title
                sections = Self.sections(of: article)
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override public func loadView() {
            tableView.dataSource = self
            tableView.delegate = self
            switch screen {
            case .index(let index):
                tableView.semanticContentAttribute = index.layoutDirection.semanticContentAttribute
            case .article(let article):
                tableView.semanticContentAttribute = article.layoutDirection.semanticContentAttribute
                let body = UITextView(frame: .zero, textContainer: nil)
                body.isEditable = false
                body.delegate = self
                body.backgroundColor = .clear
                body.semanticContentAttribute = article.layoutDirection.semanticContentAttribute
                body.attributedText = HelpText.attributed(article.body)
                body.textColor = .label
                bodyView = body
                tableView.tableHeaderView = body
            }
            view = tableView
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            guard search != nil else { return }
            let searchController = UISearchController(searchResultsController: nil)
            searchController.searchResultsUpdater = self
            searchController.obscuresBackgroundDuringPresentation = false
            searchController.searchBar.placeholder = strings.searchPrompt
            navigationItem.searchController = searchController
        }

        /// Follows Dynamic Type while on screen: a change of the text size draws the rows and the
        /// body again in the new size.
        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            redraw()  // the size may have changed while another screen was on top
            guard sizeObserver == nil else { return }
            sizeObserver = NotificationCenter.default.addObserver(
                forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.redraw() }
            }
        }

        override public func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let sizeObserver { NotificationCenter.default.removeObserver(sizeObserver) }
            sizeObserver = nil
        }

        /// The rows (and an article's body) again, in the current Dynamic Type size.
        private func redraw() {
            switch screen {
            case .index(let index):
                if let search, !query.isEmpty {
                    let results = searchScreen(search)
                    self.results = results
                    sections = results.isSearching ? Self.sections(of: results) : Self.sections(of: index)
                } else {
                    sections = Self.sections(of: index)
                }
            case .article(let article):
                sections = Self.sections(of: article)
                bodyView?.attributedText = HelpText.attributed(article.body)
                bodyView?.textColor = .label
            }
            tableView.reloadData()
            tableView.setNeedsLayout()
        }

        /// Pushes the screen of the article with `articleID` (a deep link).
        ///
        /// - Parameters:
        ///   - articleID: The article's id.
        ///   - animated: Whether the push is animated.
        /// - Returns: `false` when nothing was pushed: the book has no such article, it is already
        ///   on top, or this screen is not in a navigation controller.
        @discardableResult
        public func show(articleID: String, animated: Bool = true) -> Bool {
            show(.article(articleID), animated: animated)
        }

        /// Opens a link the app was opened with, when it is a help link in the registered scheme
        /// (`<scheme>://help/<id>`, see `HelpLinkScheme`): its article on the index (what was
        /// pushed before is popped), or the index.
        ///
        /// - Parameters:
        ///   - url: The link.
        ///   - animated: Whether the push is animated.
        /// - Returns: `false` when the link is the app's (not a help link in its scheme), names an
        ///   article the book lacks, or this screen is not in a navigation controller.
        @discardableResult
        public func open(_ url: URL, animated: Bool = true) -> Bool {
            guard case .show(let destination) = links.route(opened: url, in: book), let navigationController
            else { return false }
            _ = navigationController.popToViewController(self, animated: false)
            return destination == .index || show(destination, animated: animated)
        }

        private func show(_ destination: HelpDestination, animated: Bool) -> Bool {
            guard let navigationController else { return false }
            switch destination {
            case .index:
                _ = navigationController.popToViewController(self, animated: animated)
                return true
            case .article(let id):
                if let top = navigationController.topViewController as? HelpViewController, top.articleID == id {
                    return false  // already on screen: HelpNavigation does not push the top twice
                }
                guard let next = articleController(id) else { return false }
                navigationController.pushViewController(next, animated: animated)
                return true
            }
        }

        /// The article this screen shows, `nil` for the index.
        private var articleID: String? {
            if case .article(let article) = screen { return article.id }
            return nil
        }

        /// A screen for the article `id` of the current book, `nil` when the book lacks it.
        private func articleController(_ id: String) -> HelpViewController? {
            guard let article = HelpArticleScreen(book: book, articleID: id, strings: strings) else { return nil }
            return HelpViewController(
                book: book, strings: strings, customStrings: customStrings, screen: .article(article), search: nil,
                links: links)
        }

        // MARK: A content update

        /// Shows the book `content` brings in place of the book: its search (the prebuilt index
        /// read, else built) made off the main actor, then the index drawn again and the pushed
        /// articles replaced by the new book's, those it lacks dropped
        /// (``HelpNavigation/afterSwap(to:)``); the query kept.
        private func swap(to content: GuidebookContent, preferredLanguages: [String]) async {
            let newBook = Self.book(in: content, preferredLanguages: preferredLanguages)
            if let search {
                await Task.detached(priority: .userInitiated) {
                    // The old index answers until the new one is made: the book and its search swap together.
                    let fresh = Self.search(in: content, of: newBook, preferredLanguages: preferredLanguages)
                    await fresh.waitUntilReady()
                    search.replace(with: fresh)
                }.value
            }
            let stack = navigationController?.viewControllers ?? []
            let position = stack.firstIndex { $0 === self }
            let above = position.map { stack[($0 + 1)...] } ?? []
            let pushed = above.prefix { ($0 as? HelpViewController)?.articleID != nil }
            let path = pushed.compactMap { ($0 as? HelpViewController)?.articleID }
            let swap = HelpNavigation(path: path, query: query).afterSwap(to: newBook)
            book = newBook
            strings = customStrings ?? HelpScreenStrings(book: newBook)
            let index = HelpIndexScreen(book: newBook, strings: strings)
            screen = .index(index)
            title = index.title
            tableView.semanticContentAttribute = index.layoutDirection.semanticContentAttribute
            redraw()
            guard let navigationController, let position else { return }
            let articles = swap.navigation.path.compactMap(articleController)
            let rest = above.dropFirst(pushed.count)
            navigationController.setViewControllers(
                Array(stack[...position]) + articles + Array(rest), animated: false)
        }

        private static func book(in content: GuidebookContent, preferredLanguages: [String]) -> HelpBook {
            content.helpBook(preferredLanguages: preferredLanguages)?.book ?? HelpBook(sections: [])
        }

        /// The search over `book`, the book `content` shows: its published index when it has one.
        private nonisolated static func search(
            in content: GuidebookContent, of book: HelpBook, preferredLanguages: [String]
        ) -> HelpSearch {
            content.helpSearch(preferredLanguages: preferredLanguages) ?? HelpSearch(book: book)
        }

        // MARK: The table

        public func numberOfSections(in tableView: UITableView) -> Int {
            sections.count
        }

        public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].title
        }

        public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let row = sections[indexPath[0]].rows[indexPath[1]]  // section, row
            let cell =
                tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: Self.cellIdentifier)
            cell.semanticContentAttribute = tableView.semanticContentAttribute
            var content = UIListContentConfiguration.subtitleCell()  // lines wrap: no limit by default
            content.attributedText = row.title
            content.secondaryAttributedText = row.subtitle
            cell.contentConfiguration = content
            cell.accessoryType = row.articleID == nil ? .none : .disclosureIndicator
            cell.accessibilityLabel = row.accessibilityLabel
            return cell
        }

        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.deselectRow(at: indexPath, animated: true)
            guard let id = sections[indexPath[0]].rows[indexPath[1]].articleID else { return }
            _ = show(.article(id), animated: true)
        }

        // MARK: Links and search

        public func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            switch links.route(tapped: URL, in: book) {
            case .show(let destination):
                _ = show(destination, animated: true)
                return false
            case .openInSystem:
                return true  // UIKit opens the web or mail address
            case .handToApp, .ignore:
                return false
            }
        }

        public func updateSearchResults(for searchController: UISearchController) {
            guard case .index(let index) = screen, let search else { return }
            query = searchController.searchBar.text ?? ""
            let results = searchScreen(search)
            self.results = results
            sections = results.isSearching ? Self.sections(of: results) : Self.sections(of: index)
            tableView.reloadData()
        }

        /// The results for the query; while the search's index is still being built, none (the
        /// book stays on screen, no "No results"), and the screen is drawn again once it is made.
        private func searchScreen(_ search: HelpSearch) -> HelpSearchScreen {
            if let screen = HelpSearchScreen(query: query, search: search, strings: strings) { return screen }
            if !awaitsSearch {
                awaitsSearch = true
                Task { [weak self] in
                    await search.waitUntilReady()
                    self?.awaitsSearch = false
                    self?.redraw()
                }
            }
            return HelpSearchScreen(query: "", results: [], strings: strings)
        }

        // MARK: The view models as table sections

        private static func sections(of index: HelpIndexScreen) -> [Section] {
            index.sections.map { section in
                Section(title: section.title, rows: section.rows.map(row(for:)))
            }
        }

        private static func sections(of article: HelpArticleScreen) -> [Section] {
            var sections: [Section] = []
            if !article.children.isEmpty {
                sections.append(Section(title: nil, rows: article.children.map(row(for:))))
            }
            if !article.seeAlso.isEmpty {
                sections.append(Section(title: article.seeAlsoTitle, rows: article.seeAlso.map(row(for:))))
            }
            return sections
        }

        private static func sections(of results: HelpSearchScreen) -> [Section] {
            if let message = results.emptyMessage, results.rows.isEmpty {
                let row = Row(
                    title: NSAttributedString(string: message), subtitle: nil, accessibilityLabel: message,
                    articleID: nil)
                return [Section(title: nil, rows: [row])]
            }
            let rows = results.rows.map { result in
                Row(
                    title: HelpText.attributed(result.title), subtitle: HelpText.attributed(result.snippet),
                    accessibilityLabel: result.accessibilityLabel, articleID: result.id)
            }
            return [Section(title: nil, rows: rows)]
        }

        private static func row(for model: HelpRowModel) -> Row {
            Row(
                title: HelpText.attributed(AttributedString(model.title)),
                subtitle: model.subtitle.map { HelpText.attributed(AttributedString($0)) },
                accessibilityLabel: model.accessibilityLabel, articleID: model.id)
        }
    }

    /// The help table: it sizes its header (an article's body) to the body's height at the
    /// table's width whenever it lays out.
    @MainActor
    final class HelpTableView: UITableView {
        override func layoutSubviews() {
            if let header = tableHeaderView {
                let fitting = CGSize(width: bounds.width, height: .greatestFiniteMagnitude)
                let height = header.sizeThatFits(fitting).height
                if header.frame.width != bounds.width || header.frame.height != height {
                    header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: height)
                    tableHeaderView = header  // set again: the table places its rows below the new height
                }
            }
            super.layoutSubviews()
        }
    }

    extension LayoutDirection {
        /// UIKit's forced direction for this layout direction.
        var semanticContentAttribute: UISemanticContentAttribute {
            self == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
    }
#endif
