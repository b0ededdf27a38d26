/// The layout of a tutorial card, in points: its margin, padding, spacing, tour buttons and
/// shadow. The HTML preview's style sheet is generated from ``standard``, and the UIKit and
/// SwiftUI cards read the same values, so a card looks alike in the preview and on the phone.
///
/// What writers and apps may change (tint, ground, corner radius, dimming, fonts, arrow) is the
/// card's ``GuidebookStyle`` (``TutorialCardModel/style``), not these: each value lives in one
/// of the two. Without a ``GuidebookStyle/cardBackground`` the card's ground is
/// ``TutorialCardModel/background``: the system's regular material
/// (`UIBlurEffect.Style.systemMaterial`, SwiftUI's `.regularMaterial`, a blurred translucent
/// fill in the preview), or the solid system background under Reduce Transparency.
///
/// ```swift
/// let metrics = CardMetrics.standard
/// stack.spacing = CGFloat(metrics.titleSpacing)              // 8
/// card.layer.cornerRadius = CGFloat(model.style.drawnCornerRadius)   // 14 unless styled
/// ```
public struct CardMetrics: Sendable, Hashable {
    /// The space kept between the card and the edges of the window's safe area
    /// (``TutorialCardModel/margin``).
    public var screenMargin: Double
    /// The space between the card's edge and its text, on every side.
    public var padding: Double
    /// The space between the title and the body.
    public var titleSpacing: Double
    /// The space between the body and what follows it: the dismiss hint or the tour controls.
    public var bodySpacing: Double
    /// The space between a tour's progress and its buttons.
    public var controlSpacing: Double
    /// The space between two tour buttons.
    public var buttonSpacing: Double
    /// The radius of a tour button's corners.
    public var buttonCornerRadius: Double
    /// How far the shadow falls below the card.
    public var shadowOffset: Double
    /// The shadow's blur radius (CSS `box-shadow` takes twice it as its blur length).
    public var shadowRadius: Double
    /// The shadow's opacity, black.
    public var shadowOpacity: Double
    /// How much the material blurs what is behind the card (the preview's `backdrop-filter`).
    public var materialBlur: Double

    /// The look every renderer uses.
    public static let standard = CardMetrics(
        screenMargin: 24, padding: 20, titleSpacing: 8, bodySpacing: 14, controlSpacing: 8,
        buttonSpacing: 6,
        buttonCornerRadius: 8, shadowOffset: 8, shadowRadius: 15, shadowOpacity: 0.35, materialBlur: 20)

    /// Creates a look; ``standard`` is Guidebook's.
    public init(
        screenMargin: Double, padding: Double, titleSpacing: Double, bodySpacing: Double,
        controlSpacing: Double,
        buttonSpacing: Double, buttonCornerRadius: Double, shadowOffset: Double, shadowRadius: Double,
        shadowOpacity: Double, materialBlur: Double
    ) {
        self.screenMargin = screenMargin
        self.padding = padding
        self.titleSpacing = titleSpacing
        self.bodySpacing = bodySpacing
        self.controlSpacing = controlSpacing
        self.buttonSpacing = buttonSpacing
        self.buttonCornerRadius = buttonCornerRadius
        self.shadowOffset = shadowOffset
        self.shadowRadius = shadowRadius
        self.shadowOpacity = shadowOpacity
        self.materialBlur = materialBlur
    }

    /// The standard style's corner radius: a card's own is its style's
    /// (``TutorialCardModel/style``, ``GuidebookStyle/cornerRadius``).
    @available(*, deprecated, message: "Use the card's style: TutorialCardModel.style.drawnCornerRadius.")
    public var cornerRadius: Double { GuidebookStyle.standard.cornerRadius }
}
