import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The preview's search box answers as `HelpSearchIndex` (what `guidebook search` runs) does:
/// `guidebook preview` of the example content, each language's help page opened in headless
/// Chromium, its script asked every query of the labeled set and every title, section and
/// keyword of the book, and each answer compared with the Swift index's: the same articles
/// in the same order, with the same scores to the bit.
@Suite(.serialized) struct PreviewSearchParityTests {
    /// The most results `guidebook search` prints (and the preview shows).
    static let limit = 10

    struct Answer: Decodable, Equatable, CustomStringConvertible {
        var id: String
        var words: Int
        var score: Double
        var description: String { "\(id) \(words) \(score)" }
    }

    /// Queries beyond the labeled set: every title, section title and keyword of `book`, each
    /// also as a prefix being typed and with a transposed letter, and edge cases.
    static func extraQueries(_ book: HelpBook) -> [String] {
        var texts: [String] = []
        func visit(_ item: HelpItem) {
            texts.append(item.title)
            texts += item.keywords
            item.children.forEach(visit)
        }
        for section in book.sections {
            texts.append(section.title)
            section.items.forEach(visit)
        }
        var queries: [String] = []
        for text in texts {
            queries += [text, text + " ", String(text.prefix(3)), text.lowercased()]
            let letters = Array(text)
            if letters.count >= 5 {
                var swapped = letters
                swapped.swapAt(1, 2)
                queries.append(String(swapped) + " ")
            }
        }
        return queries + [
            "", " ", "the", "how to", "the the", "a-b", "e-mail", "don't", "2.1", "Straße", "STRASSE", "résumé",
            "ﬁle", "ＰＤＦ", "C++", "«Teilen»", "こんにちは", "設定", "한국어", "🎹", String(repeating: "x", count: 80),
        ]
    }

    /// What the page's script answers for `queries`, from headless Chromium.
    static func pageAnswers(_ page: URL, queries: [String], browser: ChromiumPage) throws -> [[Answer]] {
        var html = try String(contentsOf: page, encoding: .utf8)
        let nonce = try #require(html.firstMatch(of: /<script nonce="([^"]+)">/)).output.1
        let queriesJSON = String(decoding: try JSONEncoder().encode(queries), as: UTF8.self)
            .replacingOccurrences(of: "<", with: "\\u003c")
        // Runs after the page's own script: asks it every query, writes the answers as JSON.
        let harness = """
            <script type="application/json" id="parity-queries">\(queriesJSON)</script>
            <pre id="parity-results"></pre>
            <script nonce="\(nonce)">
            (function () {
              var queries = JSON.parse(document.getElementById('parity-queries').textContent);
              var out = document.getElementById('parity-results');
              try {
                out.textContent = JSON.stringify(queries.map(function (q) { return window.guidebookSearch(q, \(limit)); }));
              } catch (e) { out.textContent = 'error: ' + e; }
            })();
            </script>
            """
        let end = try #require(html.range(of: "</body>", options: .backwards))
        html.insert(contentsOf: harness, at: end.lowerBound)
        let harnessPage = page.deletingLastPathComponent().appendingPathComponent("parity-" + page.lastPathComponent)
        try Data(html.utf8).write(to: harnessPage)
        let dom = try browser.dom(harnessPage)
        let escaped = try #require(dom.firstMatch(of: /<pre id="parity-results">(.*?)<\/pre>/.dotMatchesNewlines()))
        let text = String(escaped.output.1).replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        #expect(!text.hasPrefix("error: "), "the page's script failed: \(text)")
        return try JSONDecoder().decode([[Answer]].self, from: Data(text.utf8))
    }

    @Test(arguments: ["en", "de", "ar"])
    func thePreviewsSearchFindsWhatTheIndexFinds(language: String) throws {
        guard let chromium = ToolsTestSupport.tool("chromium") else { return }
        let root = try ToolsTestSupport.temporaryFolder("preview-parity")
        defer { try? FileManager.default.removeItem(at: root) }
        let content = ToolsTestSupport.repositoryRoot.appendingPathComponent("Examples/Compositions")
        let run = try ToolsTestSupport.guidebook(["preview", content.path, "--out", "site"], in: root)
        #expect(run.status == 0, "\(run.errors)")
        let book = try HelpBook.load(from: content, preferredLanguages: [language])
        let index = HelpSearchIndex(book: book)
        let labeled = ExampleSearchQueries.labeled.filter { $0.language == language }
        #expect(labeled.count >= 9, "the labeled set covers \(language)")
        let queries = labeled.map(\.query) + Self.extraQueries(book)
        let page = root.appendingPathComponent("site/help-\(language).html")
        let answers = try Self.pageAnswers(page, queries: queries, browser: ChromiumPage(executable: chromium))
        try #require(answers.count == queries.count)
        var disagreements: [String] = []
        for (query, answer) in zip(queries, answers) {
            let expected = index.search(query, limit: Self.limit).map {
                Answer(id: $0.itemID, words: $0.matchedWordCount, score: $0.score)
            }
            if answer != expected {
                disagreements.append("\"\(query)\": page \(answer), index \(expected)")
            }
        }
        let answered = answers.filter { !$0.isEmpty }.count
        print(
            "preview search parity \(language): \(queries.count) queries, \(answered) with results, \(disagreements.count) differ"
        )
        #expect(answered * 2 > queries.count, "most queries find something")
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) of \(queries.count) queries differ:\n\(disagreements.joined(separator: "\n"))")
        // The labeled articles are in the top 3: agreeing with the index means finding them.
        for labeledQuery in labeled {
            let titles = Set(index.search(labeledQuery.query, limit: 3).map(\.title))
            #expect(labeledQuery.expected.allSatisfy(titles.contains), "\(labeledQuery.query)")
        }
    }
}
