/// A card that points at something on screen: the dimming leaves its target clear, the card is
/// placed beside it with an arrow towards it (``SpotlightLayout``).
///
/// Written in the rules file (`"spotlight": {"target": "exportButton", "shape": "circle"}`,
/// see Documentation/TutorialRulesFormat.md) or in code. A target named by id is looked up at show
/// time among the frames the app registered (``Tutorials/setSpotlightTarget(_:frame:)``).
///
/// ```swift
/// var rules = TutorialRuleSet()
/// rules.spotlight = TutorialSpotlight(target: .id("exportButton"), shape: .rounded(cornerRadius: 10))
/// rules.spotlight?.padding  // 8
/// ```
public struct TutorialSpotlight: Sendable, Hashable, Codable {
    /// What the card points at.
    public enum Target: Sendable, Hashable, Codable {
        /// A view the app registers by this id, with its frame, before the card shows.
        case id(String)
        /// A fixed rectangle in the presenter's coordinates.
        case frame(SpotlightRect)
    }

    /// The shape the dimming leaves clear around the target.
    public enum Shape: Sendable, Hashable, Codable {
        /// The padded target's rectangle, square corners.
        case rectangle
        /// The padded target's rectangle with rounded corners of this radius, in points.
        case rounded(cornerRadius: Double)
        /// The smallest circle around the padded target.
        case circle
    }

    /// Where the card goes relative to the target. Leading and trailing follow the card's
    /// layout direction: leading is left in English, right in Arabic.
    public enum Placement: String, Sendable, Hashable, Codable, CaseIterable {
        /// Above the target.
        case above
        /// Below the target.
        case below
        /// Before the target in reading order.
        case leading
        /// After the target in reading order.
        case trailing
    }

    /// What the card points at.
    public var target: Target
    /// The clear shape around the target.
    public var shape: Shape
    /// The clear space between the target and the edge of the cut-out, in points (0 or more).
    public var padding: Double
    /// The side the writer prefers; `nil` lets the layout choose (below, above, trailing, leading:
    /// the first with room). A preferred side without room gives way to the others.
    public var placement: Placement?
    /// Whether a tap inside the cut-out reaches the target (the app's button works) and takes the
    /// card down with ``DismissReason/tappedTarget``: "tap the highlighted button to continue".
    /// Off by default: the dimming, cut-out included, takes every touch, as the seed's did.
    ///
    /// ```swift
    /// rules.spotlight = TutorialSpotlight(target: .id("exportButton"), passesTapsThrough: true)
    /// ```
    public var passesTapsThrough: Bool

    /// Creates a spotlight.
    ///
    /// - Parameters:
    ///   - target: What the card points at.
    ///   - shape: The clear shape; a rounded rectangle by default.
    ///   - padding: The space around the target, in points; 8 by default.
    ///   - placement: The preferred side, or `nil` to choose.
    ///   - passesTapsThrough: Whether a tap on the target reaches it and dismisses the card; off
    ///     by default.
    public init(
        target: Target, shape: Shape = .rounded(cornerRadius: 8), padding: Double = 8, placement: Placement? = nil,
        passesTapsThrough: Bool = false
    ) {
        self.target = target
        self.shape = shape
        self.padding = padding
        self.placement = placement
        self.passesTapsThrough = passesTapsThrough
    }
}
