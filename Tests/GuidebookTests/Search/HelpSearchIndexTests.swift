import Foundation
import Guidebook
import Testing

@Suite struct HelpSearchIndexTests {
    static let english = HelpSearchIndex(book: SearchTestBooks.english)
    static let german = HelpSearchIndex(book: SearchTestBooks.german)

    static func ids(_ results: [HelpSearchResult]) -> [String] { results.map(\.itemID) }

    static func book(_ items: [HelpItem], language: String? = "en") -> HelpBook {
        HelpBook(sections: [HelpSection(id: "s", title: "Section", items: items)], language: language)
    }
}

extension HelpSearchIndexTests {
    @Test(arguments: [
        ("metronome", "metronome", "exact word"),
        ("METRONOME", "metronome", "case"),
        ("metro", "metronome", "prefix of the last word"),
        ("metronmoe", "metronome", "transposition counts as one edit"),
        ("metonome", "metronome", "one deleted letter"),
        ("mettronome", "metronome", "one inserted letter"),
        ("metrenome", "metronome", "one substituted letter"),
        ("metrnomee", "metronome", "two edits in a word of 8+ letters"),
        ("resume", "resume-session", "diacritics folded"),
        ("rests", "rests", "plural"),
    ])
    func queriesFindWhatTheUserMeant(query: String, expected: String, reason: String) {
        #expect(Self.ids(Self.english.search(query, limit: 3)).first == expected, "\(reason)")
    }

    @Test func shortWordsGetNoTypoToleranceButLongerOnesDo() {
        // "tmpo" is 4 letters: one edit allowed. "bmp" is 3: none.
        #expect(Self.ids(Self.english.search("tmpo ", limit: 1)) == ["tempo"])
        #expect(Self.english.search("bmp ").isEmpty)
        // Two edits are too many for a word under 8 letters.
        #expect(!Self.ids(Self.english.search("tmepoo ", limit: 3)).contains("tempo"))
    }

    @Test func prefixMatchingAppliesOnlyToTheWordBeingTyped() {
        #expect(Self.ids(Self.english.search("metro", limit: 1)) == ["metronome"])
        // A space after the word means it is complete: no prefix completion.
        #expect(Self.english.search("metro ").isEmpty)
        // Only the last word is a prefix: "metro" in front of "click" matches nothing.
        let results = Self.english.search("metro click ")
        #expect(Self.ids(results) == ["metronome"])
        #expect(results.first?.matchedWordCount == 1)
    }

    @Test func exactMatchesRankAbovePrefixAndTypoMatches() {
        let book = Self.book([
            SearchTestBooks.item("typo", "Scare", "About it."),
            SearchTestBooks.item("prefix", "Scoreboard", "About it."),
            SearchTestBooks.item("plural", "Scores", "About it."),
            SearchTestBooks.item("exact", "Score", "About it."),
        ])
        #expect(Self.ids(HelpSearchIndex(book: book).search("score")) == ["exact", "plural", "prefix", "typo"])
    }

    @Test func titleHitsOutrankBodyHits() {
        let book = Self.book([
            SearchTestBooks.item("body", "Other things", "You can transpose here, among other things."),
            SearchTestBooks.item("title", "Transpose", "Moves notes by an interval."),
        ])
        #expect(Self.ids(HelpSearchIndex(book: book).search("transpose")) == ["title", "body"])
    }

    @Test func articlesMatchingEveryWordComeFirst() {
        let book = Self.book([
            SearchTestBooks.item("one", "Export export export", "Export, export and export again."),
            SearchTestBooks.item("both", "Notes", "Export the audio of a score."),
        ])
        let results = HelpSearchIndex(book: book).search("export audio")
        #expect(Self.ids(results) == ["both", "one"])
        #expect(results.first?.matchesAllWords == true)
        #expect(results.last?.matchedWordCount == 1)
    }

    @Test func tiesKeepBookOrder() {
        let items = (0..<5).map { SearchTestBooks.item("i\($0)", "Same title", "Same body.") }
        #expect(Self.ids(HelpSearchIndex(book: Self.book(items)).search("same")) == ["i0", "i1", "i2", "i3", "i4"])
    }

    @Test func articlesReachedByEveryWordAndSeveralTermsAreCountedOnce() {
        // Each article matches "photo" exactly, by plural and by prefix: many postings, few articles.
        let items = (0..<3).map { SearchTestBooks.item("i\($0)", "Photo photos", "Photographs and photo albums.") }
        let results = HelpSearchIndex(book: Self.book(items)).search("albums photo")
        #expect(Self.ids(results) == ["i0", "i1", "i2"])
        #expect(results.allSatisfy { $0.matchesAllWords && $0.matchedWordCount == 2 })
    }

    @Test func childrenAreSearchableWithTheirPath() throws {
        let result = try #require(Self.english.search("sixteenth").first)
        #expect(result.itemID == "note-durations")
        #expect(result.path == ["Writing Music", "Add notes to the staff", "Note durations"])
        #expect(result.indexPath == [1, 0, 0])
        #expect(SearchTestBooks.english.item(at: result.indexPath)?.id == "note-durations")
    }
}

extension HelpSearchIndexTests {
    @Test(arguments: ["Tonart", "TONART", "tonart ändern", "TONART ANDERN"])
    func germanQueriesFoldUmlautsAndCase(query: String) {
        #expect(Self.ids(Self.german.search(query, limit: 1)) == ["de-key"])
    }

    @Test(arguments: ["strassenmusik", "STRASSENMUSIK", "Straßenmusik", "straßenmusik-modus", "strassenmusikmodus"])
    func sharpSFoldsToDoubleS(query: String) {
        #expect(Self.ids(Self.german.search(query, limit: 1)) == ["de-street"])
    }

    @Test func hyphenatedCompoundsAreFoundByPartsAndWhole() {
        for query in ["Adresse", "E-Mail", "emailadresse", "E-Mail-Adresse"] {
            #expect(Self.ids(Self.german.search(query, limit: 1)) == ["de-email"], "\(query)")
        }
    }

    @Test func germanStopWordsAreIgnoredAndPluralsMeet() {
        #expect(Self.ids(Self.german.search("die Datei", limit: 1)) == ["de-import"])
        #expect(Self.ids(Self.german.search("einstellung", limit: 3)).contains("de-playback-settings"))
    }

    @Test func chineseAndJapaneseAreSearchableWithoutSpaces() {
        let book = Self.book(
            [
                SearchTestBooks.item("ja", "設定を変更する", "アプリの設定はここで変更できます。"),
                SearchTestBooks.item("zh", "导出乐谱", "将乐谱导出为PDF文件。"),
            ], language: nil)
        let index = HelpSearchIndex(book: book)
        #expect(Self.ids(index.search("設定")) == ["ja"])
        #expect(Self.ids(index.search("乐谱")) == ["zh"])
        #expect(Self.ids(index.search("PDF", limit: 1)) == ["zh"])
    }

    @Test func arabicFoldsHamzaVowelMarksAndTheArticle() {
        let index = HelpSearchIndex(book: SearchTestBooks.arabic)
        for query in ["الإعدادات", "الاعدادات", "إعدادات", "اعدادات"] {
            #expect(Self.ids(index.search(query, limit: 1)) == ["ar-settings"], "\(query)")
        }
    }
}

extension HelpSearchIndexTests {
    /// The words a query must highlight (after folding), to compare with what the ranges slice.
    static func folded(_ text: Substring) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    @Test(arguments: [
        ("export pdf", ["export", "pdf"]),
        ("résumé", ["resume"]),
        ("metornome", ["metronome"]),
        ("e-mail", ["e", "mail", "e-mail"]),
        ("headphone", ["headphones"]),
    ])
    func highlightRangesSliceToTheMatchedWords(query: String, words: [String]) throws {
        let results = Self.english.search(query, limit: 5)
        let first = try #require(results.first)
        let highlighted =
            (first.titleHighlights.map { first.title[$0] } + first.snippetHighlights.map { first.snippet[$0] })
        #expect(!highlighted.isEmpty)
        for text in highlighted { #expect(words.contains(Self.folded(text)), "\(text) for \(query)") }
        for result in results {
            for range in result.snippetHighlights { #expect(!result.snippet[range].isEmpty) }
        }
    }

    @Test func aTypoOfAnInflectedWordsStemHighlightsTheWordInTheTitle() throws {
        // The example book has "Exporting" but not "export": the typo reaches the stem.
        let index = HelpSearchIndex(book: SearchTestBooks.exampleEnglish)
        let result = try #require(index.search("exprot pdf").first)
        #expect(result.title == "Exporting a PDF")
        #expect(result.titleHighlights.map { String(result.title[$0]) } == ["Exporting", "PDF"])
    }

    @Test func utf16OffsetsPointAtTheSameText() throws {
        let index = HelpSearchIndex(book: SearchTestBooks.arabic)
        let result = try #require(index.search("PDF تصدير").first)
        let title = Array(result.title.utf16)
        for (range, offsets) in zip(result.titleHighlights, result.titleHighlightOffsets) {
            #expect(String(decoding: title[offsets], as: UTF16.self) == String(result.title[range]))
        }
        let snippet = Array(result.snippet.utf16)
        for (range, offsets) in zip(result.snippetHighlights, result.snippetHighlightOffsets) {
            #expect(String(decoding: snippet[offsets], as: UTF16.self) == String(result.snippet[range]))
        }
        #expect(result.titleHighlights.count == 2)
    }

    @Test func snippetIsAWindowAroundTheBestHitCutAtWords() throws {
        let filler = (1...60).map { "word\($0)" }.joined(separator: " ")
        let book = Self.book([
            SearchTestBooks.item("long", "Long article", "\(filler) the harpsichord tuning is here. \(filler)")
        ])
        let result = try #require(HelpSearchIndex(book: book).search("harpsichord").first)
        #expect(result.snippet.hasPrefix("… "))
        #expect(result.snippet.hasSuffix(" …"))
        #expect(result.snippet.count < 220)
        #expect(result.snippetHighlights.map { result.snippet[$0] } == ["harpsichord"])
        // Cut at word boundaries: every word in the snippet is a whole word of the body.
        let bodyWords = Set(result.snippet.split(separator: " ").filter { $0 != "…" }.map(String.init))
        let allWords = Set("\(filler) the harpsichord tuning is here.".split(separator: " ").map(String.init))
        #expect(bodyWords.isSubset(of: allWords))
    }

    @Test func snippetOfATitleOnlyMatchIsTheStartOfTheBody() throws {
        let result = try #require(Self.english.search("Rests").first)
        #expect(result.itemID == "rests")
        #expect(result.snippet.hasPrefix("Long-press the staff"))
        #expect(result.titleHighlights.map { result.title[$0] } == ["Rests"])
    }

    @Test func snippetsShowWhiteSpaceRunsAsOneSpace() throws {
        let result = try #require(Self.english.search("basics").first)
        #expect(!result.snippet.contains("\n"))
        #expect(!result.snippet.contains("  "))
    }

    /// Runs of tabs, newlines and spaces before, between and after the hits collapse, and
    /// every highlight still slices to the matched word, accents and all.
    @Test(arguments: ["straße", "STRASSE", "strasse grüße"])
    func highlightsSurviveCollapsedWhiteSpaceAroundThem(query: String) throws {
        let body = "Viele Grüße\t\t aus der\r\n\r\nStraße.  Die   Straße\n\tist lang; Grüße  zurück.\n\n\nEnde"
        let book = Self.book([SearchTestBooks.item("s", "Unterwegs", body)])
        let result = try #require(HelpSearchIndex(book: book, language: "de").search(query).first)
        #expect(result.snippet == "Viele Grüße aus der Straße. Die Straße ist lang; Grüße zurück. Ende")
        let highlighted = result.snippetHighlights.map { String(result.snippet[$0]) }
        #expect(!highlighted.isEmpty)
        for word in highlighted { #expect(["Straße", "Grüße"].contains(word), "\(highlighted)") }
        #expect(highlighted.filter { $0 == "Straße" }.count == 2)
    }
}

extension HelpSearchIndexTests {
    @Test(arguments: [
        "", " ", "   \n\t", "!!!", "?.,;:-–—…", "🎹🎶", "👩‍👩‍👧‍👦", "\u{0}", "\u{301}\u{301}", "a",
        String(repeating: "a", count: 10_000),
        String(repeating: "metronome ", count: 1_000),
        String(repeating: "x-", count: 5_000),
        (0..<2_000).map { "w\($0)" }.joined(separator: " "),
        "metronome 🎹 تصدير 設定 Straße",
        "\u{202E}emonortem",
    ])
    func badInputGivesSensibleResultsOrNone(query: String) {
        let results = Self.english.search(query)
        #expect(results.count <= 20)
        for result in results {
            for range in result.titleHighlights { _ = result.title[range] }
            for range in result.snippetHighlights { _ = result.snippet[range] }
        }
    }

    @Test func queriesWithoutWordsFindNothing() {
        for query in ["", "   ", "!!!", "🎹🎶", "---"] { #expect(Self.english.search(query).isEmpty, "\(query)") }
    }

    @Test func aQueryOfOnlyStopWordsStillSearchesTheLastOne() {
        #expect(Self.english.search("the ").isEmpty)  // stop words are not indexed
        #expect(Self.ids(Self.english.search("the")).contains("no-sound"))  // "the" being typed: "them"
        #expect(!Self.english.search("how to pl").isEmpty)  // "pl" is being typed: "play", "playback"
    }

    @Test func mixedScriptQueriesMatchEachScript() {
        #expect(Self.ids(Self.english.search("metronome 🎹", limit: 1)) == ["metronome"])
        #expect(
            Self.ids(HelpSearchIndex(book: SearchTestBooks.arabic).search("تصدير PDF", limit: 1)) == ["ar-export-pdf"])
    }

    @Test func emptyBooksAndEmptyArticlesAreSearchable() {
        #expect(HelpSearchIndex(book: HelpBook(sections: [])).search("anything").isEmpty)
        let book = Self.book([HelpItem(id: "empty", title: "")])
        #expect(HelpSearchIndex(book: book).search("").isEmpty)
        let titled = Self.book([HelpItem(id: "t", title: "Only a title")])
        let result = HelpSearchIndex(book: titled).search("title").first
        #expect(result?.itemID == "t")
        #expect(result?.snippet == "")
    }

    @Test func limitBoundsTheResults() {
        #expect(Self.english.search("the staff", limit: 2).count == 2)
        #expect(Self.english.search("staff", limit: 0).isEmpty)
    }

    @Test func bookSearchConvenienceMatchesTheIndex() {
        #expect(
            Self.ids(SearchTestBooks.english.search("export pdf"))
                == Self.ids(Self.english.search("export pdf")))
    }
}
