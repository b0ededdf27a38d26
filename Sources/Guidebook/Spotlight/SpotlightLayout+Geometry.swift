extension SpotlightLayout {
    /// The padded clear shape around `target`.
    static func cutout(around target: SpotlightRect, spotlight: TutorialSpotlight) -> Cutout {
        let padding = spotlight.padding.isFinite ? max(spotlight.padding, 0) : 0
        let padded = target.expanded(by: padding)
        switch spotlight.shape {
        case .rectangle: return Cutout(frame: padded, cornerRadius: 0, isCircle: false)
        case .rounded(let radius):
            let limit = min(padded.width, padded.height) / 2
            let corner = radius.isFinite ? clamp(radius, 0, limit) : 0
            return Cutout(frame: padded, cornerRadius: corner, isCircle: false)
        case .circle:
            let radius = (padded.width * padded.width + padded.height * padded.height).squareRoot() / 2
            let square = SpotlightRect(
                x: padded.midX - radius, y: padded.midY - radius, width: 2 * radius, height: 2 * radius)
            return Cutout(frame: square, cornerRadius: radius, isCircle: true)
        }
    }

    /// The sides to try: the preferred one, its opposite, then the other two; by default
    /// below, above, trailing, leading.
    static func order(preferring preferred: TutorialSpotlight.Placement?) -> [TutorialSpotlight.Placement] {
        switch preferred {
        case nil, .below?: return [.below, .above, .trailing, .leading]
        case .above?: return [.above, .below, .trailing, .leading]
        case .trailing?: return [.trailing, .leading, .below, .above]
        case .leading?: return [.leading, .trailing, .below, .above]
        }
    }

    /// The side of the target, on screen, a placement puts the card on.
    static func edge(of placement: TutorialSpotlight.Placement, _ direction: LayoutDirection) -> Edge {
        let rightToLeft = direction == .rightToLeft
        switch placement {
        case .above: return .top
        case .below: return .bottom
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        }
    }

    /// The card's frame on `side` of the cut-out, centred on the visible target across that side
    /// and kept inside the safe area; `nil` when it does not fit there.
    static func frame(
        on side: Edge, of cut: SpotlightRect, visible: SpotlightRect, _ safe: SpotlightRect, _ width: Double,
        _ height: Double
    ) -> SpotlightRect? {
        let across = clamp(visible.midX - width / 2, safe.minX, safe.maxX - width)
        let along = clamp(visible.midY - height / 2, safe.minY, safe.maxY - height)
        let frame: SpotlightRect
        switch side {
        case .bottom: frame = SpotlightRect(x: across, y: cut.maxY + gap, width: width, height: height)
        case .top: frame = SpotlightRect(x: across, y: cut.minY - gap - height, width: width, height: height)
        case .right: frame = SpotlightRect(x: cut.maxX + gap, y: along, width: width, height: height)
        case .left: frame = SpotlightRect(x: cut.minX - gap - width, y: along, width: width, height: height)
        }
        let inside =
            frame.minX >= safe.minX - 1e-9 && frame.maxX <= safe.maxX + 1e-9 && frame.minY >= safe.minY - 1e-9
            && frame.maxY <= safe.maxY + 1e-9
        return inside ? frame : nil
    }

    /// The arrow on the card's edge facing the target (the card is on `side` of it), aimed at the
    /// visible target's centre and kept off the card's corners.
    static func arrow(of card: SpotlightRect, pointingAt visible: SpotlightRect, from side: Edge) -> Arrow {
        switch side {
        case .bottom, .top:
            let position = alongEdge(visible.midX - card.minX, length: card.width)
            let edge: Edge = side == .bottom ? .top : .bottom
            let tipY = side == .bottom ? card.minY - arrowLength : card.maxY + arrowLength
            return Arrow(edge: edge, position: position, tipX: card.minX + position, tipY: tipY)
        case .left, .right:
            let position = alongEdge(visible.midY - card.minY, length: card.height)
            let edge: Edge = side == .right ? .left : .right
            let tipX = side == .right ? card.minX - arrowLength : card.maxX + arrowLength
            return Arrow(edge: edge, position: position, tipX: tipX, tipY: card.minY + position)
        }
    }

    /// `offset` kept ``arrowInset`` from both ends of an edge `length` long (the middle when shorter).
    static func alongEdge(_ offset: Double, length: Double) -> Double {
        guard length > 2 * arrowInset else { return length / 2 }
        return clamp(offset, arrowInset, length - arrowInset)
    }

    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        guard high >= low else { return low }
        return min(max(value, low), high)
    }

    /// `(x 20, y 100, 44 × 44)`, for findings.
    static func describe(_ rect: SpotlightRect) -> String {
        func number(_ value: Double) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        return "(x \(number(rect.x)), y \(number(rect.y)), \(number(rect.width)) × \(number(rect.height)))"
    }
}

extension SpotlightLayout.Cutout {
    /// Whether `point` lies inside the clear shape: the circle, or the rectangle less the
    /// parts its rounded corners cut away.
    func contains(_ point: SpotlightPoint) -> Bool {
        guard frame.contains(point) else { return false }
        let radius = min(max(cornerRadius, 0), min(frame.width, frame.height) / 2)
        guard radius > 0 else { return true }
        // The nearest corner circle's centre; inside when within the radius of it, or not in a corner.
        let centreX = min(max(point.x, frame.minX + radius), frame.maxX - radius)
        let centreY = min(max(point.y, frame.minY + radius), frame.maxY - radius)
        let dx = point.x - centreX
        let dy = point.y - centreY
        return dx * dx + dy * dy <= radius * radius
    }
}
