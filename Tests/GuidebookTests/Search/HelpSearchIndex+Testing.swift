@testable import Guidebook

// The snippet builder on its own, for the tests that compare it with the old one: a search
// builds snippets inside `results(for:wordCount:termWords:)`.
extension HelpSearchIndex.Storage {
    /// The snippet of `document` for `hits` (in position order, as a search finds them):
    /// what `results` shows, for tests.
    func snippet(document: Int, hits: [Hit]) -> (String, [Range<String.Index>]) {
        var ranges = ScratchBuffer<Range<Int>>(filler: 0..<0)
        var text = BodyScratch()
        return bodyTokens.withBuffers { tokens in
            // What `collectHits` guarantees, and `makeSnippet` relies on.
            let count = tokens.tokens(of: document).count
            precondition(hits.allSatisfy { Int($0.position) < count && Int($0.word) < QueryWords.maximumWords })
            return hits.withUnsafeBufferPointer {
                makeSnippet(
                    article: articles.record(document), document: document, tokens: tokens, hits: $0, ranges: &ranges,
                    text: &text)
            }
        }
    }
}

extension ArticleTable {
    /// Every article's record, in book order.
    var all: [ArticleRecord] { (0..<count).map(record) }
}
