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
        if value < 0x80 { return asciiKind(UInt8(value)) }
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

    /// The kind of an ASCII byte (what `kind(of:)` answers for ASCII scalars).
    @inline(__always)
    private static func asciiKind(_ byte: UInt8) -> Kind {
        switch byte {
        case 0x61...0x7A, 0x41...0x5A: return .letter
        case 0x30...0x39: return .digit
        case 0x27: return .apostrophe
        case 0x2D: return .hyphen
        case 0x2E, 0x2C: return .numberSeparator
        default: return .separator
        }
    }

    /// The words of `text`, in order.
    ///
    /// ASCII text (most queries, much of a book) is segmented straight from its bytes, each
    /// byte one scalar at its own offset; other text scalar by scalar. Both run the same rules.
    ///
    /// - Complexity: O(n) in the length of `text`.
    static func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        forEachToken(in: text) { tokens.append($0) }
        return tokens
    }

    /// Calls `body` with each word of `text`, in order: `tokens(in:)` without the array.
    ///
    /// - Complexity: O(n) in the length of `text`.
    @inline(__always)
    static func forEachToken(in text: String, _ body: (Token) -> Void) {
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var any: UInt8 = 0
            for byte in bytes { any |= byte }
            guard any < 0x80 else { return false }
            segment(count: bytes.count, kind: { asciiKind(bytes[$0]) }, offset: { $0 }, emit: body)
            return true
        }
        if isASCII == true { return }
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
        segment(count: scalars.count, kind: { kinds[$0] }, offset: { offsets[$0] }, emit: body)
    }

    /// The word rules over `count` scalars: `kind(i)` is scalar `i`'s kind, `offset(i)` its
    /// UTF-8 offset (`offset(count)` the end).
    @inline(__always)
    private static func segment(
        count: Int, kind: (Int) -> Kind, offset: (Int) -> Int, emit: (Token) -> Void
    ) {
        func isWordKind(_ kind: Kind) -> Bool { kind == .letter || kind == .digit || kind == .mark }

        var index = 0
        while index < count {
            let first = kind(index)
            if first == .single {
                emit(Token(start: offset(index), end: offset(index + 1), isCompound: false))
                index += 1
                continue
            }
            guard first == .letter || first == .digit else {
                index += 1
                continue
            }
            // A compound: parts joined by single hyphens, each part a token as it ends.
            var partCount = 0
            var partStart = index
            var cursor = index
            var current = first
            while cursor < count {
                if isWordKind(current), cursor - partStart < maximumWordScalars {
                    cursor += 1
                    if cursor < count { current = kind(cursor) }
                    continue
                }
                let next = cursor + 1 < count ? kind(cursor + 1) : .separator
                let previous = kind(cursor - 1)
                if current == .apostrophe, previous == .letter, next == .letter {
                    cursor += 1
                    current = next
                    continue
                }
                if current == .numberSeparator, previous == .digit, next == .digit {
                    cursor += 1
                    current = next
                    continue
                }
                if current == .hyphen, next == .letter || next == .digit, partCount < 8 {
                    emit(Token(start: offset(partStart), end: offset(cursor), isCompound: false))
                    partCount += 1
                    cursor += 1
                    partStart = cursor
                    current = next
                    continue
                }
                break
            }
            emit(Token(start: offset(partStart), end: offset(cursor), isCompound: false))
            if partCount > 0 {
                emit(Token(start: offset(index), end: offset(cursor), isCompound: true))
            }
            // Skip the rest of an over-long word.
            while cursor < count, isWordKind(kind(cursor)) { cursor += 1 }
            index = cursor
        }
    }
}
