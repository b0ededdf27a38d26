#if canImport(UIKit)
    import Foundation
    import Guidebook
    import UIKit

    /// The in-app help menu: the book's sections and rows, each row a link that pushes its
    /// article; articles show their body, their children and "See also", and their links to
    /// other articles push those. A search field (`UISearchController`) runs the core's search and
    /// shows the results with the matched words in bold.
    ///
    /// Each screen is drawn as one text view from the core's view models (`HelpIndexScreen`,
    /// `HelpArticleScreen`, `HelpSearchScreen`), so Dynamic Type, VoiceOver's link rotor and
    /// right-to-left books work as they do for any text. Push it inside a navigation controller:
    ///
    /// ```swift
    /// let help = HelpViewController(book: book)
    /// navigationController?.pushViewController(help, animated: true)
    /// help.show(articleID: "exporting/pdf")   // a deep link
    /// ```
    ///
    /// Type-checked on Linux against stubs of Apple's declarations (`Tools/AdapterCheck`); how it
    /// looks and reads with VoiceOver is only checked on a device.
    @MainActor
    public final class HelpViewController: UIViewController, UITextViewDelegate, UISearchResultsUpdating {
        /// What one screen shows.
        enum Screen {
            case index(HelpIndexScreen)
            case article(HelpArticleScreen)
        }

        /// The book shown.
        public let book: HelpBook
        private let strings: HelpScreenStrings
        private let screen: Screen
        private let search: HelpSearch?
        private let textView = UITextView(frame: .zero, textContainer: nil)

        /// Creates the help menu of `book`: its index, with a search field.
        ///
        /// - Parameters:
        ///   - book: The help book.
        ///   - strings: The screens' own words (English unless given).
        public convenience init(book: HelpBook, strings: HelpScreenStrings = HelpScreenStrings()) {
            self.init(
                book: book, strings: strings, screen: .index(HelpIndexScreen(book: book, strings: strings)),
                search: HelpSearch(book: book))
        }

        init(book: HelpBook, strings: HelpScreenStrings, screen: Screen, search: HelpSearch?) {
            self.book = book
            self.strings = strings
            self.screen = screen
            self.search = search
            super.init(nibName: nil, bundle: nil)
            switch screen {
            case .index(let index): title = index.title
            case .article(let article): title = article.title
            }
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            nil
        }

        override public func loadView() {
            textView.isEditable = false
            textView.delegate = self
            textView.backgroundColor = .systemBackground
            switch screen {
            case .index(let index):
                textView.semanticContentAttribute = index.layoutDirection.semanticContentAttribute
                show(index.attributedText)
            case .article(let article):
                textView.semanticContentAttribute = article.layoutDirection.semanticContentAttribute
                show(article.attributedText)
            }
            view = textView
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

        /// Pushes the screen of the article with `articleID` (a deep link).
        ///
        /// - Parameters:
        ///   - articleID: The article's id.
        ///   - animated: Whether the push is animated.
        /// - Returns: `false` when the book has no such article (nothing is pushed).
        @discardableResult
        public func show(articleID: String, animated: Bool = true) -> Bool {
            show(.article(articleID), animated: animated)
        }

        /// Opens a `guidebook://help…` URL: the index, or an article pushed on top.
        ///
        /// - Parameters:
        ///   - url: The deep link.
        ///   - animated: Whether the push is animated.
        /// - Returns: `false` when it is not a help link or names an article the book lacks.
        @discardableResult
        public func open(_ url: URL, animated: Bool = true) -> Bool {
            guard let destination = book.destination(for: url) else { return false }
            return show(destination, animated: animated)
        }

        private func show(_ destination: HelpDestination, animated: Bool) -> Bool {
            switch destination {
            case .index:
                _ = navigationController?.popToViewController(self, animated: animated)
                return true
            case .article(let id):
                guard let article = HelpArticleScreen(book: book, articleID: id, strings: strings) else { return false }
                let next = HelpViewController(book: book, strings: strings, screen: .article(article), search: nil)
                navigationController?.pushViewController(next, animated: animated)
                return true
            }
        }

        private func show(_ text: AttributedString) {
            textView.attributedText = HelpText.attributed(text)
            textView.textColor = .label
        }

        // MARK: Links and search

        public func textView(
            _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
            interaction: UITextItemInteraction
        ) -> Bool {
            switch book.action(forLink: URL) {
            case .open(let destination):
                _ = show(destination, animated: true)
                return false
            case .openLink:
                return true  // UIKit opens the web or mail address
            case .dismiss, .none:
                return false
            }
        }

        public func updateSearchResults(for searchController: UISearchController) {
            guard case .index(let index) = screen, let search else { return }
            let query = searchController.searchBar.text ?? ""
            let results = HelpSearchScreen(query: query, results: search.search(query), strings: strings)
            show(results.isSearching ? results.attributedText : index.attributedText)
        }
    }

    extension LayoutDirection {
        /// UIKit's forced direction for this layout direction.
        var semanticContentAttribute: UISemanticContentAttribute {
            self == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        }
    }
#endif
