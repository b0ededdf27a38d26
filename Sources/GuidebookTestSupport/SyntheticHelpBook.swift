import Foundation
import Guidebook

/// A deterministic, generated help book for tests and benchmarks: `articles` articles in
/// sections of 100, ~100 body words each, drawn from a seeded PRNG over a help-centre
/// vocabulary (Zipf-weighted common words plus a long tail of rare product words), so the
/// vocabulary and posting lengths look like a real book's.
///
/// ```swift
/// let book = SyntheticHelpBook.make(articles: 10_000)
/// let queries = SyntheticHelpBook.queries(count: 1_000)
/// ```
package enum SyntheticHelpBook {
    /// The random source the book and queries are generated from.
    package typealias Generator = SplitMix64

    /// Common help-centre words, most frequent first (drawn with Zipf weights).
    package static let commonWords: [String] = """
        tap settings account open photo share app screen select choose file button menu change \
        save edit delete turn notification sync device new list view add remove option switch \
        music song note score project export import print email message password sign profile \
        folder document page library playlist album track audio sound volume record recording \
        playback tempo key chord melody instrument piano guitar drum metronome tuner staff clef \
        measure bar beat rhythm lyric composition composer arrangement layer part voice mixer \
        effect reverb filter backup restore storage cloud download upload subscription purchase \
        receipt refund trial plan billing payment privacy security permission location camera \
        microphone bluetooth headphone speaker display brightness theme dark light font size text \
        language region keyboard shortcut gesture swipe drag drop pinch zoom undo redo copy paste \
        duplicate rename move sort search filter tag favorite star archive trash recover history \
        version update release feature tutorial help guide support contact feedback report problem \
        error crash freeze slow battery network connection offline online wifi cellular data \
        calendar reminder schedule widget lock home toolbar sidebar tab window split landscape \
        portrait orientation accessibility voiceover caption subtitle transcript collaboration \
        invite member team group permission owner editor viewer comment mention reply thread \
        link address contact name date time duration length start stop pause resume repeat loop \
        shuffle queue next previous forward rewind skip mute unmute level input output format pdf \
        midi wav mp3 xml template sample preset bank pattern sequence step grid snap quantize \
        transpose pitch octave scale mode harmony interval signature notation tablature fingering \
        dynamics articulation slur tie accent rest dot triplet grace ornament repeat coda segno \
        section verse chorus bridge intro outro ending marker region selection cursor playhead \
        timeline ruler zoom overview detail inspector panel sheet popover alert dialog banner badge
        """.split(whereSeparator: \.isWhitespace).reduce(into: [String]()) { words, word in
            if !words.contains(String(word)) { words.append(String(word)) }
        }

    /// Function words that glue sentences (mostly stop words).
    package static let glueWords = [
        "the", "a", "to", "and", "of", "you", "your", "in", "on", "for", "with", "is", "can", "from",
        "then", "when", "this", "it", "or", "if", "by", "at", "how", "all", "any", "each", "more",
    ]

    private static let syllables = [
        "ka", "lo", "mi", "ne", "ra", "tu", "vo", "shi", "ber", "dal", "fen", "gor", "hal", "jin", "kor",
        "lum", "mar", "nox", "pel", "quin", "ros", "sam", "tor", "ul", "ven", "wen", "xa", "yor", "zel",
        "bri", "cla", "dro", "fli", "gra", "pro", "stra", "tri",
    ]

    /// The rare words: deterministic pseudo-words (product and feature names).
    package static func rareWords(count: Int, seed: UInt64 = 7) -> [String] {
        var generator = Generator(seed: seed)
        var words: [String] = []
        var seen: Set<String> = []
        while words.count < count {
            var word = ""
            for _ in 0..<(2 + generator.below(3)) { word += syllables[generator.below(syllables.count)] }
            if seen.insert(word).inserted { words.append(word) }
        }
        return words
    }

    /// Samples an index in `0..<count` with probability ∝ 1/(rank+1) (Zipf, s = 1).
    private struct Zipf {
        var cumulative: [Double] = []
        init(count: Int) {
            var sum = 0.0
            for rank in 0..<count {
                sum += 1 / Double(rank + 1)
                cumulative.append(sum)
            }
        }
        func sample(_ generator: inout Generator) -> Int {
            guard let total = cumulative.last else { return 0 }
            let target = Double(generator.next() >> 11) / Double(1 << 53) * total
            var low = 0
            var high = cumulative.count - 1
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] < target { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    /// The generated book: `articles` articles (every tenth with two children, counted in),
    /// ids `a<number>`, sections `Section <n>` of up to 100 articles.
    ///
    /// - Complexity: O(articles × bodyWords).
    package static func make(articles: Int, bodyWords: Int = 100, seed: UInt64 = 42) -> HelpBook {
        var generator = Generator(seed: seed)
        let common = commonWords
        let rare = rareWords(count: 8_000)
        let zipf = Zipf(count: common.count)
        func word(_ generator: inout Generator) -> String {
            let roll = generator.below(100)
            if roll < 30 { return glueWords[generator.below(glueWords.count)] }
            if roll < 88 { return common[zipf.sample(&generator)] }
            return rare[generator.below(rare.count)]
        }
        func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        func article(_ number: Int, _ generator: inout Generator) -> HelpItem {
            var titleWords: [String] = []
            for _ in 0..<(2 + generator.below(4)) { titleWords.append(common[zipf.sample(&generator)]) }
            if generator.below(4) == 0 { titleWords.append(rare[generator.below(rare.count)]) }
            var paragraphs: [HelpBlock] = []
            var sentence: [String] = []
            var paragraph = ""
            for index in 0..<bodyWords {
                sentence.append(word(&generator))
                let endsSentence = sentence.count >= 6 + generator.below(10) || index == bodyWords - 1
                if endsSentence {
                    if !paragraph.isEmpty { paragraph += " " }
                    paragraph += capitalized(sentence.joined(separator: " ")) + "."
                    sentence.removeAll()
                    if generator.below(3) == 0 || index == bodyWords - 1 {
                        paragraphs.append(.paragraph([.text(paragraph)]))
                        paragraph = ""
                    }
                }
            }
            var keywords: [String] = []
            for _ in 0..<generator.below(3) { keywords.append(common[generator.below(common.count)]) }
            let subtitle = generator.below(3) == 0 ? capitalized(word(&generator)) + " " + word(&generator) : nil
            return HelpItem(
                id: "a\(number)", title: capitalized(titleWords.joined(separator: " ")), subtitle: subtitle,
                body: HelpBody(blocks: paragraphs), keywords: keywords)
        }
        var sections: [HelpSection] = []
        var number = 0
        while number < articles {
            var items: [HelpItem] = []
            while items.count < 100, number < articles {
                var item = article(number, &generator)
                number += 1
                if number % 10 == 0 {
                    for _ in 0..<2 where number < articles {
                        item.children.append(article(number, &generator))
                        number += 1
                    }
                }
                items.append(item)
            }
            sections.append(HelpSection(id: "s\(sections.count)", title: "Section \(sections.count + 1)", items: items))
        }
        return HelpBook(sections: sections, language: "en")
    }

    /// Realistic queries over the generated vocabulary: single words, two words, typos
    /// (one swapped or dropped letter) and prefixes being typed.
    package static func queries(count: Int, seed: UInt64 = 99) -> [String] {
        var generator = Generator(seed: seed)
        let common = commonWords
        let rare = rareWords(count: 8_000)
        let zipf = Zipf(count: common.count)
        var queries: [String] = []
        for _ in 0..<count {
            let first = generator.below(5) == 0 ? rare[generator.below(rare.count)] : common[zipf.sample(&generator)]
            switch generator.below(10) {
            case 0, 1, 2:
                queries.append(first)
            case 3, 4, 5:
                queries.append(first + " " + common[zipf.sample(&generator)])
            case 6, 7:
                var letters = Array(first)
                if letters.count >= 5 {
                    let index = 1 + generator.below(letters.count - 2)
                    if generator.below(2) == 0 {
                        letters.swapAt(index, index + 1)
                    } else {
                        letters.remove(at: index)
                    }
                }
                queries.append(String(letters))
            default:
                queries.append(String(first.prefix(max(2, first.count / 2 + 1))))
            }
        }
        return queries
    }
}
