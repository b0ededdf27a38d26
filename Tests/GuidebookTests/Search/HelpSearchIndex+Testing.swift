@testable import Guidebook

// The snippet builder on its own, for the tests that compare it with the old one: a search
// builds snippets inside `results(for:wordCount:termWords:)`.
extension HelpSearchIndex.Storage {
    /// The snippet of `document` for `hits` (in position order, as a search finds them):
    /// what `results` shows, for tests.
    func snippet(document: Int, hits: [Hit]) -> (String, [Range<String.Index>]) {
        var ranges = ScratchBuffer<Range<Int>>(filler: 0..<0)
        var text = DisplayedBodyPrefix()
        return bodyTokens.withBuffers { tokens in
            // What `collectHits` guarantees, and `makeSnippet` relies on.
            let count = tokens.tokens(of: document).count
            precondition(hits.allSatisfy { Int($0.position) < count && Int($0.word) < QueryWords.maximumWords })
            return hits.withUnsafeBufferPointer {
                makeSnippet(
                    article: articles.record(document), document: document, tokens: tokens, hits: $0, ranges: &ranges,
                    text: &text, file: UnsafeRawBufferPointer(start: nil, count: 0))
            }
        }
    }
}

extension ArticleTable {
    /// Every article's record, in book order.
    var all: [ArticleRecord] { (0..<count).map(record) }
}

extension HelpSearchIndex.Storage {
    /// For an index read from its file: the snippet of `document` for `hits` (in position
    /// order) as `results` makes it, and which bytes of the article's displayed body it made.
    func snippetFromFile(document: Int, hits: [Hit]) -> (snippet: String, made: Range<Int>)? {
        guard let mapped else { return nil }
        var tokens = TokenScratch()
        mapped.file.withUnsafeBytes { tokens.load(document, of: mapped.body, in: $0) }
        var ranges = ScratchBuffer<Range<Int>>(filler: 0..<0)
        var text = DisplayedBodyPrefix()
        let snippet = tokens.withBuffers { tokens in
            hits.withUnsafeBufferPointer {
                let hits = $0
                return mapped.file.withUnsafeBytes { file in
                    makeSnippet(
                        article: articles.record(document), document: 0, tokens: tokens, hits: hits,
                        ranges: &ranges, text: &text, file: file
                    ).0
                }
            }
        }
        return (snippet, text.base..<(text.base + text.bytes.count))
    }
}
