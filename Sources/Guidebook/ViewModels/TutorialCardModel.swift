import Foundation

/// Everything an adapter shows or decides for one ``TutorialCard``: texts, dimming, direction,
/// animation, the card's background, accessibility, a tour step's controls, and what each kind
/// of input does.
///
/// The UIKit overlay and the SwiftUI card view only map these values to views.
///
/// ```swift
/// let model = TutorialCardModel(card: card, preferences: DisplayPreferences(reduceTransparency: true))
/// model.accessibilityLabel        // "Welcome. Tap a composition to open it."
/// model.background                // .opaque
/// model.action(for: .tap)         // .dismiss(.tapped)
/// model.tourControls?.progress    // "2 of 4" on a tour's second card, nil on a card of its own
/// ```
///
/// ## Inputs on a tour card
///
/// A card that is a step of an ordered tour (``tourControls`` is not `nil`) shows Next and Skip
/// tour instead of the dismiss hint:
/// - ``Input/next`` (the Next or Done button) goes on to the next step; the last step's Done
///   finishes the tour.
/// - ``Input/skipTour`` (the Skip tour button, VoiceOver's "Skip tour" action) ends the whole tour.
/// - ``Input/back`` (the Back button, on a step that ``TutorialCard/TourStep/offersBack``) shows
///   the step before again; where no Back is offered it goes on like Next.
/// - ``Input/tap`` anywhere else, on the card or the dimmed screen, goes on like Next. A user who
///   taps anywhere, as the seed taught, gets the next step; a stray tap never throws the rest of
///   the tour away.
/// - ``Input/escape`` (VoiceOver's two-finger scrub, the Escape key) also goes on like Next,
///   although on a card of its own it is a skip. Skipping a tour is final until the app resets
///   it, and VoiceOver users make the scrub by habit to close whatever is up; that must not cost
///   them every step they have not seen. Skip tour stays one deliberate action away.
public struct TutorialCardModel: Sendable, Hashable {
    /// How the card itself is filled.
    public enum Background: Sendable, Hashable {
        /// A system material that lets the dimmed screen show through.
        case translucent
        /// A solid system background colour (Reduce Transparency).
        case opaque
    }

    /// What the user (or the app) did while the card was up.
    public enum Input: Sendable, Hashable {
        /// A tap anywhere, on the card or the dimmed screen (a key press in a terminal).
        case tap
        /// VoiceOver's escape gesture (two-finger Z), or the Escape key.
        case escape
        /// The presenting task was cancelled (`Tutorials.cancelCurrent()`, the window went away).
        case cancellation
        /// The Next (or Done) button of a tour card (``TourControls/nextInput``).
        case next
        /// The Skip tour button of a tour card, or VoiceOver's "Skip tour" action
        /// (``TourControls/skipInput``).
        case skipTour
        /// A tap inside the spotlight's cut-out of a card whose spotlight passes taps through
        /// (``TutorialSpotlight/passesTapsThrough``): the tap reaches the target, and the card goes.
        case tapOnTarget
        /// The Back button of a tour card that offers it (``TourControls/backInput``).
        case back
        /// One of the card's action buttons, by its id (``TutorialActionButton/input``): a tap on
        /// it, Return on it or on the default one, or its VoiceOver action.
        case action(String)
        /// A tap on a link in the body (``bodyRuns``): the card goes with ``DismissReason/link(_:)``
        /// and the engine opens the link as it opens an action's (``Tutorials/onOpenLink(_:)``).
        case link(URL)
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
    /// The body text as written (Markdown markers and all); draw ``bodyRuns`` or
    /// ``bodyAttributedString``, which read its Markdown.
    public var body: String { card.body }
    /// The dismiss hint, "Tap to continue".
    public var dismissHint: String { card.dismissHint }
    /// Whether the card shows the dismiss hint: not on a tour card, whose Next button says it.
    public var showsDismissHint: Bool { card.tourStep == nil }

    /// The progress, Next and Skip tour of a step of an ordered tour; `nil` for a card that is
    /// not one, and for a card of a "first available" group (``TutorialTour/Kind/firstAvailable``),
    /// which shows one card rather than steps: there is no "2 of 4", no next step and no tour to
    /// skip, so it is drawn as a card of its own.
    public var tourControls: TourControls? {
        card.tourStep.map { TourControls(step: $0, texts: card.tourTexts, language: card.language) }
    }
    /// The layout direction: right to left mirrors the card (alignment, reading order).
    public var layoutDirection: LayoutDirection { card.layoutDirection }

    /// The opacity of the black layer over the screen, within 0...1; the seed's 0.4 when the
    /// card's value is not a number; 0 for a card that does not dim the screen (anchored, inline:
    /// ``presentation``).
    public var dimmingOpacity: Double {
        guard presentation.dimsScreen else { return 0 }
        return card.style.drawnDimmingOpacity
    }

    /// How the card looks: tint, ground, corners, fonts and arrow (``TutorialCard/style``), for
    /// the adapters to map; ``GuidebookStyle/standard`` unless the app or the rules file styled it.
    public var style: GuidebookStyle { card.style }

    /// How long the card fades in and out, in seconds: none under Reduce Motion.
    public var fadeDuration: Double { preferences.fadeDuration }

    /// The card's fill: opaque under Reduce Transparency and under Increase Contrast.
    public var background: Background {
        preferences.reduceTransparency || preferences.increaseContrast ? .opaque : .translucent
    }

    /// Whether the dismiss hint and the tour's progress are drawn in the secondary text colour;
    /// under Increase Contrast they take the primary colour, as the body does.
    public var usesSecondaryTextColor: Bool { !preferences.increaseContrast }

    /// The widest the card grows, in points, so lines stay readable on an iPad or in landscape.
    public var maximumWidth: Double { 420 }

    /// The margin kept between the card and the edges of the window (safe area), in points
    /// (``CardMetrics/screenMargin``).
    public var margin: Double { CardMetrics.standard.screenMargin }

    /// The card read as one element: the image's words (when it has any), the title and the body's
    /// text without markup (the body alone without a title), after the step on a tour card ("Step 2 of 4. Library. Your compositions…"), so a VoiceOver
    /// user hears where they are in the tour first.
    public var accessibilityLabel: String {
        let body = bodyText.plainText
        var text = showsTitle ? "\(Self.sentence(card.title)) \(body)" : body
        if let image, image.isAccessibilityElement { text = "\(Self.sentence(image.accessibilityLabel)) \(text)" }
        guard let controls = tourControls else { return text }
        return "\(Self.sentence(controls.progressAccessibilityLabel)) \(text)"
    }

    /// What activating the card does, read after the label: the dismiss hint; on a tour card
    /// what Next does ("Shows the next step.", "Ends the tour." on the last step).
    public var accessibilityHint: String { tourControls?.nextAccessibilityHint ?? card.dismissHint }

    /// The card's actions beyond activating it, for VoiceOver's actions rotor: "Skip tour" on a
    /// tour card before its last step, then "Back" where the tour offers it after its first step
    /// (activating the card is Next); none otherwise. With the card one accessibility element,
    /// this is how VoiceOver reaches Skip tour and Back.
    ///
    /// A card's action buttons follow, each named by its title ("Try it"), in the rules' order;
    /// then each link of the body, named by its words ("Export as PDF"), since the card is read
    /// as one element and its links cannot be touched one by one.
    public var accessibilityActions: [AccessibilityAction] {
        let buttons =
            actionButtons.map { AccessibilityAction(name: $0.title, input: $0.input) } + bodyLinkActions
        guard let controls = tourControls else { return buttons }
        return
            (controls.showsSkip
            ? [AccessibilityAction(name: controls.skipAccessibilityLabel, input: controls.skipInput)] : [])
            + (controls.showsBack ? [AccessibilityAction(name: controls.backTitle, input: controls.backInput)] : [])
            + buttons
    }

    /// The card's traits: activating it dismisses it, like a tap (Next on a tour card).
    public var accessibilityTraits: AccessibilityTraits { [.button] }

    /// The title's traits: a heading, where VoiceOver focus moves when the card appears.
    public var titleTraits: AccessibilityTraits { [.header] }

    /// Whether assistive technologies ignore everything behind the card while it is up: yes for a
    /// card over the dimmed screen; no for an anchored or inline one (``presentation``), which
    /// stands among the app's own views while the app stays in use.
    public var isAccessibilityModal: Bool { presentation.dimsScreen }

    /// What an input does: every input dismisses; only a cancellation is not counted as seen.
    ///
    /// Next and a tap dismiss with ``DismissReason/tapped`` (on a tour card: on to the next step);
    /// Skip tour with ``DismissReason/skippedByUser`` (the whole tour ends); Escape skips a card of
    /// its own but goes on like Next on a tour card (see "Inputs on a tour card" above); a tap
    /// through the cut-out on the target with ``DismissReason/tappedTarget``. An action button
    /// dismisses with ``DismissReason/action(_:)`` (``action(forChoosing:)``); on a card of its own
    /// with a cancelling button (``TutorialAction/Role/dismiss``), Escape chooses that button, as
    /// Escape does in a system alert, so the rules see the same choice whichever way it was made.
    ///
    /// ```swift
    /// model.action(for: .next)      // .dismiss(.tapped)
    /// model.action(for: .skipTour)  // .dismiss(.skippedByUser)
    /// ```
    ///
    /// - Parameter input: What happened.
    /// - Returns: ``TapAction/dismiss(_:)`` with the reason the presenter returns.
    public func action(for input: Input) -> TapAction {
        switch input {
        case .tap, .next: return .dismiss(.tapped)
        case .escape:
            guard card.tourStep == nil else { return .dismiss(.tapped) }
            return cancelButton.map { .dismiss($0.reason) } ?? .dismiss(.skippedByUser)
        case .skipTour: return .dismiss(.skippedByUser)
        case .back: return .dismiss(card.tourStep?.offersBack == true ? .back : .tapped)
        case .cancellation: return .dismiss(.cancelled)
        case .tapOnTarget: return .dismiss(.tappedTarget)
        case .action(let id): return action(forChoosing: id)
        case .link(let url): return .dismiss(.link(url))
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
