import Foundation

/// Switches for testing copy and rules: show all, hide all, show only some keys.
///
/// Set in ``TutorialOptions`` or through the environment: `GUIDEBOOK_ALWAYS_SHOW=1`,
/// `GUIDEBOOK_HIDE_ALL=1`, `GUIDEBOOK_SHOW_ONLY=Welcome,Export`. Hiding wins over showing.
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

    /// Creates switches.
    ///
    /// - Parameters:
    ///   - showAll: Every card shows.
    ///   - hideAll: No card shows.
    ///   - showOnly: Only these cards may show.
    public init(showAll: Bool = false, hideAll: Bool = false, showOnly: Set<String>? = nil) {
        self.showAll = showAll
        self.hideAll = hideAll
        self.showOnly = showOnly
    }

    /// The switches the environment turns on: `GUIDEBOOK_ALWAYS_SHOW=1`, `GUIDEBOOK_HIDE_ALL=1`,
    /// `GUIDEBOOK_SHOW_ONLY=` a comma-separated list of keys (spaces around keys ignored; an
    /// empty list hides every card).
    ///
    /// - Parameter environment: The process's environment, or a test's.
    public init(environment: [String: String]) {
        showAll = environment["GUIDEBOOK_ALWAYS_SHOW"] == "1"
        hideAll = environment["GUIDEBOOK_HIDE_ALL"] == "1"
        showOnly = environment["GUIDEBOOK_SHOW_ONLY"].map { list in
            Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        }
    }

    /// Both sets of switches at once: any switch on in either is on; the show-only lists intersect.
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
            showAll: showAll || other.showAll, hideAll: hideAll || other.hideAll, showOnly: only)
    }
}
