import Guidebook

/// Draws a spotlight card in the preview's phone: an SVG over the screen with the dimming, the
/// target's cut-out left clear (its shape and padding), the arrow, and the card where
/// ``SpotlightLayout`` puts it. An anchored bubble (``TutorialPresentation/anchored``) is drawn the
/// same way with no dimming: its target outlined, the card and arrow beside it. Positions are SVG attributes, so the page's strict
/// Content-Security-Policy (no inline styles) holds.
///
/// The screen is 280 × 540 pixels; frames written in the rules file are in points of a 390 × 844
/// iPhone screen and are scaled to it. A target named by id has no frame in the preview (the app
/// registers it at run time), so its card is drawn centred with the layout's warning.
///
/// ```swift
/// if let spotlight = SpotlightHTML(card: card, anchor: "card-1") {
///     html += spotlight.overlay(cardHTML: "<h2 class=\"card-title\">Export</h2>")
/// }
/// ```
public struct SpotlightHTML: Sendable {
    /// The screen drawn, in CSS pixels (the phone frame's inside).
    public static let screen = SpotlightRect(x: 0, y: 0, width: 280, height: 540)
    /// The screen rule frames are written for, in points.
    public static let referenceScreen = SpotlightRect(x: 0, y: 0, width: 390, height: 844)
    /// The card's width in the preview.
    public static let cardWidth = 240.0

    /// The card.
    public var card: TutorialCard
    /// The element id of the card's phone, unique within the page (names the SVG mask).
    public var anchor: String
    /// The layout, in the preview screen's pixels.
    public var layout: SpotlightLayout

    /// A drawing of `card`'s spotlight, or `nil` when it has none.
    ///
    /// - Parameters:
    ///   - card: The card.
    ///   - anchor: The phone's element id.
    public init?(card: TutorialCard, anchor: String) {
        guard var spotlight = card.spotlight else { return nil }
        let scaleX = Self.screen.width / Self.referenceScreen.width
        let scaleY = Self.screen.height / Self.referenceScreen.height
        func scaled(_ rect: SpotlightRect) -> SpotlightRect {
            SpotlightRect(
                x: rect.x * scaleX, y: rect.y * scaleY, width: rect.width * scaleX, height: rect.height * scaleY)
        }
        if case .frame(let frame) = spotlight.target { spotlight.target = .frame(scaled(frame)) }
        self.card = card
        self.anchor = anchor
        layout = SpotlightLayout(
            spotlight: spotlight, targetFrame: card.spotlightFrame.map(scaled), key: card.key,
            safeArea: Self.screen.expanded(by: -12), cardWidth: Self.cardWidth,
            cardHeight: Self.estimatedHeight(of: card),
            layoutDirection: card.layoutDirection)
    }

    /// The card's height in the preview, estimated from its text (17 px type, about 23 characters
    /// a line); the drawn card grows away from the target when the estimate is short.
    static func estimatedHeight(of card: TutorialCard) -> Double {
        func lines(_ text: String, perLine: Int) -> Int {
            text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
                $0 + max(1, ($1.count + perLine - 1) / perLine)
            }
        }
        let title = card.title.isEmpty ? 0 : Double(lines(card.title, perLine: 19)) * 28 + 8
        let body = Double(lines(card.body, perLine: 23)) * 23.8 + 14
        // A tour card has its row of buttons where the hint would be.
        let hint =
            TutorialCardModel(card: card).showsDismissHint ? Double(lines(card.dismissHint, perLine: 28)) * 19.6 : 34
        return 40 + title + body + hint
    }

    /// The overlay: the dimming with its cut-out, the arrow, and `cardHTML` (the card's inside)
    /// in a card placed beside the target.
    ///
    /// - Parameter cardHTML: The card's content, already escaped.
    /// - Returns: An `<svg class="spot">` element.
    public func overlay(cardHTML: String) -> String {
        let mask = HTMLEscaping.attribute("spot-mask-\(anchor)")
        // An anchored bubble dims nothing (the model's opacity is 0): its target is outlined only.
        let opacity = number(TutorialCardModel(card: card).dimmingOpacity > 0 ? card.style.drawnDimmingOpacity : 0)
        var svg = "<svg class=\"spot\" viewBox=\"0 0 280 540\" width=\"280\" height=\"540\""
        svg += " data-placement=\"\(layout.placement?.rawValue ?? "centred")\">"
        svg += "<defs><mask id=\"\(mask)\"><rect width=\"280\" height=\"540\" fill=\"#fff\"/>"
        if let cutout = layout.cutout { svg += shape(cutout, attributes: "fill=\"#000\"") }
        svg += "</mask></defs>"
        svg += "<rect class=\"spot-dim\" width=\"280\" height=\"540\" fill=\"#000\" fill-opacity=\"\(opacity)\""
        svg += " mask=\"url(#\(mask))\"/>"
        if let cutout = layout.cutout {
            svg += shape(cutout, attributes: "class=\"spot-ring\" fill=\"none\" stroke-width=\"2\"")
        }
        let frame = layout.cardFrame
        let slot: (y: Double, height: Double, alignment: String)
        switch layout.placement {
        case .above?: slot = (0, frame.maxY, "end")
        case nil: slot = (0, Self.screen.height, "centre")
        default: slot = (frame.minY, Self.screen.height - frame.minY, "start")
        }
        svg += "<foreignObject x=\"\(number(frame.x))\" y=\"\(number(slot.y))\" width=\"\(number(frame.width))\""
        svg += " height=\"\(number(max(slot.height, 0)))\"><div class=\"spot-slot spot-\(slot.alignment)\">"
        svg += "<div class=\"card spot-card\" role=\"dialog\"\(TutorialCardHTML.cardStyle(card.style))>"
        svg += "\(cardHTML)</div></div></foreignObject>"
        if let arrow = layout.arrow { svg += arrowPath(arrow) }
        return svg + "</svg>"
    }

    /// What the preview cannot show: a target the app registers by id at run time.
    public var note: String? {
        guard layout.fallback == .targetMissing, case .id(let id)? = card.spotlight?.target else { return nil }
        return "Spotlight on \"\(id)\", which the app registers at run time: the preview centres the card."
    }

    /// The arrow: the core's triangle (``SpotlightLayout/Arrow/triangle(cardFrame:size:)``) at
    /// the card's arrow size, in its arrow colour when the style gives one.
    func arrowPath(_ arrow: SpotlightLayout.Arrow) -> String {
        let points = arrow.triangle(cardFrame: layout.cardFrame, size: card.style.drawnArrowSize)
        let path = points.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
        return "<polygon class=\"spot-arrow\" data-edge=\"\(arrow.edge.rawValue)\" points=\"\(path)\""
            + "\(TutorialCardHTML.arrowStyle(card.style))/>"
    }

    func shape(_ cutout: SpotlightLayout.Cutout, attributes: String) -> String {
        let frame = cutout.frame
        if cutout.isCircle {
            return
                "<circle cx=\"\(number(frame.midX))\" cy=\"\(number(frame.midY))\" r=\"\(number(frame.width / 2))\" \(attributes)/>"
        }
        return "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(frame.width))\""
            + " height=\"\(number(frame.height))\" rx=\"\(number(cutout.cornerRadius))\" \(attributes)/>"
    }

    /// A coordinate with at most two decimals (`12`, `12.5`, `12.34`).
    func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
