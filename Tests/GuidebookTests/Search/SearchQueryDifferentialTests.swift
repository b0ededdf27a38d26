import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The cheaper query path (ASCII tokenizing and folding, byte-level stems, resolved language
/// rules, carried-over deletion hashes, prefix and typo lookups on scalars) compared with the
/// code it replaced (`SearchLegacyOracles.swift`) on generated, corpus, non-ASCII and edge input.
@Suite struct SearchQueryDifferentialTests {
    /// Text pieces the generated inputs are made of: ASCII words with the endings the stemmers
    /// look at, separators the tokenizer treats specially, and non-ASCII letters, marks and
    /// symbols (German ß and umlauts, Arabic, CJK, emoji, combining marks, a Kelvin sign,
    /// ligatures, full-width forms).
    static let pieces = [
        "a", "e", "s", "x", "ies", "sses", "xes", "ches", "shes", "zes", "ing", "ed", "ss", "us", "is",
        "ungen", "ern", "en", "er", "es", "n", "photo", "librar", "export", "Einstell", "Datei", "Bild",
        "T", "AP", "Q", "0", "7", "2.1", "1,000", "'", "’", "-", "‐", ".", ",", " ", "  ", "\t", "\n", "\r\n",
        "\r", "!", "?", "#", "/", "ß", "Straße", "ä", "Ö", "é", "e\u{301}", "\u{301}", "\u{308}", "ﬁ", "Ａ",
        "１", "\u{212A}", "الإعدادات", "ال", "ات", "ة", "ـ", "\u{064E}", "ى", "設定", "を", "ファイル", "한국어",
        "🎹", "👩‍👩‍👧", "🇩🇪", "\u{200D}", "\u{200C}", "Ω", "ǅ", "ﷺ", "İ",
    ]

    /// `count` strings of 0–`maximumPieces` random pieces, reproducibly.
    static func generatedTexts(count: Int, maximumPieces: Int = 8, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            (0..<random.below(maximumPieces + 1)).map { _ in pieces[random.below(pieces.count)] }.joined()
        }
    }

    /// Hand-picked edge cases: empty, separators only, word-length and compound-part limits.
    static let edgeTexts = [
        "", " ", "-", "'", "a", "a-", "-a", "a-b", "a--b", "a'b", "a''b", "'a'", "1.2.3", "1..2", "a.1", "1-2",
        String(repeating: "a", count: 64), String(repeating: "a", count: 65), String(repeating: "a", count: 63) + "'b",
        String(repeating: "a", count: 64) + "'bc", String(repeating: "a", count: 70) + "-b",
        (0..<12).map { "p\($0)" }.joined(separator: "-"), String(repeating: "é", count: 80),
        String(repeating: "x-", count: 20), "don't", "E-Mail-Adresse", "tap ", "TAP Settings", "the", "how",
        "ties", "sees", "does", "buses", "analysis", "cried", "ring", "ering", "ungen", "bungen", "eine", "Ecke\r",
        "ab\r\n", "abcd\r", "fußball", "FUSSBALL", "re\u{301}sume\u{301}", "كتـــاب", "مُوسِيقَى",
    ]

    /// Text from the shared corpus (string tables in many languages), cut into lines.
    static func corpusLines() -> [String] {
        var lines: [String] = []
        for subfolder in ["strings", "xcstrings"] {
            guard let folder = TestCorpus.folder(subfolder, for: "corpus lines for the query differential tests")
            else { continue }
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard let data = try? Data(contentsOf: file) else { continue }
                // Old string tables are UTF-16 with a byte order mark; the rest UTF-8.
                let text =
                    String(data: data, encoding: data.starts(with: [0xFF, 0xFE]) ? .utf16LittleEndian : .utf8)
                    ?? String(data: data, encoding: .utf16) ?? String(decoding: data, as: UTF8.self)
                lines += text.split(whereSeparator: { $0.isNewline }).prefix(4_000).map { String($0) }
            }
        }
        return lines
    }

    static let corpus = corpusLines()

    static var allTexts: [String] {
        edgeTexts + generatedTexts(count: 3_000, seed: 11) + SyntheticHelpBook.queries(count: 500) + corpus
    }

    /// Each token of `text` as a substring.
    static func words(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        return LegacySearchTokenizer.tokens(in: text).map { token in
            let start = utf8.index(utf8.startIndex, offsetBy: token.start)
            return Substring(utf8[start..<utf8.index(start, offsetBy: token.end - token.start)])
        }
    }

    @Test func tokensMatchTheScalarTokenizer() {
        var compared = 0
        for text in Self.allTexts + Self.corpus.map({ $0 + " " + $0.uppercased() }) {
            let expected = LegacySearchTokenizer.tokens(in: text)
            #expect(SearchTokenizer.tokens(in: text) == expected, "\(text.debugDescription)")
            compared += expected.count
        }
        #expect(compared > 3_000)
    }

    @Test func foldingMatchesTheOldFold() {
        for text in Self.allTexts {
            for word in Self.words(text) + [text[...]] {
                #expect(SearchFolding.fold(word) == LegacySearchFolding.fold(word), "\(word.debugDescription)")
            }
        }
    }

    /// Words to stem: every piece-built text and token, folded and not, plus generated words
    /// ending in each suffix at every length around the stemmers' limits.
    static var stemmingWords: [String] {
        var words: [String] = []
        for text in allTexts {
            for word in Self.words(text) {
                words.append(String(word))
                words.append(LegacySearchFolding.fold(word))
            }
            words.append(text)
        }
        let stems = ["", "a", "ab", "abc", "abcd", "abcde", "photo", "ß", "é", "ال"]
        let suffixes = [
            "", "s", "es", "ies", "sses", "xes", "ches", "shes", "zes", "ing", "ed", "ss", "us", "is", "e", "y",
            "ungen", "ern", "en", "er", "n", "\r", "\r\n", "\u{301}", "ات", "ون", "ين", "ة",
        ]
        for stem in stems {
            for suffix in suffixes { words.append(stem + suffix) }
        }
        return words
    }

    @Test(arguments: [nil, "en", "en-GB", "de", "DE-ch", "deu", "ar", "fr", ""])
    func stemsMatchTheOldStemmer(language: String?) {
        let rules = SearchFolding.Rules(language: language)
        for word in Self.stemmingWords {
            let expected = LegacySearchFolding.stem(word, language: language)
            #expect(SearchFolding.stem(word, rules: rules) == expected, "\(word.debugDescription)")
            // Equal strings could still differ in their scalars; those feed the typo keys.
            #expect(
                Array(SearchFolding.stem(word, rules: rules).unicodeScalars) == Array(expected.unicodeScalars),
                "\(word.debugDescription)")
        }
    }

    @Test(arguments: [nil, "en", "de", "DE-ch", "ar"])
    func stopWordsAndLettersMatchTheOldTests(language: String?) {
        let stopWords = Array(LegacySearchFolding.englishStopWords) + Array(LegacySearchFolding.germanStopWords)
        let variants = stopWords.flatMap { [$0, $0.uppercased(), $0 + "s", String($0.dropLast())] }
        for word in Self.stemmingWords + variants {
            #expect(
                SearchFolding.isStopWord(word, rules: SearchFolding.Rules(language: language))
                    == LegacySearchFolding.isStopWord(word, language: language), "\(word.debugDescription)")
            #expect(SearchFolding.hasLetter(word) == LegacySearchFolding.hasLetter(word), "\(word.debugDescription)")
        }
    }

    @Test(arguments: [0, 1, 2])
    func deletionKeysMatchTheRecomputedHashes(deletions: Int) {
        var random = SplitMix64(seed: 3)
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0x7A, 0xDF, 0x0627, 0x8A2D, 0x1F3B9, 0]
        for length in 0...33 {
            for _ in 0..<5 {
                let word = (0..<length).map { _ in alphabet[random.below(alphabet.count)] }
                var keys: [UInt64] = []
                var expected: [UInt64] = []
                word.withUnsafeBufferPointer { buffer in
                    DeletionNeighbourhood.keys(of: buffer, deletions: deletions, into: &keys)
                    LegacyDeletionNeighbourhood.keys(of: buffer, deletions: deletions, into: &expected)
                }
                #expect(keys == expected, "\(word)")
            }
        }
    }

    /// The one-edit shortcut of the bounded distance against the general table, on pairs one
    /// or two random edits apart (where the shortcut's cases are), and on unrelated pairs.
    @Test func boundedDistanceWithinOneMatchesTheGeneralDistance() {
        var random = SplitMix64(seed: 8)
        let alphabet: [UInt32] = [0x61, 0x62, 0x63, 0xDF, 0x0627, 0x1F3B9]
        var outcomes: [Int?: Int] = [:]
        for _ in 0..<20_000 {
            let a = (0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] }
            var b = a
            for _ in 0..<random.below(3) { Self.edit(&b, kind: random.below(4), alphabet: alphabet, &random) }
            if random.below(10) == 0 { b = (0..<random.below(12)).map { _ in alphabet[random.below(alphabet.count)] } }
            let distance = a.withUnsafeBufferPointer { a in
                b.withUnsafeBufferPointer { b in EditDistance.distance(a, b, limit: 1) }
            }
            let expected = EditDistance.distance(a, b, limit: 1)
            #expect(distance == expected, "\(a) \(b)")
            outcomes[expected, default: 0] += 1
        }
        // Every outcome is exercised: equal, one edit, and more.
        #expect(outcomes[0, default: 0] > 100 && outcomes[1, default: 0] > 1_000 && outcomes[nil, default: 0] > 1_000)
    }

    @Test(arguments: [nil, "en", "de"])
    func queryWordsMatchTheOldParsing(language: String?) {
        let long = String(repeating: "settings export ", count: 300) + "straße"
        let queries =
            Self.allTexts + Self.generatedTexts(count: 2_000, maximumPieces: 30, seed: 12)
            + [long, String(repeating: "é", count: 3_000), "the and of", "the and of ", "ho", "the tap"]
        for query in queries {
            let words = QueryWords(query, rules: SearchFolding.Rules(language: language))
            let expected = LegacyQueryWords(query, language: language)
            #expect(words.words == expected.words, "\(query.debugDescription)")
            #expect(
                words.words.map { Array($0.unicodeScalars) } == expected.words.map { Array($0.unicodeScalars) },
                "\(query.debugDescription)")
            #expect(words.lastIsPrefix == expected.lastIsPrefix, "\(query.debugDescription)")
        }
    }

    /// One random edit of `items` with elements from `alphabet`: `kind` 0 deletes, 1 inserts,
    /// 2 substitutes, anything else swaps two neighbours (as does a delete or substitute of
    /// nothing; fewer than two items stay as they are).
    static func edit<Element>(
        _ items: inout [Element], kind: Int, alphabet: [Element], _ random: inout SplitMix64
    ) {
        switch kind {
        case 0 where !items.isEmpty: items.remove(at: random.below(items.count))
        case 1: items.insert(alphabet[random.below(alphabet.count)], at: random.below(items.count + 1))
        case 2 where !items.isEmpty: items[random.below(items.count)] = alphabet[random.below(alphabet.count)]
        default:
            if items.count >= 2 {
                let at = random.below(items.count - 1)
                items.swapAt(at, at + 1)
            }
        }
    }

    /// Query words to match against an index: its own terms, their prefixes, their typos
    /// (deletions, insertions, substitutions, transpositions), and folded generated words.
    static func probeWords(for index: HelpSearchIndex, seed: UInt64, count: Int) -> [String] {
        let terms = index.storage.terms
        var random = SplitMix64(seed: seed)
        var words: [String] = []
        let letters = Array("aeinorstuxzäß").map(String.init) + ["ال", "ة", "設"]
        for _ in 0..<count {
            var scalars = Array(terms[random.below(terms.count)].unicodeScalars).map(String.init)
            switch random.below(6) {
            case 0: break
            case 1: scalars = Array(scalars.prefix(1 + random.below(max(1, scalars.count))))
            case let kind: Self.edit(&scalars, kind: kind - 2, alphabet: letters, &random)
            }
            // Two edits for the longer words sometimes.
            if scalars.count >= 8, random.below(2) == 0 { scalars.remove(at: random.below(scalars.count)) }
            words.append(scalars.joined())
        }
        for text in generatedTexts(count: 300, seed: seed) {
            words += Self.words(text).map { LegacySearchFolding.fold($0) }
        }
        return words.filter { !$0.isEmpty }
    }

    static let indexes: [(name: String, index: HelpSearchIndex)] = [
        ("english", HelpSearchIndex(book: SearchTestBooks.english)),
        ("german", HelpSearchIndex(book: SearchTestBooks.german)),
        ("arabic", HelpSearchIndex(book: SearchTestBooks.arabic)),
        ("example-en", HelpSearchIndex(book: SearchTestBooks.exampleEnglish)),
        ("example-de", HelpSearchIndex(book: SearchTestBooks.exampleGerman)),
        ("example-ar", HelpSearchIndex(book: SearchTestBooks.exampleArabic)),
        ("generated", SearchPruningTests.generated),
    ]

    @Test(arguments: 0..<7)
    func candidatesMatchTheOldMatching(book: Int) {
        let (name, index) = Self.indexes[book]
        let storage = index.storage
        var reached = 0
        for word in Self.probeWords(for: index, seed: UInt64(100 + book), count: book == 6 ? 3_000 : 1_500) {
            for allowsPrefix in [false, true] {
                let matches = storage.candidates(for: word, allowsPrefix: allowsPrefix)
                let expected = storage.legacyCandidates(for: word, allowsPrefix: allowsPrefix)
                #expect(
                    matches.map(\.term) == expected.map(\.term), "\(name) \(word.debugDescription) \(allowsPrefix)")
                #expect(
                    matches.map(\.weight.bitPattern) == expected.map(\.weight.bitPattern),
                    "\(name) \(word.debugDescription) \(allowsPrefix)")
                reached += expected.count
            }
        }
        #expect(reached > 1_000)
    }
}
