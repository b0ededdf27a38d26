import Foundation
import Guidebook

/// `search.build.10k`, `search.query.10k`, `search.query.10k.folded` and the index's memory.
@Sendable func searchBenchmarks(_ runner: inout BenchRunner) {
    let articles = 10_000
    var book = HelpBook(sections: [])
    let generation = BenchRunner.seconds { book = SyntheticHelpBook.make(articles: articles) }

    var index = HelpSearchIndex(book: book)
    let build = runner.median(repetitions: runner.quick ? 3 : 5) { index = HelpSearchIndex(book: book) }
    runner.report("search.build.10k", ours: build, anchorName: "generating-the-book", anchor: generation)

    // The text an anchor scans, and its size.
    var titles: [String] = []
    var bodies: [String] = []
    var textBytes = 0
    func collect(_ item: HelpItem) {
        titles.append(item.title)
        bodies.append(item.body.plainText)
        textBytes += item.title.utf8.count + item.body.plainText.utf8.count + (item.subtitle?.utf8.count ?? 0)
        textBytes += item.keywords.reduce(0) { $0 + $1.utf8.count }
        for child in item.children { collect(child) }
    }
    for section in book.sections {
        for item in section.items { collect(item) }
    }
    runner.info(
        "search.memory.10k",
        "index=\(megabytes(index.estimatedMemoryBytes)) (displayed text included)  book-text=\(megabytes(textBytes))"
            + "  articles=\(index.articleCount)  vocabulary=\(index.vocabularySize)")

    let queries = SyntheticHelpBook.queries(count: 1_000)
    var found = 0
    let search = { (query: String) in found &+= index.search(query, limit: 10).count }

    // Each anchor is sampled in alternation with a share of our queries, so load from other
    // processes falls on both sides of the ratio alike.
    let anchorQueries = Array(queries.prefix(runner.quick ? 8 : 30))
    var anchorFound = 0
    let plain = interleavedMedians(ours: queries, search, anchor: anchorQueries) { query in
        for (title, body) in zip(titles, bodies)
        where title.localizedStandardContains(query) || body.localizedStandardContains(query) {
            anchorFound &+= 1
        }
    }
    runner.report(
        "search.query.10k", ours: plain.ours, anchorName: "localizedStandardContains", anchor: plain.anchor,
        extra: "queries=\(queries.count)/\(anchorQueries.count)")

    // A smarter scan: title+body folded once in advance, then a byte search per query.
    let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive, .widthInsensitive]
    let folded = zip(titles, bodies).map { Array(($0 + "\n" + $1).folding(options: options, locale: nil).utf8) }
    let foldedQueries = Array(queries.prefix(runner.quick ? 100 : 1_000))
    let scan = interleavedMedians(ours: queries, search, anchor: foldedQueries) { query in
        let needle = Array(query.folding(options: options, locale: nil).utf8)
        for text in folded where contains(text, needle) { anchorFound &+= 1 }
    }
    runner.report(
        "search.query.10k.folded", ours: scan.ours, anchorName: "folded-byte-scan", anchor: scan.anchor,
        extra: "queries=\(queries.count)/\(foldedQueries.count)")
    if found == 0 || anchorFound == 0 { print("warning: search benchmarks found nothing") }
}

/// Median per-query times of `ours` over `oursQueries` and `anchor` over `anchorQueries`,
/// sampled in alternating blocks (at most 8 rounds, each with an equal share of both), so
/// machine load falls on both alike while an anchor's scan of megabytes, which empties
/// the caches, slows only the first of the many queries after it.
private func interleavedMedians(
    ours oursQueries: [String], _ ours: (String) -> Void, anchor anchorQueries: [String],
    _ anchor: (String) -> Void
) -> (ours: Double, anchor: Double) {
    var oursSamples: [Double] = []
    var anchorSamples: [Double] = []
    oursSamples.reserveCapacity(oursQueries.count)
    anchorSamples.reserveCapacity(anchorQueries.count)
    let rounds = max(1, min(8, anchorQueries.count))
    let oursShare = (oursQueries.count + rounds - 1) / rounds
    let anchorShare = (anchorQueries.count + rounds - 1) / rounds
    for round in 0..<rounds {
        for query in oursQueries.dropFirst(round * oursShare).prefix(oursShare) {
            oursSamples.append(BenchRunner.seconds { ours(query) })
        }
        for query in anchorQueries.dropFirst(round * anchorShare).prefix(anchorShare) {
            anchorSamples.append(BenchRunner.seconds { anchor(query) })
        }
    }
    return (median(oursSamples), median(anchorSamples))
}

private func median(_ samples: [Double]) -> Double {
    samples.isEmpty ? 0 : samples.sorted()[samples.count / 2]
}

/// Whether `needle` occurs in `haystack` (first-byte scan, then compare).
private func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
    return haystack.withUnsafeBufferPointer { text in
        needle.withUnsafeBufferPointer { pattern in
            let last = text.count - pattern.count
            var index = 0
            while index <= last {
                if text[index] == first {
                    var matched = 1
                    while matched < pattern.count, text[index + matched] == pattern[matched] { matched += 1 }
                    if matched == pattern.count { return true }
                }
                index += 1
            }
            return false
        }
    }
}

private func megabytes(_ bytes: Int) -> String { String(format: "%.1fMB", Double(bytes) / 1_048_576) }
