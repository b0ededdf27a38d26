/// Why a card will never show again (until it is reset): recorded by
/// ``Tutorials/invalidate(_:reason:)`` or by an expiry date passing.
///
/// ```swift
/// // The user exported on their own: the Export tip has nothing left to teach.
/// tutorials.invalidate("Export", reason: .featureUsed)
/// ```
public enum TutorialInvalidation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The user already did what the card teaches.
    case featureUsed
    /// The card's expiry date (``TutorialRuleSet/expires``) has passed.
    case expired
    /// The app's own reason.
    case other(String)
    /// The user chose this action of the card, one its rules name
    /// (``TutorialRuleSet/invalidatingActions``).
    case actionChosen(String)

    /// `feature used`, `expired`, or the app's reason.
    public var description: String {
        switch self {
        case .featureUsed: "feature used"
        case .expired: "expired"
        case .other(let reason): reason
        case .actionChosen(let id): "action \"\(id)\" chosen"
        }
    }
}
