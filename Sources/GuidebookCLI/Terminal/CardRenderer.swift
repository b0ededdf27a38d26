import Guidebook

/// Lays a ``TutorialCard`` out as text: a box with the image's words, the title, the wrapped body (bold and italic styled, links with their target) and the dismiss
/// hint (a tour step's progress and keys instead), over rows of a shade pattern standing in for
/// the dimmed screen. Right-to-left cards are
/// aligned to the right. Pure: the terminal presenter and tests print what it returns.
///
/// ```
/// ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
/// ░░░░┌──────────────────────────────┐░░░░
/// ░░░░│ Welcome                      │░░░░
/// ░░░░│                              │░░░░
/// ░░░░│ Compositions keeps your…     │░░░░
/// ░░░░│              Tap to continue │░░░░
/// ░░░░└──────────────────────────────┘░░░░
/// ░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
/// ```
package struct CardRenderer: Sendable {
    /// The width to fill, in terminal columns.
    package var columns: Int
    /// Whether to use ANSI styles (bold title, faint hint).
    package var styled: Bool

    /// A renderer filling `columns`, with ANSI styles or without.
    package init(columns: Int, styled: Bool) {
        self.columns = columns
        self.styled = styled
    }

    /// The card's lines, without line breaks, drawn as its presentation says
    /// (``TutorialCardModel/presentation``): a spotlight card or an anchored bubble beside its
    /// target (``spotlightLines(for:spotlight:)``), an inline card alone, as the view the app
    /// placed for it shows it (no screen around it), an overlay card over the shaded screen.
    package func lines(for card: TutorialCard) -> [String] {
        let presentation = TutorialCardModel(card: card).presentation
        if let spotlight = card.spotlight, presentation.pointsAtTarget {
            return spotlightLines(for: card, spotlight: spotlight)
        }
        if presentation == .inline { return box(for: card, inner: total - 4) }
        let total = self.total
        let margin = total >= 50 ? 4 : 2
        let shade = Self.shade(opacity: card.dimmingOpacity)
        let side = String(repeating: shade, count: margin)
        let box = box(for: card, inner: total - 2 * margin - 4)
        return [String(repeating: shade, count: total)] + box.map { side + $0 + side }
            + [String(repeating: shade, count: total)]
    }

    /// The width drawn, in columns: the terminal's, within 24...100.
    var total: Int { min(max(columns, 24), 100) }

    /// The card's box: `inner + 4` columns wide, the image's words, the title, the wrapped body and the hint.
    package func box(for card: TutorialCard, inner: Int) -> [String] {
        let rightToLeft = card.layoutDirection == .rightToLeft
        func row(_ text: String, width: Int, style: String?, trailing: Bool) -> String {
            let padding = String(repeating: " ", count: max(0, inner - width))
            let styledText = styled && style != nil ? "\u{1B}[\(style ?? "")m\(text)\u{1B}[0m" : text
            let content = trailing ? padding + styledText : styledText + padding
            return "│ \(content) │"
        }
        func paragraph(_ text: String, style: String?) -> [String] {
            Self.wrap(text, width: inner).map {
                row($0, width: Self.width(of: $0), style: style, trailing: rightToLeft)
            }
        }
        var lines = ["┌\(String(repeating: "─", count: inner + 2))┐"]
        if let image = TutorialCardModel(card: card).image {
            // A terminal draws no picture: its words for VoiceOver and its name, faint, stand for it.
            let words =
                image.isAccessibilityElement ? "\(image.accessibilityLabel) (\(image.source.name))" : image.source.name
            lines += paragraph("▣ " + words, style: "2")
        }
        if !card.title.isEmpty {
            lines += paragraph(card.title, style: "1")
            lines.append(row("", width: 0, style: nil, trailing: false))
        }
        let body = Self.markedBody(TutorialCardModel(card: card).bodyRuns)
        lines += Self.styledLines(Self.wrap(body, width: inner), styled: styled).map {
            row($0.text, width: $0.width, style: nil, trailing: rightToLeft)
        }
        lines.append(row("", width: 0, style: nil, trailing: false))
        if !card.actions.isEmpty {
            // The choices sit at the trailing edge, as the hint does; the primary one is bold.
            let choices = Self.choices(TutorialCardModel(card: card).actionButtons)
            lines += Self.styledLines(Self.wrap(choices, width: inner), styled: styled).map {
                row($0.text, width: $0.width, style: nil, trailing: !rightToLeft)
            }
        }
        if let controls = TutorialCardModel(card: card).tourControls {
            lines += tourRows(controls, inner: inner, rightToLeft: rightToLeft)
        } else {
            // The hint sits at the trailing edge: right for left-to-right text, left for right-to-left.
            lines += Self.wrap(card.dismissHint, width: inner).map {
                row($0, width: Self.width(of: $0), style: "2", trailing: !rightToLeft)
            }
        }
        lines.append("└\(String(repeating: "─", count: inner + 2))┘")
        return lines
    }

    /// A tour card's controls, as the model has them: the progress ("2 of 4") at the leading edge
    /// and the keys at the trailing edge (`[B] Back  [S] Skip tour  [Enter] Next`, Back where the
    /// step offers it, Done on the last step);
    /// on two rows when one is too narrow. The keys are ``TerminalPresenter``'s.
    func tourRows(_ controls: TutorialCardModel.TourControls, inner: Int, rightToLeft: Bool) -> [String] {
        func styledText(_ text: String, _ style: String) -> String {
            styled ? "\u{1B}[\(style)m\(text)\u{1B}[0m" : text
        }
        let buttons = controls.buttons.map { button in
            let key: String
            switch button.control {
            case .back: key = "[B]"
            case .skip: key = "[S]"
            case .next, .progress: key = "[Enter]"
            }
            return (plain: "\(key) \(button.title)", emphasized: button.isEmphasized)
        }
        let keys = buttons.map(\.plain).joined(separator: "  ")
        let styledKeys = buttons.map { $0.emphasized ? styledText($0.plain, "1") : $0.plain }.joined(separator: "  ")
        let progressWidth = Self.width(of: controls.progress)
        let keysWidth = Self.width(of: keys)
        let progress = styledText(controls.progress, "2")
        if progressWidth + 2 + keysWidth <= inner {
            let gap = String(repeating: " ", count: inner - progressWidth - keysWidth)
            return ["│ " + (rightToLeft ? styledKeys + gap + progress : progress + gap + styledKeys) + " │"]
        }
        func aligned(_ text: String, width: Int, trailing: Bool) -> String {
            let padding = String(repeating: " ", count: max(0, inner - width))
            return "│ " + (trailing ? padding + text : text + padding) + " │"
        }
        let keyLines = Self.wrap(keys, width: inner)
        return [aligned(progress, width: progressWidth, trailing: rightToLeft)]
            + keyLines.map { aligned($0, width: Self.width(of: $0), trailing: !rightToLeft) }
    }

    /// A card's actions as numbered choices, `[1] Try it  [2] Not now`: the keys
    /// ``TerminalPresenter`` reads. Each role looks as it does in the apps, as far as a terminal
    /// can: the primary action bold (the prominent button), a secondary one plain, a dismissing
    /// one faint (the plain, secondary-coloured button); between style marks (``StyleMark``), so
    /// the styles survive wrapping and vanish without ANSI styles.
    static func choices(_ buttons: [TutorialActionButton]) -> String {
        buttons.enumerated().map { offset, button in
            let choice = "[\(offset + 1)] \(button.title)"
            switch button.role {
            case .primary: return "\(StyleMark.boldOn)\(choice)\(StyleMark.boldOff)"
            case .secondary: return choice
            case .dismiss: return "\(StyleMark.faintOn)\(choice)\(StyleMark.faintOff)"
            }
        }.joined(separator: "  ")
    }

    /// The shade character for a dimming opacity: light for the seed's 0.4.
    static func shade(opacity: Double) -> String {
        opacity <= 0.5 ? "░" : opacity <= 0.75 ? "▒" : "▓"
    }

    /// Breaks `text` into lines at most `width` columns wide: at spaces where it can, inside
    /// words (or ideographic text without spaces) where it must. Line breaks in `text` are kept.
    package static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
                let wordWidth = Self.width(of: word)
                if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                    line += " " + word
                    lineWidth += 1 + wordWidth
                    continue
                }
                if lineWidth > 0 {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                for character in word {
                    let characterWidth = Self.width(of: character)
                    if lineWidth + characterWidth > width, lineWidth > 0 {
                        lines.append(line)
                        line = ""
                        lineWidth = 0
                    }
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// Columns a string takes in a terminal: wide (CJK, emoji) characters take two, combining marks none.
    package static func width<S: StringProtocol>(of text: S) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// Columns one character takes.
    package static func width(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        case .privateUse where StyleMark.all.contains(character): return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        let value = scalar.value
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}
