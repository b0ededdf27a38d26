/// Which rule a check in a ``TutorialDecision`` is about; also why a card was skipped
/// (``TutorialSkipReason/rule(_:)``).
///
/// The raw values are the names a writer uses in `Tutorials.json` and `guidebook show --explain` prints.
public enum TutorialRuleKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `GUIDEBOOK_HIDE_ALL=1` or ``TutorialOptions/hidesAll``: no card shows.
    case hideAll
    /// `GUIDEBOOK_SHOW_ONLY=…` or ``TutorialOptions/showOnly``: only the named cards show.
    case showOnly
    /// `GUIDEBOOK_ALWAYS_SHOW=1` or ``TutorialOptions/alwaysShow``: every card shows, whatever the rules say.
    case alwaysShow
    /// The card was invalidated (``Tutorials/invalidate(_:reason:)``).
    case invalidated
    /// ``TutorialRuleSet/expires``.
    case expires
    /// ``TutorialRuleSet/maxDisplayCount``.
    case maxDisplayCount
    /// ``TutorialRuleSet/maxDismissals``.
    case maxDismissals
    /// ``TutorialRuleSet/maxDisplayDuration``.
    case maxDisplayDuration
    /// ``TutorialRuleSet/newInVersion``.
    case newInVersion
    /// ``TutorialRuleSet/prerequisites``.
    case prerequisites
    /// A ``TutorialCondition/parameter(_:_:_:)`` condition.
    case parameter
    /// A ``TutorialCondition/event(_:_:_:within:)`` condition.
    case event
    /// The display frequency (``TutorialRules/frequency``, ``TutorialRules/groupFrequencies``).
    case frequency
    /// The card is a tour step that is not the tour's current one.
    case tour
}
