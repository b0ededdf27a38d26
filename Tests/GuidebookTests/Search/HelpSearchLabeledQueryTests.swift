import Foundation
import Guidebook
import GuidebookTestSupport
import Testing

/// The labeled query set: queries written by us, each with the article(s) that must rank
/// in the top 3, on the example-like content (English, German, Arabic) and on the
/// generated 10,000-article book with planted articles.
@Suite struct HelpSearchLabeledQueryTests {
    /// The example content (`Examples/Compositions`, expectations by title), the in-test
    /// books that mirror it with more articles (by id), and the generated book (by id).
    enum Corpus: String, Sendable, CaseIterable {
        case exampleEnglish, exampleGerman, exampleArabic, english, german, arabic, generated
    }

    struct Labeled: Sendable, CustomStringConvertible {
        var corpus: Corpus
        var query: String
        var expected: [String]
        var description: String { "\(corpus.rawValue): \(query)" }
    }

    static func on(_ corpus: Corpus, _ pairs: [(String, [String])]) -> [Labeled] {
        pairs.map { Labeled(corpus: corpus, query: $0.0, expected: $0.1) }
    }

    /// The example content's labeled queries (shared with the preview's parity tests).
    static func example(_ labeled: [ExampleSearchQueries.Labeled]) -> [Labeled] {
        labeled.map { query in
            let corpus: Corpus =
                switch query.language {
                case "de": .exampleGerman
                case "ar": .exampleArabic
                default: .exampleEnglish
                }
            return Labeled(corpus: corpus, query: query.query, expected: query.expected)
        }
    }

    /// Typos of a stem the example books only have inflected (see `ExampleSearchQueries.stemTypos`).
    static let stemTypoQueries = example(ExampleSearchQueries.stemTypos)

    static let queries: [Labeled] =
        example(ExampleSearchQueries.labeled)
        + on(
            .english,
            [
                ("metronome", ["metronome"]), ("metronme", ["metronome"]), ("metornome", ["metronome"]),
                ("tempo", ["tempo"]), ("bpm", ["tempo"]), ("export pdf", ["export-pdf"]),
                ("exprot pdf", ["export-pdf"]), ("pdf exp", ["export-pdf"]), ("resume", ["resume-session"]),
                ("RÉSUMÉ", ["resume-session"]), ("key signature", ["key-signature"]),
                ("time signature", ["time-signature"]), ("triplet", ["tuplets"]), ("tuplet", ["tuplets"]),
                ("rest", ["rests"]), ("lyric", ["lyrics"]), ("chord symbol", ["chords"]),
                ("transposing", ["transpose"]), ("bluetooth headphones", ["bluetooth-latency"]),
                ("headphone lag", ["bluetooth-latency"]), ("icloud", ["icloud-sync"]), ("synch", ["icloud-sync"]),
                ("restore purchase", ["restore-purchases"]), ("email address", ["change-email"]),
                ("e-mail", ["change-email"]), ("crash", ["crash"]), ("crashes on launch", ["crash"]),
                ("no sound", ["no-sound"]), ("mixr", ["mixer"]), ("instrumnet sounds", ["instruments"]),
                ("collaborator", ["collaborate"]), ("invite", ["collaborate"]), ("undo", ["undo"]),
                ("midi import", ["import-midi"]), ("sheet music", ["export-pdf", "print"]),
                ("dotted notes", ["note-durations"]), ("sixteenth", ["note-durations"]),
                ("new score", ["new-composition"]), ("accidentals", ["key-signature"]), ("count in", ["metronome"]),
            ])
        + on(
            .german,
            [
                ("tonart", ["de-key"]), ("TONART ANDERN", ["de-key"]), ("strassenmusik", ["de-street"]),
                ("STRASSENMUSIK", ["de-street"]), ("grosse noten", ["de-size"]), ("datei", ["de-import"]),
                ("email adresse", ["de-email"]), ("emailadresse", ["de-email"]), ("tastenkurzel", ["de-shortcuts"]),
                ("einstellung wiedergabe", ["de-playback-settings"]), ("exportiren", ["de-export-pdf"]),
            ])
        + on(
            .arabic,
            [
                ("اعدادات", ["ar-settings"]), ("الإعدادات", ["ar-settings"]), ("تصدير", ["ar-export-pdf"]),
                ("PDF تصدير", ["ar-export-pdf"]), ("ملف", ["ar-import"]), ("المفتاح", ["ar-key"]),
                ("مفتاح", ["ar-key"]),
            ])
        + on(
            .generated,
            [
                ("harpsichord", ["p-harpsichord"]), ("harpsicord", ["p-harpsichord"]), ("harpsi", ["p-harpsichord"]),
                ("harpsichord tuning", ["p-harpsichord"]), ("export calendar pdf", ["p-export-calendar"]),
                ("exprot calender", ["p-export-calendar"]), ("creme brulee", ["p-creme"]), ("CRÈME", ["p-creme"]),
                ("quarantine", ["p-quarantine"]), ("quarantined recording", ["p-quarantine"]),
                ("quarentine", ["p-quarantine"]), ("grossenanderung", ["p-grossen"]), ("notenkopfe", ["p-grossen"]),
                ("السحابة", ["p-cloud-ar"]), ("سحابة", ["p-cloud-ar"]), ("accordion", ["p-accordion"]),
                ("acordion", ["p-accordion"]), ("bellows", ["p-accordion"]), ("microtonal", ["p-microtonal"]),
                ("quarter tone", ["p-microtonal"]), ("maqam", ["p-microtonal"]), ("figured bass", ["p-figured-bass"]),
                ("metronome presets", ["p-metronome-presets"]),
                ("metronome preset practice", ["p-metronome-presets"]), ("setlist", ["p-setlist"]),
                ("setlists concert", ["p-setlist"]), ("benachrichtigungen", ["p-e-mail"]),
                ("e-mail benachrichtigung", ["p-e-mail"]), ("hands free", ["p-setlist"]),
            ])

    static let indexes: [Corpus: HelpSearchIndex] = [
        .exampleEnglish: HelpSearchIndex(book: SearchTestBooks.exampleEnglish),
        .exampleGerman: HelpSearchIndex(book: SearchTestBooks.exampleGerman),
        .exampleArabic: HelpSearchIndex(book: SearchTestBooks.exampleArabic),
        .english: HelpSearchIndex(book: SearchTestBooks.english),
        .german: HelpSearchIndex(book: SearchTestBooks.german),
        .arabic: HelpSearchIndex(book: SearchTestBooks.arabic),
        .generated: HelpSearchIndex(book: SearchTestBooks.generated),
    ]

    static func book(_ corpus: Corpus) -> HelpBook {
        switch corpus {
        case .exampleEnglish: SearchTestBooks.exampleEnglish
        case .exampleGerman: SearchTestBooks.exampleGerman
        case .exampleArabic: SearchTestBooks.exampleArabic
        case .english: SearchTestBooks.english
        case .german: SearchTestBooks.german
        case .arabic: SearchTestBooks.arabic
        case .generated: SearchTestBooks.generated
        }
    }

    /// Ours: the ids and titles of the top 3.
    static func oursTop3(_ labeled: Labeled) -> [String] {
        (indexes[labeled.corpus]?.search(labeled.query, limit: 3) ?? []).flatMap { [$0.itemID, $0.title] }
    }

    /// The anchor: the first 3 articles, in book order, whose title or body contains the query.
    static func plainScanTop3(_ labeled: Labeled) -> [String] {
        var found: [String] = []
        func visit(_ item: HelpItem) {
            guard found.count < 6 else { return }
            if item.title.localizedStandardContains(labeled.query)
                || item.body.plainText.localizedStandardContains(labeled.query)
            {
                found += [item.id, item.title]
            }
            for child in item.children { visit(child) }
        }
        for section in book(labeled.corpus).sections {
            for item in section.items { visit(item) }
        }
        return found
    }

    static func recall(_ top3: (Labeled) -> [String]) -> (Double, [String]) {
        var misses: [String] = []
        for labeled in queries {
            let top = Set(top3(labeled))
            if !labeled.expected.allSatisfy(top.contains) { misses.append(labeled.description) }
        }
        return (Double(queries.count - misses.count) / Double(queries.count), misses)
    }

    @Test(arguments: stemTypoQueries)
    func aTypoOfAStemTheBookOnlyHasInflectedFindsTheArticle(_ labeled: Labeled) {
        let top = Set(Self.oursTop3(labeled))
        #expect(labeled.expected.allSatisfy(top.contains), "top 3: \(top.sorted())")
    }

    @Test func theSetHasAtLeastSixtyQueriesCoveringEveryCorpus() {
        #expect(Self.queries.count >= 60)
        for corpus in Corpus.allCases {
            #expect(Self.queries.contains { $0.corpus == corpus })
        }
        // Every expected article exists, so a miss is a ranking miss, not a typo in the table.
        for labeled in Self.queries {
            for id in labeled.expected { #expect(Self.contains(Self.book(labeled.corpus), id), "\(id)") }
        }
    }

    static func contains(_ book: HelpBook, _ id: String) -> Bool {
        func visit(_ item: HelpItem) -> Bool {
            item.id == id || item.title == id || item.children.contains(where: visit)
        }
        return book.sections.contains { $0.items.contains(where: visit) }
    }

    @Test func recallAtThreeBeatsAPlainScanAndClearsTheFloor() {
        let (ours, ourMisses) = Self.recall(Self.oursTop3)
        let (plain, _) = Self.recall(Self.plainScanTop3)
        print(
            "search recall@3 over \(Self.queries.count) labeled queries: ours=\(String(format: "%.3f", ours)) "
                + "localizedStandardContains=\(String(format: "%.3f", plain))")
        if !ourMisses.isEmpty { print("search misses: \(ourMisses.joined(separator: " | "))") }
        for corpus in Corpus.allCases {
            let subset = Self.queries.filter { $0.corpus == corpus }
            func hits(_ top3: (Labeled) -> [String]) -> Int {
                subset.filter { labeled in labeled.expected.allSatisfy(Set(top3(labeled)).contains) }.count
            }
            print(
                "  \(corpus.rawValue): \(subset.count) queries, ours \(hits(Self.oursTop3)), plain \(hits(Self.plainScanTop3))"
            )
        }
        #expect(ours >= 0.95, "misses: \(ourMisses)")
        #expect(ours > plain)
    }
}
