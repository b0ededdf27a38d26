/// The text of a help article: plain text or a small Markdown subset, parsed into
/// blocks and inlines that presenters draw. Raw HTML is never passed through.
public struct HelpBody: Sendable, Hashable, Codable {
    /// The blocks, in order.
    public var blocks: [HelpBlock]

    /// Creates a body from blocks.
    public init(blocks: [HelpBlock] = []) {
        self.blocks = blocks
    }

    /// The text a reader sees, without markup: blocks separated by a blank line,
    /// list items each on a line of their own. Search snippets and highlight
    /// ranges refer to this string.
    public var plainText: String {
        blocks.map(\.plainText).joined(separator: "\n\n")
    }

    /// Whether there is no text at all.
    public var isEmpty: Bool {
        blocks.allSatisfy { $0.plainText.allSatisfy(\.isWhitespace) }
    }
}

/// A block of an article body.
public enum HelpBlock: Sendable, Hashable, Codable {
    /// A paragraph of inline content.
    case paragraph([HelpInline])
    /// A list; each item is a run of inline content.
    case list(ordered: Bool, items: [[HelpInline]])

    /// The block's text without markup.
    public var plainText: String {
        switch self {
        case .paragraph(let inlines):
            return HelpInline.plainText(of: inlines)
        case .list(_, let items):
            return items.map { HelpInline.plainText(of: $0) }.joined(separator: "\n")
        }
    }
}

/// Inline content within a block.
public indirect enum HelpInline: Sendable, Hashable, Codable {
    /// Plain text.
    case text(String)
    /// **Bold** text.
    case strong([HelpInline])
    /// *Italic* text.
    case emphasis([HelpInline])
    /// A link: to another article by id, or to a web address.
    case link([HelpInline], HelpLink)
    /// A line break inside a paragraph.
    case lineBreak

    /// The text of a run of inlines without markup.
    public static func plainText(of inlines: [HelpInline]) -> String {
        var text = ""
        for inline in inlines {
            switch inline {
            case .text(let string): text += string
            case .strong(let children), .emphasis(let children), .link(let children, _):
                text += plainText(of: children)
            case .lineBreak: text += "\n"
            }
        }
        return text
    }
}

/// Where a link in an article goes.
public enum HelpLink: Sendable, Hashable, Codable {
    /// Another article in the same book, by id (`guidebook://help/<id>` or `#<id>`).
    case article(String)
    /// A web address (`https:` or `mailto:` only; other schemes are rejected).
    case web(String)
}
