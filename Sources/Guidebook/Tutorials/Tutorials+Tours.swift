@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Walks a tour from where it stands (where it was interrupted, also after a restart) on a
    /// screen that has `steps` of it (every step when `nil`).
    ///
    /// The tour's current step shows when the screen has it. Then Next on a step shows the
    /// tour's next step at once when the screen has it too; a step of another screen waits until
    /// that screen asks (``showTour(_:onScreen:in:)`` or ``show(_:)``). Back (a tour with
    /// ``TutorialTour/allowsBack``) shows the step before again; Skip tour ends the tour. A step
    /// taken down from code or by its scene going away ends the walk: the step shows again when
    /// the screen asks next time. Call it where a screen appears; a tour done does nothing.
    ///
    /// ```swift
    /// // The library screen has the tour's first two steps; the editor has the third.
    /// tutorials.showTour("basics", onScreen: ["Library", "Export"])
    /// ```
    ///
    /// A name the rules have no tour of, or a step the tour does not have, is reported once in
    /// ``diagnostics``, with the nearest name.
    ///
    /// - Parameters:
    ///   - tour: The tour's name.
    ///   - steps: The tour's steps this screen has; `nil` (the default) when every step is on it.
    ///   - scene: Where to draw the steps (``TutorialScene/main`` by default).
    public func showTour(_ tour: String, onScreen steps: [String]? = nil, in scene: TutorialScene = .main) {
        let found = ruleStorage.withLock { storage -> (known: [String]?, current: String?) in
            let known = storage.book.rules.tours.first { $0.name == tour && $0.kind == .sequence }?.steps
            return (known, Self.current(ofTour: tour, in: storage)?.key)
        }
        guard let known = found.known else {
            reportOnce(tour, unknownTour(tour))
            return
        }
        for step in steps ?? [] where !known.contains(step) {
            reportOnce("\(tour)\u{0}\(step)", unknownStep(step, of: tour, known: known))
        }
        guard let current = found.current else { return }
        let walk = TourWalk(steps: steps.map(Set.init), scene: scene)
        state.withLock { $0.walks[tour] = walk }
        if walk.has(current) { show(current, in: scene) }
    }

    /// After a step of a walked tour went away in `scene`: queues the tour's step now current,
    /// first in line, when the screen has it; else (a step of another screen, the tour done, the
    /// card cancelled) ends the walk.
    func continueWalks(after key: String, reason: DismissReason, in scene: TutorialScene) {
        let tours = state.withLock { state in
            state.walks.filter { $0.value.scene == scene }.map(\.key)
        }
        for tour in tours {
            let found = ruleStorage.withLock { storage -> (isStep: Bool, current: String?) in
                let steps = storage.book.rules.tours.first { $0.name == tour && $0.kind == .sequence }?.steps ?? []
                return (steps.contains(key), Self.current(ofTour: tour, in: storage)?.key)
            }
            guard found.isStep else { continue }
            let (skip, started, next) = state.withLock {
                state -> (TutorialEvent.SkipReason?, Start?, String?) in
                guard let walk = state.walks[tour], walk.scene == scene else { return (nil, nil, nil) }
                guard reason != .cancelled, let current = found.current, current != key, walk.has(current) else {
                    state.walks[tour] = nil
                    return (nil, nil, nil)
                }
                let (skip, started) = state.enqueue(
                    Request(key: current, scene: scene), engine: self, waiter: nil, first: true)
                return (skip, started, current)
            }
            if let skip, let next { skipped(next, skip) }
            start(started)
        }
    }

    /// Where `key` is in the ordered tour it belongs to, for its card ("2 of 4"), and whether it
    /// offers Back: its tour allows it and the screen walking the tour in `scene` has the step before.
    func tourStep(of key: String, in scene: TutorialScene) -> TutorialCard.TourStep? {
        let rules = rules
        guard var step = rules.tourStep(of: key) else { return nil }
        guard step.number > 1, let tour = rules.tours.first(where: { $0.name == step.tour }), tour.allowsBack else {
            return step
        }
        let previous = tour.steps[step.number - 2]
        step.offersBack = state.withLock { state in
            guard let walk = state.walks[tour.name], walk.scene == scene else { return false }
            return walk.has(previous)
        }
        return step
    }

    /// Reports `diagnostic` unless a finding under `name` was reported before.
    private func reportOnce(_ name: String, _ diagnostic: Diagnostic) {
        let fresh = state.withLock { $0.reportedTourNames.insert(name).inserted }
        if fresh { report(diagnostic) }
    }

    private func unknownTour(_ tour: String) -> Diagnostic {
        let names = rules.tours.filter { $0.kind == .sequence }.map(\.name)
        var fix = "Use one of the tours' names: \(names.joined(separator: ", "))."
        if names.isEmpty { fix = "Add the tour to the rules (\"tours\" in Tutorials.json), or remove the call." }
        if let near = EditDistance.closest(to: tour, among: names) { fix = "Did you mean \"\(near)\"?" }
        return Diagnostic(
            .warning, "showTour names the tour \"\(tour)\", which the rules do not have (as a tour of steps in order).",
            fix: fix, code: .showUnknownTour)
    }

    private func unknownStep(_ step: String, of tour: String, known: [String]) -> Diagnostic {
        var fix = "Name only the tour's steps: \(known.joined(separator: ", "))."
        if let near = EditDistance.closest(to: step, among: known) { fix = "Did you mean \"\(near)\"?" }
        return Diagnostic(
            .warning, "showTour names \"\(step)\" as a step of the tour \"\(tour)\", which has no such step.",
            fix: fix, code: .showUnknownTourStep)
    }
}
