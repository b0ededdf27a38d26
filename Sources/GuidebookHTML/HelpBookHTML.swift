import Guidebook

/// Draws a `HelpBook` as web pages in the look of an iOS grouped table: the index
/// page lists sections with their rows (a disclosure chevron each), every article
/// has its own page with a breadcrumb, its body and its children as a sub-table.
///
/// Bodies are rendered only from the parsed `HelpBody` model, every string escaped.
/// Links to other articles go to their pages; web links are kept only for `https:`
/// and `mailto:` (with `rel="noopener noreferrer"`); anything else is shown as text.
///
/// ```swift
/// let help = HelpBookHTML(book: book, language: "en")
/// help.indexFileName                    // "help-en.html"
/// help.fileName(forArticle: "export")   // "help-en-export.html"
/// ```
public struct HelpBookHTML: Sendable {
    /// One article as the pages show it.
    public struct Article: Sendable, Hashable {
        /// The item.
        public var item: HelpItem
        /// The page it is drawn on (relative to the site folder).
        public var fileName: String
        /// Titles from the section down to the item's parent.
        public var trail: [String]
        /// File names for `trail` (`nil` for the section, which has no page).
        var trailFiles: [String?]
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
        func visit(_ item: HelpItem, trail: [String], trailFiles: [String?], depth: Int) {
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
            articles.append(Article(item: item, fileName: name, trail: trail, trailFiles: trailFiles))
            guard depth < 64 else { return }  // bounded: a deeper book is drawn down to here
            for child in item.children {
                visit(child, trail: trail + [item.title], trailFiles: trailFiles + [name], depth: depth + 1)
            }
        }
        for section in book.sections {
            for item in section.items {
                visit(item, trail: [section.title], trailFiles: [nil], depth: 0)
            }
        }
        self.articles = articles
        self.fileNames = fileNames
    }

    /// The page of the article with `id`, or `nil` when the book has none.
    public func fileName(forArticle id: String) -> String? { fileNames[id] }

    /// Number of articles, at every depth.
    public var articleCount: Int { articles.count }

    /// What a writer should fix: empty titles and bodies, links to missing articles,
    /// web links with other schemes than `https:` and `mailto:`.
    public var warnings: [String] {
        var warnings: [String] = []
        for section in book.sections where section.title.allSatisfy(\.isWhitespace) {
            warnings.append("A section has no title (id \(section.id)).")
        }
        for article in articles {
            let item = article.item
            if item.title.allSatisfy(\.isWhitespace) { warnings.append("Article \(item.id) has no title.") }
            if item.body.isEmpty && item.children.isEmpty { warnings.append("Article \(item.id) has no text.") }
            for problem in linkProblems(in: item.body) { warnings.append("Article \(item.id): \(problem)") }
        }
        return warnings
    }

    // MARK: Pages

    /// The index page's content: the search box, its results list, the grouped table.
    func renderIndex(title: String) -> String {
        var html = "<h1>\(HTMLEscaping.text(title))</h1>\n"
        html += "<div class=\"search\"><input id=\"search\" type=\"search\" autocomplete=\"off\""
        let strings = HTMLStrings(language: language)
        html += " placeholder=\"\(HTMLEscaping.attribute(strings.search))\""
        html += " aria-label=\"\(HTMLEscaping.attribute(strings.searchHelp))\"></div>\n"
        html += "<ul id=\"search-results\" class=\"group\" hidden data-count=\"0\""
        html += " data-empty=\"\(HTMLEscaping.attribute(strings.noResults))\"></ul>\n"
        html += "<div id=\"help-table\">\n"
        for section in book.sections {
            html += "<section class=\"help-section\" data-section-id=\"\(HTMLEscaping.attribute(section.id))\">"
            html += "<h2 class=\"group-header\">\(HTMLEscaping.text(section.title))</h2>\n"
            html += rows(section.items) + "</section>\n"
        }
        html += "</div>\n"
        html += "<script type=\"application/json\" id=\"search-data\">"
        html += HTMLEscaping.scriptJSON(HelpSearchData(help: self).json())
        html += "</script>\n"
        return html
    }

    /// The page content for one article.
    func renderArticle(_ article: Article) -> String {
        let item = article.item
        let strings = HTMLStrings(language: language)
        var html = "<nav class=\"breadcrumb\" aria-label=\"\(HTMLEscaping.attribute(strings.breadcrumb))\"><ol>"
        html += "<li><a href=\"\(HTMLEscaping.attribute(indexFileName))\">\(HTMLEscaping.text(strings.help))</a></li>"
        for (title, file) in zip(article.trail, article.trailFiles) {
            if let file {
                html += "<li><a href=\"\(HTMLEscaping.attribute(file))\">\(HTMLEscaping.text(title))</a></li>"
            } else {
                html += "<li>\(HTMLEscaping.text(title))</li>"
            }
        }
        html += "<li aria-current=\"page\">\(HTMLEscaping.text(item.title))</li></ol></nav>\n"
        html += "<article class=\"help\" data-id=\"\(HTMLEscaping.attribute(item.id))\">"
        html += "<h1>\(HTMLEscaping.text(item.title))</h1>"
        if let subtitle = item.subtitle, !subtitle.isEmpty {
            html += "<p class=\"subtitle\">\(HTMLEscaping.text(subtitle))</p>"
        }
        html += "<div class=\"body\">\(renderBody(item.body))</div>"
        for problem in warningsFor(article) {
            html += "<p class=\"warning\" dir=\"ltr\" lang=\"en\">⚠ \(HTMLEscaping.text(problem))</p>"
        }
        html += "</article>\n"
        if !item.children.isEmpty {
            html += rows(item.children)
        }
        let related = item.related.compactMap { id in
            articles.first(where: { $0.item.id == id })
        }
        if !related.isEmpty {
            html += "<h2 class=\"group-header\">\(HTMLEscaping.text(strings.seeAlso))</h2>" + rows(related.map(\.item))
        }
        return html
    }

    private func warningsFor(_ article: Article) -> [String] {
        var problems = linkProblems(in: article.item.body)
        if article.item.title.allSatisfy(\.isWhitespace) { problems.append("This article has no title.") }
        if article.item.body.isEmpty && article.item.children.isEmpty { problems.append("This article has no text.") }
        return problems
    }

    private func rows(_ items: [HelpItem]) -> String {
        var html = "<ul class=\"group\">"
        for item in items {
            let file = fileNames[item.id] ?? indexFileName
            html += "<li><a class=\"row\" href=\"\(HTMLEscaping.attribute(file))\""
            html += " data-id=\"\(HTMLEscaping.attribute(item.id))\"><span class=\"label\">"
            html += "<span class=\"title\">\(HTMLEscaping.text(item.title))</span>"
            if let subtitle = item.subtitle, !subtitle.isEmpty {
                html += "<span class=\"subtitle\">\(HTMLEscaping.text(subtitle))</span>"
            }
            html += "</span>"
            if !item.children.isEmpty {
                html += "<span class=\"badge\">\(item.children.count)</span>"
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
                    if let safe = Self.safeWebAddress(address) {
                        html += "<a class=\"web-link\" href=\"\(HTMLEscaping.attribute(safe))\""
                        html += " rel=\"noopener noreferrer\" target=\"_blank\">\(label)</a>"
                    } else {
                        html += "<span class=\"broken-link\">\(label)</span>"
                    }
                }
            }
        }
        return html
    }

    private func linkProblems(in body: HelpBody) -> [String] {
        var problems: [String] = []
        func visit(_ inlines: [HelpInline], depth: Int) {
            guard depth < 32 else { return }
            for inline in inlines {
                switch inline {
                case .text, .lineBreak: break
                case .strong(let children), .emphasis(let children): visit(children, depth: depth + 1)
                case .link(let children, let link):
                    switch link {
                    case .article(let id) where fileNames[id] == nil:
                        problems.append("the link to article \"\(id)\" goes nowhere: no article has that id.")
                    case .web(let address) where Self.safeWebAddress(address) == nil:
                        problems.append("the link \"\(address)\" was dropped: only https: and mailto: links are kept.")
                    default: break
                    }
                    visit(children, depth: depth + 1)
                }
            }
        }
        for block in body.blocks {
            switch block {
            case .paragraph(let inlines): visit(inlines, depth: 0)
            case .list(_, let items): for item in items { visit(item, depth: 0) }
            }
        }
        return problems
    }

    /// `address` when it is an `https:` or `mailto:` address without spaces or
    /// control characters; `nil` otherwise (`javascript:`, `data:`, `http:`, ...).
    static func safeWebAddress(_ address: String) -> String? {
        let scalars = address.unicodeScalars
        guard !scalars.isEmpty,
            !scalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) })
        else { return nil }
        let lower = address.lowercased()
        guard lower.hasPrefix("https://") || lower.hasPrefix("mailto:") else { return nil }
        return address
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
