import Foundation

// Text: part of `XMLPropertyListParser` (see XMLPropertyListParser.swift).

extension XMLPropertyListParser {
    /// The offset of the first `<` or `&` at or after `from`, or `bytes.count`; also
    /// whether every byte passed over was ASCII. Scans eight bytes at a time.
    @inline(__always)
    func scanText(from: Int) -> (end: Int, isASCII: Bool) {
        ByteScan.firstOf(UInt8(ascii: "<"), UInt8(ascii: "&"), in: bytes, from: from)
    }

    /// Reads character data up to `</closing>`, decoding entities and CDATA, as a String.
    mutating func readText(closing: Element, start: Int) throws(PropertyListError) -> String {
        let textStart = index
        // Fast path: plain text up to '</' with no '&', made into a String in one copy.
        let (cursor, isASCII) = scanText(from: index)
        guard cursor < bytes.count else { throw .unterminated("<\(closing.name)>", location(start)) }
        if bytes[cursor] == UInt8(ascii: "<"), cursor + 1 < bytes.count, bytes[cursor + 1] == UInt8(ascii: "/") {
            try checkStringLength(cursor - textStart, start: start)
            let interns = TextInterner.accepts(length: cursor - textStart) && interner.shouldLookUpPlainText()
            let hash = interns ? TextInterner.hash(bytes, textStart, cursor) : 0
            let found = interns ? interner.text(bytes, textStart, cursor, hash: hash) : nil
            if interns { interner.notePlainLookup(found: found != nil) }
            if let text = found {
                index = cursor
                try readClosingTagFast(closing)
                return text
            }
            let slice = UnsafeBufferPointer(rebasing: bytes[textStart..<cursor])
            let text: String
            if isASCII {
                text = String(decoding: slice, as: UTF8.self)
            } else if let valid = UTF8Validation.string(slice) {
                text = valid
            } else {
                throw .invalidUTF8(location(firstInvalidUTF8(textStart, cursor)))
            }
            if interns { interner.insert(text, start: textStart, end: cursor, hash: hash) }
            index = cursor
            try readClosingTagFast(closing)
            return text
        }
        // Equal raw bytes (entities, CDATA and all) decode to equal text: when the text
        // ends at the next '<' (no CDATA or comment in it), a repeat skips the decoding.
        if bytes[cursor] == UInt8(ascii: "&"), let plainEnd = closingAfterEntities(from: cursor),
            TextInterner.accepts(length: plainEnd - textStart)
        {
            let hash = TextInterner.hash(bytes, textStart, plainEnd)
            if let text = interner.text(bytes, textStart, plainEnd, hash: hash) {
                index = plainEnd
                try readClosingTagFast(closing)
                return text
            }
        }
        scratch.removeAll(keepingCapacity: true)
        try readTextSlow(closing: closing, start: start)
        let interns = TextInterner.accepts(length: index - textStart)
        let hash = interns ? TextInterner.hash(bytes, textStart, index) : 0
        if interns, let text = interner.text(bytes, textStart, index, hash: hash) {
            try readClosingTag(closing)
            return text
        }
        guard let text = scratch.withUnsafeBufferPointer({ UTF8Validation.string($0) }) else {
            throw .invalidUTF8(location(firstInvalidUTF8(textStart, index)))
        }
        if interns { interner.insert(text, start: textStart, end: index, hash: hash) }
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

    /// Appends text to `scratch` up to (not including) the next `</`; text (not `<data>`)
    /// longer than ``ReadingLimits/maximumStringLength`` stops it as soon as it grows past.
    mutating func readTextSlow(closing: Element, start: Int) throws(PropertyListError) {
        let maximumLength = closing == .data ? Int.max : limits.maximumStringLength
        while index < bytes.count {
            if scratch.count > maximumLength { try checkStringLength(scratch.count, start: start) }
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
                if scratch.count > maximumLength { try checkStringLength(scratch.count, start: start) }
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

    /// Appends the UTF-8 of the entity or character reference named `name` (what stands
    /// between `&` and `;`: `amp`, `#38`, `#x26`) to `scratch`; `false`, appending nothing,
    /// when it is not one. Shared with the legacy help-list scanner, which must decode
    /// exactly what this reader decodes. `&#0;` is U+0000, as Foundation reads it (and as
    /// `PropertyListWriter` writes a NUL).
    package static func decodeEntity(_ name: UnsafeBufferPointer<UInt8>, into scratch: inout [UInt8]) -> Bool {
        if let character = namedEntity(name) {
            scratch.append(character)
            return true
        }
        guard name.count >= 2, name[0] == UInt8(ascii: "#") else { return false }
        let isHex = name[1] == UInt8(ascii: "x") || name[1] == UInt8(ascii: "X")
        var number: UInt32 = 0
        var digits = 0
        for byte in name[(isHex ? 2 : 1)...] {
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: return false
            }
            number = number &* (isHex ? 16 : 10) &+ digit
            digits += 1
            if number > 0x10FFFF { return false }
        }
        guard digits > 0, let scalar = Unicode.Scalar(number) else { return false }
        UTF8.encode(scalar) { scratch.append($0) }
        return true
    }

    /// Decodes `&name;` or `&#N;` / `&#xN;` at `index` into `scratch`.
    mutating func readEntity() throws(PropertyListError) {
        let start = index
        var end = index + 1
        while end < bytes.count, end - start < 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            var stop = start + 1
            while stop < bytes.count, stop - start < 12,
                bytes[stop] == UInt8(ascii: "#") || bytes[stop].isHexDigit || Self.isLetter(bytes[stop])
            {
                stop += 1
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
        }
        guard Self.decodeEntity(UnsafeBufferPointer(rebasing: bytes[(start + 1)..<end]), into: &scratch) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...end]), as: UTF8.self)
            throw .invalidEntity(text, location(start))
        }
        index = end + 1
    }

    func firstInvalidUTF8(_ start: Int, _ end: Int) -> Int {
        UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]))
            .map { start + $0 } ?? start
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }
}
