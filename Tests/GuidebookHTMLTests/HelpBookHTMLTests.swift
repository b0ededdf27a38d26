import Guidebook
import GuidebookHTML
import Testing

@Suite struct HelpBookHTMLTests {
    static let book = HelpBook(sections: [
        HelpSection(
            id: "basics", title: "Basics",
            items: [
                HelpItem(
                    id: "open", title: "Opening",
                    body: HelpBody(blocks: [
                        .paragraph([
                            .text("See "), .link([.text("export")], .article("export")), .text(" and "),
                            .link([.text("the site")], .web("https://example.com/help?a=1&b=2")), .text("."),
                        ]),
                        .list(ordered: true, items: [[.strong([.text("One")])], [.emphasis([.text("Two")])]]),
                    ]),
                    children: [
                        HelpItem(
                            id: "open/recent", title: "Recent files",
                            body: HelpBody(blocks: [.paragraph([.text("Hi")])]))
                    ]
                ),
                HelpItem(id: "export", title: "Export", body: HelpBody(blocks: [.paragraph([.text("PDF")])])),
            ])
    ])

    @Test func everyArticleAtAnyDepthGetsItsOwnPage() {
        let help = HelpBookHTML(book: Self.book, language: "en")
        #expect(help.articles.map(\.item.id) == ["open", "open/recent", "export"])
        #expect(Set(help.articles.map(\.fileName)).count == 3)
        #expect(help.articles.map(\.indexPath) == [[0, 0], [0, 0, 0], [0, 1]])
        #expect(help.fileName(forArticle: "export") == "help-en-export.html")
        // The breadcrumbs are the core's (HelpArticleScreen): Help and the section go to the
        // index, the parent to its page, the article itself is the current step.
        let page = help.renderArticle(help.articles[1])
        #expect(
            page.hasPrefix(
                "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb\"><ol><li><a href=\"help-en.html\">Help</a></li>"
                    + "<li><a href=\"help-en.html\">Basics</a></li><li><a href=\"help-en-open.html\">Opening</a></li>"
                    + "<li aria-current=\"page\">Recent files</li></ol></nav>"))
    }

    @Test func bodiesAreDrawnFromTheModelWithSafeLinks() {
        let help = HelpBookHTML(book: Self.book, language: "en")
        let html = help.renderBody(Self.book.sections[0].items[0].body)
        #expect(html.contains("<a class=\"article-link\" href=\"help-en-export.html\">export</a>"))
        #expect(
            html.contains(
                "<a class=\"web-link\" href=\"https://example.com/help?a=1&amp;b=2\" rel=\"noopener noreferrer\""))
        #expect(html.contains("<ol><li><strong>One</strong></li><li><em>Two</em></li></ol>"))
        #expect(Self.book.validate().isEmpty)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "data:text/html,x", "http://example.com", "https://a b",
        "https://a\u{0}b", "vbscript:x", "//example.com", "",
    ])
    func unsafeWebLinksBecomeTextAndAValidationWarning(address: String) {
        let body = HelpBody(blocks: [.paragraph([.link([.text("click")], .web(address))])])
        let book = HelpBook(sections: [
            HelpSection(id: "s", title: "S", items: [HelpItem(id: "a", title: "A", body: body)])
        ])
        let help = HelpBookHTML(book: book, language: "en")
        let html = help.renderBody(body)
        #expect(!html.contains("href"))
        #expect(html.contains("click"))
        // The one check is the book's validation (the pages draw, they do not validate).
        #expect(book.validate().map(\.code) == [.unsafeLink])
    }

    @Test func aLinkToAMissingArticleIsReported() {
        let body = HelpBody(blocks: [.paragraph([.link([.text("gone")], .article("nowhere"))])])
        let book = HelpBook(sections: [
            HelpSection(id: "s", title: "S", items: [HelpItem(id: "a", title: "A", body: body)])
        ])
        let help = HelpBookHTML(book: book, language: "en")
        #expect(!help.renderBody(body).contains("href"))
        #expect(book.validate().map(\.code) == [.missingLink])
    }

    @Test func idsThatDifferOnlyInCaseOrPunctuationGetDistinctPages() {
        let items = ["Tips", "tips", "t/ips", "t ips"].map { HelpItem(id: $0, title: $0, body: HelpBody()) }
        let help = HelpBookHTML(
            book: HelpBook(sections: [HelpSection(id: "s", title: "S", items: items)]), language: "en")
        #expect(Set(help.articles.map(\.fileName)).count == 4)
        for name in help.articles.map(\.fileName) {
            #expect(name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) })
        }
    }

    @Test func idsWithoutLatinLettersAreNumberedInBookOrder() {
        let items = ["مرحبا", "تصدير", "PDF تصدير"].map { HelpItem(id: $0, title: $0) }
        let help = HelpBookHTML(
            book: HelpBook(sections: [HelpSection(id: "s", title: "S", items: items)]), language: "ar")
        #expect(
            help.articles.map(\.fileName) == ["help-ar-article-1.html", "help-ar-article-2.html", "help-ar-pdf.html"])
    }
}

extension HelpBookHTMLTests {
    static let relatedBook = HelpBook(sections: [
        HelpSection(
            id: "basics", title: "Grundlagen",
            items: [
                HelpItem(id: "open", title: "Öffnen", body: HelpBody(plainText: "Tippe."), related: ["export"]),
                HelpItem(id: "export", title: "Exportieren", body: HelpBody(plainText: "Teile.")),
            ])
    ])

    @Test(arguments: [
        ("de", "Suchen", "Keine Ergebnisse", "Siehe auch", "Hilfe"),
        ("de-AT", "Suchen", "Keine Ergebnisse", "Siehe auch", "Hilfe"),
        ("ar", "بحث", "لا توجد نتائج", "انظر أيضًا", "المساعدة"),
        ("fr", "Rechercher", "Aucun résultat", "Voir aussi", "Aide"),
        ("zh-TW", "搜尋", "沒有結果", "另請參閱", "輔助說明"),
        ("en", "Search", "No results", "See also", "Help"),
        ("tlh", "Search", "No results", "See also", "Help"),
    ])
    func thePagesOwnWordsAreInTheBooksLanguage(
        language: String, search: String, noResults: String, seeAlso: String, help: String
    ) throws {
        let pages = HelpBookHTML(book: Self.relatedBook, language: language)
        let index = pages.renderIndex(title: GuidebookStrings(language: language).help)
        #expect(index.contains("placeholder=\"\(search)\""))
        #expect(index.contains("data-empty=\"\(noResults)\""))
        #expect(index.hasPrefix("<h1>\(help)</h1>"))
        let article = pages.renderArticle(try #require(pages.articles.first))
        #expect(article.contains("<h2 class=\"group-header\">\(seeAlso)</h2>"))
        #expect(article.contains("\">\(help)</a></li>"), "the breadcrumb's first step")
    }
}
