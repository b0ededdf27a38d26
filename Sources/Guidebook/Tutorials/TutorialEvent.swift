import Foundation

/// Something that happened to a tutorial card, delivered on ``Tutorials/events``: what analytics
/// needs (presented; dismissed with reason and duration; skipped with reason; invalidated; tour
/// steps and ends).
///
/// ```swift
/// for await event in tutorials.events {
///     if case .dismissed(let key, let reason, let duration) = event {
///         analytics.log("\(key) \(reason) after \(duration) s")
///     }
/// }
/// ```
public enum TutorialEvent: Sendable, Hashable {
    /// Why a requested card was not shown (the rules' own type, named here as events carry it).
    public typealias SkipReason = TutorialSkipReason

    /// The card for the key is now in front of the user.
    case presented(String)
    /// The card went away: how, and after how many seconds on screen.
    case dismissed(String, DismissReason, TimeInterval)
    /// The card was requested but not shown.
    case skipped(String, SkipReason)
    /// A finding about content or state: a key without copy, a title missing, a store recovery.
    case diagnostic(Diagnostic)
    /// The card will not show again until reset, for this reason.
    case invalidated(String, TutorialInvalidation)
    /// A tour moved to a step: its name, the step's number (1-based, "2 of 4") and count, the card's key.
    case tourStep(tour: String, step: Int, of: Int, key: String)
    /// A tour ended: finished (its last step dismissed) or skipped (Skip tour on a step).
    case tourEnded(String, TutorialRuleState.TourEnd)
}
