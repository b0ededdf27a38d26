/// Why a requested card was not shown: the decision's answer (``TutorialDecision/skipReason``), and
/// what ``TutorialEvent/skipped(_:_:)`` carries (as ``TutorialSkipReason``).
///
/// ```swift
/// if case .skipped(let key, .rule(let kind)) = event { print(key, kind) }
/// ```
public enum TutorialSkipReason: Sendable, Hashable {
    /// The user has seen it (and always-show is off). Returned by ``Tutorials/showAndWait(_:)``;
    /// ``Tutorials/show(_:)`` sends no event for a seen key (the common case stays a lookup),
    /// except when the key became seen while the request was being queued.
    case alreadySeen
    /// The same key is already up or waiting in the queue.
    case duplicate
    /// The table has no body for the key; the diagnostic names the key and the table.
    case missingCopy(table: String)
    /// A rule does not let it show now; ``Tutorials/explain(_:)`` says which and why.
    /// (A card shown as often as its ``TutorialRuleSet/maxDisplayCount`` allows is ``alreadySeen``.)
    case rule(TutorialRuleKind)
    /// The scene it was asked for has no presenter: never given one, or gone
    /// (``Tutorials/removeScene(_:)``) before the card's turn.
    case sceneUnavailable
}
