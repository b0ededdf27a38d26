/// A point in a presenter's coordinates (points, the origin at the top left, y growing
/// downwards): a corner of a spotlight card's arrow.
///
/// ```swift
/// let tip = SpotlightPoint(x: 322, y: 124)
/// tip.y  // 124
/// ```
public struct SpotlightPoint: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - x: The horizontal coordinate.
    ///   - y: The vertical coordinate.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
