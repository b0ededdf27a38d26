import Guidebook

/// Draws a `HelpBook` as web pages in the look of an iOS grouped table: the index
/// page lists sections with their rows (a disclosure chevron each), every article
/// has its own page with a breadcrumb, its body and its children as a sub-table.
///
/// It draws only the core's screen models, as the UIKit and SwiftUI adapters do:
/// ``HelpIndexScreen`` for the index, ``HelpArticleScreen`` for each article (breadcrumbs,
/// children, "See also"). Bodies are rendered from the parsed `HelpBody` model, every string
/// escaped. Links to other articles go to their pages; web links are kept only when
/// `HelpLink.safeWebURL` (the core's one rule) accepts them, with `rel="noopener noreferrer"`;
/// anything else is shown as text. It does not validate: a book's findings come from
/// ``HelpBook/validate()`` (in a ``GuidebookContent``'s diagnostics) and are drawn where given.
///
/// ```swift
/// let help = HelpBookHTML(book: book, language: "en")
/// help.indexFileName                    // "help-en.html"
/// help.fileName(forArticle: "export")   // "help-en-export.html"
/// ```
public struct HelpBookHTML: Sendable {
    /// One article's page.
    public struct Article: Sendable, Hashable {
        /// The item.
        public var item: HelpItem
        /// The page it is drawn on (relative to the site folder).
        public var fileName: String
        /// Where the item stands in the book (table positions; its breadcrumbs come from
        /// ``HelpArticleScreen``).
        public var indexPath: HelpBook.Path
    }

    /// The book.
    public let book: HelpBook
    /// The language the book is written in (`lang` of its pages).
    public let language: String
    /// Every article, depth first in book order.
    public let articles: [Article]
    /// The index page's file name.
    public let indexFileName: String

    private let fileNames: [String: String]

    /// Prepares the pages of one book.
    ///
    /// - Parameters:
    ///   - book: The help book.
    ///   - language: Its language (`en`, `ar`).
    ///   - fileNamePrefix: Page names start with this, then the language; `help` by default.
    /// - Complexity: O(n) in the number of items.
    public init(book: HelpBook, language: String, fileNamePrefix: String = "help") {
        self.book = book
        self.language = language
        let languageSlug = Self.slug(language)
        let stem = "\(fileNamePrefix)-\(languageSlug.isEmpty ? "book" : languageSlug)"
        self.indexFileName = "\(stem).html"
        var articles: [Article] = []
        var used: Set<String> = [indexFileName]
        var fileNames: [String: String] = [:]
        for (path, item) in book.allItems {
            // Ids without ASCII letters (Arabic titles) are numbered in book order instead.
            let slug = Self.slug(item.id)
            let base = slug.isEmpty ? "\(stem)-article-\(articles.count + 1)" : "\(stem)-\(slug)"
            var name = "\(base).html"
            var counter = 2
            while used.contains(name) {
                name = "\(base)-\(counter).html"
                counter += 1
            }
            used.insert(name)
            if fileNames[item.id] == nil { fileNames[item.id] = name }
            articles.append(Article(item: item, fileName: name, indexPath: path))
        }
        self.articles = articles
        self.fileNames = fileNames
    }

    /// The page of the article with `id`, or `nil` when the book has none.
    public func fileName(forArticle id: String) -> String? { fileNames[id] }

    /// Number of articles, at every depth.
    public var articleCount: Int { articles.count }

    // MARK: Pages

    /// The index page's content: the search box, its results list, the grouped table.
    package func renderIndex(title: String) -> String {
        var html = "<h1>\(HTMLEscaping.text(title))</h1>\n"
        html += "<div class=\"search\"><input id=\"search\" type=\"search\" autocomplete=\"off\""
        let strings = GuidebookStrings(language: language)
        html += " placeholder=\"\(HTMLEscaping.attribute(strings.search))\""
        html += " aria-label=\"\(HTMLEscaping.attribute(strings.searchHelp))\"></div>\n"
        html += "<ul id=\"search-results\" class=\"group\" hidden data-count=\"0\""
        html += " data-empty=\"\(HTMLEscaping.attribute(strings.noResults))\"></ul>\n"
        html += "<div id=\"help-table\">\n"
        for section in HelpIndexScreen(book: book, strings: screenStrings).sections {
            html += "<section class=\"help-section\" data-section-id=\"\(HTMLEscaping.attribute(section.id))\">"
            html += "<h2 class=\"group-header\">\(HTMLEscaping.text(section.title))</h2>\n"
            html += rows(section.rows) + "</section>\n"
        }
        html += "</div>\n"
        html += "<script type=\"application/json\" id=\"search-data\">"
        html += HTMLEscaping.scriptJSON(HelpSearchData(help: self).json())
        html += "</script>\n"
        return html
    }

    /// The words the core's screen models add, in the pages' language.
    var screenStrings: HelpScreenStrings {
        let strings = GuidebookStrings(language: language)
        return HelpScreenStrings(
            title: strings.help, seeAlso: strings.seeAlso, searchPrompt: strings.searchHelp,
            noResults: strings.noResults)
    }

    /// The page content for one article: its ``HelpArticleScreen`` drawn, then `findings`
    /// (what validation found at the article) as warnings.
    ///
    /// - Parameters:
    ///   - article: The article.
    ///   - findings: The diagnostics to show on its page.
    package func renderArticle(_ article: Article, findings: [Diagnostic] = []) -> String {
        let item = article.item
        let strings = GuidebookStrings(language: language)
        guard let screen = HelpArticleScreen(book: book, articleID: item.id, strings: screenStrings),
            screen.indexPath == article.indexPath
        else {
            // A later article with an id an earlier one has: links reach only the first
            // (validation says so); its page draws the item alone.
            return "<article class=\"help\" data-id=\"\(HTMLEscaping.attribute(item.id))\">"
                + "<h1>\(HTMLEscaping.text(item.title))</h1><div class=\"body\">\(renderBody(item.body))</div>"
                + warnings(findings) + "</article>\n"
        }
        var html = "<nav class=\"breadcrumb\" aria-label=\"\(HTMLEscaping.attribute(strings.breadcrumb))\"><ol>"
        for crumb in screen.breadcrumbs {
            switch crumb.destination {
            case nil:
                html += "<li aria-current=\"page\">\(HTMLEscaping.text(crumb.title))</li>"
            case .some(let destination):
                let file = self.file(for: destination)
                html += "<li><a href=\"\(HTMLEscaping.attribute(file))\">\(HTMLEscaping.text(crumb.title))</a></li>"
            }
        }
        html += "</ol></nav>\n"
        html += "<article class=\"help\" data-id=\"\(HTMLEscaping.attribute(screen.id))\">"
        html += "<h1>\(HTMLEscaping.text(screen.title))</h1>"
        if let subtitle = screen.subtitle {
            html += "<p class=\"subtitle\">\(HTMLEscaping.text(subtitle))</p>"
        }
        html += "<div class=\"body\">\(renderBody(item.body))</div>"
        html += warnings(findings)
        html += "</article>\n"
        if !screen.children.isEmpty {
            html += rows(screen.children)
        }
        if !screen.seeAlso.isEmpty {
            html += "<h2 class=\"group-header\">\(HTMLEscaping.text(screen.seeAlsoTitle))</h2>" + rows(screen.seeAlso)
        }
        return html
    }

    /// The page a screen destination is drawn on.
    private func file(for destination: HelpDestination) -> String {
        switch destination {
        case .article(let id): fileNames[id] ?? indexFileName
        case .index: indexFileName
        }
    }

    private func warnings(_ findings: [Diagnostic]) -> String {
        findings.map {
            "<p class=\"warning\" dir=\"ltr\" lang=\"en\">⚠ \(HTMLEscaping.text($0.sentences))</p>"
        }.joined()
    }

    private func rows(_ rows: [HelpRowModel]) -> String {
        var html = "<ul class=\"group\">"
        for row in rows {
            let file = fileNames[row.id] ?? indexFileName
            html += "<li><a class=\"row\" href=\"\(HTMLEscaping.attribute(file))\""
            html += " data-id=\"\(HTMLEscaping.attribute(row.id))\"><span class=\"label\">"
            html += "<span class=\"title\">\(HTMLEscaping.text(row.title))</span>"
            if let subtitle = row.subtitle {
                html += "<span class=\"subtitle\">\(HTMLEscaping.text(subtitle))</span>"
            }
            html += "</span>"
            if row.childCount > 0 {
                html += "<span class=\"badge\">\(row.childCount)</span>"
            }
            html += "</a></li>"
        }
        return html + "</ul>\n"
    }

    // MARK: Bodies

    /// A body as HTML: paragraphs, lists, bold, italic, links; nothing else.
    ///
    /// - Complexity: O(n) in the size of the body.
    public func renderBody(_ body: HelpBody) -> String {
        var html = ""
        for block in body.blocks {
            switch block {
            case .paragraph(let inlines):
                html += "<p>\(renderInlines(inlines, depth: 0))</p>"
            case .list(let ordered, let items):
                let tag = ordered ? "ol" : "ul"
                html += "<\(tag)>"
                for item in items { html += "<li>\(renderInlines(item, depth: 0))</li>" }
                html += "</\(tag)>"
            }
        }
        return html
    }

    private func renderInlines(_ inlines: [HelpInline], depth: Int) -> String {
        guard depth < 32 else { return HTMLEscaping.text(HelpInline.plainText(of: inlines)) }
        var html = ""
        for inline in inlines {
            switch inline {
            case .text(let text):
                html += HTMLEscaping.text(text)
            case .strong(let children):
                html += "<strong>\(renderInlines(children, depth: depth + 1))</strong>"
            case .emphasis(let children):
                html += "<em>\(renderInlines(children, depth: depth + 1))</em>"
            case .lineBreak:
                html += "<br>"
            case .link(let children, let link):
                let label = renderInlines(children, depth: depth + 1)
                switch link {
                case .article(let id):
                    if let file = fileNames[id] {
                        html += "<a class=\"article-link\" href=\"\(HTMLEscaping.attribute(file))\">\(label)</a>"
                    } else {
                        html += "<span class=\"broken-link\">\(label)</span>"
                    }
                case .web(let address):
                    if let safe = HelpLink.safeWebURL(address) {
                        html += "<a class=\"web-link\" href=\"\(HTMLEscaping.attribute(safe.absoluteString))\""
                        html += " rel=\"noopener noreferrer\" target=\"_blank\">\(label)</a>"
                    } else {
                        html += "<span class=\"broken-link\">\(label)</span>"
                    }
                }
            }
        }
        return html
    }

    /// A file-name-safe form of an id: its ASCII letters and digits in runs joined by `-`, lower case
    /// (`Export/PDF` → `export-pdf`); empty when the id has none (an Arabic title, say).
    static func slug(_ text: String) -> String {
        var words: [String] = []
        var word = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" {
                word.unicodeScalars.append(scalar)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        return String(words.joined(separator: "-").lowercased().prefix(60))
    }
}
