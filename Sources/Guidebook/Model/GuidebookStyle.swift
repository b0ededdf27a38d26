/// How a tutorial card looks: tint, ground, corners, dimming, fonts and arrow. One value read by
/// every renderer (the UIKit and SwiftUI cards, the HTML preview), carried by each card
/// (``TutorialCard/style``).
///
/// ``standard`` is Guidebook's own look, what every card was drawn with before styles existed:
/// the system tint and material, 14-point corners, the seed's 40 % dimming, the headline, body
/// and body text styles, an 8-point arrow of the card's ground. The spacing around the card's
/// parts stays ``CardMetrics``: a style says what writers and apps may change, the metrics how
/// the parts are laid out.
///
/// A card's style is resolved from three places, the nearer winning for each value it sets:
/// the card's `"style"` in the rules file, then the file's top-level `"style"`, then the app's
/// (``TutorialOptions/style``), then ``standard``.
///
/// ```swift
/// var style = GuidebookStyle.standard
/// style.tint = GuidebookColor(hex: "#0A84FF")
/// style.cornerRadius = 20
/// style.titleFont = GuidebookStyle.Font(.title3, weight: .bold)
/// var options = TutorialOptions()
/// options.style = style   // every card of this engine, unless the rules file says otherwise
/// ```
public struct GuidebookStyle: Sendable, Hashable, Codable {
    /// The colour of buttons, links and the tour's Next; `nil` is the system's accent colour
    /// (`tintColor`, SwiftUI's accent, the preview's blue).
    public var tint: GuidebookColor?
    /// The card's fill; `nil` is the system material (opaque system background under Reduce
    /// Transparency, ``TutorialCardModel/background``). A colour is drawn as it is, opaque or not.
    public var cardBackground: GuidebookColor?
    /// The radius of the card's rounded corners, in points (continuous where the platform has
    /// them): 14 unless set.
    public var cornerRadius: Double
    /// How opaque the black layer over the screen is, 0...1: the seed's 0.4 unless set.
    /// Presentations that do not dim (anchored, inline) ignore it.
    public var dimmingOpacity: Double
    /// The title's font: the headline text style unless set.
    public var titleFont: Font
    /// The body's font: the body text style unless set.
    public var bodyFont: Font
    /// The buttons' font (actions, tour controls): the body text style unless set. The primary
    /// button and Next are drawn in it at semibold weight, as an alert's preferred action.
    public var buttonFont: Font
    /// How far the spotlight's arrow reaches out from the card, in points, 0...12 (it stands in
    /// the 12-point gap before the target); its base is twice as wide. 8 unless set.
    public var arrowSize: Double
    /// The arrow's colour; `nil` is the card's ground (``cardBackground``, else the system's).
    public var arrowColor: GuidebookColor?
    /// The colours of the primary action's button; those left `nil` are the role's own
    /// (``buttonAppearance(for:)``: filled in the tint, white title).
    public var primaryButton: ButtonColors
    /// The colours of secondary actions' buttons; those left `nil` are the role's own (a faint
    /// fill of the tint, title in the tint).
    public var secondaryButton: ButtonColors
    /// The colours of dismissing actions' buttons ("Not now"); those left `nil` are the role's
    /// own (no fill, title in the secondary label colour).
    public var dismissButton: ButtonColors

    /// The largest ``arrowSize``: the gap between the card and its target's cut-out.
    public static let maximumArrowSize = 12.0

    /// Guidebook's own look, what cards were drawn with before styles existed.
    public static let standard = GuidebookStyle()

    /// Creates a style; each value left out is ``standard``'s.
    ///
    /// - Parameters:
    ///   - tint: Buttons' and links' colour; `nil` for the system's.
    ///   - cardBackground: The card's fill; `nil` for the system material.
    ///   - cornerRadius: The card's corner radius, in points.
    ///   - dimmingOpacity: The dimming layer's opacity, 0...1.
    ///   - titleFont: The title's font.
    ///   - bodyFont: The body's font.
    ///   - buttonFont: The buttons' font.
    ///   - arrowSize: The arrow's length, in points.
    ///   - arrowColor: The arrow's colour; `nil` for the card's ground.
    ///   - primaryButton: The primary button's colours; the role's own unless given.
    ///   - secondaryButton: Secondary buttons' colours; the role's own unless given.
    ///   - dismissButton: Dismissing buttons' colours; the role's own unless given.
    public init(
        tint: GuidebookColor? = nil, cardBackground: GuidebookColor? = nil, cornerRadius: Double = 14,
        dimmingOpacity: Double = 0.4, titleFont: Font = Font(.headline), bodyFont: Font = Font(.body),
        buttonFont: Font = Font(.body), arrowSize: Double = 8, arrowColor: GuidebookColor? = nil,
        primaryButton: ButtonColors = ButtonColors(), secondaryButton: ButtonColors = ButtonColors(),
        dismissButton: ButtonColors = ButtonColors()
    ) {
        self.tint = tint
        self.cardBackground = cardBackground
        self.cornerRadius = cornerRadius
        self.dimmingOpacity = dimmingOpacity
        self.titleFont = titleFont
        self.bodyFont = bodyFont
        self.buttonFont = buttonFont
        self.arrowSize = arrowSize
        self.arrowColor = arrowColor
        self.primaryButton = primaryButton
        self.secondaryButton = secondaryButton
        self.dismissButton = dismissButton
    }

    /// Decodes a style; each value missing (a card encoded before it existed) is ``standard``'s.
    ///
    /// - Throws: `DecodingError` for a value of the wrong type.
    public init(from decoder: any Decoder) throws {
        let fields = try decoder.container(keyedBy: CodingKeys.self)
        let standard = GuidebookStyle()
        self.init(
            tint: try fields.decodeIfPresent(GuidebookColor.self, forKey: .tint),
            cardBackground: try fields.decodeIfPresent(GuidebookColor.self, forKey: .cardBackground),
            cornerRadius: try fields.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? standard.cornerRadius,
            dimmingOpacity: try fields.decodeIfPresent(Double.self, forKey: .dimmingOpacity)
                ?? standard.dimmingOpacity,
            titleFont: try fields.decodeIfPresent(Font.self, forKey: .titleFont) ?? standard.titleFont,
            bodyFont: try fields.decodeIfPresent(Font.self, forKey: .bodyFont) ?? standard.bodyFont,
            buttonFont: try fields.decodeIfPresent(Font.self, forKey: .buttonFont) ?? standard.buttonFont,
            arrowSize: try fields.decodeIfPresent(Double.self, forKey: .arrowSize) ?? standard.arrowSize,
            arrowColor: try fields.decodeIfPresent(GuidebookColor.self, forKey: .arrowColor),
            primaryButton: try fields.decodeIfPresent(ButtonColors.self, forKey: .primaryButton) ?? ButtonColors(),
            secondaryButton: try fields.decodeIfPresent(ButtonColors.self, forKey: .secondaryButton)
                ?? ButtonColors(),
            dismissButton: try fields.decodeIfPresent(ButtonColors.self, forKey: .dismissButton) ?? ButtonColors())
    }

    /// The dimming opacity to draw: within 0...1, the seed's 0.4 for a value that is not a number.
    public var drawnDimmingOpacity: Double {
        dimmingOpacity.isNaN ? 0.4 : min(max(dimmingOpacity, 0), 1)
    }

    /// The corner radius to draw: 0 or more, ``standard``'s for a value that is not finite.
    public var drawnCornerRadius: Double {
        cornerRadius.isFinite ? max(cornerRadius, 0) : Self.standard.cornerRadius
    }

    /// The arrow's length to draw: within 0...``maximumArrowSize``, ``standard``'s for a value that
    /// is not a number.
    public var drawnArrowSize: Double {
        arrowSize.isNaN ? Self.standard.arrowSize : min(max(arrowSize, 0), Self.maximumArrowSize)
    }
}
