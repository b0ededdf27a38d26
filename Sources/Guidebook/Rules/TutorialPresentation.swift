/// How a card is put on screen, written per card in the rules file (`"presentation": "anchored"`).
///
/// A card without the key is drawn as ``spotlight`` when it has a spotlight and as ``overlay``
/// otherwise, as before the key existed (``TutorialRuleSet/resolvedPresentation``).
///
/// ```swift
/// var export = TutorialRuleSet()
/// export.spotlight = TutorialSpotlight(target: .id("exportButton"))
/// export.presentation = .anchored
/// export.resolvedPresentation   // .anchored: a bubble beside the button, the screen not dimmed
/// TutorialRuleSet().resolvedPresentation   // .overlay: the seed's dimmed card
/// ```
public enum TutorialPresentation: String, Sendable, Hashable, CaseIterable, Codable {
    /// The seed's card: centred over the screen dimmed to ``TutorialCard/dimmingOpacity``; a tap
    /// anywhere goes on.
    case overlay
    /// A coach mark: the dimming leaves the target clear and the card stands beside it with an
    /// arrow. Needs a ``TutorialRuleSet/spotlight``.
    case spotlight
    /// A bubble attached to its target with an arrow, the screen not dimmed: taps outside the
    /// bubble reach the app. Needs a ``TutorialRuleSet/spotlight`` naming the target.
    case anchored
    /// A card the app places in its own layout (a view it adds, like TipKit's `TipView`); it
    /// collapses when dismissed. Points at nothing, so it takes no spotlight.
    case inline

    /// Whether the card is drawn over a dimmed screen.
    public var dimsScreen: Bool { self == .overlay || self == .spotlight }

    /// Whether the card points at a target (and so needs a spotlight in the rules).
    public var pointsAtTarget: Bool { self == .spotlight || self == .anchored }

    /// Whether a tap outside the card reaches the app: the screen is not covered.
    public var passesTapsOutsideCard: Bool { self == .anchored || self == .inline }
}
