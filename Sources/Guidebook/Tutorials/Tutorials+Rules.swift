import Foundation
@_spi(Locking) import GuidebookParsing

extension Tutorials {
    /// Why the card for `key` would or would not show now: every rule, its value, and whether it passed.
    ///
    /// The same evaluation as ``show(_:)`` and ``decide(_:)``, recording every check instead of
    /// stopping at the first failure, without showing anything: its ``TutorialDecision/skipReason``
    /// is always the one ``decide(_:)`` gives at the same moment. A seen card that shows at most
    /// once is settled by the seen-check before any rule; its explanation starts with that check
    /// (`maxDisplayCount`, "seen") and goes on with the rest.
    ///
    /// ```swift
    /// for check in tutorials.explain("Export").checks where !check.passed {
    ///     print(check.rule, check.requirement, "but", check.value)
    /// }
    /// ```
    ///
    /// - Parameter key: The tutorial key.
    /// - Returns: The decision with every check.
    public func explain(_ key: String) -> TutorialDecision {
        var evaluation = TutorialRules.Evaluation()
        evaluate(key, into: &evaluation)
        return evaluation.decision(for: key)
    }

    /// Whether the card for `key` would show now, without the explanation (the fast decision).
    ///
    /// - Parameter key: The tutorial key.
    /// - Returns: The decision; its ``TutorialDecision/checks`` are empty.
    @inlinable
    public func decide(_ key: String) -> TutorialDecision {
        TutorialDecision(key: key, skipReason: skipReason(key))
    }

    /// Records that the app did something rules count: `exportedPDF`, `openedDocument`.
    ///
    /// Kept per event as the total and the times of the last few donations (as many as the
    /// rules compare with), so the history stays small however often the app donates.
    ///
    /// ```swift
    /// tutorials.donate("exportedPDF")
    /// ```
    ///
    /// - Parameter event: The event's name.
    public func donate(_ event: String) {
        let now = clock.now()
        changeRules(patching: .event(event)) { state, rules in
            state.events[event, default: TutorialEventHistory(capacity: rules.historyCapacity(for: event))]
                .donate(at: now)
        }
    }

    /// How often `event` was donated in the last `window` seconds (ever when `nil`).
    ///
    /// ```swift
    /// tutorials.donations(of: "openedDocument", within: 7 * 86_400).count
    /// ```
    ///
    /// A window of zero, a negative one or NaN counts only the donations of this instant; an
    /// infinite one counts every donation, as `nil` does.
    ///
    /// - Parameters:
    ///   - event: The event's name.
    ///   - window: How far back to count, in seconds.
    /// - Returns: The count, and whether it is exact (see ``TutorialEventHistory``).
    public func donations(of event: String, within window: TimeInterval? = nil) -> TutorialEventHistory.WindowCount {
        let start = window.map { clock.now().addingTimeInterval(-TutorialRules.seconds($0)) }
        return ruleStorage.withLock { storage in
            storage.persisted.events[event]?.count(since: start) ?? .init(count: 0, isExact: true)
        }
    }

    /// Sets an app-defined value that rules test (`isLoggedIn`, `plan`, `openCount`); `nil` unsets it.
    ///
    /// ```swift
    /// tutorials.setParameter("plan", to: "pro")
    /// tutorials.setParameter("isLoggedIn", to: true, persisted: false)
    /// ```
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - value: Its value, or `nil` to unset it.
    ///   - persisted: Whether it is saved with the rule state (else kept for this process only).
    public func setParameter(_ name: String, to value: TutorialValue?, persisted: Bool = true) {
        if persisted {
            ruleStorage.withLock { $0.transient[name] = nil }
            changeRules(patching: .parameter(name)) { $0.parameters[name] = value }
        } else {
            ruleStorage.withLock { storage in
                storage.transient[name] = value
                storage.patchTable(.parameter(name))
            }
        }
    }

    /// The value of a parameter: the transient one if set, else the persisted one.
    ///
    /// - Parameter name: The parameter's name.
    public func parameter(_ name: String) -> TutorialValue? {
        ruleStorage.withLock { $0.transient[name] ?? $0.persisted.parameters[name] }
    }

    /// Stops the card for `key` for good (until ``reset(_:)`` or ``resetAll()``): the user already
    /// used the feature, or the app knows it is no longer relevant. The first reason stays.
    ///
    /// ```swift
    /// func didExport() { tutorials.invalidate("Export", reason: .featureUsed) }
    /// ```
    ///
    /// - Parameters:
    ///   - key: The tutorial key.
    ///   - reason: Why.
    public func invalidate(_ key: String, reason: TutorialInvalidation) {
        let fresh = changeRules { state -> Bool in
            guard state.records[key]?.invalidation == nil else { return false }
            state.records[key, default: .init()].invalidation = reason
            return true
        }
        if fresh { emit(.invalidated(key, reason)) }
    }

    /// The step an ordered tour is at (from 1), or `nil` when it is done (finished or skipped)
    /// or unknown.
    ///
    /// - Parameter tour: The tour's name.
    public func currentStep(ofTour tour: String) -> TutorialCard.TourStep? {
        ruleStorage.withLock { Self.current(ofTour: tour, in: $0)?.step }
    }

    /// The current step of `tour` and its key, read with the rules in force in one lock.
    static func current(ofTour tour: String, in storage: RuleStorage) -> (
        step: TutorialCard.TourStep, key: String
    )? {
        guard let steps = storage.book.rules.tours.first(where: { $0.name == tour })?.steps, !steps.isEmpty,
            storage.persisted.toursDone[tour] == nil
        else { return nil }
        let index = min(storage.persisted.tourSteps[tour] ?? 0, steps.count - 1)
        return (TutorialCard.TourStep(tour: tour, number: index + 1, count: steps.count), steps[index])
    }

    /// Starts a tour over: its progress, its end, and its steps' seen state are forgotten.
    ///
    /// - Parameter tour: The tour's name.
    public func resetTour(_ tour: String) {
        let steps = rules.tours.first { $0.name == tour }?.steps ?? []
        for step in steps { store.remove(step) }
        changeRules { state in
            state.forgetTourStep(tour)
            state.toursDone[tour] = nil
            for step in steps { state.records[step] = nil }
        }
    }

    /// Starts over the tours of ``TutorialTestingSwitches/resetTours`` (`GUIDEBOOK_RESET_TOUR`);
    /// a name no tour has is reported with the nearest one.
    func resetToursOnLaunch() {
        let names = rules.tours.map(\.name)
        for tour in switches.resetTours.sorted() {
            if names.contains(tour) {
                resetTour(tour)
                continue
            }
            var fix = "Use one of the tours' names: \(names.joined(separator: ", "))."
            if names.isEmpty { fix = "The rules have no tours; remove the name." }
            if let near = EditDistance.closest(to: tour, among: names) { fix = "Did you mean \"\(near)\"?" }
            state.withLock {
                $0.diagnostics.append(
                    Diagnostic(
                        .warning, "GUIDEBOOK_RESET_TOUR names the tour \"\(tour)\", which the rules do not have.",
                        fix: fix, code: .resetUnknownTour))
            }
        }
    }
}
