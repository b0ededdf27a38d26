extension TutorialRules {
    /// The tours `key` is a step of.
    func tours(containing key: String) -> [TutorialTour] {
        tours.filter { $0.steps.contains(key) }
    }

    /// Where `key` is in the first ordered tour it is a step of, for its card ("2 of 4"); `nil`
    /// for a card in no ordered tour (a "first available" group has no steps to count).
    ///
    /// ```swift
    /// TutorialRules(tours: [TutorialTour("Basics", steps: ["Library", "Editor"])]).tourStep(of: "Editor")
    /// // TourStep(tour: "Basics", number: 2, count: 2)
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    public func tourStep(of key: String) -> TutorialCard.TourStep? {
        for tour in tours where tour.kind == .sequence {
            if let index = tour.steps.firstIndex(of: key) {
                return TutorialCard.TourStep(tour: tour.name, number: index + 1, count: tour.steps.count)
            }
        }
        return nil
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
        into evaluation: inout Evaluation
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
                    var own = Evaluation(explaining: false)
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
