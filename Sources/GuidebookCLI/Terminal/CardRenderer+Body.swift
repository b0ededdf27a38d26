import Guidebook

extension CardRenderer {
    /// Zero-width marks that stand for a change of style while the body is wrapped; each line
    /// then turns them into ANSI styles (bold `1`, italic `3`, faint `2`) or drops them.
    enum StyleMark {
        static let boldOn: Character = "\u{E000}"
        static let boldOff: Character = "\u{E001}"
        static let italicOn: Character = "\u{E002}"
        static let italicOff: Character = "\u{E003}"
        static let faintOn: Character = "\u{E004}"
        static let faintOff: Character = "\u{E005}"
        static let all: Set<Character> = [boldOn, boldOff, italicOn, italicOff, faintOn, faintOff]
    }

    /// The body's text as the terminal prints it (``TutorialCardModel/bodyRuns``): bold and
    /// italic between style marks, a link as its text and its target in angle brackets
    /// (`Export as PDF <help:export-pdf>`), so a reader sees where it goes.
    static func markedBody(_ runs: [HelpTextRun]) -> String {
        var text = ""
        for run in runs {
            var piece = run.text
            if let link = run.link { piece += " <\(link.absoluteString)>" }
            if run.isItalic { piece = "\(StyleMark.italicOn)\(piece)\(StyleMark.italicOff)" }
            if run.isBold { piece = "\(StyleMark.boldOn)\(piece)\(StyleMark.boldOff)" }
            text += piece
        }
        return text
    }

    /// Wrapped lines of a marked body with the marks made ANSI styles (when `styled`) or removed:
    /// a style open at a line's end is closed there and opened again on the next line, so the
    /// box's border is never styled.
    static func styledLines(_ lines: [String], styled: Bool) -> [(text: String, width: Int)] {
        var bold = false
        var italic = false
        var faint = false
        return lines.map { line in
            var text =
                styled
                ? (bold ? "\u{1B}[1m" : "") + (italic ? "\u{1B}[3m" : "") + (faint ? "\u{1B}[2m" : "") : ""
            for character in line {
                switch character {
                case StyleMark.boldOn: bold = true
                case StyleMark.boldOff: bold = false
                case StyleMark.italicOn: italic = true
                case StyleMark.italicOff: italic = false
                case StyleMark.faintOn: faint = true
                case StyleMark.faintOff: faint = false
                default:
                    text.append(character)
                    continue
                }
                if styled { text += Self.ansi(character) }
            }
            if styled, bold || italic || faint { text += "\u{1B}[0m" }
            return (text, width(of: line.filter { !StyleMark.all.contains($0) }))
        }
    }

    private static func ansi(_ mark: Character) -> String {
        switch mark {
        case StyleMark.boldOn: "\u{1B}[1m"
        case StyleMark.boldOff: "\u{1B}[22m"
        case StyleMark.italicOn: "\u{1B}[3m"
        case StyleMark.italicOff: "\u{1B}[23m"
        case StyleMark.faintOn: "\u{1B}[2m"
        default: "\u{1B}[22m"
        }
    }
}
