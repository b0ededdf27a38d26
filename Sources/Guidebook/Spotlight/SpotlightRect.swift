/// A rectangle in a presenter's coordinates (points, the origin at the top left, y growing
/// downwards): a spotlight's target, the safe screen area, the card's frame.
///
/// The core has no CoreGraphics on Linux, so it keeps its own; adapters convert the
/// platform's rectangles to and from it field by field.
///
/// ```swift
/// let button = SpotlightRect(x: 300, y: 60, width: 44, height: 44)
/// button.midX                         // 322
/// button.expanded(by: 8).width        // 60
/// button.mirrored(within: SpotlightRect(x: 0, y: 0, width: 390, height: 844)).x  // 46
/// ```
public struct SpotlightRect: Sendable, Hashable, Codable {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width; a rectangle with no positive width is empty.
    public var width: Double
    /// The height; a rectangle with no positive height is empty.
    public var height: Double

    /// Creates a rectangle.
    ///
    /// - Parameters:
    ///   - x: The left edge.
    ///   - y: The top edge.
    ///   - width: The width.
    ///   - height: The height.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The left edge.
    public var minX: Double { x }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The top edge.
    public var minY: Double { y }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }

    /// Whether the rectangle covers no area, or a coordinate is not a finite number.
    public var isEmpty: Bool {
        !(width > 0 && height > 0) || !x.isFinite || !y.isFinite || !width.isFinite || !height.isFinite
    }

    /// The rectangle grown by `amount` on every side (shrunk when negative).
    ///
    /// - Parameter amount: How far each edge moves outwards.
    /// - Returns: The grown rectangle.
    public func expanded(by amount: Double) -> SpotlightRect {
        SpotlightRect(x: x - amount, y: y - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// The part of the rectangle inside `other`, or `nil` when they do not overlap.
    ///
    /// - Parameter other: The other rectangle.
    /// - Returns: The overlap.
    public func intersection(_ other: SpotlightRect) -> SpotlightRect? {
        let left = max(minX, other.minX)
        let right = min(maxX, other.maxX)
        let top = max(minY, other.minY)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return SpotlightRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The rectangle reflected left to right within `container`: how a right-to-left layout
    /// places what a left-to-right one places at this rectangle.
    ///
    /// - Parameter container: The rectangle whose vertical centre line is the mirror.
    /// - Returns: The mirrored rectangle.
    public func mirrored(within container: SpotlightRect) -> SpotlightRect {
        SpotlightRect(x: container.minX + container.maxX - maxX, y: y, width: width, height: height)
    }
}

extension SpotlightRect {
    /// Whether `point` lies inside (edges included); never for a point that is not a number.
    func contains(_ point: SpotlightPoint) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }
}
