import Foundation

/// Switches for testing copy and rules: show all, hide all, show only some keys, start tours over.
///
/// Set in ``TutorialOptions`` or through the environment: `GUIDEBOOK_ALWAYS_SHOW=1`,
/// `GUIDEBOOK_HIDE_ALL=1`, `GUIDEBOOK_SHOW_ONLY=Welcome,Export`, `GUIDEBOOK_RESET_TOUR=Basics`.
/// Hiding wins over showing.
///
/// ```swift
/// let switches = TutorialTestingSwitches(environment: ["GUIDEBOOK_SHOW_ONLY": "Welcome, Export"])
/// switches.showOnly  // ["Welcome", "Export"]
/// ```
public struct TutorialTestingSwitches: Sendable, Hashable {
    /// Every card shows every time, whatever its rules (still recorded).
    public var showAll: Bool
    /// No card shows.
    public var hideAll: Bool
    /// Only these cards may show (their rules still apply); `nil` for every card.
    public var showOnly: Set<String>?
    /// Tours started over each time an engine is created (each launch): their progress, end and
    /// steps' seen state are forgotten, as ``Tutorials/resetTour(_:)`` does.
    public var resetTours: Set<String>

    /// Creates switches.
    ///
    /// - Parameters:
    ///   - showAll: Every card shows.
    ///   - hideAll: No card shows.
    ///   - showOnly: Only these cards may show.
    ///   - resetTours: Tours to start over at launch.
    public init(
        showAll: Bool = false, hideAll: Bool = false, showOnly: Set<String>? = nil, resetTours: Set<String> = []
    ) {
        self.showAll = showAll
        self.hideAll = hideAll
        self.showOnly = showOnly
        self.resetTours = resetTours
    }

    /// The switches the environment turns on: `GUIDEBOOK_ALWAYS_SHOW=1`, `GUIDEBOOK_HIDE_ALL=1`,
    /// `GUIDEBOOK_SHOW_ONLY=` a comma-separated list of keys (spaces around keys ignored; an
    /// empty list hides every card), `GUIDEBOOK_RESET_TOUR=` a comma-separated list of tour names.
    ///
    /// - Parameter environment: The process's environment, or a test's.
    public init(environment: [String: String]) {
        func names(_ list: String) -> Set<String> {
            Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
        showAll = environment["GUIDEBOOK_ALWAYS_SHOW"] == "1"
        hideAll = environment["GUIDEBOOK_HIDE_ALL"] == "1"
        showOnly = environment["GUIDEBOOK_SHOW_ONLY"].map(names)
        resetTours = environment["GUIDEBOOK_RESET_TOUR"].map(names) ?? []
    }

    /// Whether no switch changes a decision: neither show all, hide all nor show only is on.
    var leaveRulesAlone: Bool { !showAll && !hideAll && showOnly == nil }

    /// Both sets of switches at once: any switch on in either is on; the show-only lists
    /// intersect; the tours to reset add up.
    ///
    /// - Parameter other: More switches.
    public func merging(_ other: TutorialTestingSwitches) -> TutorialTestingSwitches {
        let only: Set<String>? =
            switch (showOnly, other.showOnly) {
            case (nil, nil): nil
            case (let some?, nil), (nil, let some?): some
            case (let left?, let right?): left.intersection(right)
            }
        return TutorialTestingSwitches(
            showAll: showAll || other.showAll, hideAll: hideAll || other.hideAll, showOnly: only,
            resetTours: resetTours.union(other.resetTours))
    }
}
