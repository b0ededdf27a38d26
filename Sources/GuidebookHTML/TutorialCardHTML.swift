import Guidebook

/// Draws a `TutorialCard` as the seed shows it: a phone-sized screen of the app, a
/// dimming layer at the card's opacity, and the card with title, body and the
/// localized dismiss hint. A card without a title or body gets a visible warning.
///
/// ```swift
/// let html = TutorialCardHTML(card: card).render()   // a <section class="phone">…</section>
/// ```
public struct TutorialCardHTML: Sendable {
    /// The card to draw.
    public var card: TutorialCard
    /// A line for the app's navigation bar behind the dimming layer.
    public var screenTitle: String
    /// Why the card would or would not show now, drawn under it; `nil` for none.
    public var decision: TutorialDecision?

    /// Creates a renderer for one card.
    ///
    /// - Parameters:
    ///   - card: The card to draw.
    ///   - screenTitle: What the app screen behind the card is called; the card's key by default.
    public init(card: TutorialCard, screenTitle: String? = nil) {
        self.card = card
        self.screenTitle = screenTitle ?? card.key
    }

    /// What is missing from the card, as sentences for the warning badge.
    public var warnings: [String] {
        var warnings: [String] = []
        if card.title.allSatisfy(\.isWhitespace) {
            warnings.append(
                "Missing title: add \"\(TutorialCopy.titleKey(for: card.key))\" to the \(card.language) table.")
        }
        if card.body.allSatisfy(\.isWhitespace) {
            warnings.append("Missing body: add \"\(card.key)\" to the \(card.language) table.")
        }
        if let layout = SpotlightHTML(card: card, anchor: "")?.layout, let finding = layout.diagnostic,
            layout.fallback != .targetMissing
        {
            warnings.append("Spotlight: \(finding.sentences)")
        }
        return warnings
    }

    /// The CSS class that gives the dimming layer the card's opacity (`dim-40` for 0.4).
    var dimmingClass: String { "dim-\(Self.percent(card.dimmingOpacity))" }

    /// Style rules for the dimming classes the given cards use (generated numbers, never content).
    static func dimmingStyle(for cards: [TutorialCard]) -> String {
        let percents = Set(cards.map { percent($0.dimmingOpacity) }).sorted()
        return percents.map { ".dim-\($0) { opacity: \(Double($0) / 100); }" }.joined(separator: "\n") + "\n"
    }

    private static func percent(_ opacity: Double) -> Int {
        guard opacity.isFinite else { return 40 }
        return Int((min(max(opacity, 0), 1) * 100).rounded())
    }

    /// The card as an HTML fragment; every piece of copy is escaped.
    ///
    /// - Parameter anchor: The element id (unique within the page).
    public func render(anchor: String? = nil) -> String {
        let language = HTMLEscaping.attribute(card.language)
        let direction = card.layoutDirection.htmlDirection
        let id = HTMLEscaping.attribute(anchor ?? "card-\(card.key)")
        var html = "<section class=\"phone\" id=\"\(id)\" data-key=\"\(HTMLEscaping.attribute(card.key))\""
        html += " data-language=\"\(language)\" lang=\"\(language)\" dir=\"\(direction)\">\n"
        html += "<div class=\"screen\" title=\"Tap to dismiss or show the card\">"
        html += "<div class=\"app\"><div class=\"app-bar\">\(HTMLEscaping.text(screenTitle))</div>"
        html += String(repeating: "<div class=\"app-row\"></div>", count: 8) + "</div>"
        var inside = "<h2 class=\"card-title\">\(HTMLEscaping.text(card.title))</h2>"
        inside += "<p class=\"card-body\">\(HTMLEscaping.text(card.body))</p>"
        inside += "<p class=\"card-hint\">\(HTMLEscaping.text(card.dismissHint))</p>"
        let spotlight = SpotlightHTML(card: card, anchor: anchor ?? "card-\(card.key)")
        if let spotlight {
            html += spotlight.overlay(cardHTML: inside) + "</div>\n"
        } else {
            html += "<div class=\"dimming \(dimmingClass)\"></div>"
            html += "<div class=\"card\" role=\"dialog\">\(inside)</div></div>\n"
        }
        html +=
            "<p class=\"caption\" dir=\"ltr\">\(HTMLEscaping.text(card.key)) · \(HTMLEscaping.text(card.language))</p>\n"
        if let note = spotlight?.note {
            html += "<p class=\"note spot-note\" dir=\"ltr\" lang=\"en\">\(HTMLEscaping.text(note))</p>\n"
        }
        if let decision { html += TutorialExplanationHTML(decision: decision).render() + "\n" }
        for warning in warnings {
            html += "<p class=\"warning\" dir=\"ltr\" lang=\"en\">⚠ \(HTMLEscaping.text(warning))</p>\n"
        }
        return html + "</section>"
    }
}
