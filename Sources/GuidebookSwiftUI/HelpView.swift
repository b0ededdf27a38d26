#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI

    /// The help menu of a book: its index as a grouped list (sections, their articles), each
    /// article with its body, its children and "See also", and a search field.
    ///
    /// Everything shown comes from the core's view models (`HelpIndexScreen`, `HelpArticleScreen`,
    /// `HelpSearchScreen`); where the menu is comes from `HelpNavigation`, and which links it
    /// takes from `HelpLinkScheme`. How it is hosted is a `HelpPresentation`:
    /// - `.standalone` (a tab, a window's root) and `.sheet` bring their own navigation stack
    ///   (`NavigationStack` on iOS 16 and later, `NavigationView` on iOS 15, where an article a
    ///   link or `articleID` opens is shown in a sheet); `.sheet` adds a Done button that
    ///   dismisses the sheet;
    /// - `.pushed` has no stack of its own: push it on the app's, and its rows push their articles
    ///   there (a link in a body opens its article in a sheet).
    ///
    /// The search index is built once, off the main actor (or passed in); a new `articleID` is
    /// followed; with a `ContentStore` a remote update shows at once, the pushed articles the new
    /// book still has staying (`HelpNavigation.afterSwap(to:)`).
    ///
    /// ```swift
    /// HelpView(book: book)                                         // a tab: the index
    /// .sheet(isPresented: $showsHelp) { HelpView(store: store, presentation: .sheet) }
    /// NavigationLink("Help") { HelpView(book: book, articleID: "editing/undo", presentation: .pushed) }
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct HelpView: View {
        @StateObject private var menu: HelpMenuModel
        @Environment(\.dismiss) private var dismiss
        private let articleID: String?
        private let presentation: HelpPresentation

        /// The help menu of `book`, on its index or, with `articleID`, on that article.
        ///
        /// - Parameters:
        ///   - book: The help book.
        ///   - strings: The menu's own words (title, search prompt, Done); `nil` for the built-in
        ///     ones in the book's language (`GuidebookStrings`).
        ///   - articleID: An article to show, or `nil` for the index; a later change is followed.
        ///   - search: A search over `book` the app already has; `nil` builds one off the main
        ///     actor when the menu first appears.
        ///   - presentation: How the app hosts the menu.
        ///   - links: Which links the menu takes; `.inApp` claims no link the app is opened with.
        public init(
            book: HelpBook, strings: HelpScreenStrings? = nil, articleID: String? = nil, search: HelpSearch? = nil,
            presentation: HelpPresentation = .standalone, links: HelpLinkScheme = .inApp
        ) {
            _menu = StateObject(
                wrappedValue: HelpMenuModel(
                    book: book, store: nil, preferredLanguages: [], strings: strings, articleID: articleID,
                    search: search, links: links))
            self.articleID = articleID
            self.presentation = presentation
        }

        /// The help menu of the book `store` holds for `preferredLanguages`, shown again whenever a
        /// remote update swaps the content (the articles on screen that the new book still has stay).
        ///
        /// ```swift
        /// HelpView(store: store, articleID: "editing/undo", presentation: .sheet)
        /// ```
        ///
        /// - Parameters:
        ///   - store: The content the app uses; its help book is read for `preferredLanguages`
        ///     (an empty index while the content has none).
        ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
        ///   - strings: The menu's own words; `nil` for the built-in ones in each book's language.
        ///   - articleID: An article to show, or `nil` for the index; a later change is followed.
        ///   - presentation: How the app hosts the menu.
        ///   - links: Which links the menu takes.
        public init(
            store: ContentStore, preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(),
            strings: HelpScreenStrings? = nil, articleID: String? = nil,
            presentation: HelpPresentation = .standalone, links: HelpLinkScheme = .inApp
        ) {
            _menu = StateObject(
                wrappedValue: HelpMenuModel(
                    book: nil, store: store, preferredLanguages: preferredLanguages, strings: strings,
                    articleID: articleID, search: nil, links: links))
            self.articleID = articleID
            self.presentation = presentation
        }

        public var body: some View {
            let pushes = pushesOnItsStack
            content
                .environment(\.openURL, OpenURLAction { url in menu.tap(url, pushes: pushes) })
                .onOpenURL { url in menu.open(url, pushes: pushes) }
                .background { articleFollower(pushes: pushes || presentation == .pushed) }
                .onAppear { menu.start(pushes: pushes || presentation == .pushed) }
                .onDisappear { menu.stop() }
        }

        /// Follows a new `articleID` from the app: an empty view whose identity is the id, so it
        /// appears again (and shows the article) whenever the id changes. Works from iOS 15 without
        /// `onChange(of:perform:)`, which visionOS 1 deprecates; the model ignores the id it shows.
        private func articleFollower(pushes: Bool) -> some View {
            let id = articleID
            return Color.clear.id(id).onAppear { menu.show(articleID: id, pushes: pushes) }
        }

        /// Whether the menu pushes articles itself: its own stack on iOS 16 and later.
        private var pushesOnItsStack: Bool {
            guard presentation.hasOwnNavigationStack else { return false }
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) { return true }
            return false
        }

        /// The sheet's Done button action, `nil` when the menu has none.
        private var done: (@MainActor () -> Void)? {
            guard presentation.showsDoneButton else { return nil }
            let dismiss = dismiss
            return { dismiss() }
        }

        @ViewBuilder private var content: some View {
            if presentation == .pushed {
                pushedRoot.sheet(item: binding(\.linked)) { article in linkedSheet(article) }
            } else if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                NavigationStack(path: binding(\.navigation.path)) {
                    index(usesStack: true)
                        .navigationDestination(for: String.self) { id in
                            HelpArticleView(
                                book: menu.book, strings: menu.strings, articleID: id, usesStack: true, done: done)
                        }
                }
            } else {
                NavigationView {
                    index(usesStack: false)
                }
                .sheet(item: binding(\.linked)) { article in linkedSheet(article) }
            }
        }

        /// On the app's stack: the article `articleID` names, else the index.
        @ViewBuilder private var pushedRoot: some View {
            if let id = menu.navigation.path.last {
                HelpArticleView(book: menu.book, strings: menu.strings, articleID: id, usesStack: false, done: nil)
            } else {
                index(usesStack: false)
            }
        }

        /// A binding to a part of the menu's state.
        private func binding<Value>(_ keyPath: ReferenceWritableKeyPath<HelpMenuModel, Value>) -> Binding<Value> {
            let menu = menu
            return Binding(get: { menu[keyPath: keyPath] }, set: { menu[keyPath: keyPath] = $0 })
        }

        /// An article a link opened, in a sheet of its own.
        private func linkedSheet(_ article: LinkedArticle) -> some View {
            NavigationView {
                HelpArticleView(
                    book: menu.book, strings: menu.strings, articleID: article.id, usesStack: false, done: nil)
            }
        }

        /// The index, or the search results while a search is typed.
        private func index(usesStack: Bool) -> some View {
            HelpIndexList(
                index: menu.index, results: menu.results, book: menu.book, strings: menu.strings,
                usesStack: usesStack, done: done
            )
            .searchable(text: binding(\.navigation.query), prompt: Text(verbatim: menu.strings.searchPrompt))
        }
    }

    /// The grouped list of the book, or the search results.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct HelpIndexList: View {
        let index: HelpIndexScreen
        let results: HelpSearchScreen
        let book: HelpBook
        let strings: HelpScreenStrings
        let usesStack: Bool
        /// The sheet's Done button, when the menu has one.
        var done: (@MainActor () -> Void)? = nil

        var body: some View {
            List {
                if results.isSearching {
                    if let message = results.emptyMessage {
                        Text(verbatim: message)
                    }
                    ForEach(results.rows) { row in
                        HelpRowLink(
                            id: row.id, title: HelpText.text(row.title), subtitle: row.trail,
                            accessibilityLabel: row.accessibilityLabel,
                            book: book, strings: strings, usesStack: usesStack)
                    }
                } else {
                    ForEach(index.sections) { section in
                        Section {
                            ForEach(section.rows) { row in
                                HelpRowLink(row: row, book: book, strings: strings, usesStack: usesStack)
                            }
                        } header: {
                            Text(verbatim: section.title)
                                .accessibilityAddTraits(GuidebookTraits.swiftUI(section.headerTraits))
                        }
                    }
                }
            }
            .navigationTitle(Text(verbatim: index.title))
            .modifier(HelpDoneButton(title: strings.done, done: done))
            .environment(\.layoutDirection, index.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        }
    }

    /// One article: where it is, its body, its children, "See also".
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct HelpArticleView: View {
        let book: HelpBook
        let strings: HelpScreenStrings
        let articleID: String
        let usesStack: Bool
        /// The sheet's Done button, when the menu has one.
        var done: (@MainActor () -> Void)? = nil

        var body: some View {
            if let screen = HelpArticleScreen(book: book, articleID: articleID, strings: strings) {
                List {
                    Section {
                        if !screen.breadcrumbs.isEmpty {
                            Text(verbatim: screen.breadcrumbText).font(.footnote)
                        }
                        HelpText.text(screen.body)
                    }
                    if !screen.children.isEmpty {
                        Section {
                            ForEach(screen.children) { row in
                                HelpRowLink(row: row, book: book, strings: strings, usesStack: usesStack)
                            }
                        }
                    }
                    if !screen.seeAlso.isEmpty {
                        Section {
                            ForEach(screen.seeAlso) { row in
                                HelpRowLink(row: row, book: book, strings: strings, usesStack: usesStack)
                            }
                        } header: {
                            Text(verbatim: screen.seeAlsoTitle).accessibilityAddTraits(.isHeader)
                        }
                    }
                }
                .navigationTitle(Text(verbatim: screen.title))
                .modifier(HelpDoneButton(title: strings.done, done: done))
                .environment(\.layoutDirection, screen.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            }
        }
    }

    /// The Done button of a menu in a sheet, in the navigation bar; nothing without `done`.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct HelpDoneButton: ViewModifier {
        let title: String
        let done: (@MainActor () -> Void)?

        func body(content: Content) -> some View {
            if let done {
                content.toolbar {
                    Button(action: done) { Text(verbatim: title) }
                }
            } else {
                content
            }
        }
    }

    /// A row that opens an article: a value pushed on the stack (iOS 16 and later) or a link
    /// with its destination (iOS 15).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct HelpRowLink: View {
        let id: String
        let title: Text
        let subtitle: String?
        let accessibilityLabel: String
        let book: HelpBook
        let strings: HelpScreenStrings
        let usesStack: Bool

        init(
            id: String, title: Text, subtitle: String?, accessibilityLabel: String,
            book: HelpBook, strings: HelpScreenStrings, usesStack: Bool
        ) {
            self.id = id
            self.title = title
            self.subtitle = subtitle
            self.accessibilityLabel = accessibilityLabel
            self.book = book
            self.strings = strings
            self.usesStack = usesStack
        }

        init(row: HelpRowModel, book: HelpBook, strings: HelpScreenStrings, usesStack: Bool) {
            self.init(
                id: row.id, title: Text(verbatim: row.title), subtitle: row.subtitle,
                accessibilityLabel: row.accessibilityLabel, book: book, strings: strings, usesStack: usesStack)
        }

        var body: some View {
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *), usesStack {
                NavigationLink(value: id) { label }
            } else {
                NavigationLink {
                    HelpArticleView(book: book, strings: strings, articleID: id, usesStack: false)
                } label: {
                    label
                }
            }
        }

        private var label: some View {
            VStack(alignment: .leading, spacing: 2) {
                title
                if let subtitle {
                    Text(verbatim: subtitle).font(.footnote)
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(Text(verbatim: accessibilityLabel))
        }
    }

    /// Guidebook's attributed text as a SwiftUI `Text`: bold runs (and search matches) bold,
    /// italic runs italic, links kept (a tap goes to the environment's `openURL`).
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    enum HelpText {
        static func text(_ attributed: AttributedString) -> Text {
            text(runs: HelpTextRun.runs(of: attributed))
        }

        /// `runs` as one `Text`, each in its style (a card's body: `TutorialCardModel.bodyRuns`).
        static func text(runs: [HelpTextRun]) -> Text {
            runs.reduce(Text(verbatim: "")) { text, run in
                var piece: Text
                if let link = run.link {
                    var linked = AttributedString(run.text)
                    linked.link = link
                    piece = Text(linked)
                } else {
                    piece = Text(verbatim: run.text)
                }
                if run.isBold { piece = piece.bold() }
                if run.isItalic { piece = piece.italic() }
                return text + piece
            }
        }
    }
#endif
