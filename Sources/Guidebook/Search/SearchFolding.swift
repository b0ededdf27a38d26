import Foundation

/// Turns a word as written into the form the index compares: case, diacritics and width
/// folded, compatibility forms unified, apostrophes and hyphens dropped, Arabic letter
/// variants and vowel marks normalized. Also the light stemmer and the stop lists.
enum SearchFolding {
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
