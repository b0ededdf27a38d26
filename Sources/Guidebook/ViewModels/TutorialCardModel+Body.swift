import Foundation

extension TutorialCardModel {
    /// The body as read: plain text as written, or inline Markdown (``TutorialCardBody``).
    public var bodyText: TutorialCardBody {
        TutorialCardBody.reading(card.body, key: card.key, language: card.language).body
    }

    /// The body as styled stretches an adapter draws (SwiftUI's `Text` concatenation): one plain
    /// run for a plain body; bold, italic and linked runs for Markdown. An article link is
    /// `help:<id>`, as an action's, for ``HelpLinkScheme/route(chosen:in:)``; a tap on a link is
    /// ``Input/link(_:)``.
    ///
    /// ```swift
    /// // "Tap **Export**, then [Export as PDF](help:export-pdf)."
    /// model.bodyRuns.map(\.text)   // ["Tap ", "Export", ", then ", "Export as PDF", "."]
    /// ```
    public var bodyRuns: [HelpTextRun] {
        switch bodyText {
        case .plain(let text): [HelpTextRun(text: text)]
        case .markdown(let body): HelpTextRun.runs(of: Self.cardLinks(body.attributedString()))
        }
    }

    /// The body with Guidebook's attributes (bold and italic in
    /// ``GuidebookAttributes/InlineStyleAttribute``, links as `.link`), for UIKit's attributed text
    /// (``HelpBody/attributedString(in:)``, as the help screens draw it).
    public var bodyAttributedString: AttributedString {
        switch bodyText {
        case .plain(let text): AttributedString(text)
        case .markdown(let body): Self.cardLinks(body.attributedString())
        }
    }

    /// `text` with each article link in the in-app spelling a card's action opens,
    /// `help:<id>` (``HelpLinkScheme/inApp``), so a link in the body and an action's go alike.
    private static func cardLinks(_ text: AttributedString) -> AttributedString {
        var text = text
        for run in text.runs {
            guard let link = run.link, link.scheme?.lowercased() == "guidebook",
                let id = HelpBook.articleID(inLink: link.absoluteString)
            else { continue }
            text[run.range].link = HelpLinkScheme.inApp.url(for: .article(id))
        }
        return text
    }
}
