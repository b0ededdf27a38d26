import Foundation
import GuidebookTestSupport
import Testing

@testable import Guidebook

/// The index keeps its bodies with white space runs already collapsed and builds a snippet as
/// one slice of them; these tests compare every snippet with the old builder
/// (`SnippetOracle`), which collapsed the runs of the original body while copying: the same
/// text, and highlights that slice to the same words at the same offsets.
@Suite struct HelpSearchSnippetTests {
    typealias Hit = HelpSearchIndex.Storage.Hit

    /// Builds an index of `bodies` (one article each) and compares the snippets of every
    /// article for no hits, single hits at the ends and the middle, and `randomHitSets`
    /// random sets of hits; returns a description of each difference.
    static func differences(bodies: [String], randomHitSets: Int, seed: UInt64) -> [String] {
        let items = bodies.enumerated().map { index, body in
            HelpItem(id: "b\(index)", title: "Article \(index)", body: HelpBody(blocks: [.paragraph([.text(body)])]))
        }
        let index = HelpSearchIndex(book: HelpBook(sections: [HelpSection(id: "s", title: "S", items: items)]))
        let storage = index.storage
        var random = SplitMix64(seed: seed)
        var differences: [String] = []
        for (document, item) in items.enumerated() {
            let original = item.body.plainText
            let tokens = SearchTokenizer.tokens(in: original)
            let count = tokens.count
            var hitSets: [[Hit]] = [[]]
            for position in Set([0, 1, count / 2, count - 2, count - 1]) where position >= 0 && position < count {
                hitSets.append([(UInt32(position), 0)])
            }
            for _ in 0..<(count == 0 ? 0 : randomHitSets) {
                var pairs = Set<[Int]>()
                for _ in 0..<(1 + random.below(6)) { pairs.insert([random.below(count), random.below(3)]) }
                // In position order, then word order: as a search collects them.
                hitSets.append(pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { (UInt32($0[0]), UInt8($0[1])) })
            }
            for hits in hitSets {
                let (snippet, highlights) = storage.snippet(document: document, hits: hits)
                let (expected, expectedOffsets) = SnippetOracle.snippet(body: original, tokens: tokens, hits: hits)
                let offsets = highlights.map { range in
                    snippet.utf8.distance(
                        from: snippet.startIndex, to: range.lowerBound)..<snippet.utf8.distance(
                            from: snippet.startIndex, to: range.upperBound)
                }
                let words = highlights.map { String(snippet[$0]) }
                let expectedBytes = Array(expected.utf8)
                let expectedWords = expectedOffsets.map { String(decoding: expectedBytes[$0], as: UTF8.self) }
                if snippet != expected || offsets != expectedOffsets || words != expectedWords {
                    let positions = hits.map { "\($0.position)/\($0.word)" }
                    differences.append(
                        "body \(original.debugDescription) hits \(positions): \(snippet.debugDescription) \(words) "
                            + "instead of \(expected.debugDescription) \(expectedWords)")
                }
            }
        }
        return differences
    }

    static func expectSame(
        _ bodies: [String], randomHitSets: Int = 12, seed: UInt64 = 1,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let found = differences(bodies: bodies, randomHitSets: randomHitSets, seed: seed)
        #expect(
            found.isEmpty, "\(found.count) snippets differ, first: \(found.prefix(3))", sourceLocation: sourceLocation)
    }
}

extension HelpSearchSnippetTests {
    static let edgeCases = [
        "", " ", "\t\r\n", "!!!", "word", "end.", "  leading and trailing white space  \n",
        "\tTabbed\tbody\twith\ttabs\t",
        "Windows\r\nline\r\nendings\r\n\r\nand paragraphs",
        "Old Mac\rline endings\r\rhere",
        "Runs   of    spaces     between      words",
        "Mixed \t \n \r\n runs \n\n\n of \t\t every kind",
        "Punctuation runs. Then!!!   Spaces?)\"  after: them;\n\nnext, 'quoted'.\t\tdone",
        "Viele Grüße\t\t aus der\r\n\r\nStraße.  Die   Straße\n\tist lang; Grüße  zurück.\n\n\nEnde",
        "Emoji 🎹  between\t🎶 words 👩‍👩‍👧‍👦\n\nfamily 🇩🇪  flag",
        "تصدير  الملف\tبصيغة PDF\n\nمن القائمة  ثم  مشاركة",
        "שמור   את\tהקובץ\r\n\r\nלפני היציאה \u{200F} סוף",
        "設定を開いて  保存します。\n\n次に　共有\tしてください",
        "Combining e\u{301}  marks\t\u{301}alone and n\u{303}",
        "No\u{00A0}break\u{00A0}\u{00A0}spaces  stay,\u{2028}line and\u{2029}paragraph separators too",
        "Zero\u{200B}width  space",
        "E-Mail-Adresse  eingeben\n\nwell-known   multi-part-compound-word at-the-end",
        "x-", "-x", "a - b -- c", "don't  stop\n\n2.1  or 1,000",
        "\n\nStarts with runs", "Ends with runs\n\n\t",
    ]

    @Test func edgeCaseBodiesGiveTheSameSnippets() {
        Self.expectSame(Self.edgeCases, randomHitSets: 20)
    }

    /// Long bodies, so that windows are cut before, after and on both sides.
    @Test func cutWindowsGiveTheSameSnippets() {
        let long = Self.edgeCases.joined(separator: " \n\t ")
        Self.expectSame([long, long + long, String(repeating: "word\t\t", count: 200)], randomHitSets: 200)
    }

    static let words = [
        "tap", "Settings", "export", "PDF", "résumé", "Straße", "ÉCOLE", "設定", "保存", "تصدير", "الملف", "שמור",
        "🎹", "👍🏽", "E-Mail", "well-known", "don't", "2.1", "1,000", "n\u{303}o", "x", "naïve", "İstanbul", "ﬁle",
    ]
    static let separators = [
        " ", " ", " ", "  ", "\t", "\n", "\r\n", "\n\n", " \t ", ". ", ", ", "! ", "?) ", ".\n\n", "\u{00A0}", " … ",
        "\"  ", ";\t", "-", " - ", "\r", "\u{3000}", "?!)\"\n\n", "...\t", "!!!! ",
    ]

    @Test(arguments: [1, 2, 3])
    func generatedBodiesGiveTheSameSnippets(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let bodies = (0..<60).map { _ in
            var body = random.below(4) == 0 ? Self.separators[random.below(Self.separators.count)] : ""
            for _ in 0..<random.below(90) {
                body += Self.words[random.below(Self.words.count)]
                body += Self.separators[random.below(Self.separators.count)]
            }
            if random.below(2) == 0 { body += Self.words[random.below(Self.words.count)] }
            return body
        }
        Self.expectSame(bodies, randomHitSets: 12, seed: seed)
    }

    /// Real translations in many scripts (the corpus's `.strings` files), joined with
    /// different white space.
    @Test func corpusTextsGiveTheSameSnippets() throws {
        guard let folder = TestCorpus.folder("strings", for: "the snippet comparison on real texts") else { return }
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "strings" }
            .sorted { $0.path < $1.path }
        #expect(!files.isEmpty)
        let joins = ["\n", "\n\n", "\t", "  ", " ", "\r\n"]
        var bodies: [String] = []
        for file in files {
            let values = try StringsFileReader.read(contentsOf: file).map(\.value)
            // Up to 30 bodies of 12 values each per file.
            for start in stride(from: 0, to: min(values.count, 360), by: 12) {
                let chunk = values[start..<min(values.count, start + 12)]
                bodies.append(chunk.joined(separator: joins[bodies.count % joins.count]))
            }
        }
        Self.expectSame(bodies, randomHitSets: 6)
    }
}

extension HelpSearchSnippetTests {
    /// What the index shows of a body: each run of spaces, tabs and line breaks other than one
    /// space becomes one space (a plain byte scan).
    static func collapsed(_ text: String) -> String {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard isSpace(bytes[index]) else {
                result.append(bytes[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, isSpace(bytes[end]) { end += 1 }
            result.append(0x20)
            index = end
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The index finds the runs to collapse eight bytes at a time; it must show exactly what a
    /// byte scan shows, wherever runs fall against those eight-byte steps.
    @Test(arguments: [1, 2, 3])
    func storedBodiesCollapseEveryRunLikeAByteScan(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = [" ", " ", "  ", "\t", "\n", "\r", "\r\n", "a", "bc", "défg", "\u{1}", "\u{B}", "\u{C}", "🎹", "x"]
        var bodies = Self.edgeCases
        for _ in 0..<300 {
            bodies.append((0..<random.below(40)).map { _ in pieces[random.below(pieces.count)] }.joined())
        }
        let items = bodies.enumerated().map { index, body in
            HelpItem(id: "b\(index)", title: "T", body: HelpBody(blocks: [.paragraph([.text(body)])]))
        }
        let storage = HelpSearchIndex(book: HelpBook(sections: [HelpSection(id: "s", title: "S", items: items)]))
            .storage
        let differences = zip(items, storage.articles.all.map(\.body)).filter {
            Self.collapsed($0.body.plainText) != $1
        }
        #expect(
            differences.isEmpty,
            "\(differences.count) bodies differ, first: \(differences.prefix(3).map { ($0.body.plainText, $1) })")
    }

    /// Collecting hits tests eight tokens at a time; it must find exactly the tokens a
    /// token-by-token scan finds, in order, for articles of every length.
    @Test(arguments: [1, 2, 5, 16])
    func collectingHitsFindsEveryMatchedToken(wordCount: Int) {
        var random = SplitMix64(seed: UInt64(wordCount))
        var tokens = FieldTokens()
        for _ in 0..<60 {
            for _ in 0..<random.below(40) {
                tokens.tokenOffsets.append(0)
                tokens.tokenLengths.append(1)
                tokens.tokenTerms.append(UInt32(random.below(30)))
            }
            tokens.tokenStarts.append(UInt32(tokens.tokenTerms.count))
        }
        let wordMask = UInt16(truncatingIfNeeded: (1 << wordCount) - 1)
        // About one term in four matches words.
        let termWords = (0..<30).map { _ in
            random.below(4) == 0 ? UInt16(truncatingIfNeeded: random.next()) & wordMask : 0
        }
        var scratch = ScratchBuffer<Hit>(filler: (0, 0))
        tokens.withBuffers { buffers in
            termWords.withUnsafeBufferPointer { termWords in
                for document in 0..<60 {
                    let range = buffers.tokens(of: document)
                    var expected: [[Int]] = []
                    for token in range {
                        for word in 0..<16 where termWords[Int(tokens.tokenTerms[token])] & (1 << word) != 0 {
                            expected.append([token - range.lowerBound, word])
                        }
                    }
                    let count = HelpSearchIndex.Storage.collectHits(
                        in: buffers, document: document, termWords: termWords, wordCount: wordCount, into: &scratch)
                    let found = (0..<count).map { [Int(scratch[$0].position), Int(scratch[$0].word)] }
                    #expect(found == expected, "article \(document) of \(range.count) tokens")
                }
            }
        }
    }
}

extension HelpSearchSnippetTests {
    /// Issue 12, item 5: the closing character after an article's last word stays in its snippet.
    @Test(arguments: [
        ("The battery charges up to 100%", "battery", "up to 100%"),
        ("Projects can be written in C++", "projects", "written in C++"),
        ("Then tap «Share»", "tap", "tap «Share»"),
        ("Dann tippe auf „Teilen“", "tippe", "auf „Teilen“"),
        ("Then tap [Share]", "tap", "tap [Share]"),
        ("Bold text is written <b>", "bold", "written <b>"),
        ("It costs 5€", "costs", "costs 5€"),
        ("Tap Done.)", "tap", "Tap Done.)"),
        ("Tap the thumb👍🏽", "tap", "the thumb👍🏽"),
    ])
    func snippetsKeepTheClosingCharacterAfterTheLastWord(body: String, query: String, ending: String) throws {
        let item = HelpItem(id: "a", title: "Article", body: HelpBody(plainText: body))
        let index = HelpSearchIndex(book: HelpBook(sections: [HelpSection(id: "s", title: "S", items: [item])]))
        let result = try #require(index.search(query, limit: 1).first)
        #expect(result.snippet.hasSuffix(ending), "\(result.snippet.debugDescription)")
    }

    /// What follows a word and is kept, as UTF-8 byte counts: closing punctuation and symbols
    /// (three characters at most, each with its marks), not opening brackets, dashes or `_`.
    @Test(arguments: [
        ("%", 1), ("++ x", 2), ("» x", 2), ("“.", 4), ("]", 1), (">", 1), ("!?!?", 3), ("(more", 0),
        ("[x", 0), ("„x", 0), ("-mail", 0), ("_x", 0), (" .", 0), ("x.", 0), ("€", 3), ("👍🏽", 8),
        (".\u{301}!", 4), ("）。", 6),
    ])
    func closingPunctuationAfterAWordIsPunctuationOrASymbolThatDoesNotOpen(after: String, kept: Int) {
        var text = after
        let end = text.withUTF8 { HelpSearchIndex.Storage.closingPunctuationEnd(in: $0, from: 0) }
        #expect(end == kept, "\(after.debugDescription)")
    }
}
