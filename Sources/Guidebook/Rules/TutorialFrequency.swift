/// How long must pass between two cards: the display frequency.
///
/// Applies between any two cards (the global frequency) or between the cards of one group
/// (``TutorialRules/groupFrequencies``); a card can ignore it (``TutorialRuleSet/ignoresFrequency``).
///
/// ```swift
/// TutorialFrequency.daily.interval  // 86 400 seconds
/// ```
public enum TutorialFrequency: Sendable, Hashable {
    /// No wait: cards may follow each other at once (the default).
    case immediate
    /// One card an hour.
    case hourly
    /// One card a day.
    case daily
    /// One card a week.
    case weekly
    /// One card every 30 days.
    case monthly
    /// One card per this interval.
    case custom(Duration)

    /// The time that must pass after a card before the next one shows.
    public var interval: Duration {
        switch self {
        case .immediate: .zero
        case .hourly: .seconds(3_600)
        case .daily: .seconds(86_400)
        case .weekly: .seconds(7 * 86_400)
        case .monthly: .seconds(30 * 86_400)
        case .custom(let interval): interval
        }
    }

    /// The interval in seconds, as the decision compares dates.
    var seconds: Double { TutorialRules.seconds(interval) }
}
