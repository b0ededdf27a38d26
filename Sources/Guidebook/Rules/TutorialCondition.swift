import Foundation

/// A condition on app state that a card needs before it shows: a parameter's value, or how
/// often the app donated an event.
///
/// ```swift
/// let conditions: [TutorialCondition] = [
///     .parameter("isLoggedIn", .equal, true),
///     .parameter("openCount", .atLeast, 3),
///     .event("exportedPDF", .atLeast, 3, within: 7 * 86_400),
/// ]
/// ```
public enum TutorialCondition: Sendable, Hashable {
    /// The parameter `name` compares this way with the value; an unset parameter fails.
    case parameter(String, TutorialComparison, TutorialValue)
    /// The donations of the event `name` (within the window of this many seconds before now, or
    /// ever when `nil`) compare this way with the count. A window of zero, a negative one or NaN
    /// holds only the donations of this instant; an infinite one holds every donation, as `nil` does.
    case event(String, TutorialComparison, Int, within: TimeInterval?)
}
