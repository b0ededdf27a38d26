@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Gives `scene` the presenter that draws its cards (or replaces the one it had).
    ///
    /// An adapter calls this when a window connects; ``show(_:in:)`` then draws cards there. The
    /// presenter given to the engine's initializer is that of ``TutorialScene/main``.
    ///
    /// ```swift
    /// let scene = TutorialScene(session.persistentIdentifier)
    /// tutorials.setPresenter(windowPresenter, for: scene)  // the presenter drawing in this window
    /// ```
    ///
    /// - Parameters:
    ///   - presenter: What draws the scene's cards.
    ///   - scene: The scene.
    public func setPresenter(_ presenter: any TutorialPresenter, for scene: TutorialScene) {
        state.withLock { $0.scenes[scene] = presenter }
    }

    /// Forgets a scene that went away (its window closed, its session was discarded).
    ///
    /// Its card, when one is up, ends at once as ``DismissReason/cancelled`` (not seen, it shows
    /// again next time), without waiting for its presenter to return; the cards waiting for the
    /// scene are dropped as ``TutorialSkipReason/sceneUnavailable``, and the queue goes on
    /// with the other scenes' cards. Cards asked for in the scene later are skipped the same way
    /// until ``setPresenter(_:for:)`` gives it a presenter again.
    ///
    /// ```swift
    /// func sceneDidDisconnect(_ scene: UIScene) {
    ///     tutorials.removeScene(TutorialScene(scene.session.persistentIdentifier))
    /// }
    /// ```
    ///
    /// - Parameter scene: The scene that went away.
    public func removeScene(_ scene: TutorialScene) {
        let (up, waiting) = state.withLock { state in
            state.scenes[scene] = nil
            state.walks = state.walks.filter { $0.value.scene != scene }
            var up: Presentation?
            if state.current?.scene == scene {
                state.current?.cancelledFromCode = true
                up = state.current
            } else if let inline = state.inlineUp.first(where: { $0.value.scene == scene })?.key {
                state.inlineUp[inline]?.cancelledFromCode = true
                up = state.inlineUp[inline]
            }
            return (up, state.removeWaiting(in: scene))
        }
        if let up {
            up.task.cancel()
            up.wait.finish(.cancelled)
        }
        for (key, waiters) in waiting {
            for waiter in waiters { waiter.resume(returning: .skipped(.sceneUnavailable)) }
            emit(.skipped(key, .sceneUnavailable))
        }
    }

    /// Shows the card for `key` in `scene`, unless the user has seen it; returns at once.
    ///
    /// As ``show(_:)``, drawn by the scene's presenter (``setPresenter(_:for:)``). A scene without
    /// one skips the card with ``TutorialSkipReason/sceneUnavailable``.
    ///
    /// ```swift
    /// tutorials.show("Library", in: TutorialScene(view.window?.windowScene?.session.persistentIdentifier ?? "main"))
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - scene: Where to draw it.
    public func show(_ key: String, in scene: TutorialScene) {
        if !alwaysShow, store.hasSeen(key), !showsAfterSeen(key) { return }
        request(Request(key: key, scene: scene))
    }

    /// Shows the card for `key` in `scene` unless seen, and returns what became of it once it is gone.
    ///
    /// As ``showAndWait(_:)``, drawn by the scene's presenter; a card whose scene goes away
    /// while it is up returns ``DismissReason/cancelled`` at once.
    ///
    /// ```swift
    /// let outcome = await tutorials.showAndWait("Export", in: scene)
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - scene: Where to draw it.
    /// - Returns: How the card was dismissed, or why it was skipped.
    public func showAndWait(_ key: String, in scene: TutorialScene) async -> TutorialOutcome {
        if let skip = skipReason(key), !skip.waitsForTurn {
            if skip != .alreadySeen { skipped(key, skip) }
            return .skipped(skip)
        }
        return await withCheckedContinuation { continuation in
            let (skip, started) = state.withLock { state in
                state.enqueue(Request(key: key, scene: scene), engine: self, waiter: continuation)
            }
            if let skip {
                if skip != .duplicate { continuation.resume(returning: .skipped(skip)) }
                skipped(key, skip)
            }
            start(started)
        }
    }
}
