import Foundation
import Guidebook

/// The search target: a book made from the input, indexed, and searched with queries from it.
enum SearchChecks {
    /// Languages whose stemming and stop words differ.
    static let languages: [String?] = [nil, "en", "de", "fr", "ja", "tr"]

    /// The input's first line is the query; the rest is the book: a line starting `## ` opens a
    /// section, `# ` an article (its title), anything else is body Markdown. Every result must
    /// name an article of the book at its index path, with highlights inside its title and snippet.
    static func search(_ data: Data) throws(FuzzFailure) {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let query = lines.first.map(String.init) ?? ""
        let book = makeBook(lines.dropFirst())
        let language = languages[Int(data.first ?? 0) % languages.count]
        let index = HelpSearchIndex(book: book, language: language)
        var queries = [query, query + " ", String(query.prefix(3))]
        for item in book.allItems.prefix(4).map(\.item) {
            queries.append(item.title)
            queries.append(String(item.body.plainText.prefix(12)))
        }
        for query in queries {
            for limit in [1, 20] {
                try check(index.search(query, limit: limit), of: book, query: query, limit: limit)
            }
        }
    }

    static func makeBook(_ lines: ArraySlice<Substring>) -> HelpBook {
        var sections: [HelpSection] = []
        var items: [HelpItem] = []
        var sectionTitle = "Help"
        var title: String?
        var body: [Substring] = []
        func closeItem() {
            if let title {
                let id = "item-\(sections.count)-\(items.count)"
                items.append(HelpItem(id: id, title: title, body: HelpBody(markdown: body.joined(separator: "\n"))))
            }
            title = nil
            body = []
        }
        func closeSection() {
            closeItem()
            if !items.isEmpty {
                sections.append(HelpSection(id: "section-\(sections.count)", title: sectionTitle, items: items))
            }
            items = []
        }
        for line in lines {
            if line.hasPrefix("## ") {
                closeSection()
                sectionTitle = String(line.dropFirst(3))
            } else if line.hasPrefix("# ") {
                closeItem()
                title = String(line.dropFirst(2))
            } else {
                if title == nil { title = "" }
                body.append(line)
            }
        }
        closeSection()
        return HelpBook(sections: sections)
    }

    static func check(
        _ results: [HelpSearchResult], of book: HelpBook, query: String, limit: Int
    ) throws(FuzzFailure) {
        let asked = "search(\(query.debugDescription), limit: \(limit))"
        try expect(results.count <= limit, "\(asked) gave \(results.count) results.")
        try expect(Set(results.map(\.itemID)).count == results.count, "\(asked) lists an article twice.")
        for result in results {
            guard let item = book.item(at: result.indexPath) else {
                throw FuzzFailure("\(asked): no article at \(result.indexPath).")
            }
            try expect(item.id == result.itemID, "\(asked): \(result.indexPath) is \(item.id), not \(result.itemID).")
            try expect(result.score.isFinite, "\(asked): score \(result.score).")
            try inside(result.titleHighlights, result.title, "\(asked): a title highlight")
            try inside(result.snippetHighlights, result.snippet, "\(asked): a snippet highlight")
            _ = result.titleHighlightOffsets
            _ = result.snippetHighlightOffsets
        }
    }

    /// Throws unless every range is non-empty, on character boundaries of `text`, and inside it.
    static func inside(_ ranges: [Range<String.Index>], _ text: String, _ what: String) throws(FuzzFailure) {
        for range in ranges {
            try expect(
                range.lowerBound >= text.startIndex && range.upperBound <= text.endIndex && !range.isEmpty,
                "\(what) \(range) lies outside \(text.debugDescription).")
            try expect(
                range.lowerBound.samePosition(in: text.unicodeScalars) != nil
                    && range.upperBound.samePosition(in: text.unicodeScalars) != nil,
                "\(what) cuts a scalar of \(text.debugDescription).")
        }
    }
}
