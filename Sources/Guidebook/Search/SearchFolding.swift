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
        // Native strings have their bytes in place; others (bridged) are copied once.
        let ascii =
            word.utf8.withContiguousStorageIfAvailable(foldASCII)
            ?? {
                var copy = String(word)
                return copy.withUTF8(foldASCII)
            }()
        if let ascii { return ascii }
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

    /// The ASCII fold written straight into the new string (no intermediate array), or nil
    /// when `bytes` are not all ASCII.
    private static func foldASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var ascii: UInt8 = 0
        for byte in bytes { ascii |= byte }
        guard ascii < 0x80 else { return nil }
        return String(unsafeUninitializedCapacity: bytes.count) { out in
            var count = 0
            for byte in bytes {
                switch byte {
                case 0x41...0x5A:
                    out[count] = byte + 0x20
                    count += 1
                case 0x27, 0x2D: continue
                default:
                    out[count] = byte
                    count += 1
                }
            }
            return count
        }
    }

    /// Whether the folded word contains a letter (numbers get no typo tolerance or stemming).
    static func hasLetter(_ folded: String) -> Bool {
        // ASCII bytes decide alone; the first non-ASCII byte hands over to the scalar test.
        for byte in folded.utf8 {
            if byte >= 0x80 { return hasLetterByScalars(folded) }
            if byte >= 0x61, byte <= 0x7A { return true }
        }
        return false
    }

    private static func hasLetterByScalars(_ folded: String) -> Bool {
        folded.unicodeScalars.contains { scalar in
            scalar.value < 0x80
                ? (0x61...0x7A).contains(scalar.value)
                : scalar.properties.isAlphabetic
        }
    }

    /// The stemming and stop-word rules of a book language, resolved once per index rather
    /// than from the language tag at every word.
    enum Rules: Sendable {
        /// English endings and stop words: every language but German.
        case english
        /// German endings and stop words (`de`, `de-CH`, …).
        case german

        init(language: String?) {
            self = language?.lowercased().hasPrefix("de") == true ? .german : .english
        }
    }

    /// A light stem: plural and common inflection endings removed, so `photos` meets
    /// `photo`, `Einstellungen` meets `Einstellung` and `الملفات` meets `ملف`. Arabic
    /// words are stemmed whatever the book's language; Latin words by `rules` (German for
    /// `de`, anything else English).
    static func stem(_ folded: String, rules: Rules) -> String {
        if let stem = folded.utf8.withContiguousStorageIfAvailable({ asciiStem(folded, bytes: $0, rules: rules) }),
            let stem
        {
            return stem
        }
        let scalars = Array(folded.unicodeScalars)
        guard scalars.count >= 4 else { return folded }
        if let first = scalars.first, (0x0600...0x06FF).contains(first.value) {
            return arabicStem(scalars)
        }
        guard scalars.allSatisfy({ $0.value < 0x80 }) || hasLetter(folded) else { return folded }
        switch rules {
        case .german: return germanStem(folded)
        case .english: return englishStem(folded)
        }
    }

    /// The stem of an ASCII word by byte tests, or nil for words the general path must take
    /// (non-ASCII, or with a carriage return, the one ASCII byte that can join the next into
    /// one `Character` and so change what `count` and `hasSuffix` see).
    ///
    /// For every other ASCII word each byte is one scalar and one `Character`, so these
    /// byte tests give exactly what `englishStem`/`germanStem` give on the `String`.
    private static func asciiStem(_ word: String, bytes: UnsafeBufferPointer<UInt8>, rules: Rules) -> String? {
        let count = bytes.count
        for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
        guard count >= 4 else { return word }
        func ends(_ suffix: StaticString, at length: Int) -> Bool {
            let size = suffix.utf8CodeUnitCount
            guard length >= size else { return false }
            let start = suffix.utf8Start
            for index in 0..<size where bytes[length - size + index] != start[index] { return false }
            return true
        }
        var length = count
        switch rules {
        case .english:
            if ends("ies", at: count), count > 4 {
                // "libraries" -> "library": the word without "ies", plus "y" (never ends in "e").
                return String(unsafeUninitializedCapacity: count - 2) { out in
                    for index in 0..<(count - 3) { out[index] = bytes[index] }
                    out[count - 3] = UInt8(ascii: "y")
                    return count - 2
                }
            } else if ends("sses", at: count) || ends("xes", at: count) || ends("ches", at: count)
                || ends("shes", at: count) || ends("zes", at: count)
            {
                length -= 2
            } else if ends("ing", at: count), count > 5 {
                length -= 3
            } else if ends("ed", at: count), count > 4 {
                length -= 2
            } else if ends("s", at: count), !ends("ss", at: count), !ends("us", at: count), !ends("is", at: count) {
                length -= 1
            }
            if ends("e", at: length), length > 4 { length -= 1 }
        case .german:
            if ends("ungen", at: count) {
                length -= 2
            } else if ends("ern", at: count) {
                if count - 3 >= 4 { length -= 3 }
            } else if ends("en", at: count) || ends("er", at: count) || ends("es", at: count) {
                if count - 2 >= 4 { length -= 2 }
            } else if ends("e", at: count) || ends("n", at: count) || ends("s", at: count) {
                if count - 1 >= 4 { length -= 1 }
            }
        }
        guard length < count else { return word }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<length]), as: UTF8.self)
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

    /// Whether `folded` is a stop word of the language of `rules` (English unless German).
    static func isStopWord(_ folded: String, rules: Rules) -> Bool {
        // No stop word is longer than `longestStopWord` bytes: longer words skip the hashing.
        guard folded.utf8.count <= longestStopWord else { return false }
        switch rules {
        case .german: return germanStopWords.contains(folded)
        case .english: return englishStopWords.contains(folded)
        }
    }

    /// The most UTF-8 bytes of any stop word.
    static let longestStopWord = englishStopWords.union(germanStopWords).reduce(0) { max($0, $1.utf8.count) }

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
