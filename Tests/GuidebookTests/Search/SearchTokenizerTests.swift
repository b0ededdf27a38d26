import GuidebookTestSupport
import Testing

@testable import Guidebook

@Suite struct SearchTokenizerTests {
    static func words(_ text: String) -> [String] {
        let utf8 = Array(text.utf8)
        return SearchTokenizer.tokens(in: text).map { String(decoding: utf8[$0.start..<$0.end], as: UTF8.self) }
    }

    @Test(arguments: [
        ("Tap Play, then Stop.", ["Tap", "Play", "then", "Stop"]),
        ("don't stop", ["don't", "stop"]),
        ("version 2.1 costs 1,000", ["version", "2.1", "costs", "1,000"]),
        ("E-Mail-Adresse ändern", ["E", "Mail", "Adresse", "E-Mail-Adresse", "ändern"]),
        ("a - b", ["a", "b"]),
        ("設定を変更", ["設", "定", "を", "変", "更"]),
        ("ファイルを開く", ["ファイル", "を", "開", "く"]),
        ("الإعدادات العامة", ["الإعدادات", "العامة"]),
        ("résumé café", ["résumé", "café"]),
        ("🎹 piano🎶", ["piano"]),
        ("one\ntwo\tthree", ["one", "two", "three"]),
    ])
    func wordsFollowUnicodeWordBoundaries(text: String, expected: [String]) {
        #expect(Self.words(text) == expected)
    }

    @Test func overLongWordsAreCutAndDoNotHang() {
        let tokens = SearchTokenizer.tokens(in: String(repeating: "a", count: 100_000))
        #expect(tokens.count == 1)
        #expect(tokens.first.map { $0.end - $0.start } == SearchTokenizer.maximumWordScalars)
    }

    @Test(arguments: [
        ("Résumé", "resume"), ("STRASSE", "strasse"), ("Straße", "strasse"), ("ＡＢＣ１", "abc1"),
        ("don't", "dont"), ("E-Mail", "email"), ("ﬁle", "file"), ("الإعدادات", "الاعدادات"),
        ("مُوسِيقَى", "موسيقي"), ("كتـــاب", "كتاب"),
    ])
    func foldingUnifiesSpellings(word: String, folded: String) {
        #expect(SearchFolding.fold(word[...]) == folded)
    }

    @Test(arguments: [
        ("photos", "photo", "en"), ("libraries", "library", "en"), ("exporting", "export", "en"),
        ("exported", "export", "en"), ("einstellungen", "einstellung", "de"), ("dateien", "datei", "de"),
        ("bilder", "bild", "de"),
    ])
    func stemsMeetTheirSingulars(word: String, stem: String, language: String) {
        let rules = SearchFolding.Rules(language: language)
        #expect(SearchFolding.stem(word, rules: rules) == SearchFolding.stem(stem, rules: rules))
    }

    @Test func arabicStemsDropTheArticleAndPluralEnding() {
        let arabic = SearchFolding.Rules(language: "ar")
        let english = SearchFolding.Rules(language: "en")
        #expect(SearchFolding.stem("الاعدادات", rules: arabic) == SearchFolding.stem("اعدادات", rules: arabic))
        #expect(SearchFolding.stem("السحابة", rules: english) == SearchFolding.stem("سحابة", rules: english))
    }
}

@Suite struct BoundedEditDistanceTests {
    static func bounded(_ a: String, _ b: String, limit: Int) -> Int? {
        let a = a.unicodeScalars.map(\.value)
        let b = b.unicodeScalars.map(\.value)
        return a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in EditDistance.distance(a, b, limit: limit) }
        }
    }

    @Test(arguments: [
        ("metronome", "metronome", 0), ("metronome", "metornome", 1), ("metronome", "metronme", 1),
        ("tempo", "tmpo", 1), ("abc", "cab", 2), ("kitten", "sitting", 3), ("", "abc", 3), ("ab", "ba", 1),
    ])
    func matchesTheGeneralDistance(a: String, b: String, expected: Int) {
        #expect(EditDistance.distance(Array(a), Array(b)) == expected)
        #expect(Self.bounded(a, b, limit: 3) == expected)
        #expect(Self.bounded(a, b, limit: expected - 1) == nil || expected == 0)
    }

    @Test func agreesWithTheGeneralDistanceOnGeneratedPairs() {
        var generator = SyntheticHelpBook.Generator(seed: 5)
        let alphabet = Array("abcde")
        for _ in 0..<2_000 {
            let a = String((0..<generator.below(9)).map { _ in alphabet[generator.below(alphabet.count)] })
            let b = String((0..<generator.below(9)).map { _ in alphabet[generator.below(alphabet.count)] })
            for limit in 0...3 {
                #expect(Self.bounded(a, b, limit: limit) == EditDistance.distance(Array(a), Array(b), limit: limit))
            }
        }
    }
}
