import Foundation
@_spi(Testing) import Guidebook
@_spi(Locking) import GuidebookParsing
import Testing

/// The search an app holds is swapped while queries run on other threads: an index built in the
/// background finishing mid-query, a help menu taking a new search, content swapped by an update
/// with or without a usable index file. Every answer is one whole edition of the book, never a
/// part-built index or an empty answer passed off as final. Run also under the thread sanitizer
/// by scripts/test (`--filter HelpSearchSwapConcurrencyTests`).
@Suite struct HelpSearchSwapConcurrencyTests {
    /// Edition `version` of a 50-article book: each article says "edition <9000 + version>".
    static func book(version: Int) -> HelpBook { HelpSearchConcurrencyTests.book(version: version) }

    /// A query's answer as a user reads it: the editions its results come from and how many.
    struct Answer: Equatable {
        let editions: Set<Substring>
        let count: Int

        init(_ results: [HelpSearchResult]) {
            editions = Set(results.map { $0.itemID.prefix(while: { $0 != "-" }) })
            count = results.count
        }

        /// Whether the answer is one whole edition (all 50 articles of one book).
        var isWhole: Bool { editions.count == 1 && count == 50 }
    }

    /// A background job held until the test runs it: queries then arrive before the build.
    final class HeldJobs: Sendable {
        private let jobs = Locked<[@Sendable () -> Void]>([])

        func hold(_ job: @escaping @Sendable () -> Void) { jobs.withLock { $0.append(job) } }

        /// Runs the held jobs on another thread and returns when they are done.
        func runElsewhere() async {
            let jobs = jobs.withLock { jobs in
                defer { jobs = [] }
                return jobs
            }
            await Task.detached { for job in jobs { job() } }.value
        }
    }

    @Test func queriesBeforeTheBackgroundBuildGetTheWholeBooksResultsAndTheIndexIsBuiltOnce() async {
        let book = Self.book(version: 1)
        let held = HeldJobs()
        let search = HelpSearch(buildingInBackground: book, language: nil, indexFileProblem: nil, start: held.hold)
        #expect(!search.isReady)
        #expect(search.searchIfReady("edition") == nil, "no empty answer passed off as final")
        #expect(HelpSearchScreen(query: "edition", search: search) == nil, "a menu keeps the book on screen")

        let expected = HelpSearchIndex(book: book).search("edition", limit: 100)
        let answers = await withTaskGroup(of: [HelpSearchResult].self) { group in
            for _ in 0..<4 { group.addTask { search.search("edition", limit: 100) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(answers == Array(repeating: expected, count: 4))
        #expect(search.isReady)
        await held.runElsewhere()
        #expect(search.backgroundBuilds == 1, "the job found the index the first query built")
        #expect(search.searchIfReady("edition", limit: 100) == expected)
        #expect(HelpSearchScreen(query: "edition", search: search)?.rows.count == 20)
    }

    @Test func waitingForTheIndexReturnsOnceTheBackgroundBuildHasEnded() async {
        let held = HeldJobs()
        let search = HelpSearch(
            buildingInBackground: Self.book(version: 2), language: nil, indexFileProblem: .notAnIndex(file: "x"),
            start: held.hold)
        #expect(search.indexFileProblem == .notAnIndex(file: "x"), "the refusal is known before the build")
        let woke = Locked(false)
        let waiter = Task {
            await search.waitUntilReady()
            woke.withLock { $0 = true }
            return search.searchIfReady(HelpSearchConcurrencyTests.marker(2), limit: 100).map(Answer.init)
        }
        for _ in 0..<10 { await Task.yield() }
        #expect(!woke.withLock { $0 }, "nothing built yet, so the waiter still waits")
        await held.runElsewhere()
        let answer = await waiter.value
        #expect(answer?.isWhole == true)
        #expect(search.backgroundBuilds == 1)
        await search.waitUntilReady()  // made already: returns at once
    }

    @Test func queriesWhileSearchesBuildingInTheBackgroundAreSwappedInSeeOneWholeBook() async {
        let search = HelpSearch(buildingInBackground: Self.book(version: 0))
        let last = 20
        let inconsistent = await withTaskGroup(of: Int.self) { group in
            group.addTask {
                for version in 1...last {
                    // As a menu does (waiting first) and as an app may (taking it still building).
                    let fresh = HelpSearch(buildingInBackground: Self.book(version: version))
                    if version % 2 == 0 { await fresh.waitUntilReady() }
                    search.replace(with: fresh)
                }
                return 0
            }
            for reader in 0..<3 {
                group.addTask {
                    var inconsistent = 0
                    for round in 0..<150 {
                        if reader == 0, let results = search.searchIfReady("edition", limit: 100) {
                            inconsistent += Answer(results).isWhole ? 0 : 1
                        } else {
                            inconsistent += Answer(search.search("edition", limit: 100)).isWhole ? 0 : 1
                        }
                        if round % 50 == 0 { await search.waitUntilReady() }
                    }
                    return inconsistent
                }
            }
            return await group.reduce(0, +)
        }
        #expect(inconsistent == 0)
        await search.waitUntilReady()
        #expect(search.isReady)
        #expect(Answer(search.search(HelpSearchConcurrencyTests.marker(last), limit: 100)).isWhole)
    }

    /// A content set of edition `version` in English, with its index file when `index` is
    /// `.usable`, a stale one (of another edition) when `.stale`, none when `.none`.
    enum IndexFile { case usable, stale, none }

    static func content(version: Int, index: IndexFile) throws -> GuidebookContent {
        func json(_ version: Int) -> Data {
            let items = (0..<50).map { item in
                #"{"id": "v\#(version)-\#(item)", "title": "Article \#(item)", "body": "This is edition \#(HelpSearchConcurrencyTests.marker(version))of the book."}"#
            }
            return Data(
                #"{"format": "guidebook-help", "version": 2, "language": "en", "sections": [{"id": "s", "title": "Section", "items": [\#(items.joined(separator: ", "))]}]}"#
                    .utf8)
        }
        var files = ["en.lproj/HelpBook.json": json(version)]
        if index != .none {
            let indexed = index == .usable ? version : version + 1000
            let book = try GuidebookContent(source: .memory(["en.lproj/HelpBook.json": json(indexed)]))
                .loadHelpBook(preferredLanguages: ["en"]).book
            files[HelpSearchIndex.filePath(language: "en")] = HelpSearchIndex.fileData(for: book, language: "en")
        }
        return GuidebookContent(source: .memory(files, name: "v\(version)"), developmentLanguage: "en")
    }

    @Test func queriesWhileUpdatesSwapContentWithAndWithoutUsableIndexesSeeOneWholeBook() async throws {
        let kinds: [IndexFile] = [.usable, .stale, .none]
        let sets = try (0...12).map { try Self.content(version: $0, index: kinds[$0 % 3]) }
        for set in sets { #expect(!set.hasErrors, "\(set.errors)") }
        let store = ContentStore(sets[0])
        let first = try #require(store.content.helpSearch(preferredLanguages: ["en"]))
        #expect(first.isReady && first.indexFileProblem == nil, "a usable file is read, not built")
        let menu = HelpSearch(book: HelpBook(sections: []))
        menu.replace(with: first)
        let changes = store.changes()
        let swapped = Locked(false)

        let (inconsistent, problems) = await withTaskGroup(of: (Int, [Bool]).self) { group in
            group.addTask {
                for set in sets.dropFirst() { _ = try? store.replace(with: set) }
                return (0, [])
            }
            group.addTask {
                // The menu's side: each swapped-in set's search, taken once its index is made.
                var problems: [Bool] = []
                for await content in changes {
                    guard let fresh = content.helpSearch(preferredLanguages: ["en"]) else { continue }
                    problems.append(fresh.indexFileProblem != nil)
                    await fresh.waitUntilReady()
                    menu.replace(with: fresh)
                    if problems.count == sets.count - 1 { break }
                }
                swapped.withLock { $0 = true }
                return (0, problems)
            }
            for _ in 0..<3 {
                group.addTask {
                    var inconsistent = 0
                    var rounds = 0
                    // Until the menu took the last set: the old index answers until the new one
                    // is made, so never an empty answer.
                    while rounds < 50 || !swapped.withLock({ $0 }) {
                        rounds += 1
                        guard let results = menu.searchIfReady("edition", limit: 100) else {
                            inconsistent += 1
                            continue
                        }
                        inconsistent += Answer(results).isWhole ? 0 : 1
                        await Task.yield()
                    }
                    return (inconsistent, [])
                }
            }
            return await group.reduce(into: (0, [Bool]())) { total, part in
                total.0 += part.0
                total.1 += part.1
            }
        }
        #expect(inconsistent == 0)
        // Sets 1…12 in turn: usable files read, stale ones refused (and built), missing ones built.
        #expect(problems == (1...12).map { kinds[$0 % 3] == .stale })
        #expect(Answer(menu.search(HelpSearchConcurrencyTests.marker(12), limit: 100)).isWhole)
    }
}
