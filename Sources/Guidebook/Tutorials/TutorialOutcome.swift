/// What became of one request: returned by ``Tutorials/showAndWait(_:)``.
///
/// ```swift
/// if case .dismissed(.tapped, _) = await tutorials.showAndWait("Welcome") {
///     startOnboardingChecklist()
/// }
/// ```
public enum TutorialOutcome: Sendable, Hashable {
    /// The card was shown and dismissed this way, after this long.
    case dismissed(DismissReason, Duration)
    /// The card was not shown.
    case skipped(TutorialEvent.SkipReason)
}
