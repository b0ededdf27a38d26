/// The tutorial engine: shows each card once, one at a time, and remembers it.
///
/// ``show(_:)`` can be called from any thread or task and returns at once. A key the user has
/// seen costs a lock and a hash lookup on the caller's thread (no actor hop) and does nothing
/// else. Otherwise the card's copy is resolved (body `"<key>"`, title `"<key> Title"`) and handed
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
/// A key without a body in the table is never shown as an empty card: it is skipped with
/// ``TutorialEvent/SkipReason/missingCopy(table:)`` and reported in ``diagnostics``. A key with a
/// body but no title is shown with an empty title and a warning diagnostic.
public final class Tutorials: Sendable {
    /// Where the cards' text comes from.
    public let copy: TutorialCopy
    /// Where seen cards are remembered.
    public let store: any TutorialStateStore
    /// What draws the cards.
    public let presenter: any TutorialPresenter
    /// How the engine decides and records.
    public let options: TutorialOptions

    private let alwaysShow: Bool
    private let state = Locked(EngineState())

    /// Creates an engine. Nothing is shown until ``show(_:)`` is called.
    ///
    /// - Parameters:
    ///   - copy: The cards' text.
    ///   - store: Where seen cards are remembered (its recoveries appear in ``diagnostics``).
    ///   - presenter: What draws the cards.
    ///   - options: When cards count as seen; always-show.
    public init(
        copy: TutorialCopy, store: any TutorialStateStore, presenter: any TutorialPresenter,
        options: TutorialOptions = .init()
    ) {
        self.copy = copy
        self.store = store
        self.presenter = presenter
        self.options = options
        alwaysShow = options.showsAlways
    }

    deinit {
        let subscribers = state.withLock { state in
            defer { state.subscribers.removeAll() }
            return state.subscribers.values
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// Shows the card for `key` unless the user has seen it; returns at once.
    ///
    /// Safe from any thread. The card waits behind any card already up; a request for a key
    /// that is up or waiting is dropped (``TutorialEvent/SkipReason/duplicate``). A request for a
    /// seen key sends no event: it is the common case (every screen appearance) and costs only
    /// the seen-check; ``showAndWait(_:)`` reports it as ``TutorialEvent/SkipReason/alreadySeen``.
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
        if !alwaysShow, store.hasSeen(key) { return }
        request(key)
    }

    /// The slow path of ``show(_:)``, kept out of line so the seen-check stays a lock and a lookup.
    @inline(never)
    private func request(_ key: String) {
        let (skip, startPump) = state.withLock { state in state.enqueue(key, engine: self, waiter: nil) }
        if let skip { emit(.skipped(key, skip)) }
        if startPump { startPumping() }
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
        if !alwaysShow, store.hasSeen(key) {
            return .skipped(.alreadySeen)
        }
        return await withCheckedContinuation { continuation in
            let (skip, startPump) = state.withLock { state in
                state.enqueue(key, engine: self, waiter: continuation)
            }
            if let skip {
                if skip != .duplicate { continuation.resume(returning: .skipped(skip)) }
                emit(.skipped(key, skip))
            }
            if startPump { startPumping() }
        }
    }

    /// Whether the user has seen the card for `key` (always-show does not change the answer).
    ///
    /// - Parameter key: The tutorial key.
    public func hasSeen(_ key: String) -> Bool {
        store.hasSeen(key)
    }

    /// Forgets that the card for `key` was seen, so the next ``show(_:)`` shows it.
    ///
    /// - Parameter key: The tutorial key.
    public func reset(_ key: String) {
        store.remove(key)
    }

    /// Forgets every seen card ("Show tips again" in Settings).
    public func resetAll() {
        store.removeAll()
    }

    /// Waits until every card recorded as seen is durable in the store.
    ///
    /// - Throws: ``TutorialStateStoreError`` when the store could not write.
    public func flush() async throws(TutorialStateStoreError) {
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
        let (stream, continuation) = AsyncStream.makeStream(of: TutorialEvent.self)
        let id = state.withLock { state in
            defer { state.nextSubscriber += 1 }
            state.subscribers[state.nextSubscriber] = continuation
            return state.nextSubscriber
        }
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }
}

extension Tutorials {
    /// The queue and the listeners, behind the engine's lock.
    struct EngineState: Sendable {
        var queue: [String] = []
        var head = 0
        /// Keys up or waiting.
        var pending: Set<String> = []
        var pumping = false
        var waiters: [String: [CheckedContinuation<TutorialOutcome, Never>]] = [:]
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var subscribers: [Int: AsyncStream<TutorialEvent>.Continuation] = [:]
        var nextSubscriber = 0
        var diagnostics: [Diagnostic] = []

        /// Queues `key` unless it is pending or (re-checked under the lock) seen.
        /// Returns why it was skipped, and whether the caller must start the pump.
        mutating func enqueue(
            _ key: String, engine: Tutorials, waiter: CheckedContinuation<TutorialOutcome, Never>?
        ) -> (TutorialEvent.SkipReason?, Bool) {
            if pending.contains(key) {
                if let waiter { waiters[key, default: []].append(waiter) }
                return (.duplicate, false)
            }
            // A card is recorded before it leaves `pending`, so this check and the one above
            // together never let a key through twice.
            if !engine.alwaysShow, engine.store.hasSeen(key) { return (.alreadySeen, false) }
            queue.append(key)
            pending.insert(key)
            if let waiter { waiters[key, default: []].append(waiter) }
            if pumping { return (nil, false) }
            pumping = true
            return (nil, true)
        }

        /// The next key to present, or `nil` (and the idle waiters to wake) when the queue is empty.
        mutating func next() -> (String?, [CheckedContinuation<Void, Never>]) {
            if head < queue.count {
                let key = queue[head]
                head += 1
                if head >= 64, head * 2 >= queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                return (key, [])
            }
            queue.removeAll()
            head = 0
            pumping = false
            defer { idleWaiters.removeAll() }
            return (nil, idleWaiters)
        }
    }

    private func startPumping() {
        Task.detached { await self.pump() }
    }

    /// Presents queued cards one after the other until the queue is empty.
    private func pump() async {
        while true {
            let (next, idle) = state.withLock { $0.next() }
            guard let key = next else {
                for waiter in idle { waiter.resume() }
                return
            }
            let outcome = await present(key)
            let waiters = state.withLock { state in
                state.pending.remove(key)
                return state.waiters.removeValue(forKey: key) ?? []
            }
            for waiter in waiters { waiter.resume(returning: outcome) }
        }
    }

    /// Resolves, presents and records one card.
    private func present(_ key: String) async -> TutorialOutcome {
        let card: TutorialCard
        do {
            card = try copy.card(for: key)
        } catch {
            report(error.diagnostic)
            let reason = TutorialEvent.SkipReason.missingCopy(table: copy.table)
            emit(.skipped(key, reason))
            return .skipped(reason)
        }
        if !copy.hasTitle(for: key) {
            report(
                Diagnostic(
                    .warning,
                    "The tutorial \"\(key)\" has no title in table \"\(copy.table)\"; it was shown without one.",
                    fix: "Add \"\(key) Title\" = \"…\"; to \(copy.table).strings.", code: "missing-title"))
        }
        if options.recording == .onPresent { store.record(key) }
        emit(.presented(key))
        let clock = ContinuousClock()
        let start = clock.now
        let reason = await presenter.present(card)
        let duration = start.duration(to: clock.now)
        if options.recording == .onDismiss, reason.countsAsSeen { store.record(key) }
        emit(.dismissed(key, reason, duration))
        return .dismissed(reason, duration)
    }

    private func report(_ diagnostic: Diagnostic) {
        state.withLock { $0.diagnostics.append(diagnostic) }
        emit(.diagnostic(diagnostic))
    }

    /// Sends `event` to every listener (outside the lock: a listener's termination handler takes it).
    private func emit(_ event: TutorialEvent) {
        let subscribers = state.withLock { $0.subscribers }
        if subscribers.isEmpty { return }
        for subscriber in subscribers.values { subscriber.yield(event) }
    }
}
