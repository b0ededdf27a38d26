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

    /// The `style` attribute of an action button: what its look (``TutorialActionButton/appearance``)
    /// changes from its role's standard one, which the style sheet draws (``roleRule(_:)``).
    static func actionButtonStyle(_ look: TutorialButtonAppearance, role: TutorialAction.Role) -> String {
        let standard = GuidebookStyle.standard.buttonAppearance(for: role)
        var declarations: [String] = []
        if look.fill != standard.fill { declarations.append("background: \(look.fill.map(css) ?? "transparent")") }
        if look.text != standard.text { declarations.append("color: \(css(look.text))") }
        if let border = look.border {
            declarations.append("box-shadow: inset 0 0 0 \(HTMLStyle.px(look.borderWidth)) \(css(border))")
        }
        if look.font != standard.font {
            declarations += [
                "font-size: \(HTMLStyle.px(look.font.pointSize))", "font-weight: \(look.font.resolvedWeight.cssWeight)",
            ]
        }
        return attribute(declarations)
    }

    /// The style sheet's rule for the buttons of `role` in the standard style: `.action-primary {
    /// background: var(--tint); color: #FFFFFF; font-weight: 600; }`.
    static func roleRule(_ role: TutorialAction.Role) -> String {
        let look = GuidebookStyle.standard.buttonAppearance(for: role)
        var declarations = ["background: \(look.fill.map(css) ?? "transparent")", "color: \(css(look.text))"]
        if let border = look.border {
            declarations.append("box-shadow: inset 0 0 0 \(HTMLStyle.px(look.borderWidth)) \(css(border))")
        }
        if look.font.resolvedWeight != .regular {
            declarations.append("font-weight: \(look.font.resolvedWeight.cssWeight)")
        }
        return ".action-\(role.rawValue) { \(declarations.joined(separator: "; ")); }"
    }

    /// A button's colour as CSS: a style's colour as it is, the tint and the secondary label
    /// through the page's `--tint` and `--secondary` (mixed with transparency below full opacity).
    static func css(_ paint: TutorialButtonAppearance.Paint) -> String {
        let variable: String
        let opacity: Double
        switch paint {
        case .color(let color): return css(color)
        case .tint(let amount): (variable, opacity) = ("var(--tint)", amount)
        case .secondaryLabel(let amount): (variable, opacity) = ("var(--secondary)", amount)
        }
        guard opacity < 1 else { return variable }
        return "color-mix(in srgb, \(variable) \(HTMLStyle.number(max(opacity, 0) * 100))%, transparent)"
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
