import Guidebook

extension TutorialCardHTML {
    /// The card's ``GuidebookStyle`` as inline CSS, each piece only where the style differs from
    /// ``GuidebookStyle/standard``: a card of the standard style is drawn by the style sheet alone
    /// (``CardMetrics``), exactly as before styles existed. Every value is a number or a colour
    /// the core made, never content text.

    /// The phone's `style` attribute: the tint, which buttons, links and the spotlight's ring
    /// take through `--tint`.
    static func phoneStyle(_ style: GuidebookStyle) -> String {
        guard let tint = style.tint else { return "" }
        return attribute(["--tint: \(css(tint))"])
    }

    /// The card's `style` attribute: its ground (a colour drawn as it is, without the material's
    /// blur) and its corner radius.
    static func cardStyle(_ style: GuidebookStyle) -> String {
        var declarations: [String] = []
        if let ground = style.cardBackground {
            declarations += ["background: \(css(ground))", "-webkit-backdrop-filter: none", "backdrop-filter: none"]
        }
        if style.drawnCornerRadius != GuidebookStyle.standard.cornerRadius {
            declarations.append("border-radius: \(HTMLStyle.px(style.drawnCornerRadius))")
        }
        return attribute(declarations)
    }

    /// The arrow's `style` attribute: its colour, else the card's ground when the style gives one.
    static func arrowStyle(_ style: GuidebookStyle) -> String {
        guard let color = style.arrowColor ?? style.cardBackground else { return "" }
        return attribute(["fill: \(css(color))"])
    }

    /// A `style` attribute for text in `font`, when it is not the standard `standard`.
    static func fontStyle(_ font: GuidebookStyle.Font, standard: GuidebookStyle.Font) -> String {
        guard font != standard else { return "" }
        return attribute([
            "font-size: \(HTMLStyle.px(font.pointSize))", "font-weight: \(font.resolvedWeight.cssWeight)",
        ])
    }

    /// A colour as CSS: `#RRGGBB` or `#RRGGBBAA`, or `light-dark(…, …)` with a dark variant (the page's
    /// `color-scheme` is `light dark`).
    static func css(_ color: GuidebookColor) -> String {
        guard let dark = color.dark else { return color.hex }
        return "light-dark(\(color.hex), \(dark.hex))"
    }

    private static func attribute(_ declarations: [String]) -> String {
        declarations.isEmpty ? "" : " style=\"\(HTMLEscaping.attribute(declarations.joined(separator: "; ")))\""
    }
}
