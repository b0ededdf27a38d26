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
        case .markdown(let body): Self.runs(of: body)
        }
    }

    /// One VoiceOver action per link in the body, named by the link's words, in reading order;
    /// a link written twice is offered once. Activating one is ``Input/link(_:)``.
    var bodyLinkActions: [AccessibilityAction] {
        // A link's words may be cut into runs by their style ("[**Export** as PDF](…)").
        var links: [(url: URL, words: String)] = []
        var previous: URL?
        for run in bodyRuns {
            defer { previous = run.link }
            guard let link = run.link else { continue }
            if link == previous, !links.isEmpty {
                links[links.count - 1].words += run.text
            } else {
                links.append((link, run.text))
            }
        }
        var seen: Set<URL> = []
        return links.compactMap { link in
            guard seen.insert(link.url).inserted else { return nil }
            let name = link.words.trimmingCharacters(in: .whitespacesAndNewlines)
            return AccessibilityAction(name: name.isEmpty ? link.url.absoluteString : name, input: .link(link.url))
        }
    }

    /// The runs ``bodyAttributedString`` cuts into, made from the body's blocks without building
    /// the attributed text (slow on Linux Foundation; a card is built on every show). The same
    /// text as ``HelpBody/attributedString(in:)``: blocks apart by a blank line, each list item
    /// on a line after its marker, article links as `help:<id>` (a test holds the two equal).
    private static func runs(of body: HelpBody) -> [HelpTextRun] {
        var runs: [HelpTextRun] = []
        func add(_ text: String, _ style: HelpInlineStyle, _ link: URL?) {
            let piece = HelpTextRun(
                text: text, isBold: style.contains(.bold), isItalic: style.contains(.italic), link: link)
            if let last = runs.last, last.isBold == piece.isBold, last.isItalic == piece.isItalic,
                last.link == piece.link
            {
                runs[runs.count - 1].text += text
            } else {
                runs.append(piece)
            }
        }
        func walk(_ inlines: [HelpInline], _ style: HelpInlineStyle, _ link: URL?, depth: Int) {
            guard depth < HelpMarkdown.maximumInlineDepth else {
                add(HelpInline.plainText(of: inlines), [], nil)
                return
            }
            for inline in inlines {
                switch inline {
                case .text(let text): add(text, style, link)
                case .lineBreak: add("\n", [], nil)
                case .strong(let children): walk(children, style.union(.bold), link, depth: depth + 1)
                case .emphasis(let children): walk(children, style.union(.italic), link, depth: depth + 1)
                case .link(let children, let target):
                    let url: URL? =
                        switch target {
                        case .article(let id): HelpLinkScheme.inApp.url(for: .article(id))
                        case .web(let address): HelpLink.safeWebURL(address)
                        }
                    walk(children, style, url, depth: depth + 1)
                }
            }
        }
        for (index, block) in body.blocks.enumerated() {
            if index > 0 { add("\n\n", [], nil) }
            switch block {
            case .paragraph(let inlines): walk(inlines, [], nil, depth: 0)
            case .list(let ordered, let items):
                for (number, item) in items.enumerated() {
                    if number > 0 { add("\n", [], nil) }
                    add(HelpListItem(ordered: ordered, number: number + 1).marker + " ", [], nil)
                    walk(item, [], nil, depth: 0)
                }
            }
        }
        return runs
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
