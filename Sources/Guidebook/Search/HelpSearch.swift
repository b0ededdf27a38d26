/// Search over a help book that can change while the app runs: when a remote update
/// brings a new book, `replace(with:language:)` builds the new index off the lock and
/// swaps it in atomically. Queries already running finish on the index they started with.
///
/// ```swift
/// let search = HelpSearch(book: bundledBook)
/// search.search("export")                  // from any thread
/// search.replace(with: downloadedBook)     // later, e.g. after an update
/// ```
@_spi(Locking) import GuidebookParsing

public final class HelpSearch: Sendable {
    /// The index queries use, and why its prebuilt file was refused, swapped together.
    private let current: Locked<(index: HelpSearchIndex, problem: HelpSearchIndexFileError?)>

    /// Why the prebuilt index file of the current index was not used, when one was offered and
    /// refused (the index was then built from the book): see
    /// ``GuidebookContent/helpSearch(for:language:)``. `nil` after ``replace(with:language:)``.
    public var indexFileProblem: HelpSearchIndexFileError? { current.withLock { $0.problem } }

    /// Creates the search over an index already made (read from its file, say).
    ///
    /// - Parameters:
    ///   - index: The index queries use until ``replace(with:language:)``.
    ///   - indexFileProblem: Why a prebuilt file was refused, if one was.
    public init(index: HelpSearchIndex, indexFileProblem: HelpSearchIndexFileError? = nil) {
        current = Locked((index, indexFileProblem))
    }

    /// Creates the search over `book`.
    ///
    /// - Parameters:
    ///   - book: The help book to index.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    /// - Complexity: O(n) in the book's text (see `HelpSearchIndex.init(book:language:)`).
    public init(book: HelpBook, language: String? = nil) {
        current = Locked((HelpSearchIndex(book: book, language: language), nil))
    }

    /// The index queries use right now: a snapshot that stays valid after a replacement.
    public var index: HelpSearchIndex { current.withLock { $0.index } }

    /// Searches the current index; see `HelpSearchIndex.search(_:limit:)`.
    ///
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most results to return.
    /// - Complexity: That of `HelpSearchIndex.search(_:limit:)`; the lock is held only to
    ///   take the snapshot.
    public func search(_ query: String, limit: Int = 20) -> [HelpSearchResult] {
        index.search(query, limit: limit)
    }

    /// Builds an index of `book` and makes it current; queries started before keep theirs.
    ///
    /// - Parameters:
    ///   - book: The new book.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    /// - Complexity: O(n) in the book's text, all of it outside the lock.
    public func replace(with book: HelpBook, language: String? = nil) {
        let fresh = HelpSearchIndex(book: book, language: language)
        current.withLock { $0 = (fresh, nil) }
    }

    /// Makes the index of `other` current, with its ``indexFileProblem``: how a menu that holds
    /// this search takes the search over a new book
    /// (``GuidebookContent/helpSearch(preferredLanguages:)``, its prebuilt file read). Queries
    /// started before keep their index.
    ///
    /// ```swift
    /// if let fresh = content.helpSearch(preferredLanguages: ["de"]) { search.replace(with: fresh) }
    /// ```
    ///
    /// - Parameter other: The search whose index to take.
    /// - Complexity: O(1).
    public func replace(with other: HelpSearch) {
        let fresh = other.current.withLock { $0 }
        current.withLock { $0 = fresh }
    }
}
