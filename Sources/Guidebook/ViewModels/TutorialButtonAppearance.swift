/// How one of a card's buttons is drawn: its fill, title colour, outline, font, corners and
/// padding, decided by the card's style for the button's role
/// (``GuidebookStyle/buttonAppearance(for:)``, ``TutorialActionButton/appearance``). Adapters
/// only map it: UIKit to a drawn rounded ground under a system button tinted with the title's
/// colour, SwiftUI to a padded `Text` on a rounded ground, the preview to CSS.
///
/// ```swift
/// let look = model.actionButtons[0].appearance   // the primary "Try it"
/// look.fill         // .tint(opacity: 1): the card's tint, else the system accent
/// look.text         // .color(.white)
/// look.focused.fill // the same: a filled button shows focus by its outline instead
/// ```
public struct TutorialButtonAppearance: Sendable, Hashable {
    /// A colour as the button asks for it: one the style gives, or one of the system's that only
    /// the platform knows (its accent, its secondary label colour).
    public enum Paint: Sendable, Hashable {
        /// This colour, as it is (with its dark variant, if any).
        case color(GuidebookColor)
        /// The card's tint (``GuidebookStyle/tint``, else the system accent: UIKit's `tintColor`,
        /// SwiftUI's accent, the preview's `--tint`) at this opacity.
        case tint(opacity: Double)
        /// The system's secondary label colour (`UIColor.secondaryLabel`, SwiftUI's `.secondary`,
        /// the preview's `--secondary`) at this opacity.
        case secondaryLabel(opacity: Double)
    }

    /// How opaque a secondary button's tinted fill is: a faint wash of the tint, as a tinted
    /// system button.
    public static let faintTintOpacity = 0.15
    /// How opaque the highlight of a focused button without a fill is (Tab on a hardware keyboard).
    public static let focusOpacity = 0.2
    /// The width of a button's outline, in points, when it has one.
    public static let borderWidth = 1.0
    /// The width of a filled button's focus outline, in points.
    public static let focusBorderWidth = 2.0

    /// The ground; `nil` draws none (the card shows through).
    public var fill: Paint?
    /// The title's colour.
    public var text: Paint
    /// The outline drawn inside the button's edge; `nil` draws none.
    public var border: Paint?
    /// The outline's width in points: ``borderWidth``, ``focusBorderWidth`` when focused, 0 without one.
    public var borderWidth: Double
    /// The title's font.
    public var font: GuidebookStyle.Font
    /// The radius of the button's corners (``CardMetrics/buttonCornerRadius``).
    public var cornerRadius: Double
    /// The space between the title and the button's left and right edges, in points.
    public var horizontalPadding: Double
    /// The space between the title and the button's top and bottom edges, in points.
    public var verticalPadding: Double

    /// Creates an appearance with the card's button corners and padding.
    ///
    /// - Parameters:
    ///   - fill: The ground; `nil` for none.
    ///   - text: The title's colour.
    ///   - border: The outline's colour; `nil` for none.
    ///   - font: The title's font.
    public init(fill: Paint?, text: Paint, border: Paint? = nil, font: GuidebookStyle.Font) {
        self.fill = fill
        self.text = text
        self.border = border
        borderWidth = border == nil ? 0 : Self.borderWidth
        self.font = font
        cornerRadius = CardMetrics.standard.buttonCornerRadius
        horizontalPadding = 12
        verticalPadding = 6
    }

    /// The button with the hardware keyboard's focus (Tab): a button without a fill gets a faint
    /// ground of the secondary label colour, a filled one a 2-point outline of it, so the focus
    /// shows on every role without changing the title's colour.
    public var focused: TutorialButtonAppearance {
        var look = self
        if fill == nil {
            look.fill = .secondaryLabel(opacity: Self.focusOpacity)
        } else {
            look.border = .secondaryLabel(opacity: 1)
            look.borderWidth = Self.focusBorderWidth
        }
        return look
    }

    /// The button's size around a title of `titleSize`: the title plus the padding on each side.
    ///
    /// ```swift
    /// look.size(around: .init(width: 52, height: 20))   // 76 × 32
    /// ```
    ///
    /// - Parameter titleSize: The title's measured size.
    /// - Returns: The size the button takes in ``ActionButtonsLayout``.
    public func size(around titleSize: TourControlsLayout.Size) -> TourControlsLayout.Size {
        TourControlsLayout.Size(
            width: titleSize.width + 2 * horizontalPadding, height: titleSize.height + 2 * verticalPadding)
    }
}
