@_spi(Locking) import GuidebookParsing

/// The content an app is using now, swappable while it runs: the bundled set at launch, a
/// downloaded one once it has been checked.
///
/// ``content`` is always one whole ``GuidebookContent``; ``replace(with:)`` swaps it at once
/// (readers see the old set or the new one, never a mix) and tells every ``changes()`` stream.
/// The copy from ``tutorialCopy(preferredLanguages:table:)`` reads the current set, so an
/// engine created at launch shows the new copy from its next card on, each card from one set.
///
/// ```swift
/// let store = ContentStore(GuidebookContent(source: .bundle(.main)))
/// let tutorials = Tutorials(copy: store.tutorialCopy(), store: seen, presenter: presenter)
/// Task { for await content in store.changes() { helpSearch.replace(with: content.helpBook(preferredLanguages: languages)) } }
/// try store.replace(with: GuidebookContent(source: .download(cacheFolder)))
/// ```
public final class ContentStore: Sendable {
    private struct State: Sendable {
        var content: GuidebookContent
        var generation = 0
        /// Told of every swap, by id (``observe(_:)``).
        var observers: [Int: @Sendable (GuidebookContent, Int) -> Void] = [:]
        var nextObserver = 0
    }

    private let state: Locked<State>
    private let broadcast = Broadcast<GuidebookContent>()

    /// Creates a store holding `content` (content with errors is kept: what loaded is served).
    ///
    /// - Parameter content: The content to start with.
    public init(_ content: GuidebookContent) {
        state = Locked(State(content: content))
    }

    /// The content in use now.
    public var content: GuidebookContent {
        state.withLock { $0.content }
    }

    /// How many times the content was replaced: 0 for the first set.
    public var generation: Int {
        state.withLock { $0.generation }
    }

    /// The content and its generation, read together.
    func current() -> (content: GuidebookContent, generation: Int) {
        state.withLock { ($0.content, $0.generation) }
    }

    /// Swaps in `content` when it has no errors, and tells every ``changes()`` stream.
    ///
    /// Every help book of `content` is parsed first (``GuidebookContent/validateEverything()``),
    /// so a set with a broken book in any language is refused whole; call it off the main actor
    /// for a large set.
    ///
    /// ```swift
    /// let candidate = GuidebookContent(source: .download(staging))
    /// do { try store.replace(with: candidate) } catch { log(error.diagnostic) }  // the old set stays
    /// ```
    ///
    /// - Parameter content: The new content.
    /// - Returns: The content it replaced.
    /// - Throws: ``GuidebookContentError/hasErrors(source:errors:)`` when `content` has errors;
    ///   the current content stays.
    @discardableResult
    public func replace(with content: GuidebookContent) throws(GuidebookContentError) -> GuidebookContent {
        content.validateEverything()
        guard !content.hasErrors else { throw .hasErrors(source: content.source, errors: content.errors) }
        let (previous, generation, observers) = state.withLock { state in
            let previous = state.content
            state.content = content
            state.generation += 1
            // Under the lock, so every stream gets the sets in the order they were swapped in.
            broadcast.yield(content)
            return (previous, state.generation, Array(state.observers.values))
        }
        // Outside the lock (an engine compiles its rules here); each observer is given the
        // generation, so a swap told late is recognised as older.
        for observer in observers { observer(content, generation) }
        return previous
    }

    /// Tells `observer` of every set swapped in from now on, on the thread that swapped it,
    /// before ``replace(with:)`` returns; returns the content in use when it started observing.
    ///
    /// - Parameter observer: Called with each new set and its ``generation``.
    /// - Returns: The current content and generation, and the id for ``removeObserver(_:)``.
    func observe(
        _ observer: @escaping @Sendable (GuidebookContent, Int) -> Void
    ) -> (current: (content: GuidebookContent, generation: Int), id: Int) {
        state.withLock { state in
            defer { state.nextObserver += 1 }
            state.observers[state.nextObserver] = observer
            return ((state.content, state.generation), state.nextObserver)
        }
    }

    /// Stops telling the observer `id` (``observe(_:)``).
    func removeObserver(_ id: Int) {
        state.withLock { _ = $0.observers.removeValue(forKey: id) }
    }

    /// Every content set swapped in after the call, in order (the current one is not repeated:
    /// read ``content``). The stream ends when the store goes away.
    ///
    /// ```swift
    /// for await content in store.changes() { reload(content) }
    /// ```
    ///
    /// - Returns: A new stream; each caller gets its own.
    public func changes() -> AsyncStream<GuidebookContent> {
        broadcast.subscribe()
    }

    /// Tutorial copy that always reads the content in use: after ``replace(with:)`` the next
    /// card comes from the new set. Each card is built from one set.
    ///
    /// - Parameters:
    ///   - preferredLanguages: BCP 47 tags, most preferred first; by default the platform's.
    ///   - table: The table the copy is in.
    /// - Returns: The copy, for ``Tutorials/init(copy:store:presenter:options:rules:clock:)``.
    public func tutorialCopy(
        preferredLanguages: [String] = LanguageResolver.platformPreferredLanguages(), table: String = "Tutorial"
    ) -> TutorialCopy {
        TutorialCopy(source: LiveContentStringSource(store: self, preferredLanguages: preferredLanguages), table: table)
    }
}
