extension TutorialCardModel {
    /// Where an adapter draws a card on one screen: the card's frame, the clear cut-out in the
    /// dimming and the arrow towards the target (``placement(safeArea:cardHeight:)``).
    ///
    /// Every rectangle and point is in the presenter's coordinates: points, the origin at the top
    /// left of the view covering the window, y growing downwards.
    public struct Placement: Sendable, Hashable {
        /// The card's frame: inside the safe area less ``TutorialCardModel/margin``, never over the
        /// spotlight's target when there is room beside it.
        public var cardFrame: SpotlightRect
        /// The shape the dimming leaves clear; `nil` for a card without a spotlight (or whose
        /// target is missing, empty or off screen).
        public var cutout: SpotlightLayout.Cutout?
        /// The arrow from the card's edge to the target; `nil` when the card is centred.
        public var arrow: SpotlightLayout.Arrow?
        /// Why the spotlight was not honoured (a warning naming the card and the fix); `nil` when
        /// it was, or the card has none.
        public var diagnostic: Diagnostic?

        /// The arrow as a triangle to fill: its tip, then the two ends of its base on the card's
        /// edge, ``TutorialCardModel/arrowHalfWidth`` either side of the tip. Empty without an arrow.
        public var arrowPoints: [SpotlightPoint] {
            guard let arrow else { return [] }
            let half = TutorialCardModel.arrowHalfWidth
            let tip = SpotlightPoint(x: arrow.tipX, y: arrow.tipY)
            switch arrow.edge {
            case .top, .bottom:
                let y = arrow.edge == .top ? cardFrame.minY : cardFrame.maxY
                return [tip, SpotlightPoint(x: arrow.tipX - half, y: y), SpotlightPoint(x: arrow.tipX + half, y: y)]
            case .left, .right:
                let x = arrow.edge == .left ? cardFrame.minX : cardFrame.maxX
                return [tip, SpotlightPoint(x: x, y: arrow.tipY - half), SpotlightPoint(x: x, y: arrow.tipY + half)]
            }
        }
    }

    /// Half the width of the arrow's base, in points.
    public static let arrowHalfWidth = 8.0

    /// The part of the screen the card must stay in: `safeArea` less ``margin`` on every side.
    ///
    /// - Parameter safeArea: The presenter's safe area, in its coordinates.
    /// - Returns: The inset area (empty, never negative, when the margin leaves nothing).
    public func cardArea(safeArea: SpotlightRect) -> SpotlightRect {
        let inset = safeArea.expanded(by: -margin)
        return SpotlightRect(
            x: inset.width > 0 ? inset.x : safeArea.midX, y: inset.height > 0 ? inset.y : safeArea.midY,
            width: max(inset.width, 0), height: max(inset.height, 0))
    }

    /// The card's width on a screen with this safe area: the area's width, at most ``maximumWidth``.
    /// An adapter measures the card at this width, then asks ``placement(safeArea:cardHeight:)``.
    ///
    /// ```swift
    /// let width = model.cardWidth(safeArea: SpotlightRect(x: 0, y: 47, width: 390, height: 763))  // 342
    /// ```
    ///
    /// - Parameter safeArea: The presenter's safe area, in its coordinates.
    /// - Returns: The width, in points.
    public func cardWidth(safeArea: SpotlightRect) -> Double {
        let width = cardArea(safeArea: safeArea).width
        return width.isFinite ? min(width, maximumWidth) : 0
    }

    /// Where the card goes on a screen with this safe area, once measured at
    /// ``cardWidth(safeArea:)``: centred, or beside its spotlight's target (``SpotlightLayout``).
    ///
    /// ```swift
    /// let safeArea = SpotlightRect(x: 0, y: 47, width: 390, height: 763)
    /// let placement = model.placement(safeArea: safeArea, cardHeight: 140)
    /// placement.cardFrame   // where the card goes
    /// placement.cutout      // the clear shape, for a spotlight card
    /// ```
    ///
    /// - Parameters:
    ///   - safeArea: The presenter's safe area, in its coordinates (the spotlight's frame is in
    ///     the same coordinates).
    ///   - cardHeight: The card's measured height; a card taller than the area is cut to it (its
    ///     body scrolls).
    /// - Returns: The card's frame, cut-out and arrow.
    public func placement(safeArea: SpotlightRect, cardHeight: Double) -> Placement {
        let area = cardArea(safeArea: safeArea)
        let width = cardWidth(safeArea: safeArea)
        let height = cardHeight.isFinite ? min(max(cardHeight, 0), area.height) : 0
        guard let layout = SpotlightLayout(card: card, safeArea: area, cardWidth: width, cardHeight: height) else {
            let frame = SpotlightRect(x: area.midX - width / 2, y: area.midY - height / 2, width: width, height: height)
            return Placement(cardFrame: frame)
        }
        return Placement(
            cardFrame: layout.cardFrame, cutout: layout.cutout, arrow: layout.arrow, diagnostic: layout.diagnostic)
    }
}
