import Guidebook

extension TutorialCardHTML {
    /// The card's body as ``TutorialCardModel/bodyRuns`` has it: a plain body as its escaped text,
    /// a Markdown body's bold as `<strong>`, italic as `<em>` and links as `<a>` whose tooltip says
    /// where the link goes (`help:export-pdf`). Every character of the copy is escaped; line
    /// breaks stay (the style sheet keeps them, `white-space: pre-line`). `fontStyle` is the
    /// paragraph's style attribute for a card font other than the standard one (or empty).
    static func bodyHTML(_ runs: [HelpTextRun], fontStyle: String = "") -> String {
        var html = "<p class=\"card-body\"\(fontStyle)>"
        for run in runs {
            var piece = HTMLEscaping.text(run.text)
            if run.isItalic { piece = "<em>\(piece)</em>" }
            if run.isBold { piece = "<strong>\(piece)</strong>" }
            if let link = run.link {
                let target = HTMLEscaping.attribute(link.absoluteString)
                piece = "<a class=\"card-link\" href=\"\(target)\" title=\"opens \(target)\">\(piece)</a>"
            }
            html += piece
        }
        return html + "</p>"
    }
}
