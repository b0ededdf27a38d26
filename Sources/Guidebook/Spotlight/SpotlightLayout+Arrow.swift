extension SpotlightLayout.Arrow {
    /// The arrow as a triangle to fill, `size` points long: its tip, `size` out from the card's
    /// edge towards the target, then the two ends of its base on the edge, `size` either side of
    /// it. Every renderer draws this one triangle (``TutorialCardModel/Placement/arrowPoints``,
    /// the HTML preview).
    ///
    /// ```swift
    /// arrow.triangle(cardFrame: layout.cardFrame, size: 8)   // [tip, base start, base end]
    /// ```
    ///
    /// - Parameters:
    ///   - cardFrame: The card's frame the arrow stands on.
    ///   - size: The arrow's length (``GuidebookStyle/drawnArrowSize``).
    /// - Returns: Three points in the presenter's coordinates.
    public func triangle(cardFrame: SpotlightRect, size: Double) -> [SpotlightPoint] {
        switch edge {
        case .top, .bottom:
            let y = edge == .top ? cardFrame.minY : cardFrame.maxY
            let tip = SpotlightPoint(x: tipX, y: edge == .top ? y - size : y + size)
            return [tip, SpotlightPoint(x: tipX - size, y: y), SpotlightPoint(x: tipX + size, y: y)]
        case .left, .right:
            let x = edge == .left ? cardFrame.minX : cardFrame.maxX
            let tip = SpotlightPoint(x: edge == .left ? x - size : x + size, y: tipY)
            return [tip, SpotlightPoint(x: x, y: tipY - size), SpotlightPoint(x: x, y: tipY + size)]
        }
    }
}
