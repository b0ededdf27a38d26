#if canImport(SwiftUI)
    import Foundation
    import Guidebook
    import SwiftUI

    /// The help menu of a book: its index as a grouped list (sections, their articles), each
    /// article with its body, its children and "See also", and a search field.
    ///
    /// Everything shown comes from the core's view models (`HelpIndexScreen`, `HelpArticleScreen`,
    /// `HelpSearchScreen`); where the menu is comes from `HelpNavigation`. On iOS 16 and later the
    /// articles are pushed on a `NavigationStack`; on iOS 15 on a `NavigationView`, where a deep
    /// link opens its article in a sheet. Links in bodies and `guidebook://help/<id>` links the app
    /// is opened with go to their article; web and mail links go to the system.
    ///
    /// ```swift
    /// HelpView(book: book)                                // the index
    /// HelpView(book: book, articleID: "editing/undo")    // straight to an article
    /// ```
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public struct HelpView: View {
        private let book: HelpBook
        private let strings: HelpScreenStrings
        private let search: HelpSearch
        /// The pushed articles (iOS 16 and later).
        @State private var path: [String]
        /// The article a deep link opened (iOS 15, where the stack cannot be set).
        @State private var linked: LinkedArticle?
        @State private var query = ""

        /// The help menu of `book`, on its index or, with `articleID`, on that article.
        ///
        /// - Parameters:
        ///   - book: The help book.
        ///   - strings: The menu's own words (title, search prompt); `nil` for the built-in ones in
        ///     the book's language (`GuidebookStrings`).
        ///   - articleID: An article to open on the index, or `nil` for the index.
        public init(book: HelpBook, strings: HelpScreenStrings? = nil, articleID: String? = nil) {
            self.book = book
            self.strings = strings ?? HelpScreenStrings(book: book)
            self.search = HelpSearch(book: book)
            let start = articleID.flatMap { book.destination(for: HelpDestination.article($0).url) }
            var navigation = HelpNavigation()
            if let start { navigation.perform(.open(start)) }
            _path = State(wrappedValue: navigation.path)
            _linked = State(wrappedValue: nil)
        }

        public var body: some View {
            menu
                .environment(\.openURL, OpenURLAction { url in follow(book.action(forLink: url)) })
                .onOpenURL { url in
                    if let destination = book.destination(for: url) { _ = follow(.open(destination)) }
                }
        }

        @ViewBuilder private var menu: some View {
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                NavigationStack(path: $path) {
                    index(usesStack: true)
                        .navigationDestination(for: String.self) { id in
                            HelpArticleView(book: book, strings: strings, articleID: id, usesStack: true)
                        }
                }
            } else {
                NavigationView {
                    index(usesStack: false)
                }
                .sheet(item: $linked) { article in
                    NavigationView {
                        HelpArticleView(book: book, strings: strings, articleID: article.id, usesStack: false)
                    }
                }
            }
        }

        /// The index, or the search results while a search is typed.
        private func index(usesStack: Bool) -> some View {
            HelpIndexList(
                index: HelpIndexScreen(book: book, strings: strings),
                results: HelpSearchScreen(query: query, results: search.search(query), strings: strings),
                book: book, strings: strings, usesStack: usesStack
            )
            .searchable(text: $query, prompt: Text(verbatim: strings.searchPrompt))
        }

        /// Does what a tap on a link asks: an article or the index in the menu, a web or mail
        /// address in the system's browser or mail app.
        private func follow(_ action: TapAction) -> OpenURLAction.Result {
            if #available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *) {
                var navigation = HelpNavigation(path: path)
                let external = navigation.perform(action)
                path = navigation.path
                return external == nil ? .handled : .systemAction
            }
            switch action {
            case .open(.article(let id)): linked = LinkedArticle(id: id)
            case .open(.index): linked = nil
            case .openLink: return .systemAction
            case .dismiss, .none: break
            }
            return .handled
        }
    }

    /// An article a deep link opened, as `sheet(item:)` needs it.
    struct LinkedArticle: Identifiable, Hashable {
        let id: String
    }

    /// The grouped list of the book, or the search results.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    struct HelpIndexList: View {
        let index: HelpIndexScreen
        let results: HelpSearchScreen
        let book: HelpBook
        let strings: HelpScreenStrings
        let usesStack: Bool

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
                .environment(\.layoutDirection, screen.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
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
            HelpTextRun.runs(of: attributed).reduce(Text(verbatim: "")) { text, run in
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
