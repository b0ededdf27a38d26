import Foundation

/// How long must pass between two cards: the display frequency.
///
/// Applies between any two cards (the global frequency) or between the cards of one group
/// (``TutorialRules/groupFrequencies``); a card can ignore it (``TutorialRuleSet/ignoresFrequency``).
///
/// ```swift
/// TutorialFrequency.daily.interval       // 86400.0 (seconds)
/// TutorialFrequency.custom(90).interval   // 90.0
/// ```
///
/// A ``custom(_:)`` interval that is negative or NaN counts as no wait (``immediate``); an
/// infinite one lets one card show and no other after it.
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
    /// One card per this interval, in seconds.
    case custom(TimeInterval)

    /// The time that must pass after a card before the next one shows, in seconds (as given:
    /// a ``custom(_:)`` interval is not changed here).
    public var interval: TimeInterval {
        switch self {
        case .immediate: 0
        case .hourly: 3_600
        case .daily: 86_400
        case .weekly: 7 * 86_400
        case .monthly: 30 * 86_400
        case .custom(let interval): interval
        }
    }

    /// The interval as the decision compares dates: negative and NaN as 0.
    var seconds: TimeInterval { TutorialRules.seconds(interval) }
}
