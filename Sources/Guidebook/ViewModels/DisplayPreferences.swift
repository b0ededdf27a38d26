/// The system settings that change how a card is drawn; adapters read them from UIKit
/// (`UIAccessibility.isReduceMotionEnabled`, ...) or SwiftUI's environment.
///
/// ```swift
/// let model = TutorialCardModel(card: card, preferences: DisplayPreferences(reduceMotion: true))
/// model.fadeDuration   // 0
/// ```
public struct DisplayPreferences: Sendable, Hashable {
    /// Reduce Motion: no fade, the card appears and goes at once.
    public var reduceMotion: Bool
    /// Reduce Transparency: the card is opaque instead of a translucent material.
    public var reduceTransparency: Bool
    /// Increase Contrast (UIKit's Darker System Colors): the card is opaque and its secondary
    /// texts take the primary colour.
    public var increaseContrast: Bool

    /// Creates preferences; every setting is off unless given.
    public init(reduceMotion: Bool = false, reduceTransparency: Bool = false, increaseContrast: Bool = false) {
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
    }

    /// How long a tutorial card takes to fade in and out, in seconds: 0 under Reduce Motion
    /// (the card appears and goes at once), a quarter of a second otherwise.
    public var fadeDuration: Double { reduceMotion ? 0 : 0.25 }
}
