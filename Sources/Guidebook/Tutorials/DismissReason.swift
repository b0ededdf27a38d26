import Foundation

/// How a presented card went away: returned by ``TutorialPresenter/present(_:)``.
///
/// Every reason except ``cancelled`` means the user had the card in front of them, so it is
/// recorded as seen (when ``TutorialOptions/RecordingMoment/onDismiss`` is in effect).
///
/// ```swift
/// func present(_ card: TutorialCard) async -> DismissReason {
///     await overlay.show(card)  // returns on the first tap
///     return .tapped
/// }
/// ```
public enum DismissReason: Sendable, Hashable {
    /// The user tapped (or pressed a key): the seed's "any touch means go away".
    case tapped
    /// The user asked to skip it (a Skip button, the Escape key).
    case skippedByUser
    /// Another screen took its place (the app navigated away while it was up).
    case replaced
    /// The user went back to the tour's previous step (the Back button of a tour that allows it,
    /// ``TutorialTour/allowsBack``); the previous step shows again.
    case back
    /// Nobody could interact: a terminal without input, a preview, a test.
    case noInteraction
    /// It was taken down before the user was done with it: from code (``Tutorials/cancelCurrent()``,
    /// the presentation timeout) or because its window went away. Not recorded as seen.
    case cancelled
    /// The user tapped the spotlight's target through the clear cut-out
    /// (``TutorialSpotlight/passesTapsThrough``): the tap reached the target and took the card
    /// down, the "tap the highlighted button to continue" of a tour.
    case tappedTarget
    /// The user chose one of the card's actions, named by its id (`"tryIt"`): a rule can
    /// invalidate the card when a given action was chosen (``TutorialRuleSet/invalidatingActions``).
    case action(String)
    /// The user tapped a link in the card's body (`[Export as PDF](help:export-pdf)`); once the
    /// card is down, the link opens where an action's link does (``Tutorials/onOpenLink(_:)``).
    case link(URL)

    /// Whether a card dismissed this way counts as seen.
    public var countsAsSeen: Bool { self != .cancelled }

    /// Whether the user sent the card away themselves (a tap, Skip, Back, an action): what
    /// ``TutorialRuleSet/maxDismissals`` counts.
    public var isByUser: Bool {
        switch self {
        case .tapped, .skippedByUser, .back, .action, .link: true
        case .replaced, .noInteraction, .cancelled, .tappedTarget: false
        }
    }

    /// The reasons without a payload, in declaration order: every reason but ``action(_:)``.
    public static let simpleReasons: [DismissReason] = [
        .tapped, .skippedByUser, .replaced, .back, .noInteraction, .cancelled, .tappedTarget,
    ]
}
