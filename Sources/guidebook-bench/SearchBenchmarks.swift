import Foundation
import Guidebook
import GuidebookTestSupport

/// `search.build.10k`, `search.query.10k`, `search.query.10k.folded` and the index's memory.
@Sendable func searchBenchmarks(_ runner: inout BenchRunner) {
    // GUIDEBOOK_PROFILE=search|search-build|search-none|search-times (with `--only search`):
    // run only our side in a loop, for `perf record` / `perf stat -e instructions`.
    if let target = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE"], target.hasPrefix("search") {
        if target.hasPrefix(searchMemoryProbe) {
            searchMemoryProbe(mode: String(target.dropFirst(searchMemoryProbe.count)))
        } else {
            profileSearch(target)
        }
        exit(0)
    }
    let articles = 10_000
    var book = HelpBook(sections: [])
    let generation = BenchRunner.seconds { book = SyntheticHelpBook.make(articles: articles) }

    var index = HelpSearchIndex(book: book)
    let build = runner.median(repetitions: runner.quick ? 3 : 5) { index = HelpSearchIndex(book: book) }
    // The build next to the book's load time: the same book read from its v2 JSON file.
    let json = Data(HelpBookV2Encoder().json(for: book).utf8)
    var loadedItems = 0
    let load = runner.median(repetitions: runner.quick ? 3 : 5) {
        loadedItems = (try? HelpBook(data: json, file: "HelpBook.json")).map(countItems) ?? -1
    }
    if loadedItems != countItems(book) {
        print("warning search.build.10k: the book has \(countItems(book)) items, its JSON loaded \(loadedItems)")
    }
    runner.info(
        "search.book.10k",
        "v2 JSON \(megabytes(json.count)) loads in \(BenchRunner.format(load)); generated in \(BenchRunner.format(generation))"
    )
    runner.report("search.build.10k", ours: build, anchorName: "loading-the-book(v2 JSON)", anchor: load)

    // The prebuilt index file (what `guidebook publish` writes): read it and answer the first
    // query, against building the index from the book. As an app does: each open is of a book
    // freshly read from its file (whose fingerprint is the hash of the file's bytes, taken as
    // it was read), never of a book value that opened an index before.
    let openRepetitions = runner.quick ? 3 : 5
    let freshBooks = (0...openRepetitions).compactMap { _ in try? HelpBook(data: json, file: "HelpBook.json") }
    let openFile = freshBooks.first.map { HelpSearchIndex.fileData(for: $0) } ?? Data()
    var opened = 0
    var nextBook = 1
    let open = runner.median(repetitions: openRepetitions) {
        let fresh = freshBooks[nextBook % freshBooks.count]
        nextBook += 1
        opened = (try? HelpSearchIndex(fileData: openFile, book: fresh))?.search("export pdf", limit: 10).count ?? -1
    }
    if opened < 0 { print("warning search.open.10k: the index file was refused") }
    runner.report("search.open.10k", ours: open, anchorName: "search.build.10k", anchor: build)
    // The file rows below are of the book as an app reads it (from its v2 JSON: bodies kept as
    // their Markdown text, the fingerprint its bytes' hash), as the open above; the book made in
    // code (bodies that keep their blocks) is measured beside it.
    let appBook = freshBooks.first ?? book
    let file = openFile
    let blocksFile = HelpSearchIndex.fileData(for: book)

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
        "index=\(megabytes(index.estimatedMemoryBytes)) (displayed text included)  index-file=\(megabytes(file.count))"
            + "  index-file(book made in code)=\(megabytes(blocksFile.count))  book-text=\(megabytes(textBytes))"
            + "  articles=\(index.articleCount)  vocabulary=\(index.vocabularySize)")

    runner.info("search.memory.rss.10k", searchMemoryInFreshProcesses(file: file, textBytes: textBytes))

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
    // The same queries on the index read in place from its file, against the index built in
    // memory from the same book: the book as an app reads it, then (for information) the book
    // made in code, whose snippets read its blocks.
    let appBuilt = HelpSearchIndex(book: appBook)
    for (number, (readBook, readFile, builtIndex)) in [(appBook, file, appBuilt), (book, blocksFile, index)]
        .enumerated()
    {
        guard let read = try? HelpSearchIndex(fileData: readFile, book: readBook) else {
            print("warning search.query.10k.file: the index file was refused")
            continue
        }
        var readFound = 0
        var builtFound = 0
        let fromFile = interleavedMedians(
            ours: queries, { readFound &+= read.search($0, limit: 10).count }, anchor: Array(queries.prefix(1_000)),
            { builtFound &+= builtIndex.search($0, limit: 10).count })
        if number == 0 {
            runner.report(
                "search.query.10k.file", ours: fromFile.ours, anchorName: "search.query.10k(built index)",
                anchor: fromFile.anchor, extra: "queries=\(queries.count) book=read-from-v2-JSON")
        } else {
            runner.info(
                "search.query.10k.file(book made in code)",
                "ours=\(BenchRunner.format(fromFile.ours))  anchor=search.query.10k(built index) "
                    + "\(BenchRunner.format(fromFile.anchor))  ratio=\(String(format: "%.2f", fromFile.anchor / fromFile.ours))"
            )
        }
        if readFound == 0 || readFound != builtFound {
            print(
                "warning search.query.10k.file: the read index found \(readFound) results, the built one \(builtFound)")
        }
    }
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

/// Prints every result of `queries` (and of more generated and hand-written ones) in full,
/// scores as bit patterns: diff two runs to check that a speed change kept every result.
private func dumpSearchResults(index: HelpSearchIndex, queries: [String]) {
    let more = SyntheticHelpBook.queries(count: 2_000, seed: 5).map { $0 + " " }
    let longer = (0..<300).map { number in
        let words = SyntheticHelpBook.queries(count: 4, seed: UInt64(1_000 + number))
        return words.prefix(2 + number % 3).joined(separator: " ")
    }
    let handWritten = [
        "t", "ta", "tap", "tap ", "sett", "settings", "tap settings", "photo export pdf", "exprot", "shre fiel",
        "the", "how", "the tap", "tap tap", "TAP Settings", "tapp", "tap-settings", "",
    ]
    for query in queries + more + longer + handWritten {
        for limit in [1, 3, 10, 20] {
            print("query \"\(query)\" limit \(limit)")
            for result in index.search(query, limit: limit) {
                print(
                    "  \(result.itemID) \(String(result.score.bitPattern, radix: 16)) \(result.matchedWordCount)"
                        + " \(result.matchesAllWords) \(result.path) \(result.indexPath)"
                        + " \(result.titleHighlightOffsets) \"\(result.snippet)\" \(result.snippetHighlightOffsets)")
            }
        }
    }
}

/// The profiling loops: `search` runs the 1,000 bench queries `GUIDEBOOK_PROFILE_ITERATIONS`
/// times (default 20), `search-build` builds the index that often, `search-open` reads its file that often, `search-file` runs the queries
/// on the index read from its file (`search-file-json`: of the book read from its JSON), `search-none` only builds
/// once (subtract it from `search` to count instructions per query), `search-dump` and
/// `search-file-dump` print every result of the built and the read index, `search-times` prints
/// per-query time percentiles by kind of query, `search-ratio` measures the
/// `search.query.10k.file` ratio that many times in one process and prints their median
/// (`search-ratio-made`: for the book made in code).
private func profileSearch(_ target: String) {
    let book = SyntheticHelpBook.make(articles: 10_000)
    let iterations = ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_ITERATIONS"].flatMap { Int($0) } ?? 20
    var index = HelpSearchIndex(book: book)
    // GUIDEBOOK_PROFILE_QUERIES="tap|photo save": profile these queries instead of the bench's.
    let queries =
        ProcessInfo.processInfo.environment["GUIDEBOOK_PROFILE_QUERIES"].map {
            $0.split(separator: "|").map(String.init)
        } ?? SyntheticHelpBook.queries(count: 1_000)
    var found = 0
    // The index of `book` read in place from its file, or `nil` (said) when the file is refused.
    func readIndex() -> HelpSearchIndex? {
        guard let read = try? HelpSearchIndex(fileData: HelpSearchIndex.fileData(for: book), book: book) else {
            print("the index file was refused")
            return nil
        }
        return read
    }
    // `book` read from its v2 JSON, as an app reads it (bodies kept as their Markdown text).
    func readFromJSON() -> HelpBook? {
        try? HelpBook(data: Data(HelpBookV2Encoder().json(for: book).utf8), file: "HelpBook.json")
    }
    switch target {
    case "search-none":
        break
    case "search-dump":
        dumpSearchResults(index: index, queries: queries)
    case "search-file-dump":
        // The same dump from the index read in place from its file: diff it with `search-dump`.
        guard let read = readIndex() else { return }
        dumpSearchResults(index: read, queries: queries)
    case "search-build":
        for _ in 0..<iterations { index = HelpSearchIndex(book: book) }
    case "search-open":
        // As the bench's open: a book read from its file, its fingerprint the file's hash.
        guard let loaded = readFromJSON() else { return }
        let file = HelpSearchIndex.fileData(for: loaded)
        for _ in 0..<iterations { index = (try? HelpSearchIndex(fileData: file, book: loaded)) ?? index }
    case "search-file":
        // The queries on the index read in place from its file.
        let file = HelpSearchIndex.fileData(for: book)
        index = (try? HelpSearchIndex(fileData: file, book: book)) ?? index
        for _ in 0..<iterations {
            for query in queries { found &+= index.search(query, limit: 10).count }
        }
    case "search-file-json":
        // As `search-file`, on the book read from its v2 JSON file, as an app reads it (bodies
        // kept as Markdown until asked for), not the book made in code.
        guard let loaded = readFromJSON() else { return }
        let file = HelpSearchIndex.fileData(for: loaded)
        index = (try? HelpSearchIndex(fileData: file, book: loaded)) ?? index
        for _ in 0..<iterations {
            for query in queries { found &+= index.search(query, limit: 10).count }
        }
    case "search-ratio", "search-ratio-made":
        // The `search.query.10k.file` row measured `iterations` times in one process (the book,
        // the index and the file made once), each ratio and their median: a steadier comparison
        // of two builds than whole bench runs, whose ratios move ±0.04. As the row: of the book
        // read from its v2 JSON, against the index built from it; `search-ratio-made`: of the
        // book made in code (bodies that keep their blocks), as the row's information line.
        var read: HelpSearchIndex
        if target == "search-ratio" {
            guard let loaded = readFromJSON(),
                let opened = try? HelpSearchIndex(fileData: HelpSearchIndex.fileData(for: loaded), book: loaded)
            else {
                print("the index file was refused")
                return
            }
            read = opened
            index = HelpSearchIndex(book: loaded)
        } else {
            guard let opened = readIndex() else { return }
            read = opened
        }
        var ratios: [Double] = []
        for _ in 0..<iterations {
            let times = interleavedMedians(
                ours: queries, { found &+= read.search($0, limit: 10).count }, anchor: queries,
                { found &+= index.search($0, limit: 10).count })
            ratios.append(times.anchor / times.ours)
            print(
                "ratio \(String(format: "%.3f", ratios.last ?? 0))  ours \(BenchRunner.format(times.ours))"
                    + "  anchor \(BenchRunner.format(times.anchor))")
        }
        print("median-ratio \(String(format: "%.3f", median(ratios)))")
    case "search-times":
        var times = [Double](repeating: .infinity, count: queries.count)
        for _ in 0..<iterations {
            for (number, query) in queries.enumerated() {
                times[number] = min(
                    times[number], BenchRunner.seconds { found &+= index.search(query, limit: 10).count })
            }
        }
        // The mean of each query's best time: steadier than one median when the machine is busy.
        print("mean-of-best \(BenchRunner.format(times.reduce(0, +) / Double(max(1, times.count))))")
        let sorted = times.enumerated().sorted { $0.element < $1.element }
        for percentile in [10, 25, 50, 75, 90, 99] {
            let (number, time) = sorted[min(sorted.count - 1, sorted.count * percentile / 100)]
            print("p\(percentile) \(BenchRunner.format(time))  \"\(queries[number])\"")
        }
        for (number, time) in sorted.suffix(15) { print("slow \(BenchRunner.format(time))  \"\(queries[number])\"") }
    default:
        for _ in 0..<iterations {
            for query in queries { found &+= index.search(query, limit: 10).count }
        }
    }
    print("found \(found) vocabulary \(index.vocabularySize)")
}

/// Every item of `book`, children included.
private func countItems(_ book: HelpBook) -> Int {
    func count(_ items: [HelpItem]) -> Int { items.reduce(items.count) { $0 + count($1.children) } }
    return book.sections.reduce(0) { $0 + count($1.items) }
}

private func megabytes(_ bytes: Int) -> String { String(format: "%.1fMB", Double(bytes) / 1_048_576) }

/// `GUIDEBOOK_PROFILE` prefix that makes this executable one memory probe (see `searchMemoryProbe(mode:)`).
private let searchMemoryProbe = "search-memory-"

/// Resident memory, each in a fresh process whose heap no other benchmark has grown: what
/// the index read from its (mapped) file holds after the 1,000 bench queries, the same for
/// the index built in memory, and `JSONDecoder` reading the book's v2 JSON into plain
/// structs, each beside the text the index covers.
private func searchMemoryInFreshProcesses(file: Data, textBytes: Int) -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("guidebook-bench-\(getpid())")
    let indexFile = folder.appendingPathComponent(HelpSearchIndex.fileName)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try file.write(to: indexFile)
    } catch {
        return "not measured (\(error.localizedDescription))"
    }
    func probe(_ mode: String) -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["GUIDEBOOK_PROFILE"] = searchMemoryProbe + mode
        environment["GUIDEBOOK_PROBE_FILE"] = indexFile.path
        return freshProcessOutput(arguments: ["--only", "search"], environment: environment)
    }
    return "text=\(megabytes(textBytes))  index-file(mapped)=\(probe("file"))  index-built=\(probe("built"))"
        + "  JSONDecoder(plain structs)=\(probe("json"))  (VmRSS with the index alive after the queries, above before; fresh process)"
}

/// In the probe process: how far resident memory (`VmRSS`, peak `VmHWM`) rises above the
/// book already in memory for `file` (open the index file mapped, then the 1,000 bench
/// queries), `built` (build the index, then the queries) or `json` (above the JSON's bytes:
/// `JSONDecoder` into plain structs), read while the index (or the decoded book) is still
/// alive; with the rise's anonymous part (heap: what the app's footprint counts) and its
/// file-backed part (the mapped index file's pages: clean, which the system can drop).
private func searchMemoryProbe(mode: String) {
    let made = SyntheticHelpBook.make(articles: 10_000)
    let queries = SyntheticHelpBook.queries(count: 1_000)
    var json = Data(HelpBookV2Encoder().json(for: made).utf8)
    // The book as an app reads it, as the file rows' (the file is of it).
    let book = (try? HelpBook(data: json, file: "HelpBook.json")) ?? made
    if mode != "json" { json = Data() }
    // Freed memory back to the system, and the peak reset to now (Linux), so both count only the work.
    #if canImport(Glibc)
        // glibc's `malloc_trim` and `mallopt` (their header is not in the Glibc module).
        if let trim = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") {
            _ = unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        // Freeing the JSON above raised glibc's mmap threshold to its size (the threshold
        // follows the largest mapped block freed), so a large block the work frees would then
        // stay in the heap, resident: back to the default, as in a process that read no file.
        if let option = dlsym(dlopen(nil, RTLD_NOW), "mallopt") {
            _ = unsafeBitCast(option, to: (@convention(c) (Int32, Int32) -> Int32).self)(-3, 128 * 1_024)
        }
    #endif
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let fields = ["VmRSS", "VmHWM", "RssAnon", "RssFile"]
    let before = fields.compactMap(procStatusKilobytes)
    guard before.count == fields.count else {
        print("not measured (no /proc/self/status)")
        return
    }
    var found = 0
    // What the work keeps: read after it, while it is still alive.
    var kept: Any?
    switch mode {
    case "json":
        kept = try? JSONDecoder().decode(PlainV2Book.self, from: json)
    case "built":
        let index = HelpSearchIndex(book: book)
        for query in queries { found &+= index.search(query, limit: 10).count }
        kept = index
    default:
        let path = ProcessInfo.processInfo.environment["GUIDEBOOK_PROBE_FILE"] ?? ""
        guard let index = try? HelpSearchIndex(contentsOf: URL(fileURLWithPath: path), book: book) else {
            print("not measured (the index file was refused)")
            return
        }
        for query in queries { found &+= index.search(query, limit: 10).count }
        kept = index
    }
    let after = fields.map { procStatusKilobytes($0) ?? 0 }
    withExtendedLifetime(kept) {
        let rise = zip(after, before).map { Double($0 - $1) / 1_024 }
        print(String(format: "%.1fMB(anon %.1fMB, file %.1fMB; peak %.1fMB)", rise[0], rise[2], rise[3], rise[1]))
    }
    blackhole(found)
}
