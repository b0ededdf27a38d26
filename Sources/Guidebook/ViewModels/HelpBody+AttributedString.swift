import Foundation

extension HelpBody {
    /// The body as an `AttributedString` adapters draw: bold and italic in
    /// ``GuidebookAttributes/InlineStyleAttribute``, lists with their markers in
    /// ``GuidebookAttributes/ListItemAttribute``, links as Foundation's `.link`.
    ///
    /// Blocks are separated by a blank line, list items each start a line with their marker
    /// (`•` or `1.`) and a space, and a line break is a newline. Article links are
    /// `guidebook://help/<id>` URLs (``HelpDestination/url``); web links keep `https:` and `mailto:`
    /// only. When `book` is given, a link to an article it does not have is left as plain text.
    ///
    /// ```swift
    /// let text = HelpBody(markdown: "See [Undo](#editing/undo).").attributedString(in: book)
    /// text.runs.compactMap(\.link)   // [guidebook://help/editing/undo]
    /// ```
    ///
    /// - Parameter book: The book whose articles links may open; `nil` keeps every article link.
    /// - Returns: The text with Guidebook's attributes.
    /// - Complexity: O(n) in the size of the body.
    public func attributedString(in book: HelpBook? = nil) -> AttributedString {
        var text = AttributedString()
        for (index, block) in blocks.enumerated() {
            if index > 0 { text.append(AttributedString("\n\n")) }
            var container = AttributeContainer()
            container.guidebookBlock = index
            switch block {
            case .paragraph(let inlines):
                append(inlines, to: &text, container, style: [], book: book, depth: 0)
            case .list(let ordered, let items):
                for (number, item) in items.enumerated() {
                    if number > 0 { text.append(AttributedString("\n", attributes: container)) }
                    var itemContainer = container
                    let position = HelpListItem(ordered: ordered, number: number + 1)
                    itemContainer.guidebookListItem = position
                    var markerContainer = itemContainer
                    markerContainer.guidebookListMarker = true
                    text.append(AttributedString(position.marker, attributes: markerContainer))
                    text.append(AttributedString(" ", attributes: itemContainer))
                    append(item, to: &text, itemContainer, style: [], book: book, depth: 0)
                }
            }
        }
        return text
    }

    /// Appends inlines with the attributes of their enclosing block, style and link.
    private func append(
        _ inlines: [HelpInline], to text: inout AttributedString, _ container: AttributeContainer,
        style: HelpInlineStyle, book: HelpBook?, depth: Int
    ) {
        guard depth < HelpMarkdown.maximumInlineDepth else {
            text.append(AttributedString(HelpInline.plainText(of: inlines), attributes: container))
            return
        }
        for inline in inlines {
            switch inline {
            case .text(let string):
                var styled = container
                if !style.isEmpty { styled.guidebookInlineStyle = style }
                text.append(AttributedString(string, attributes: styled))
            case .lineBreak:
                text.append(AttributedString("\n", attributes: container))
            case .strong(let children):
                append(children, to: &text, container, style: style.union(.bold), book: book, depth: depth + 1)
            case .emphasis(let children):
                append(children, to: &text, container, style: style.union(.italic), book: book, depth: depth + 1)
            case .link(let children, let link):
                var linked = container
                linked.link = url(of: link, in: book)
                append(children, to: &text, linked, style: style, book: book, depth: depth + 1)
            }
        }
    }

    private func url(of link: HelpLink, in book: HelpBook?) -> URL? {
        switch link {
        case .article(let id):
            if let book, book.path(of: id) == nil { return nil }
            return HelpDestination.article(id).url
        case .web(let address):
            return HelpLink.safeWebURL(address)
        }
    }
}
