import Foundation
import Guidebook
import GuidebookHTML
import Testing

/// Content that tries to inject markup or script into the preview: the browser must run none of it.
///
/// Every payload, if it ran, would set `document.title` to `PWNED` or add an element with id
/// `pwned`; the pages are opened in headless Chromium and the resulting DOM is checked.
@Suite(.serialized) struct PreviewInjectionTests {
    static let payloads = [
        "<script>document.title='PWNED'</script>",
        "<img src=x onerror=\"document.title='PWNED'\">",
        "\"><svg onload=document.title='PWNED'>",
        "' onmouseover='document.title=\"PWNED\"' x='",
        "</script><script>document.title='PWNED'</script>",
        "&lt;script&gt;document.title='PWNED'&lt;/script&gt;",
        "&#60;div id=pwned&#62;x&#60;/div&#62;",
        "<div id=\"pwned\">x</div>",
        "<!--<script>document.title='PWNED'</script>-->",
        "\u{2028}</script ><script>document.title='PWNED'</script>",
        "<iframe srcdoc=\"<script>parent.document.title='PWNED'</script>\"></iframe>",
    ]

    static let hostileLinks = [
        "javascript:document.title='PWNED'", "JaVaScRiPt:document.title='PWNED'", " javascript:alert(1)",
        "data:text/html,<script>document.title='PWNED'</script>", "vbscript:msgbox(1)", "http://example.com",
        "https://example.com/\"onclick=\"document.title='PWNED'",
    ]

    static func hostileSite() -> HTMLSite {
        var cards: [TutorialCard] = []
        for (index, payload) in payloads.enumerated() {
            cards.append(
                TutorialCard(
                    key: "Key\(index)\(payload)", title: payload, body: "Body \(payload)", dismissHint: payload,
                    language: "en"))
        }
        var items: [HelpItem] = []
        for (index, payload) in payloads.enumerated() {
            let link = hostileLinks[index % hostileLinks.count]
            items.append(
                HelpItem(
                    id: "item\(index)\(payload)", title: "Article \(payload)", subtitle: payload,
                    body: HelpBody(blocks: [
                        .paragraph([.text(payload), .strong([.text(payload)]), .link([.text(payload)], .web(link))]),
                        .list(
                            ordered: false,
                            items: [[.emphasis([.text(payload)])], [.link([.text("x")], .article(payload))]]),
                    ]),
                    keywords: [payload]))
        }
        let book = HelpBook(sections: [HelpSection(id: "s", title: "Section \(payloads[0])", items: items)])
        return HTMLSite(
            title: "Hostile \(payloads[1])", languages: [.init(code: "en", cards: cards, book: book)])
    }

    @Test func noInjectedScriptRunsOnAnyPage() throws {
        guard let chromium = ToolsTestSupport.tool("chromium") else { return }
        let browser = ChromiumPage(executable: chromium)
        let folder = try ToolsTestSupport.temporaryFolder("hostile")
        let site = Self.hostileSite()
        _ = try site.write(to: folder)
        let pages = site.pages()
        #expect(pages.count == 2 + Self.payloads.count + 1)
        for page in pages {
            // The search runs too: its results are built from the JSON data that carries the payloads.
            let query = page.fileName == "help-en.html" ? "?q=script" : ""
            let dom = try browser.dom(folder.appendingPathComponent(page.fileName), query: query)
            #expect(!dom.contains("<title>PWNED"), "\(page.fileName) ran an injected script")
            #expect(dom.contains("data-scheme="), "\(page.fileName): the page's own script ran")
            Self.expectOnlyOwnMarkup(dom, page: page.fileName)
        }
    }

    @Test func theSearchShowsPayloadsAsText() throws {
        guard let chromium = ToolsTestSupport.tool("chromium") else { return }
        let folder = try ToolsTestSupport.temporaryFolder("hostile")
        _ = try Self.hostileSite().write(to: folder)
        let dom = try ChromiumPage(executable: chromium).dom(
            folder.appendingPathComponent("help-en.html"), query: "?q=pwned")
        // Every article has the word; the page shows the top 10, as `guidebook search` does.
        #expect(dom.contains("data-count=\"\(min(Self.payloads.count, 10))\""))
        #expect(dom.contains("Article &lt;script&gt;document.title='PWNED'&lt;/script&gt;"))
    }

    /// The page's scripts are exactly its own; no element carries an event handler, a script
    /// address, or a tag the renderer never writes.
    static func expectOnlyOwnMarkup(_ dom: String, page: String) {
        let ownTags: Set<String> = [
            "html", "head", "meta", "title", "style", "body", "header", "nav", "a", "main", "section", "div", "h1",
            "h2", "p", "ul", "ol", "li", "span", "input", "script", "article", "strong", "em", "br",
        ]
        var scripts = 0
        let tagPattern = /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>\/"']+(?:="[^"]*")?)*)\s*\/?>/
        for tag in dom.matches(of: tagPattern) {
            let name = tag.output.1.lowercased()
            #expect(ownTags.contains(name), "\(page): unexpected <\(name)>")
            if name == "script" { scripts += 1 }
            for attribute in tag.output.2.matches(of: /\s+([^\s=>\/"']+)(?:="([^"]*)")?/) {
                let attributeName = attribute.output.1.lowercased()
                #expect(!attributeName.hasPrefix("on"), "\(page): event handler \(attributeName) on <\(name)>")
                #expect(attribute.output.2.map { $0.lowercased() } != "pwned", "\(page): injected element <\(name)>")
                guard attributeName == "href" || attributeName == "src", let value = attribute.output.2 else {
                    continue
                }
                let link = String(value)
                let allowed = link.hasPrefix("https://") || link.hasPrefix("mailto:") || link.contains(".html")
                #expect(allowed, "\(page): unexpected address \(link)")
                #expect(link.firstMatch(of: /(?i)^\s*(javascript|data|vbscript|http):/) == nil, "\(page): \(link)")
            }
        }
        #expect(scripts == (page == "help-en.html" ? 2 : 1), "\(page) has \(scripts) scripts")
    }
}
