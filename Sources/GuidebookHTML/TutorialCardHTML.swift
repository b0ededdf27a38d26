import Guidebook

/// Draws a `TutorialCard` as the seed shows it: a phone-sized screen of the app, a
/// dimming layer at the card's opacity, and the card with title, body and the
/// localized dismiss hint; a tour step shows its progress, Skip tour and Next (or Done)
/// instead of the hint, as ``TutorialCardModel/tourControls`` has them. It checks nothing itself: the findings it is given (a missing
/// title, a body from another language, from the content model) and its spotlight layout's
/// fallback are drawn as warnings under the card.
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
    /// The content folder's file for the card's asset image, when it has one
    /// (``GuidebookContent/imageFile(forAsset:)``); `nil` draws a placeholder.
    public var assetImage: HTMLSite.ImageFile?

    /// Creates a renderer for one card.
    ///
    /// - Parameters:
    ///   - card: The card to draw.
    ///   - screenTitle: What the app screen behind the card is called; the card's key by default.
    public init(card: TutorialCard, screenTitle: String? = nil) {
        self.card = card
        self.screenTitle = screenTitle ?? card.key
    }

    /// Findings about this card from the content (``HTMLSite/Language/cardFindings``), drawn
    /// under it.
    public var findings: [Diagnostic] = []

    /// The warnings drawn under the card: its findings, then the spotlight layout's fallback.
    public var warnings: [String] {
        var warnings = findings.map(\.sentences)
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
    package static func dimmingStyle(for cards: [TutorialCard]) -> String {
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
        html += " data-language=\"\(language)\" lang=\"\(language)\" dir=\"\(direction)\""
        html += "\(Self.phoneStyle(card.style))>\n"
        let model = TutorialCardModel(card: card)
        html += "<div class=\"screen\" title=\"Tap to dismiss or show the card\""
        // Named where the screen is not covered: taps beside an anchored or inline card are the app's.
        html +=
            model.presentation.passesTapsOutsideCard ? " data-presentation=\"\(model.presentation.rawValue)\">" : ">"
        let standard = GuidebookStyle.standard
        var inside = model.image.map(imageHTML) ?? ""
        inside += "<h2 class=\"card-title\"\(Self.fontStyle(card.style.titleFont, standard: standard.titleFont))>"
        inside += "\(HTMLEscaping.text(card.title))</h2>"
        inside += Self.bodyHTML(
            model.bodyRuns, fontStyle: Self.fontStyle(card.style.bodyFont, standard: standard.bodyFont))
        if !model.actionButtons.isEmpty { inside += Self.actionButtons(model.actionButtons, of: card) }
        if let controls = model.tourControls {
            inside += Self.tourControls(controls, style: card.style)
        } else {
            inside += "<p class=\"card-hint\">\(HTMLEscaping.text(card.dismissHint))</p>"
        }
        html += "<div class=\"app\"><div class=\"app-bar\">\(HTMLEscaping.text(screenTitle))</div>"
        if model.presentation == .inline {
            // A view in the app's layout: it stands among the rows, not over them, and dims nothing.
            html += "<div class=\"card card-inline\" role=\"note\"\(Self.cardStyle(card.style))>\(inside)</div>"
        }
        html += String(repeating: "<div class=\"app-row\"></div>", count: 8) + "</div>"
        let spotlight = SpotlightHTML(card: card, anchor: anchor ?? "card-\(card.key)")
        if let spotlight, model.presentation.pointsAtTarget {
            html += spotlight.overlay(cardHTML: inside) + "</div>\n"
        } else if model.presentation == .inline {
            html += "</div>\n"
        } else {
            html += "<div class=\"dimming \(dimmingClass)\"></div>"
            html += "<div class=\"card\" role=\"dialog\"\(Self.cardStyle(card.style))>\(inside)</div></div>\n"
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

    /// A tour card's controls as the model gives them: the progress ("2 of 4", read as "Step 2 of
    /// 4"), then the buttons it lists (Back where the step offers it, Skip tour before the last
    /// step, Next or Done), each with its VoiceOver hint as a tooltip so writers see that text
    /// too. The row follows the card's direction (`dir`).
    static func tourControls(_ controls: TutorialCardModel.TourControls, style: GuidebookStyle = .standard) -> String {
        let font = buttonFonts(style)
        var html = "<div class=\"card-tour\">"
        html +=
            "<span class=\"tour-progress\" aria-label=\"\(HTMLEscaping.attribute(controls.progressAccessibilityLabel))\">"
        html += "\(HTMLEscaping.text(controls.progress))</span><span class=\"tour-buttons\">"
        for tourButton in controls.buttons {
            let kind: String
            switch tourButton.control {
            case .back: kind = "tour-back"
            case .skip: kind = "tour-skip"
            case .next, .progress: kind = "tour-next"
            }
            html += button(
                kind, input: tourButton.input, title: tourButton.title,
                label: tourButton.accessibilityLabel, hint: tourButton.accessibilityHint,
                style: tourButton.isEmphasized ? font.emphasized : font.plain)
        }
        return html + "</span></div>"
    }

    /// A card's action buttons in the rules' order, as ``TutorialCardModel/actionButtons`` has
    /// them: each with its role as a class (`action-primary`, `action-secondary`,
    /// `action-dismiss`), the default one (Return) marked `data-default`, and what choosing it
    /// does as a tooltip (`help:export-pdf`, an address, or the app's handler), so a writer sees
    /// where each goes.
    static func actionButtons(_ buttons: [TutorialActionButton], of card: TutorialCard) -> String {
        var html = "<div class=\"card-actions\">"
        for button in buttons {
            let does = card.actions.first { $0.id == button.id }?.target.summary ?? TutorialAction.Target.app.summary
            html += "<button type=\"button\" class=\"action action-\(button.role.rawValue)\""
            html += " data-action=\"\(HTMLEscaping.attribute(button.id))\"\(button.isDefault ? " data-default" : "")"
            html +=
                " title=\"\(HTMLEscaping.attribute(does))\"\(actionButtonStyle(button.appearance, role: button.role))>"
            html += "\(HTMLEscaping.text(button.title))</button>"
        }
        return html + "</div>"
    }

    private static func button(
        _ kind: String, input: TutorialCardModel.Input, title: String, label: String, hint: String, style: String
    ) -> String {
        "<button type=\"button\" class=\"\(kind)\" data-input=\"\(input)\" aria-label=\"\(HTMLEscaping.attribute(label))\""
            + " title=\"\(HTMLEscaping.attribute(hint))\"\(style)>\(HTMLEscaping.text(title))</button>"
    }

    /// The `style` attributes of a plain button and of the emphasized one (primary, Next): the
    /// style's button font, nothing when it is the standard one.
    private static func buttonFonts(_ style: GuidebookStyle) -> (plain: String, emphasized: String) {
        let standard = GuidebookStyle.standard.buttonFont
        return (
            fontStyle(style.buttonFont, standard: standard),
            fontStyle(style.buttonFont.emphasized, standard: standard.emphasized)
        )
    }
}
