extension TutorialRules {
    /// The tours `key` is a step of.
    func tours(containing key: String) -> [TutorialTour] {
        tours.filter { $0.steps.contains(key) }
    }

    /// Whether `key` is a step of an ordered tour, whose progress (not the card's display count)
    /// decides whether it shows again.
    func isSequenceStep(_ key: String) -> Bool {
        tours.contains { $0.kind == .sequence && $0.steps.contains(key) }
    }

    /// A tour step shows when it is its tour's current step (tours not finished or skipped);
    /// a card of a first-available group when no card before it in the group can show.
    func evaluateTours(
        _ key: String, state: TutorialRuleState, context: TutorialDecisionContext, hasSeen: (String) -> Bool,
        into evaluation: inout some RuleRecorder
    ) {
        for tour in tours where evaluation.goesOn {
            guard let index = tour.steps.firstIndex(of: key) else { continue }
            switch tour.kind {
            case .sequence:
                if let end = state.toursDone[tour.name] {
                    evaluation.check(.tour, false, "tour \"\(tour.name)\" not done", "tour \(end.rawValue)")
                    continue
                }
                let current = state.tourSteps[tour.name] ?? 0
                evaluation.check(
                    .tour, index == current,
                    "step \(index + 1) of \(tour.steps.count) of tour \"\(tour.name)\" is current",
                    "the tour is at step \(current + 1)")
            case .firstAvailable:
                let earlier = tour.steps[..<index].first { other in
                    var own = FirstFailure()
                    evaluateOwnRules(other, self[other], state: state, context: context, hasSeen: hasSeen, into: &own)
                    return own.failure == nil
                }
                evaluation.check(
                    .tour, earlier == nil, "first available card of group \"\(tour.name)\"",
                    earlier.map { "\"\($0)\" comes first and can show" } ?? "no earlier card can show")
            }
        }
    }
}

extension TutorialRules {
    /// Where each ordered tour stands under these rules when they replace `old` (or, with `old`
    /// `nil`, when progress was saved under rules an earlier launch had). A tour not started (no
    /// step seen) is at the first of its steps, whatever they now are. The step a tour is at
    /// is known by its key (``TutorialRuleState/tourStepKeys``), else, in a state saved before
    /// keys were stored, by the step at its saved index in `old`, or with `old` unknown by the
    /// index alone. Only a tour whose step these rules do not have is moved:
    ///
    /// - a tour done (finished or skipped) stays done, even when steps were added;
    /// - a tour at a step it still has goes on from that step, wherever the step now is;
    /// - a tour at a step it no longer has (removed or renamed, or an index outside its steps)
    ///   resumes at the first of its steps not yet seen, and ends as finished when every one was
    ///   seen. No event is sent: the user did nothing.
    ///
    /// The index and the key are then both stored for the step each tour is at. Tours these
    /// rules no longer have keep their saved progress, for rules that bring them back.
    ///
    /// - Parameters:
    ///   - old: The rules in force until now; `nil` when unknown (at launch).
    ///   - state: The rules' state, changed in place.
    ///   - hasSeen: Whether the store recorded a key as seen.
    func carryTours(from old: TutorialRules?, state: inout TutorialRuleState, hasSeen: (String) -> Bool) {
        for tour in tours where tour.kind == .sequence && state.toursDone[tour.name] == nil && !tour.steps.isEmpty {
            // Not started (no step seen): at the first step of whatever the steps now are.
            if state.tourSteps[tour.name] == nil, state.tourStepKeys[tour.name] == nil { continue }
            let index = state.tourSteps[tour.name] ?? 0
            let before = old?.tours.first { $0.name == tour.name && $0.kind == .sequence }?.steps
            let key = state.tourStepKeys[tour.name] ?? before.flatMap { $0.indices.contains(index) ? $0[index] : nil }
            if let key {
                if let now = tour.steps.firstIndex(of: key) {
                    state.moveTour(tour.name, to: now, of: tour.steps)
                    continue
                }
            } else if before == nil, tour.steps.indices.contains(index) {
                // Saved by index only, under rules not known: read as it always was.
                state.moveTour(tour.name, to: index, of: tour.steps)
                continue
            }
            let unseen = tour.steps.firstIndex { !hasSeen($0) && (state.records[$0]?.displayCount ?? 0) == 0 }
            if let unseen {
                state.moveTour(tour.name, to: unseen, of: tour.steps)
            } else {
                state.forgetTourStep(tour.name)
                state.toursDone[tour.name] = .finished
            }
        }
    }
}
