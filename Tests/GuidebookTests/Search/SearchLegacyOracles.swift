import Foundation

@testable import Guidebook

// The search query path as it was before it was made cheaper (main at 01e098c), kept
// verbatim as the oracle the differential tests compare the fast paths with.

/// Turns a word as written into the form the index compares: case, diacritics and width
/// folded, compatibility forms unified, apostrophes and hyphens dropped, Arabic letter
/// variants and vowel marks normalized. Also the light stemmer and the stop lists.
enum LegacySearchFolding {
    /// The folded form of `word` (one token of `SearchTokenizer`).
    ///
    /// ASCII words are lower-cased by hand; others go through NFKC and Foundation's
    /// `folding(options:locale:)` (≈0.6 µs a word, so callers fold each distinct word once).
    static func fold(_ word: Substring) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(word.utf8.count)
            for byte in word.utf8 {
                switch byte {
                case 0x41...0x5A: bytes.append(byte + 0x20)
                case 0x27, 0x2D: continue
                default: bytes.append(byte)
                }
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        let folded = String(word).precomposedStringWithCompatibilityMapping
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        var scalars = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            switch scalar.value {
            case 0x27, 0x2D, 0x2019, 0x2010, 0x2011, 0x200C, 0x200D, 0x0640: continue  // marks that join, tatweel
            case 0x064B...0x065F, 0x0670: continue  // Arabic vowel marks
            case 0x0622, 0x0623, 0x0625, 0x0671: scalars.append("\u{0627}")  // alef variants -> bare alef
            case 0x0649: scalars.append("\u{064A}")  // alef maksura -> ya
            default:
                // Combining marks Foundation kept (e.g. after NFKC) carry no meaning for search.
                if scalar.properties.generalCategory == .nonspacingMark { continue }
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Whether the folded word contains a letter (numbers get no typo tolerance or stemming).
    static func hasLetter(_ folded: String) -> Bool {
        folded.unicodeScalars.contains { scalar in
            scalar.value < 0x80
                ? (0x61...0x7A).contains(scalar.value)
                : scalar.properties.isAlphabetic
        }
    }

    /// A light stem: plural and common inflection endings removed, so `photos` meets
    /// `photo`, `Einstellungen` meets `Einstellung` and `الملفات` meets `ملف`. Arabic
    /// words are stemmed whatever the book's language; Latin words by `language`
    /// (`de` German, anything else English).
    static func stem(_ folded: String, language: String?) -> String {
        let scalars = Array(folded.unicodeScalars)
        guard scalars.count >= 4 else { return folded }
        if let first = scalars.first, (0x0600...0x06FF).contains(first.value) {
            return arabicStem(scalars)
        }
        guard scalars.allSatisfy({ $0.value < 0x80 }) || hasLetter(folded) else { return folded }
        if language?.lowercased().hasPrefix("de") == true {
            return germanStem(folded)
        }
        return englishStem(folded)
    }

    private static func englishStem(_ word: String) -> String {
        var word = word
        func drop(_ count: Int) { word.removeLast(count) }
        if word.hasSuffix("ies"), word.count > 4 {
            drop(3)
            word += "y"
        } else if word.hasSuffix("sses") || word.hasSuffix("xes") || word.hasSuffix("ches")
            || word.hasSuffix("shes") || word.hasSuffix("zes")
        {
            drop(2)
        } else if word.hasSuffix("ing"), word.count > 5 {
            drop(3)
        } else if word.hasSuffix("ed"), word.count > 4 {
            drop(2)
        } else if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is") {
            drop(1)
        }
        if word.hasSuffix("e"), word.count > 4 { drop(1) }
        return word
    }

    private static func germanStem(_ word: String) -> String {
        var word = word
        if word.hasSuffix("ungen") {
            word.removeLast(2)
            return word
        }
        for suffix in ["ern", "en", "er", "es", "e", "n", "s"] where word.hasSuffix(suffix) {
            if word.count - suffix.count >= 4 { word.removeLast(suffix.count) }
            break
        }
        return word
    }

    private static func arabicStem(_ scalars: [Unicode.Scalar]) -> String {
        var scalars = scalars[...]
        let prefixes: [[UInt32]] = [
            [0x0648, 0x0627, 0x0644], [0x0628, 0x0627, 0x0644], [0x0643, 0x0627, 0x0644],
            [0x0641, 0x0627, 0x0644], [0x0644, 0x0644], [0x0627, 0x0644],
        ]
        for prefix in prefixes where scalars.count - prefix.count >= 3 {
            if scalars.prefix(prefix.count).map(\.value) == prefix {
                scalars = scalars.dropFirst(prefix.count)
                break
            }
        }
        let suffixes: [[UInt32]] = [[0x0627, 0x062A], [0x0648, 0x0646], [0x064A, 0x0646], [0x0629]]
        for suffix in suffixes where scalars.count - suffix.count >= 3 {
            if scalars.suffix(suffix.count).map(\.value) == suffix {
                scalars = scalars.dropLast(suffix.count)
                break
            }
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Whether `folded` is a stop word of `language` (English unless `de`).
    static func isStopWord(_ folded: String, language: String?) -> Bool {
        if language?.lowercased().hasPrefix("de") == true { return germanStopWords.contains(folded) }
        return englishStopWords.contains(folded)
    }

    static let englishStopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "can", "do", "does", "for", "from", "how", "i",
        "if", "in", "into", "is", "it", "its", "me", "my", "of", "on", "or", "so", "that", "the", "their",
        "then", "there", "these", "this", "to", "was", "what", "when", "where", "which", "why", "will",
        "with", "you", "your",
    ]

    static let germanStopWords: Set<String> = [
        "aber", "als", "am", "an", "auch", "auf", "aus", "bei", "bin", "bis", "das", "dass", "dem", "den",
        "der", "des", "die", "du", "ein", "eine", "einem", "einen", "einer", "eines", "es", "fur", "hat",
        "ich", "ihr", "im", "in", "ist", "ja", "kann", "man", "mit", "nach", "nicht", "noch", "nur", "ob",
        "oder", "sich", "sie", "sind", "so", "um", "und", "uber", "vom", "von", "vor", "wann", "was", "wie",
        "wo", "wir", "zu", "zum", "zur",
    ]
}

/// Splits displayed text into words by Unicode scalar properties, the same way for the
/// book and for queries, on every platform (Foundation's `.byWords` enumeration is not
/// available on Linux, and ICU's dictionary segmentation would differ between platforms).
///
/// - Letters, digits and combining marks make words; an apostrophe between letters
///   (`don't`) and a point or comma between digits (`2.1`, `1,000`) stay inside a word.
/// - A hyphen between words (`E-Mail-Adresse`) yields each part and, after them, the
///   whole compound, so `mail`, `adresse` and `emailadresse` all find it.
/// - Han ideographs and Hiragana are one word per character (no spaces in Chinese or
///   Japanese); Katakana, Hangul, Arabic and other scripts with letters form runs.
/// - Everything else (spaces, punctuation, symbols, emoji) separates words.
struct LegacySearchTokenizer {
    /// One word: UTF-8 offsets into the text, and whether it is a whole hyphenated compound.
    typealias Token = SearchTokenizer.Token

    /// Words longer than this are cut: bounds memory and time for hostile input.
    static let maximumWordScalars = 64

    private enum Kind {
        case letter, digit, mark, single, apostrophe, hyphen, numberSeparator, separator
    }

    private static func kind(of scalar: Unicode.Scalar) -> Kind {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x61...0x7A, 0x41...0x5A: return .letter
            case 0x30...0x39: return .digit
            case 0x27: return .apostrophe
            case 0x2D: return .hyphen
            case 0x2E, 0x2C: return .numberSeparator
            default: return .separator
            }
        }
        switch value {
        case 0x2019: return .apostrophe
        case 0x2010, 0x2011: return .hyphen
        case 0x200C, 0x200D: return .mark
        case 0x3040...0x309F: return .single  // Hiragana
        case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .letter  // Katakana runs
        default: break
        }
        let properties = scalar.properties
        if properties.isIdeographic { return .single }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            return .letter
        case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
        case .decimalNumber: return .digit
        default: return .separator
        }
    }

    /// The words of `text`, in order.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        let scalars = Array(text.unicodeScalars)
        var kinds: [Kind] = []
        var offsets: [Int] = []
        kinds.reserveCapacity(scalars.count)
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            kinds.append(kind(of: scalar))
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)

        func isWordKind(_ kind: Kind) -> Bool { kind == .letter || kind == .digit || kind == .mark }

        var index = 0
        let count = scalars.count
        while index < count {
            let kind = kinds[index]
            if kind == .single {
                tokens.append(Token(start: offsets[index], end: offsets[index + 1], isCompound: false))
                index += 1
                continue
            }
            guard kind == .letter || kind == .digit else {
                index += 1
                continue
            }
            // A compound: parts joined by single hyphens.
            var parts: [(Int, Int)] = []
            var partStart = index
            var cursor = index
            while cursor < count {
                let current = kinds[cursor]
                if isWordKind(current), cursor - partStart < maximumWordScalars {
                    cursor += 1
                    continue
                }
                let next = cursor + 1 < count ? kinds[cursor + 1] : .separator
                let previous = kinds[cursor - 1]
                if current == .apostrophe, previous == .letter, next == .letter {
                    cursor += 1
                    continue
                }
                if current == .numberSeparator, previous == .digit, next == .digit {
                    cursor += 1
                    continue
                }
                if current == .hyphen, next == .letter || next == .digit, parts.count < 8 {
                    parts.append((partStart, cursor))
                    cursor += 1
                    partStart = cursor
                    continue
                }
                break
            }
            parts.append((partStart, cursor))
            for (start, end) in parts {
                tokens.append(Token(start: offsets[start], end: offsets[end], isCompound: false))
            }
            if parts.count > 1 {
                tokens.append(Token(start: offsets[index], end: offsets[cursor], isCompound: true))
            }
            // Skip the rest of an over-long word.
            while cursor < count, isWordKind(kinds[cursor]) { cursor += 1 }
            index = cursor
        }
        return tokens
    }
}

/// The folded words of a query.
struct LegacyQueryWords {
    var words: [String] = []
    /// Whether the last word may still be growing (no separator typed after it).
    var lastIsPrefix = false

    static let maximumWords = 16

    init(_ query: String, language: String?) {
        // Bound the work for very long input: words beyond the first few hundred cannot matter.
        let text = query.utf8.count > 4096 ? String(decoding: query.utf8.prefix(4096), as: UTF8.self) : query
        let tokens = LegacySearchTokenizer.tokens(in: text)
        var all: [String] = []
        var seen: Set<String> = []
        for token in tokens where !token.isCompound {
            let utf8 = text.utf8
            let start = utf8.index(utf8.startIndex, offsetBy: token.start)
            let end = utf8.index(start, offsetBy: token.end - token.start)
            let folded = LegacySearchFolding.fold(Substring(utf8[start..<end]))
            guard !folded.isEmpty, seen.insert(folded).inserted else { continue }
            all.append(folded)
            if all.count == Self.maximumWords { break }
        }
        let endsInWord = tokens.last.map { $0.end == text.utf8.count } ?? false
        let content = all.filter { !LegacySearchFolding.isStopWord($0, language: language) }
        if content.isEmpty {
            // Only stop words: keep the last one, as a prefix being typed ("ho" of "how").
            words = all.last.map { [$0] } ?? []
        } else {
            words = content
        }
        lastIsPrefix = endsInWord && words.last == all.last
    }
}

extension HelpSearchIndex.Storage {
    /// The terms `word` matches: itself, its stem group, prefix completions, typos.
    func legacyCandidates(for word: String, allowsPrefix: Bool) -> [TermMatch] {
        var matches: [TermMatch] = []
        var seen: Set<UInt32> = []
        func add(_ term: UInt32, _ weight: Float) {
            if seen.insert(term).inserted { matches.append(TermMatch(term: term, weight: weight)) }
        }
        if let term = termID(word) { add(term, MatchWeight.exact) }
        let wordHasLetter = LegacySearchFolding.hasLetter(word)
        if wordHasLetter, let group = stemGroup(LegacySearchFolding.stem(word, language: language)) {
            for term in group { add(term, MatchWeight.stem) }
        }
        if allowsPrefix { legacyAddPrefixMatches(of: word, add: add) }
        let scalars = word.unicodeScalars.map(\.value)
        if wordHasLetter, scalars.count >= 4, scalars.count <= 32 {
            legacyAddTypoMatches(of: scalars, limit: scalars.count >= 8 ? 2 : 1, seen: seen, add: add)
        }
        return matches
    }

    private func legacyAddPrefixMatches(of word: String, add: (UInt32, Float) -> Void) {
        let prefix = Array(word.utf8)
        func termBytes(_ term: UInt32) -> String.UTF8View { terms[Int(term)].utf8 }
        var low = 0
        var high = sortedTerms.count
        while low < high {
            let middle = (low + high) / 2
            if termBytes(sortedTerms[middle]).lexicographicallyPrecedes(prefix) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        var found: [UInt32] = []
        var index = low
        while index < sortedTerms.count, found.count < 4096 {
            let term = sortedTerms[index]
            guard termBytes(term).starts(with: prefix) else { break }
            if termDocumentFrequency[Int(term)] > 0 { found.append(term) }
            index += 1
        }
        if found.count > MatchWeight.maximumPrefixTerms {
            found.sort { termDocumentFrequency[Int($0)] > termDocumentFrequency[Int($1)] }
            found.removeLast(found.count - MatchWeight.maximumPrefixTerms)
        }
        for term in found { add(term, MatchWeight.prefix) }
    }

    private func legacyAddTypoMatches(of word: [UInt32], limit: Int, seen: Set<UInt32>, add: (UInt32, Float) -> Void) {
        var keys: [UInt64] = []
        word.withUnsafeBufferPointer { LegacyDeletionNeighbourhood.keys(of: $0, deletions: limit, into: &keys) }
        var checked: Set<UInt32> = seen
        var found: [(term: UInt32, distance: Int)] = []
        let (deletionKeys, deletionTerms) = typoKeys.arrays(file: mapped?.file)
        termScalars.withUnsafeBufferPointer { allScalars in
            word.withUnsafeBufferPointer { wordScalars in
                for hash in keys {
                    let key = DeletionNeighbourhood.key(hash)
                    let bucket = Int(key >> 16)
                    let low16 = UInt16(truncatingIfNeeded: key)
                    var low = Int(deletionDirectory[bucket])
                    let end = Int(deletionDirectory[bucket + 1])
                    var high = end
                    while low < high {
                        let middle = (low + high) / 2
                        if deletionKeys[middle] < low16 { low = middle + 1 } else { high = middle }
                    }
                    while low < end, deletionKeys[low] == low16 {
                        let term = deletionTerms[low]
                        low += 1
                        guard checked.insert(term).inserted else { continue }
                        let start = Int(termScalarStarts[Int(term)])
                        let end = Int(termScalarStarts[Int(term) + 1])
                        let candidate = UnsafeBufferPointer(rebasing: allScalars[start..<end])
                        if let distance = EditDistance.distance(wordScalars, candidate, limit: limit), distance > 0 {
                            found.append((term, distance))
                        }
                    }
                }
            }
        }
        // A typo of a word also reaches that word's other forms: through a stem target
        // ("exprot" -> stem "export" -> "exporting", "exports") or a term's stem group.
        func frequency(_ target: UInt32) -> UInt32 {
            guard let group = legacyTypoGroup(target) else { return termDocumentFrequency[Int(target)] }
            return group.reduce(0) { max($0, termDocumentFrequency[Int($1)]) }
        }
        let sorted = found.sorted { a, b in
            if a.distance != b.distance { return a.distance < b.distance }
            let (frequencyA, frequencyB) = (frequency(a.term), frequency(b.term))
            return frequencyA != frequencyB ? frequencyA > frequencyB : a.term < b.term
        }.prefix(MatchWeight.maximumTypoTerms)
        for (term, distance) in sorted where legacyTypoGroup(term) == nil {
            add(term, distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos)
        }
        for (term, distance) in sorted {
            let weight = (distance == 1 ? MatchWeight.oneTypo : MatchWeight.twoTypos) * MatchWeight.stem
            let group =
                legacyTypoGroup(term) ?? stemGroup(LegacySearchFolding.stem(terms[Int(term)], language: language))
                ?? []
            for sibling in group { add(sibling, weight) }
        }
    }

    /// The stem group of a typo target past the vocabulary (a `typoStems` entry), else nil.
    private func legacyTypoGroup(_ target: UInt32) -> ArraySlice<UInt32>? {
        guard Int(target) >= terms.count else { return nil }
        return stemGroup(typoStems[Int(target) - terms.count])
    }
}

/// Hashes of a word with scalars deleted: two words within edit distance *k* (insertions,
/// deletions, substitutions, transpositions) share a key with at most *k* deletions each.
enum LegacyDeletionNeighbourhood {
    static func keys(of word: UnsafeBufferPointer<UInt32>, deletions: Int, into keys: inout [UInt64]) {
        keys.append(hash(word, skipping: -1, -1))
        guard deletions >= 1 else { return }
        for first in word.indices {
            keys.append(hash(word, skipping: first, -1))
            guard deletions >= 2 else { continue }
            for second in (first + 1)..<word.count {
                keys.append(hash(word, skipping: first, second))
            }
        }
    }

    /// FNV-1a over the scalars, with up to two positions left out.
    static func hash(_ word: UnsafeBufferPointer<UInt32>, skipping first: Int, _ second: Int) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for index in word.indices where index != first && index != second {
            hash = (hash ^ UInt64(word[index])) &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
