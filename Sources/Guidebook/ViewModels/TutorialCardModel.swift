import Foundation

/// Everything an adapter shows or decides for one ``TutorialCard``: texts, dimming, direction,
/// animation, the card's background, accessibility, and what each kind of input does.
///
/// The UIKit overlay and the SwiftUI card view only map these values to views.
///
/// ```swift
/// let model = TutorialCardModel(card: card, preferences: DisplayPreferences(reduceTransparency: true))
/// model.accessibilityLabel        // "Welcome. Tap a composition to open it."
/// model.background                // .opaque
/// model.action(for: .tap)         // .dismiss(.tapped)
/// ```
public struct TutorialCardModel: Sendable, Hashable {
    /// How the card itself is filled.
    public enum Background: Sendable, Hashable {
        /// A system material that lets the dimmed screen show through.
        case translucent
        /// A solid system background colour (Reduce Transparency).
        case opaque
    }

    /// What the user (or the app) did while the card was up.
    public enum Input: Sendable, Hashable, CaseIterable {
        /// A tap anywhere, on the card or the dimmed screen (a key press in a terminal).
        case tap
        /// VoiceOver's escape gesture (two-finger Z), or the Escape key.
        case escape
        /// The presenting task was cancelled (`Tutorials.cancelCurrent()`, the window went away).
        case cancellation
    }

    /// The card.
    public var card: TutorialCard
    /// The settings it is drawn under.
    public var preferences: DisplayPreferences

    /// Creates the model of a card drawn under `preferences`.
    ///
    /// - Parameters:
    ///   - card: The card from ``Tutorials``.
    ///   - preferences: Reduce Motion and Reduce Transparency.
    public init(card: TutorialCard, preferences: DisplayPreferences = DisplayPreferences()) {
        self.card = card
        self.preferences = preferences
    }

    /// The title; shown only when ``showsTitle``.
    public var title: String { card.title }
    /// Whether the card has a title to show (a table without `"<key> Title"` has none).
    public var showsTitle: Bool { !card.title.allSatisfy(\.isWhitespace) }
    /// The body text.
    public var body: String { card.body }
    /// The dismiss hint, "Tap to continue".
    public var dismissHint: String { card.dismissHint }
    /// The layout direction: right to left mirrors the card (alignment, reading order).
    public var layoutDirection: LayoutDirection { card.layoutDirection }

    /// The opacity of the black layer over the screen, within 0...1; the seed's 0.4 when the
    /// card's value is not a number.
    public var dimmingOpacity: Double {
        card.dimmingOpacity.isNaN ? 0.4 : min(max(card.dimmingOpacity, 0), 1)
    }

    /// How long the card fades in and out, in seconds: none under Reduce Motion.
    public var fadeDuration: Double { preferences.fadeDuration }

    /// The card's fill: opaque under Reduce Transparency.
    public var background: Background { preferences.reduceTransparency ? .opaque : .translucent }

    /// The widest the card grows, in points, so lines stay readable on an iPad or in landscape.
    public var maximumWidth: Double { 420 }

    /// The margin kept between the card and the edges of the window (safe area), in points.
    public var margin: Double { 24 }

    /// The card read as one element: the title and the body (the body alone without a title).
    public var accessibilityLabel: String {
        showsTitle ? "\(Self.sentence(card.title)) \(card.body)" : card.body
    }

    /// What activating the card does, read after the label: the dismiss hint.
    public var accessibilityHint: String { card.dismissHint }

    /// The card's traits: activating it dismisses it, like a tap.
    public var accessibilityTraits: AccessibilityTraits { [.button] }

    /// The title's traits: a heading, where VoiceOver focus moves when the card appears.
    public var titleTraits: AccessibilityTraits { [.header] }

    /// Whether assistive technologies ignore everything behind the card while it is up (always).
    public var isAccessibilityModal: Bool { true }

    /// What an input does: every input dismisses; only a cancellation is not counted as seen.
    ///
    /// - Parameter input: What happened.
    /// - Returns: ``TapAction/dismiss(_:)`` with the reason the presenter returns.
    public func action(for input: Input) -> TapAction {
        switch input {
        case .tap: return .dismiss(.tapped)
        case .escape: return .dismiss(.skippedByUser)
        case .cancellation: return .dismiss(.cancelled)
        }
    }

    /// The title ending in a full stop, so VoiceOver pauses before the body (unless it already
    /// ends in punctuation, in any script: `?`, `。`, `؟`).
    private static func sentence(_ title: String) -> String {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let last = trimmed.unicodeScalars.last else { return trimmed }
        return last.properties.generalCategory == .otherPunctuation ? trimmed : trimmed + "."
    }
}
