import Foundation
#if canImport(CoreGraphics)
    import CoreGraphics
#endif

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension SpotlightRect {
    /// A CoreGraphics rectangle in the core's terms (the same coordinates, in points): what
    /// ``Tutorials/setSpotlightTarget(_:frame:)`` takes from a view's frame in the window.
    ///
    /// ```swift
    /// // UIKit: the button's frame in its window.
    /// let frame = SpotlightRect(CGRect(x: 300, y: 60, width: 44, height: 44))
    /// frame.maxX  // 344
    /// ```
    ///
    /// - Parameter rect: The rectangle, in points.
    public init(_ rect: CGRect) {
        self.init(
            x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
            height: Double(rect.size.height))
    }

    /// The rectangle in CoreGraphics' terms, for an adapter to draw.
    public var cgRect: CGRect {
        CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
    }
}

extension SpotlightPoint {
    /// The point in CoreGraphics' terms, for an adapter to draw.
    public var cgPoint: CGPoint { CGPoint(x: CGFloat(x), y: CGFloat(y)) }

    /// A CoreGraphics point in the core's terms: where a touch landed, for
    /// ``TutorialCardModel/input(forTapAt:placement:)``.
    ///
    /// ```swift
    /// let point = SpotlightPoint(touch.location(in: overlay))
    /// ```
    ///
    /// - Parameter point: The point, in points.
    public init(_ point: CGPoint) {
        self.init(x: Double(point.x), y: Double(point.y))
    }
}
