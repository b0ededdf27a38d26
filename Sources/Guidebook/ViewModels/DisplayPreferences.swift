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

    /// Creates preferences; both settings are off unless given.
    public init(reduceMotion: Bool = false, reduceTransparency: Bool = false) {
        self.reduceMotion = reduceMotion
        self.reduceTransparency = reduceTransparency
    }

    /// How long a tutorial card takes to fade in and out, in seconds: 0 under Reduce Motion
    /// (the card appears and goes at once), a quarter of a second otherwise.
    public var fadeDuration: Double { reduceMotion ? 0 : 0.25 }
}
