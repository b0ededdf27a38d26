import Foundation
@testable import Guidebook
@testable import GuidebookParsing

// The reference parser's text, entities and scalars (split from the parser's file, which
// keeps the document, values and tags).
extension ReferenceXMLPropertyListParser {
    // MARK: Text

    /// The offset of the first `<` or `&` at or after `from`, or `bytes.count`; also
    /// whether every byte passed over was ASCII. Scans eight bytes at a time.
    @inline(__always)
    func scanText(from: Int) -> (end: Int, isASCII: Bool) {
        var cursor = from
        var high: UInt8 = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "<"), bytes[cursor] != UInt8(ascii: "&") {
            high |= bytes[cursor]
            cursor += 1
        }
        return (cursor, high < 0x80)
    }

    /// Reads character data up to `</closing>`, decoding entities and CDATA, as a String.
    mutating func readText(closing: Element, start: Int) throws(PropertyListError) -> String {
        let textStart = index
        // Fast path: plain text up to '</' with no '&', made into a String in one copy.
        let (cursor, isASCII) = scanText(from: index)
        guard cursor < bytes.count else { throw .unterminated("<\(closing.name)>", location(start)) }
        if bytes[cursor] == UInt8(ascii: "<"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
            let slice = UnsafeBufferPointer(rebasing: bytes[textStart..<cursor])
            let text: String
            if isASCII {
                text = String(decoding: slice, as: UTF8.self)
            } else if let valid = UTF8Validation.string(slice) {
                text = valid
            } else {
                throw .invalidUTF8(location(firstInvalidUTF8(textStart, cursor)))
            }
            index = cursor
            try readClosingTagFast(closing)
            return text
        }
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        guard let text = scratch.withUnsafeBufferPointer({ UTF8Validation.string($0) }) else {
            throw .invalidUTF8(location(firstInvalidUTF8(textStart, index)))
        }
        try readClosingTag(closing)
        return text
    }

    /// The offset of the next `<` after `from` when it opens a closing tag, else `nil`
    /// (the text goes on with CDATA, a comment or an error, or does not end).
    func closingAfterEntities(from: Int) -> Int? {
        guard let base = bytes.baseAddress, from < bytes.count,
            let found = memchr(base + from, Int32(UInt8(ascii: "<")), bytes.count - from)
        else { return nil }
        let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
        return offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "/") ? offset : nil
    }

    /// Reads the raw bytes of an element's text (for `<data>`), decoding entities and CDATA.
    mutating func readRawText(closing: Element, start: Int) throws(PropertyListError) -> [UInt8] {
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        try readClosingTag(closing)
        return scratch
    }

    /// Reads the trimmed text of `<integer>`, `<real>` or `<date>`.
    mutating func readTrimmedText(_ tag: Tag) throws(PropertyListError) -> String {
        if tag.isEmpty { return "" }
        let text = try readText(closing: tag.element, start: tag.start)
        if let first = text.utf8.first, let last = text.utf8.last, !Self.isWhitespace(first), !Self.isWhitespace(last) {
            return text
        }
        let trimmed = text.utf8.drop(while: Self.isWhitespace)
        let end = trimmed.lastIndex(where: { !Self.isWhitespace($0) }).map { text.utf8.index(after: $0) }
        return String(decoding: trimmed[..<(end ?? trimmed.startIndex)], as: UTF8.self)
    }

    /// Appends text to `scratch` up to (not including) the next `</`.
    mutating func readTextSlow(closing: Element, start: Int) throws(PropertyListError) {
        while index < bytes.count {
            let (runEnd, _) = scanText(from: index)
            if runEnd > index {
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<runEnd]))
                index = runEnd
                if index >= bytes.count { break }
            }
            if bytes[index] == UInt8(ascii: "&") {
                try readEntity()
            } else if startsWith("<![CDATA[", at: index) {
                let cdataStart = index
                guard let end = find("]]>", from: index + 9) else {
                    throw .unterminated("The <![CDATA[ section", location(cdataStart))
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(index + 9)..<end]))
                index = end + 3
            } else if startsWith("<!--", at: index) {
                try skipComment()
            } else if isClosingTag() {
                return
            } else {
                let found = (try? readOpenTag()).map { "<\(name($0))>" } ?? "<"
                throw .unexpectedElement(found, expected: "text or </\(closing.name)>", location(index))
            }
        }
        throw .unterminated("<\(closing.name)>", location(start))
    }

    /// The character of `lt`, `gt`, `amp`, `quot` or `apos`, matched as bytes.
    static func namedEntity(_ name: UnsafeBufferPointer<UInt8>) -> UInt8? {
        switch name.count {
        case 2:
            guard name[1] == UInt8(ascii: "t") else { return nil }
            if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
        case 3:
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "m"), name[2] == UInt8(ascii: "p") {
                return UInt8(ascii: "&")
            }
        case 4:
            if name[0] == UInt8(ascii: "q"), name[1] == UInt8(ascii: "u"), name[2] == UInt8(ascii: "o"),
                name[3] == UInt8(ascii: "t")
            {
                return UInt8(ascii: "\"")
            }
            if name[0] == UInt8(ascii: "a"), name[1] == UInt8(ascii: "p"), name[2] == UInt8(ascii: "o"),
                name[3] == UInt8(ascii: "s")
            {
                return UInt8(ascii: "'")
            }
        default: break
        }
        return nil
    }

    /// Decodes `&name;` or `&#N;` / `&#xN;` at `index` into `scratch`.
    mutating func readEntity() throws(PropertyListError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            var stop = start + 1
            while stop < bytes.count, stop - start < 12,
                bytes[stop] == UInt8(ascii: "#") || bytes[stop].isHexDigitForReference || Self.isLetter(bytes[stop])
            {
                stop += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
        }
        let name = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end])
        if let character = Self.namedEntity(name) {
            scratch.append(character)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
            guard name.count >= 2, name[0] == UInt8(ascii: "#") else { throw .invalidEntity(text, location(start)) }
            let isHex = name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X")
            var number: UInt32 = 0
            var digits = 0
            for byte in name[(isHex ? 2 : 1)...] {
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw .invalidEntity(text, location(start))
                }
                number = number &* (isHex ? 16 : 10) &+ digit
                digits += 1
                if number > 0x10FFFF { throw .invalidEntity(text, location(start)) }
            }
            guard digits > 0, number != 0, let scalar = Unicode.Scalar(number) else {
                throw .invalidEntity(text, location(start))
            }
            scratch.append(contentsOf: UTF8.encode(scalar).map { Array($0) } ?? [])
        }
        index = end + 1
    }

    func firstInvalidUTF8(_ start: Int, _ end: Int) -> Int {
        UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]))
            .map { start + $0 } ?? start
    }

    // MARK: Scalars

    static func integer(_ text: String) -> Int64? {
        var utf8 = Substring(text).utf8[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var radix: UInt64 = 10
        if utf8.count > 2, utf8.first == UInt8(ascii: "0"),
            let x = utf8.dropFirst().first, x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
        {
            radix = 16
            utf8 = utf8.dropFirst(2)
        }
        guard !utf8.isEmpty else { return nil }
        var magnitude: UInt64 = 0
        for byte in utf8 {
            let digit: UInt64
            switch byte {
            case 0x30...0x39: digit = UInt64(byte - 0x30)
            case 0x61...0x66 where radix == 16: digit = UInt64(byte - 0x61 + 10)
            case 0x41...0x46 where radix == 16: digit = UInt64(byte - 0x41 + 10)
            default: return nil
            }
            let (product, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
            let (sum, overflow2) = product.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        if negative {
            if magnitude == UInt64(Int64.max) + 1 { return Int64.min }
            guard magnitude <= UInt64(Int64.max) else { return nil }
            return -Int64(magnitude)
        }
        // Hex integers written by Foundation for negative numbers use all 64 bits.
        if radix == 16 { return Int64(bitPattern: magnitude) }
        guard magnitude <= UInt64(Int64.max) else { return nil }
        return Int64(magnitude)
    }

    static func real(_ text: String) -> Double? {
        switch text.lowercased() {
        case "nan", "+nan", "-nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        guard let first = text.utf8.first,
            first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= 0x30 && first <= 0x39)
        else { return nil }
        return Double(text)
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` as a `Date`, computed without a calendar.
    static func date(_ text: String) -> Date? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 20, utf8[4] == 0x2D, utf8[7] == 0x2D, utf8[10] == UInt8(ascii: "T"),
            utf8[13] == 0x3A, utf8[16] == 0x3A, utf8[19] == UInt8(ascii: "Z")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = utf8[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds)
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

extension UInt8 {
    var isHexDigitForReference: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
