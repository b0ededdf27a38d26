import Foundation
import Guidebook

/// The data the help index page's search box queries: one entry per article with
/// its title, keywords, subtitle, body text, path and page. Exported as JSON into
/// the page (see `HTMLScript` for how it is searched).
struct HelpSearchData: Sendable {
    struct Entry: Encodable {
        var id: String
        var title: String
        var subtitle: String
        var keywords: [String]
        var body: String
        var path: String
        var url: String
    }

    var entries: [Entry]

    init(help: HelpBookHTML) {
        entries = help.articles.map { article in
            Entry(
                id: article.item.id, title: article.item.title, subtitle: article.item.subtitle ?? "",
                keywords: article.item.keywords, body: String(article.item.body.plainText.prefix(4000)),
                path: help.book.breadcrumbs(for: article.indexPath).dropLast().joined(separator: " › "),
                url: article.fileName)
        }
    }

    /// The entries as JSON (to be passed through `HTMLEscaping.scriptJSON`).
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(entries) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
