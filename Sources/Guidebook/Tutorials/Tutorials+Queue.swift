import Foundation

extension Tutorials {
    /// The queue and the listeners, behind the engine's lock.
    struct EngineState: Sendable {
        var queue: [String] = []
        var head = 0
        /// Keys up or waiting.
        var pending: Set<String> = []
        var pumping = false
        /// The card that is up, with the task that awaits its presenter.
        var current: Presentation?
        var waiters: [String: [CheckedContinuation<TutorialOutcome, Never>]] = [:]
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var subscribers: [Int: AsyncStream<TutorialEvent>.Continuation] = [:]
        var nextSubscriber = 0
        var diagnostics: [Diagnostic] = []

        /// Queues `key` unless it is pending or (re-checked under the lock) not to be shown.
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
            if let skip = engine.skipReason(key), !skip.waitsForTurn { return (skip, false) }
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

    /// The card that is up: its key, the task awaiting the presenter, whether code took it down.
    struct Presentation: Sendable {
        var key: String
        var task: Task<DismissReason, Never>
        var cancelledFromCode = false
    }

    func startPumping() {
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

    /// Decides again (the rules that wait for a card's turn), resolves, presents and records one card.
    private func present(_ key: String) async -> TutorialOutcome {
        if let skip = skipReason(key) {
            skipped(key, skip)
            return .skipped(skip)
        }
        var card: TutorialCard
        do {
            card = try copy.card(for: key)
            card.tourStep = tourStep(of: key)
            attachSpotlight(to: &card)
        } catch {
            report(error.diagnostic)
            let reason = TutorialEvent.SkipReason.missingCopy(table: copy.table)
            emit(.skipped(key, reason))
            return .skipped(reason)
        }
        if !copy.hasTitle(for: key) {
            report(TutorialCopy.missingTitle(key: key, table: copy.table))
        }
        if options.recording == .onPresent { store.record(key) }
        let presentedAt = recordPresented(key)
        emit(.presented(key))
        let start = ProcessInfo.processInfo.systemUptime
        let presenter = presenter
        let shown = card
        let task = state.withLock { state in
            let task = Task { await presenter.present(shown) }
            state.current = Presentation(key: key, task: task)
            return task
        }
        let returned = await awaitPresenter(task)
        let cancelledFromCode = state.withLock { state in
            defer { state.current = nil }
            return state.current?.cancelledFromCode ?? false
        }
        let duration = max(0, ProcessInfo.processInfo.systemUptime - start)
        let reason = cancelledFromCode ? .cancelled : returned ?? .cancelled
        if returned == nil, let timeout = options.presentationTimeout {
            report(Self.hungPresenter(key: key, timeout: timeout))
        }
        if options.recording == .onDismiss, reason.countsAsSeen { store.record(key) }
        let tourEvents = recordDismissed(key, reason: reason, presentedAt: presentedAt)
        emit(.dismissed(key, reason, duration))
        for event in tourEvents { emit(event) }
        return .dismissed(reason, duration)
    }

    /// Waits for the presenter's task; past ``TutorialOptions/presentationTimeout`` cancels it,
    /// and when it has still not returned after as long again, gives up on it (`nil`).
    private func awaitPresenter(_ task: Task<DismissReason, Never>) async -> DismissReason? {
        guard let timeout = options.presentationTimeout else { return await task.value }
        let waiting = Locked<CheckedContinuation<DismissReason?, Never>?>(nil)
        @Sendable func finish(_ reason: DismissReason?) {
            let continuation = waiting.withLock { waiting in
                defer { waiting = nil }
                return waiting
            }
            continuation?.resume(returning: reason)
        }
        return await withCheckedContinuation { continuation in
            waiting.withLock { $0 = continuation }
            let sleep = clock.sleep
            let watchdog = Task {
                await sleep(timeout)
                if Task.isCancelled { return }
                task.cancel()
                await sleep(timeout)
                if Task.isCancelled { return }
                finish(nil)
            }
            Task {
                let reason = await task.value
                watchdog.cancel()
                finish(reason)
            }
        }
    }

    /// The finding for a presenter that did not return, even cancelled.
    static func hungPresenter(key: String, timeout: TimeInterval) -> Diagnostic {
        Diagnostic(
            .error,
            "The presenter did not return for the tutorial \"\(key)\" within \(TutorialRules.format(seconds: TutorialRules.seconds(timeout))), nor after it was cancelled; the engine moved on to the next card.",
            fix:
                "Make present(_:) return when its task is cancelled (withTaskCancellationHandler), returning .cancelled.",
            code: "presenter-timeout")
    }

    func report(_ diagnostic: Diagnostic) {
        state.withLock { $0.diagnostics.append(diagnostic) }
        emit(.diagnostic(diagnostic))
    }

    /// Sends `event` to every listener (outside the lock: a listener's termination handler takes it).
    func emit(_ event: TutorialEvent) {
        let subscribers = state.withLock { $0.subscribers }
        if subscribers.isEmpty { return }
        for subscriber in subscribers.values { subscriber.yield(event) }
    }
}
