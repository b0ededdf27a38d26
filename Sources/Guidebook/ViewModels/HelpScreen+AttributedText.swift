import Foundation

// Each help screen as one attributed text, for presenters that draw a screen as text (a text
// view, a terminal): headers in bold, one line per row with a `guidebook://help/<id>` link, the
// search matches highlighted. Presenters map the attributes as for bodies.

extension HelpIndexScreen {
    /// The index as text: each section's title in bold on a line of its own, then one line per
    /// row (its title, a link to its article, then ` — ` and the subtitle when it has one).
    ///
    /// ```swift
    /// String(HelpIndexScreen(book: book).attributedText.characters)
    /// // "Getting Started\nWelcome\n\nEditing\nUndo\nNotation — Notes and rests"
    /// ```
    ///
    /// - Complexity: O(r) in the number of rows.
    public var attributedText: AttributedString {
        var text = AttributedString()
        for (index, section) in sections.enumerated() {
            if index > 0 { text.append(AttributedString("\n\n")) }
            text.append(HelpScreenText.header(section.title))
            for row in section.rows { text.append(HelpScreenText.rowLine(row)) }
        }
        return text
    }
}

extension HelpArticleScreen {
    /// The article as text: its body, then its children (one linked line each), then the
    /// "See also" header in bold and a linked line per related article.
    ///
    /// ```swift
    /// HelpArticleScreen(book: book, articleID: "editing/undo")?.attributedText
    /// ```
    ///
    /// - Complexity: O(n) in the size of the body and the rows.
    public var attributedText: AttributedString {
        var text = body
        if !children.isEmpty {
            if !text.characters.isEmpty { text.append(AttributedString("\n")) }
            for row in children { text.append(HelpScreenText.rowLine(row)) }
        }
        if !seeAlso.isEmpty {
            if !text.characters.isEmpty { text.append(AttributedString("\n\n")) }
            text.append(HelpScreenText.header(seeAlsoTitle))
            for row in seeAlso { text.append(HelpScreenText.rowLine(row)) }
        }
        return text
    }
}

extension HelpSearchScreen {
    /// The results as text: per result its title (matches highlighted, a link to the article),
    /// the trail on the next line when there is one, then the snippet; or the empty-results line.
    ///
    /// ```swift
    /// HelpSearchScreen(query: "undo", results: book.search("undo")).attributedText
    /// ```
    ///
    /// - Complexity: O(n) in the length of the results' texts.
    public var attributedText: AttributedString {
        if let emptyMessage { return AttributedString(emptyMessage) }
        var text = AttributedString()
        for (index, row) in rows.enumerated() {
            if index > 0 { text.append(AttributedString("\n\n")) }
            var title = row.title
            title.link = HelpDestination.article(row.id).url
            text.append(title)
            if !row.trail.isEmpty { text.append(AttributedString("\n" + row.trail)) }
            if !row.snippet.characters.isEmpty {
                text.append(AttributedString("\n"))
                text.append(row.snippet)
            }
        }
        return text
    }
}

/// The pieces the screens' texts are made of.
enum HelpScreenText {
    /// A title in bold (no newline before it).
    static func header(_ title: String) -> AttributedString {
        var header = AttributedString(title)
        header.guidebookInlineStyle = .bold
        return header
    }

    /// A newline, the row's title as a link to its article, and ` — subtitle` when it has one.
    static func rowLine(_ row: HelpRowModel) -> AttributedString {
        var line = AttributedString("\n")
        var title = AttributedString(row.title)
        title.link = HelpDestination.article(row.id).url
        line.append(title)
        if let subtitle = row.subtitle { line.append(AttributedString(" — " + subtitle)) }
        return line
    }
}
