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
struct SearchTokenizer {
    /// One word: UTF-8 offsets into the text, and whether it is a whole hyphenated compound.
    struct Token: Equatable {
        var start: Int
        var end: Int
        var isCompound: Bool
    }

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
