/// The accessibility traits a view model asks for; adapters map each to UIKit's
/// `UIAccessibilityTraits` or SwiftUI's `AccessibilityTraits`.
///
/// ```swift
/// TutorialCardModel(card: card).titleTraits.contains(.header)   // true
/// ```
public struct AccessibilityTraits: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int

    /// Creates traits from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A heading (VoiceOver's rotor lists it): the card title, a section header.
    public static let header = AccessibilityTraits(rawValue: 1 << 0)
    /// Something that does an action when activated: a row, the card itself.
    public static let button = AccessibilityTraits(rawValue: 1 << 1)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 2)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 3)
}
