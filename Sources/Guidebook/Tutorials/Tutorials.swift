@_spi(Locking) import GuidebookParsing

/// The tutorial engine: shows each card once (or as its rules say), one at a time, and remembers it.
///
/// ``show(_:)`` can be called from any thread or task and returns at once. A key the user has
/// seen costs a lock and a hash lookup on the caller's thread (no actor hop) and does nothing
/// else (on an engine whose rules follow a ``ContentStore``, the rules in force are read without
/// a lock, from a snapshot published on every change). Otherwise the card's copy is resolved (body `"<key>"`, title `"<key> Title"`) and handed
/// to the presenter. Cards requested while one is up wait in order; a key that is already up or
/// waiting is dropped. By default a card is recorded as seen when it is dismissed.
///
/// ```swift
/// let tutorials = Tutorials(
///     copy: try .stringsTable("Tutorial", in: Bundle.main.bundleURL),
///     store: .propertyListFile(appStateURL),
///     presenter: myPresenter)  // yours: draws a TutorialCard, returns on tap (see TutorialPresenter)
/// tutorials.show("Welcome")  // no-op once seen
/// ```
///
/// Rules (``TutorialRules``) decide when else a card shows: counts, frequency, parameters,
/// donated events, prerequisites, version gates, tours; ``explain(_:)`` says why a card does
/// or does not show. All of them go through one pure decision
/// (``TutorialRules/decide(_:state:context:hasSeen:)``) read with an injectable clock.
///
/// A key without a body in the table is never shown as an empty card: it is skipped with
/// ``TutorialSkipReason/missingCopy(table:)`` and reported in ``diagnostics``. A key with a
/// body but no title is shown with an empty title and a warning diagnostic.
public final class Tutorials: Sendable {
    /// Where the cards' text comes from.
    public let copy: TutorialCopy
    /// Where seen cards are remembered.
    public let store: any TutorialStateStore
    /// What draws the cards of ``TutorialScene/main`` (given to the initializer); other scenes
    /// have their own (``setPresenter(_:for:)``).
    public let presenter: any TutorialPresenter
    /// How the engine decides and records.
    public let options: TutorialOptions
    /// Where the rules read the time.
    public let clock: TutorialClock

    let alwaysShow: Bool
    let switches: TutorialTestingSwitches
    /// For an engine whose rules never change, the keys a seen-check alone cannot settle
    /// (``TutorialRules/keysShownAfterSeen``), read on ``show(_:)``'s hot path without a lock.
    /// Unused when ``followsContent``: the rule book has them.
    let fixedShownAfterSeen: KeyTable<Void>
    /// Whether the rules can be swapped (an engine on a ``ContentStore``): the hot path then
    /// reads the rule book under its lock.
    let followsContent: Bool
    let state = Locked(EngineState())
    /// The listeners of ``events``; their streams end when the engine goes away.
    let eventBroadcast = Broadcast<TutorialEvent>()
    /// The rules' state and the rule book, behind one lock: a decision reads both at once.
    let ruleStorage: Locked<RuleStorage>
    /// The rule book and its table as published by ``ruleStorage`` on every change: the compiled
    /// decision and the hot path of ``show(_:)`` read them without the rules' lock.
    let ruleSnapshots: SnapshotCell<RuleSnapshot, DecisionNote>
    /// The frames the app registered for spotlight target ids.
    let spotlightTargets = Locked<[String: SpotlightRect]>([:])
    /// What the app does with a chosen action (``onAction(_:)``, ``onOpenLink(_:)``).
    let actionHandlers = Locked(ActionHandlers())
    /// The content store the engine follows and its observer, removed when the engine goes.
    let contentObservation = Locked<(@Sendable () -> Void)?>(nil)

    /// When each card may show: the rules in force now. For an engine on a ``ContentStore``,
    /// those of the set in use: a set swapped in brings its rules from the next decision on.
    public var rules: TutorialRules {
        ruleStorage.withLock { $0.book.rules }
    }

    /// Creates an engine. Nothing is shown until ``show(_:)`` is called.
    ///
    /// - Parameters:
    ///   - copy: The cards' text.
    ///   - store: Where seen cards are remembered (its recoveries appear in ``diagnostics``).
    ///   - presenter: What draws the cards.
    ///   - options: When cards count as seen; testing switches; the app version.
    ///   - rules: When each card may show; by default once.
    ///   - clock: Where the rules read the time; the system's by default.
    public convenience init(
        copy: TutorialCopy, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init(), rules: TutorialRules = .init(), clock: TutorialClock = .system
    ) {
        self.init(
            copy: copy, store: store, presenter: presenter, options: options, book: RuleBook(rules), clock: clock,
            followsContent: false)
    }

    /// Creates an engine with a compiled rule book; `followsContent` when its rules can be swapped.
    init(
        copy: TutorialCopy, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions, book: RuleBook, clock: TutorialClock, followsContent: Bool
    ) {
        self.copy = copy
        self.store = store
        self.presenter = presenter
        self.options = options
        self.clock = clock
        self.followsContent = followsContent
        switches = options.switches
        alwaysShow = switches.showAll
        fixedShownAfterSeen = followsContent ? KeyTable() : book.shownAfterSeen
        let (storage, findings) = Self.loadRuleStorage(store: store, book: book, appVersion: options.appVersion)
        ruleStorage = Locked(storage)
        ruleSnapshots = storage.snapshots
        state.withLock { state in
            state.diagnostics = findings
            state.scenes[.main] = presenter
        }
        if storage.generation > 0 { rulesChanged() }
        store.observeRuleState { [weak self] in self?.reloadRuleState() }
        resetToursOnLaunch()
    }

    deinit {
        contentObservation.withLock({ $0 })?()
    }

    /// Shows the card for `key` unless the user has seen it; returns at once.
    ///
    /// Safe from any thread. The card waits behind any card already up; a request for a key
    /// that is up or waiting is dropped (``TutorialSkipReason/duplicate``). A request for a
    /// seen key sends no event: it is the common case (every screen appearance) and costs only
    /// the seen-check; ``showAndWait(_:)`` reports it as ``TutorialSkipReason/alreadySeen``.
    ///
    /// ```swift
    /// override func viewDidAppear(_ animated: Bool) {
    ///     super.viewDidAppear(animated)
    ///     tutorials.show("Library")
    /// }
    /// ```
    ///
    /// - Parameter key: The tutorial key: the body's key in the table.
    /// - Complexity: O(1) on average when the key was seen.
    public func show(_ key: String) {
        // The hot path of skipReason(_:), inlined: a seen card no rule brings back.
        if !alwaysShow, store.hasSeen(key), !showsAfterSeen(key) { return }
        request(Request(key: key, scene: .main))
    }

    /// Whether a seen `key` needs more than the seen-check: a lookup in a set that never changes,
    /// or, when the rules can be swapped, in the published rule book (no lock).
    @inline(__always)
    func showsAfterSeen(_ key: String) -> Bool {
        if followsContent { return ruleSnapshots.withValue { $0.book.shownAfterSeen.contains(key) } }
        return !fixedShownAfterSeen.isEmpty && fixedShownAfterSeen.contains(key)
    }

    /// The slow path of ``show(_:)``, kept out of line so the seen-check stays a lock and a lookup.
    @inline(never)
    func request(_ request: Request) {
        let (skip, started) = state.withLock { state in state.enqueue(request, engine: self, waiter: nil) }
        if let skip { skipped(request.key, skip) }
        start(started)
    }

    /// Shows the card for `key` unless seen, and returns what became of it once it is gone.
    ///
    /// When the key is already up or waiting, this waits for that card's outcome.
    ///
    /// ```swift
    /// let outcome = await tutorials.showAndWait("Export")
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    /// - Returns: How the card was dismissed, or why it was skipped.
    public func showAndWait(_ key: String) async -> TutorialOutcome {
        await showAndWait(key, in: .main)
    }

    /// Takes down the card that is up, from code: the user navigated away, the screen closed.
    ///
    /// Cancels the task in which the engine awaits ``TutorialPresenter/present(_:)``; the
    /// presenter takes its card down when its task is cancelled and returns. The card is
    /// recorded as ``DismissReason/cancelled`` whatever the presenter returns, so it is not
    /// marked seen and shows again next time. Cards waiting behind it then show in order.
    /// Does nothing when no card is up.
    ///
    /// ```swift
    /// override func viewWillDisappear(_ animated: Bool) {
    ///     super.viewWillDisappear(animated)
    ///     tutorials.cancelCurrent()
    /// }
    /// ```
    public func cancelCurrent() {
        let task = state.withLock { state -> Task<DismissReason, Never>? in
            state.current?.cancelledFromCode = true
            return state.current?.task
        }
        task?.cancel()
    }

    /// Whether the user has seen the card for `key` (always-show does not change the answer).
    ///
    /// - Parameter key: The tutorial key.
    public func hasSeen(_ key: String) -> Bool {
        store.hasSeen(key)
    }

    /// The one show decision: why the card for `key` must not be shown now, or `nil` to show it.
    ///
    /// Every path asks here: ``show(_:)`` (its seen-check inlined), ``showAndWait(_:)`` and the
    /// queue's re-check under the engine's lock. Never calls back into the engine.
    @usableFromInline
    func skipReason(_ key: String) -> TutorialEvent.SkipReason? {
        var first = FirstFailure()
        evaluate(key, into: &first)
        return first.skipReason
    }

    /// Forgets that the card for `key` was seen, so the next ``show(_:)`` shows it.
    ///
    /// - Parameter key: The tutorial key.
    public func reset(_ key: String) {
        store.remove(key)
        changeRules { $0.records[key] = nil }
    }

    /// Forgets every seen card, count, invalidation and tour's progress ("Show tips again" in
    /// Settings). Donated events, parameters and the app versions seen are kept.
    public func resetAll() {
        store.removeAll()
        changeRules { state in
            state.records.removeAll()
            state.lastDisplayed = nil
            state.lastDisplayedInGroup.removeAll()
            state.tourSteps.removeAll()
            state.tourStepKeys.removeAll()
            state.toursDone.removeAll()
        }
    }

    /// Waits until every card recorded as seen is durable in the store.
    ///
    /// - Throws: ``TutorialStateStoreError`` when the store could not write.
    public func flush() async throws(TutorialStateStoreError) {
        saveRuleState()
        try await store.flush()
    }

    /// Waits until no card is up and none is waiting.
    public func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = state.withLock { state in
                if !state.pumping { return true }
                state.idleWaiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    /// Findings so far: the store's recoveries (a corrupt file moved aside), keys without copy,
    /// cards without a title. Oldest first.
    public var diagnostics: [Diagnostic] {
        store.diagnostics + state.withLock { $0.diagnostics }
    }

    /// A new stream of everything that happens from now on.
    ///
    /// Each access returns a new stream, so several parts of an app can listen at once; each
    /// receives every event that happens after it subscribed (earlier ones are not replayed: read
    /// ``diagnostics`` for those). The stream buffers without bound until read, and ends when the
    /// engine is released or the listening task is cancelled.
    ///
    /// ```swift
    /// Task { for await event in tutorials.events { log(event) } }
    /// ```
    public var events: AsyncStream<TutorialEvent> {
        eventBroadcast.subscribe()
    }
}
