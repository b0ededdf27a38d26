import Foundation
import Guidebook

/// The data the help index page's search box queries: the book's `HelpSearchIndex` as a
/// script answers queries from it (`HelpSearchIndex.ScriptData`), and per article (in the
/// index's order) its id, title, path and page. Exported as JSON into the page; the page's
/// script runs only the query side (see `HelpSearchScript`), so it finds what
/// `guidebook search` finds on the same book.
struct HelpSearchData: Sendable {
    struct Entry: Encodable {
        var id: String
        var title: String
        var path: String
        var url: String
    }

    struct Payload: Encodable {
        var articles: [Entry]
        var index: HelpSearchIndex.ScriptData
        var limit: Int
    }

    /// The most results the page shows: as many as `guidebook search` prints.
    static let limit = 10

    var payload: Payload

    init(help: HelpBookHTML) {
        // The index `guidebook search` builds: the book's own language decides the rules.
        let index = HelpSearchIndex(book: help.book).scriptData
        // The pages are the index's articles in the same order (repeated ids included); by id
        // only if a book deeper than the index reads ever made them differ.
        let sameOrder =
            help.articles.count == index.itemIDs.count
            && zip(help.articles, index.itemIDs).allSatisfy { $0.item.id == $1 }
        var pages: [String: HelpBookHTML.Article] = [:]
        for article in help.articles where pages[article.item.id] == nil { pages[article.item.id] = article }
        let articles = index.itemIDs.enumerated().map { document, id in
            let article = sameOrder ? help.articles[document] : pages[id]
            return Entry(
                id: id, title: article?.item.title ?? id,
                path: article.map { help.book.breadcrumbs(for: $0.indexPath).dropLast().joined(separator: " › ") }
                    ?? "",
                url: article?.fileName ?? help.indexFileName)
        }
        payload = Payload(articles: articles, index: index, limit: Self.limit)
    }

    /// The payload as JSON (to be passed through `HTMLEscaping.scriptJSON`).
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(payload) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
