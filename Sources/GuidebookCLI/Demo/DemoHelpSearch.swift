import Foundation
import Guidebook

// STOPGAP until the search work (HelpSearchIndex/HelpSearch) lands on main: a forgiving-enough
// word-prefix search over titles, keywords and bodies, folded for case and diacritics.

/// Finds help articles for the demo's search-as-you-type.
struct DemoHelpSearch: Sendable {
    /// One result: the item and the titles leading to it.
    struct Hit: Sendable {
        var item: HelpItem
        var path: [String]
    }

    private struct Entry: Sendable {
        var item: HelpItem
        var path: [String]
        var titleWords: [String]
        var bodyWords: [String]
    }

    private let entries: [Entry]

    init(book: HelpBook) {
        var entries: [Entry] = []
        func visit(_ item: HelpItem, path: [String], depth: Int) {
            entries.append(
                Entry(
                    item: item, path: path,
                    titleWords: Self.words(([item.title] + item.keywords).joined(separator: " ")),
                    bodyWords: Self.words((item.subtitle ?? "") + " " + item.body.plainText)))
            guard depth < 32 else { return }
            for child in item.children { visit(child, path: path + [item.title], depth: depth + 1) }
        }
        for section in book.sections {
            for item in section.items { visit(item, path: [section.title], depth: 0) }
        }
        self.entries = entries
    }

    /// Articles where every word of `query` starts a word of the article; title hits first, then book order.
    func search(_ query: String) -> [Hit] {
        let words = Self.words(query)
        guard !words.isEmpty else { return [] }
        var scored: [(score: Int, index: Int, hit: Hit)] = []
        for (index, entry) in entries.enumerated() {
            var score = 0
            var matched = true
            for word in words {
                if entry.titleWords.contains(where: { $0.hasPrefix(word) }) {
                    score += 3
                } else if entry.bodyWords.contains(where: { $0.hasPrefix(word) }) {
                    score += 1
                } else {
                    matched = false
                    break
                }
            }
            if matched { scored.append((score, index, Hit(item: entry.item, path: entry.path))) }
        }
        return scored.sorted { ($0.score, -$0.index) > ($1.score, -$1.index) }.map(\.hit)
    }

    static func words(_ text: String) -> [String] {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }
}
