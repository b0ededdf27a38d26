import Foundation
@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// The queue and the listeners, behind the engine's lock.
    struct EngineState: Sendable {
        var queue: [Request] = []
        var head = 0
        /// Keys up or waiting.
        var pending: Set<String> = []
        var pumping = false
        /// The card that is up, with the task that awaits its presenter.
        var current: Presentation?
        /// The inline cards up, by key: each in its own view, beside the card that is up.
        var inlineUp: [String: Presentation] = [:]
        /// Each scene's presenter (``Tutorials/setPresenter(_:for:)``).
        var scenes: [TutorialScene: any TutorialPresenter] = [:]
        /// The tours a screen walks (``Tutorials/showTour(_:onScreen:in:)``), by name.
        var walks: [String: TourWalk] = [:]
        /// Tour names ``Tutorials/showTour(_:onScreen:in:)`` was given that the rules lack, reported once each.
        var reportedTourNames: Set<String> = []
        var waiters: [String: [CheckedContinuation<TutorialOutcome, Never>]] = [:]
        var idleWaiters: [CheckedContinuation<Void, Never>] = []
        var diagnostics: [Diagnostic] = []

        /// Queues `request` unless its key is pending, its scene has no presenter, or (re-checked
        /// under the lock) it is not to be shown; `first` puts it before every card waiting (the
        /// next step of a tour the screen walks). An inline card is not queued: it goes to its
        /// view's slot (``TutorialScene/inline(_:)``) at once, beside whatever card is up.
        /// Returns why it was skipped, and what the caller must start.
        mutating func enqueue(
            _ request: Request, engine: Tutorials, waiter: CheckedContinuation<TutorialOutcome, Never>?,
            first: Bool = false
        ) -> (TutorialEvent.SkipReason?, Start?) {
            let key = request.key
            if pending.contains(key) {
                if let waiter { waiters[key, default: []].append(waiter) }
                return (.duplicate, nil)
            }
            let isInline = engine.rules[key].resolvedPresentation == .inline
            let request = isInline ? Request(key: key, scene: .inline(key)) : request
            if scenes[request.scene] == nil { return (.sceneUnavailable, nil) }
            // A card is recorded before it leaves `pending`, so this check and the one above
            // together never let a key through twice.
            if let skip = engine.skipReason(key), !skip.waitsForTurn { return (skip, nil) }
            pending.insert(key)
            if let waiter { waiters[key, default: []].append(waiter) }
            if isInline { return (nil, .inline(request)) }
            if first { queue.insert(request, at: head) } else { queue.append(request) }
            if pumping { return (nil, nil) }
            pumping = true
            return (nil, .pump)
        }

        /// The next card to present, or `nil` (and the idle waiters to wake) when the queue is empty.
        mutating func next() -> (Request?, [CheckedContinuation<Void, Never>]) {
            if head < queue.count {
                let request = queue[head]
                head += 1
                if head >= 64, head * 2 >= queue.count {
                    queue.removeFirst(head)
                    head = 0
                }
                return (request, [])
            }
            queue.removeAll()
            head = 0
            pumping = false
            defer { idleWaiters.removeAll() }
            return (nil, idleWaiters)
        }

        /// Takes the waiting cards of `scene` out of the queue; returns their keys and waiters.
        mutating func removeWaiting(in scene: TutorialScene) -> [(
            String, [CheckedContinuation<TutorialOutcome, Never>]
        )] {
            var removed: [(String, [CheckedContinuation<TutorialOutcome, Never>])] = []
            var kept: [Request] = []
            for request in queue[head...] {
                guard request.scene == scene else {
                    kept.append(request)
                    continue
                }
                pending.remove(request.key)
                removed.append((request.key, waiters.removeValue(forKey: request.key) ?? []))
            }
            queue = kept
            head = 0
            return removed
        }
    }

    /// What a caller of ``EngineState/enqueue(_:engine:waiter:first:)`` starts once out of the lock.
    enum Start: Sendable, Hashable {
        /// The pump, which presents the queue's cards one after the other.
        case pump
        /// The presentation of one inline card in its view.
        case inline(Request)
    }

    /// A card asked for, and the scene it is to be drawn in.
    struct Request: Sendable, Hashable {
        var key: String
        var scene: TutorialScene
    }

    /// A tour a screen walks: the steps that screen has (`nil`: every step) and its scene. Next
    /// on one of its steps shows the tour's next step at once when the screen has it.
    struct TourWalk: Sendable, Hashable {
        var steps: Set<String>?
        var scene: TutorialScene

        func has(_ step: String) -> Bool { steps?.contains(step) ?? true }
    }

    /// The card that is up: its key and scene, the task awaiting the presenter, the engine's
    /// wait for it, whether code took it down.
    struct Presentation: Sendable {
        var key: String
        var scene: TutorialScene
        var task: Task<DismissReason, Never>
        var wait: PresenterWait
        var cancelledFromCode = false
    }

    /// Starts what ``EngineState/enqueue(_:engine:waiter:first:)`` asked for.
    func start(_ start: Start?) {
        switch start {
        case .pump: Task.detached { await self.pump() }
        case .inline(let request): Task.detached { await self.presentInline(request) }
        case nil: break
        }
    }

    /// Presents queued cards one after the other until the queue is empty.
    private func pump() async {
        while true {
            let (next, idle) = state.withLock { $0.next() }
            guard let request = next else {
                for waiter in idle { waiter.resume() }
                return
            }
            finish(request, await present(request))
        }
    }

    /// Lets `request`'s key be asked for again and tells its waiters what became of it.
    func finish(_ request: Request, _ outcome: TutorialOutcome) {
        let waiters = state.withLock { state in
            state.pending.remove(request.key)
            return state.waiters.removeValue(forKey: request.key) ?? []
        }
        for waiter in waiters { waiter.resume(returning: outcome) }
    }

    /// The card for `key` as `scene` would be given it: its copy in the user's language, its place
    /// in a tour, its spotlight, its actions and image, each finding reported (a missing action
    /// title or image label, a body the Markdown reader faults). What ``present(_:)`` draws, and
    /// what `guidebook-bench`'s `tutorials.card` rows build.
    ///
    /// - Throws: ``TutorialCopyError`` when the copy has no body for `key`.
    package func card(_ key: String, in scene: TutorialScene = .main) throws(TutorialCopyError) -> TutorialCard {
        var card = try copy.card(for: key)
        card.tourStep = tourStep(of: key, in: scene)
        attachSpotlight(to: &card)
        attachActions(to: &card)
        attachImage(to: &card)
        reportBodyFindings(of: card)
        return card
    }

    /// Decides again (the rules that wait for a card's turn), resolves, presents and records one
    /// card; then queues its tour's next step when the screen walking the tour has it.
    func present(_ request: Request) async -> TutorialOutcome {
        let key = request.key
        if let skip = skipReason(key) ?? sceneSkip(request.scene) {
            skipped(key, skip)
            return .skipped(skip)
        }
        var card: TutorialCard
        do {
            card = try self.card(key, in: request.scene)
        } catch {
            report(error.diagnostic)
            let reason = TutorialEvent.SkipReason.missingCopy(table: copy.table)
            emit(.skipped(key, reason))
            return .skipped(reason)
        }
        if !copy.hasTitle(for: key) {
            report(TutorialCopy.missingTitle(key: key, language: card.language, table: copy.table))
        }
        if options.recording == .onPresent { store.record(key) }
        let presentedAt = recordPresented(key)
        emit(.presented(key))
        let start = ProcessInfo.processInfo.systemUptime
        let shown = card
        let wait = PresenterWait()
        // An inline card stays in its view for as long as the user leaves it there: no watchdog.
        let isInline = request.scene == .inline(key)
        let task = state.withLock { state -> Task<DismissReason, Never> in
            // The scene may have gone since the check above: its card ends as cancelled at once.
            guard let presenter = state.scenes[request.scene] else {
                wait.finish(.cancelled)
                return Task { .cancelled }
            }
            let task = Task { await presenter.present(shown) }
            let presentation = Presentation(key: key, scene: request.scene, task: task, wait: wait)
            if isInline {
                state.inlineUp[key] = presentation
            } else {
                state.current = presentation
            }
            return task
        }
        let returned = await awaitPresenter(task, wait: wait, timeout: isInline ? nil : options.presentationTimeout)
        let cancelledFromCode = state.withLock { state in
            if isInline {
                return state.inlineUp.removeValue(forKey: key)?.cancelledFromCode ?? false
            }
            defer { state.current = nil }
            return state.current?.cancelledFromCode ?? false
        }
        let duration = max(0, ProcessInfo.processInfo.systemUptime - start)
        let reason = cancelledFromCode ? .cancelled : returned ?? .cancelled
        if returned == nil, !isInline, let timeout = options.presentationTimeout {
            report(Self.hungPresenter(key: key, timeout: timeout))
        }
        if options.recording == .onDismiss, reason.countsAsSeen { store.record(key) }
        let tourEvents = recordDismissed(key, reason: reason, presentedAt: presentedAt)
        continueWalks(after: key, reason: reason, in: request.scene)
        emit(.dismissed(key, reason, duration))
        for event in tourEvents { emit(event) }
        if case .action(let id) = reason { perform(id, of: shown) }
        if case .link(let url) = reason { open(url, from: key, id: url.absoluteString) }
        return .dismissed(reason, duration)
    }

    /// Why a card cannot be drawn in `scene`: it has no presenter (never set, or removed).
    private func sceneSkip(_ scene: TutorialScene) -> TutorialEvent.SkipReason? {
        state.withLock { $0.scenes[scene] == nil ? .sceneUnavailable : nil }
    }

    /// Waits for the presenter's task, or for the engine to give up on it: its scene went away
    /// (``removeScene(_:)``), or, past ``TutorialOptions/presentationTimeout``, the task is
    /// cancelled and has still not returned after as long again (`nil`).
    private func awaitPresenter(
        _ task: Task<DismissReason, Never>, wait: PresenterWait, timeout: TimeInterval?
    ) async -> DismissReason? {
        Task { wait.finish(await task.value) }
        guard let timeout else { return await wait.value() }
        let sleep = clock.sleep
        let watchdog = Task {
            await sleep(timeout)
            if Task.isCancelled { return }
            task.cancel()
            await sleep(timeout)
            if Task.isCancelled { return }
            wait.finish(nil)
        }
        let reason = await wait.value()
        watchdog.cancel()
        return reason
    }

    /// The finding for a presenter that did not return, even cancelled.
    static func hungPresenter(key: String, timeout: TimeInterval) -> Diagnostic {
        Diagnostic(
            .error,
            "The presenter did not return for the tutorial \"\(key)\" within \(TutorialRules.format(seconds: TutorialRules.seconds(timeout))), nor after it was cancelled; the engine moved on to the next card.",
            fix:
                "Make present(_:) return when its task is cancelled (withTaskCancellationHandler), returning .cancelled.",
            code: .presenterTimeout)
    }

    func report(_ diagnostic: Diagnostic) {
        state.withLock { $0.diagnostics.append(diagnostic) }
        emit(.diagnostic(diagnostic))
    }

    /// Sends `event` to every listener of ``events``.
    func emit(_ event: TutorialEvent) {
        eventBroadcast.yield(event)
    }
}
