import Foundation

/// What became of one request: returned by ``Tutorials/showAndWait(_:)``.
///
/// ```swift
/// if case .dismissed(.tapped, _) = await tutorials.showAndWait("Welcome") {
///     startOnboardingChecklist()
/// }
/// ```
public enum TutorialOutcome: Sendable, Hashable {
    /// The card was shown and dismissed this way, after this many seconds on screen.
    case dismissed(DismissReason, TimeInterval)
    /// The card was not shown.
    case skipped(TutorialEvent.SkipReason)
}
