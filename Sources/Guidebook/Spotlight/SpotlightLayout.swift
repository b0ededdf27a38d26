/// Where a spotlight card's pieces go, for an adapter to draw: the clear cut-out in the dimming,
/// the card's frame beside the target (never covering it, never leaving the safe area), and the
/// arrow from the card towards the target. Pure geometry, the same on every platform.
///
/// The card goes on the preferred side (``TutorialSpotlight/placement``) when it has room, else on
/// the first side with room among the opposite one and the others (by default: below, above,
/// trailing, leading). Leading and trailing follow the layout direction, so a right-to-left
/// layout is the mirror image of the left-to-right one. Across that side the card is centred on
/// the target and slid to stay inside the safe area; the arrow follows the target.
///
/// When the spotlight cannot be honoured the card is centred in the safe area with no arrow, and
/// ``diagnostic`` says why (``fallback``): the target id is not registered, the target has no area,
/// the target is outside the safe area (these three without a cut-out), or no side has room (the
/// cut-out stays; the card may cover the target).
///
/// ```swift
/// let layout = SpotlightLayout(
///     spotlight: TutorialSpotlight(target: .frame(SpotlightRect(x: 20, y: 100, width: 44, height: 44))),
///     targetFrame: nil, key: "Export",
///     safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763),
///     cardWidth: 300, cardHeight: 120)
/// layout.placement    // .below
/// layout.arrow?.edge  // .top
/// ```
public struct SpotlightLayout: Sendable, Hashable {
    /// A side of a rectangle, on screen (not following the layout direction).
    public enum Edge: String, Sendable, Hashable, CaseIterable {
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The left edge.
        case left
        /// The right edge.
        case right
    }

    /// Why the spotlight was not honoured.
    public enum Fallback: String, Sendable, Hashable, CaseIterable {
        /// The target is an id no frame was registered for.
        case targetMissing
        /// The target's frame has no area (zero or negative width or height, or not finite).
        case targetEmpty
        /// The target lies entirely outside the safe area.
        case targetOffScreen
        /// The card fits on no side of the target.
        case noRoom
    }

    /// The clear shape in the dimming.
    public struct Cutout: Sendable, Hashable {
        /// The cut-out's bounding rectangle (a square for a circle).
        public var frame: SpotlightRect
        /// The corner radius: 0 for a rectangle, half the side for a circle.
        public var cornerRadius: Double
        /// Whether the cut-out is a circle.
        public var isCircle: Bool
    }

    /// The arrow from the card to the target.
    public struct Arrow: Sendable, Hashable {
        /// The card's edge the arrow stands on: the one facing the target.
        public var edge: Edge
        /// Where the arrow's base centre is along that edge, from the card's left (top and bottom
        /// edges) or top (left and right edges), kept ``SpotlightLayout/arrowInset`` from the corners.
        public var position: Double
        /// The arrow's tip, in the presenter's coordinates: ``SpotlightLayout/arrowLength`` out from the edge.
        public var tipX: Double
        /// The tip's vertical coordinate.
        public var tipY: Double
    }

    /// The space between the cut-out and the card, in points; the arrow stands in it
    /// (``GuidebookStyle/maximumArrowSize``).
    public static let gap = GuidebookStyle.maximumArrowSize
    /// How far the arrow reaches out from the card in the standard style, in points
    /// (``GuidebookStyle/arrowSize``).
    public static let arrowLength = GuidebookStyle.standard.arrowSize
    /// The least distance between the arrow's centre and the card's corners, in points.
    public static let arrowInset = 20.0

    /// The cut-out; `nil` when the target is missing, empty or off screen.
    public var cutout: Cutout?
    /// The card's frame in the presenter's coordinates.
    public var cardFrame: SpotlightRect
    /// The side of the target the card is on; `nil` when the card is centred (a fallback).
    public var placement: TutorialSpotlight.Placement?
    /// The arrow; `nil` when the card is centred.
    public var arrow: Arrow?
    /// Why the spotlight was not honoured; `nil` when it was.
    public var fallback: Fallback?
    /// The finding for ``fallback``, to report (a warning naming the card and the fix).
    public var diagnostic: Diagnostic?

    /// Lays out a spotlight card.
    ///
    /// - Parameters:
    ///   - spotlight: The card's spotlight.
    ///   - targetFrame: The frame registered for an ``TutorialSpotlight/Target/id(_:)`` target
    ///     (ignored for a ``TutorialSpotlight/Target/frame(_:)`` target); `nil` when none is.
    ///   - key: The card's key, named in the diagnostic.
    ///   - safeArea: The part of the screen the card must stay inside, in the presenter's coordinates.
    ///   - cardWidth: The card's width (at most the safe area's).
    ///   - cardHeight: The card's height (at most the safe area's).
    ///   - layoutDirection: Which side is leading.
    public init(
        spotlight: TutorialSpotlight, targetFrame: SpotlightRect?, key: String, safeArea: SpotlightRect,
        cardWidth: Double, cardHeight: Double, layoutDirection: LayoutDirection = .leftToRight
    ) {
        let width = Self.clamp(cardWidth, 0, max(safeArea.width, 0))
        let height = Self.clamp(cardHeight, 0, max(safeArea.height, 0))
        let centred = SpotlightRect(
            x: safeArea.midX - width / 2, y: safeArea.midY - height / 2, width: width, height: height)
        cardFrame = centred
        let target: SpotlightRect
        switch spotlight.target {
        case .frame(let frame): target = frame
        case .id(let id):
            guard let targetFrame else {
                fallBack(.targetMissing, key: key, detail: "its target \"\(id)\" is not registered")
                return
            }
            target = targetFrame
        }
        if target.isEmpty {
            fallBack(.targetEmpty, key: key, detail: "its target has no area (\(Self.describe(target)))")
            return
        }
        let cut = Self.cutout(around: target, spotlight: spotlight)
        guard let visible = cut.frame.intersection(safeArea) else {
            fallBack(.targetOffScreen, key: key, detail: "its target \(Self.describe(target)) is off screen")
            return
        }
        cutout = cut
        for placement in Self.order(preferring: spotlight.placement) {
            let side = Self.edge(of: placement, layoutDirection)
            guard let frame = Self.frame(on: side, of: cut.frame, visible: visible, safeArea, width, height) else {
                continue
            }
            cardFrame = frame
            self.placement = placement
            arrow = Self.arrow(of: frame, pointingAt: visible, from: side)
            return
        }
        fallBack(.noRoom, key: key, detail: "it fits on no side of its target \(Self.describe(target))")
    }

    private mutating func fallBack(_ reason: Fallback, key: String, detail: String) {
        fallback = reason
        placement = nil
        arrow = nil
        if reason != .noRoom { cutout = nil }
        let fix: String
        switch reason {
        case .targetMissing:
            fix = "Register the view's frame with setSpotlightTarget(_:frame:) before the card shows."
        case .targetEmpty: fix = "Give the target a positive width and height (is the view laid out yet?)."
        case .targetOffScreen: fix = "Scroll the target into view before showing the card, or drop the spotlight."
        case .noRoom: fix = "Use a shorter text, a smaller padding, or a target nearer the middle of the screen."
        }
        diagnostic = Diagnostic(
            .warning, "The spotlight card \"\(key)\" is centred on the screen: \(detail).", fix: fix,
            code: reason.code)
    }
}
