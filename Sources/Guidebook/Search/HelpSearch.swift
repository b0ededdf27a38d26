import Dispatch
@_spi(Locking) import GuidebookParsing

/// Search over a help book that can change while the app runs: when a remote update
/// brings a new book, `replace(with:language:)` builds the new index off the lock and
/// swaps it in atomically. Queries already running finish on the index they started with.
///
/// ```swift
/// let search = HelpSearch(book: bundledBook)
/// search.search("export")                  // from any thread
/// search.replace(with: downloadedBook)     // later, e.g. after an update
/// ```
///
/// A search made by ``GuidebookContent/helpSearch(for:language:)`` without a usable index file
/// builds its index in the background: ``isReady`` says whether it is there yet, and
/// ``waitUntilReady()`` waits for it without blocking a thread. A query asked before then waits
/// for the build (or makes it, once) and gets the same results it would get after.
public final class HelpSearch: Sendable {
    /// The index queries use, why its prebuilt file was refused and which tool writes that
    /// file, swapped together.
    private let current:
        Locked<(stage: Stage, problem: HelpSearchIndexFileError?, writer: HelpSearchIndexFileError.Writer?)>

    /// Why the prebuilt index file of the current index was not used, when one was offered and
    /// refused (the index was then built from the book): see
    /// ``GuidebookContent/helpSearch(for:language:)``. `nil` after ``replace(with:language:)``.
    public var indexFileProblem: HelpSearchIndexFileError? { current.withLock { $0.problem } }

    /// ``indexFileProblem`` as a finding to show a developer, its fix naming the tool that writes
    /// the content's index files when the search knows it (``GuidebookContent/helpSearch(for:language:)``:
    /// `guidebook index` for content bundled with the app, `guidebook publish` for downloaded content).
    ///
    /// ```swift
    /// if let finding = search.indexFileFinding { logger.error("\(finding.description)") }
    /// ```
    public var indexFileFinding: Diagnostic? {
        current.withLock { held in held.problem.map { $0.diagnostic(writtenBy: held.writer) } }
    }

    /// Creates the search over an index already made (read from its file, say).
    ///
    /// - Parameters:
    ///   - index: The index queries use until ``replace(with:language:)``.
    ///   - indexFileProblem: Why a prebuilt file was refused, if one was.
    ///   - indexFileWriter: The tool that writes the file, for ``indexFileFinding``; `nil` when unknown.
    public init(
        index: HelpSearchIndex, indexFileProblem: HelpSearchIndexFileError? = nil,
        indexFileWriter: HelpSearchIndexFileError.Writer? = nil
    ) {
        current = Locked((.ready(index), indexFileProblem, indexFileWriter))
    }

    /// Creates the search over `book`, its index built before this returns.
    ///
    /// - Parameters:
    ///   - book: The help book to index.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    /// - Complexity: O(n) in the book's text (see `HelpSearchIndex.init(book:language:)`).
    public init(book: HelpBook, language: String? = nil) {
        current = Locked((.ready(HelpSearchIndex(book: book, language: language)), nil, nil))
    }

    /// Creates the search over `book` at once, its index built on a background queue.
    ///
    /// Until the build ends ``isReady`` is `false`; a query asked meanwhile waits for it (or
    /// builds the index itself if the background job has not started: the index is built once).
    ///
    /// ```swift
    /// let search = HelpSearch(buildingInBackground: book)
    /// await search.waitUntilReady()   // or show "Preparing search…" while !search.isReady
    /// search.search("export")
    /// ```
    ///
    /// - Parameters:
    ///   - book: The help book to index.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    /// - Complexity: O(1) here; the build is O(n) in the book's text, off the caller's thread.
    public convenience init(buildingInBackground book: HelpBook, language: String? = nil) {
        self.init(buildingInBackground: book, language: language, indexFileProblem: nil)
    }

    /// Creates the search over `book` at once, its index built on a background queue, with why
    /// the prebuilt file was refused and which tool writes it: ``GuidebookContent/helpSearch(for:language:)``'s fallback.
    convenience init(
        buildingInBackground book: HelpBook, language: String?, indexFileProblem: HelpSearchIndexFileError?,
        indexFileWriter: HelpSearchIndexFileError.Writer? = nil
    ) {
        self.init(
            buildingInBackground: book, language: language, indexFileProblem: indexFileProblem,
            indexFileWriter: indexFileWriter
        ) {
            DispatchQueue.global(qos: .utility).async(execute: $0)
        }
    }

    /// Creates the search over `book` at once, `start` given the job that builds its index:
    /// the background queue for apps; tests hold the job to see a query arrive before it.
    ///
    /// - Parameters:
    ///   - book: The help book to index.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    ///   - indexFileProblem: Why a prebuilt file was refused, if one was.
    ///   - indexFileWriter: The tool that writes the file, for ``indexFileFinding``; `nil` when unknown.
    ///   - start: Runs the build job, later and on another thread.
    @_spi(Testing) public init(
        buildingInBackground book: HelpBook, language: String?, indexFileProblem: HelpSearchIndexFileError?,
        indexFileWriter: HelpSearchIndexFileError.Writer? = nil, start: (@escaping @Sendable () -> Void) -> Void
    ) {
        let build = Build(book: book, language: language)
        current = Locked((.building(build), indexFileProblem, indexFileWriter))
        start { _ = build.index() }
    }

    /// Whether the index is made, so a query answers without waiting for a build. `false` only
    /// while a background build (``init(buildingInBackground:language:)``) is under way.
    ///
    /// ```swift
    /// searchField.placeholder = search.isReady ? "Search" : "Preparing search…"
    /// ```
    public var isReady: Bool {
        switch current.withLock({ $0.stage }) {
        case .ready: return true
        case .building(let build): return build.isReady
        }
    }

    /// Returns once the current index is made, suspending the caller (no thread is blocked);
    /// at once when it is made already. A replacement during the wait is waited for too.
    ///
    /// ```swift
    /// await search.waitUntilReady()
    /// showResults(search.search(query))   // answers without waiting for a build
    /// ```
    public func waitUntilReady() async {
        while case .building(let build) = current.withLock({ $0.stage }), !build.isReady {
            await build.waitUntilReady()
        }
    }

    /// How many times the current index was built by this search in the background or on
    /// demand: 0 for an index made before (read or built at `init`), else 1, never more.
    @_spi(Testing) public var backgroundBuilds: Int {
        switch current.withLock({ $0.stage }) {
        case .ready: return 0
        case .building(let build): return build.builds
        }
    }

    /// The index queries use right now: a snapshot that stays valid after a replacement.
    /// While the index is built in the background, this waits for the build.
    public var index: HelpSearchIndex {
        switch current.withLock({ $0.stage }) {
        case .ready(let index):
            return index
        case .building(let build): return build.index()
        }
    }

    /// Searches the current index; see `HelpSearchIndex.search(_:limit:)`. While the index is
    /// built in the background the query waits for it: its results are those of the whole book.
    ///
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most results to return.
    /// - Complexity: That of `HelpSearchIndex.search(_:limit:)`; the lock is held only to
    ///   take the snapshot.
    public func search(_ query: String, limit: Int = 20) -> [HelpSearchResult] {
        index.search(query, limit: limit)
    }

    /// Searches the current index when it is made; `nil`, at once, while it is still being
    /// built: what a screen on the main thread asks, to keep showing the book until then.
    ///
    /// ```swift
    /// if let results = search.searchIfReady(text) { show(results) } else { showPreparing() }
    /// ```
    ///
    /// - Parameters:
    ///   - query: What the user typed.
    ///   - limit: The most results to return.
    /// - Returns: The results of ``search(_:limit:)``, or `nil` while ``isReady`` is `false`.
    public func searchIfReady(_ query: String, limit: Int = 20) -> [HelpSearchResult]? {
        let index: HelpSearchIndex
        switch current.withLock({ $0.stage }) {
        case .ready(let ready):
            index = ready
        case .building(let build):
            guard let built = build.readyIndex else { return nil }
            index = built
        }
        return index.search(query, limit: limit)
    }

    /// Builds an index of `book` and makes it current; queries started before keep theirs.
    ///
    /// - Parameters:
    ///   - book: The new book.
    ///   - language: Stop-word and stemming rules; `nil` uses `book.language`.
    /// - Complexity: O(n) in the book's text, all of it outside the lock.
    public func replace(with book: HelpBook, language: String? = nil) {
        let fresh = HelpSearchIndex(book: book, language: language)
        current.withLock { $0 = (.ready(fresh), nil, nil) }
    }

    /// Makes the index of `other` current, with its ``indexFileProblem`` (and its writer): how a menu that holds
    /// this search takes the search over a new book
    /// (``GuidebookContent/helpSearch(preferredLanguages:)``, its prebuilt file read). Queries
    /// started before keep their index. When `other` is still building its index, queries wait
    /// for that build from now on: to keep answering from the old index until the new one is
    /// made, wait for it first.
    ///
    /// ```swift
    /// if let fresh = content.helpSearch(preferredLanguages: ["de"]) {
    ///     await fresh.waitUntilReady()
    ///     search.replace(with: fresh)
    /// }
    /// ```
    ///
    /// - Parameter other: The search whose index to take.
    /// - Complexity: O(1).
    public func replace(with other: HelpSearch) {
        let fresh = other.current.withLock { $0 }
        current.withLock { $0 = fresh }
    }
}
