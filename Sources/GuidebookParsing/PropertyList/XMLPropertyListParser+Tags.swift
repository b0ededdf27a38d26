import Foundation

// Tags: part of `XMLPropertyListParser` (see XMLPropertyListParser.swift).

extension XMLPropertyListParser {
    /// Whether the bytes at `index` start `</`.
    func isClosingTag() -> Bool {
        index + 1 < bytes.count && bytes[index] == UInt8(ascii: "<") && bytes[index + 1] == UInt8(ascii: "/")
    }

    /// Reads `<name attributes…>` or `<name …/>` at `index` (which is at `<`).
    mutating func readOpenTag() throws(PropertyListError) -> Tag {
        if let tag = readCommonTag() { return tag }
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || Self.isWhitespace(byte) { break }
            index += 1
        }
        guard index < bytes.count else { throw .unterminated("A tag", location(start)) }
        let nameEnd = index
        let element = element(nameStart, nameEnd)
        if nameEnd == nameStart {
            throw .unexpectedElement("\"<\"", expected: "an element", location(start))
        }
        // Attributes (such as version="1.0") are skipped; quoted values may hold '>'.
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                let isEmpty = bytes[index - 1] == UInt8(ascii: "/")
                index += 1
                return Tag(element: element, isEmpty: isEmpty, start: start, nameEnd: nameEnd)
            }
            index += 1
        }
        let tag = Tag(element: element, isEmpty: false, start: start, nameEnd: nameEnd)
        throw .unterminated("The tag <\(name(tag))>", location(start))
    }

    /// Reads one of the tags nearly every file is made of (`<key>`, `<string>`, `<dict>`,
    /// `<array>`, `<integer>`, `<true/>`, `<false/>`) by comparing bytes; `nil` for anything else.
    @inline(__always)
    mutating func readCommonTag() -> Tag? {
        guard index + 1 < bytes.count else { return nil }
        let start = index
        let tag: (Element, Bool, Int)?
        switch bytes[index + 1] {
        case UInt8(ascii: "k"): tag = startsWith("<key>", at: index) ? (.key, false, 5) : nil
        case UInt8(ascii: "s"): tag = startsWith("<string>", at: index) ? (.string, false, 8) : nil
        case UInt8(ascii: "d"): tag = startsWith("<dict>", at: index) ? (.dict, false, 6) : nil
        case UInt8(ascii: "a"): tag = startsWith("<array>", at: index) ? (.array, false, 7) : nil
        case UInt8(ascii: "i"): tag = startsWith("<integer>", at: index) ? (.integer, false, 9) : nil
        case UInt8(ascii: "t"): tag = startsWith("<true/>", at: index) ? (.true, true, 7) : nil
        case UInt8(ascii: "f"): tag = startsWith("<false/>", at: index) ? (.false, true, 8) : nil
        default: tag = nil
        }
        guard let (element, isEmpty, length) = tag else { return nil }
        index += length
        return Tag(element: element, isEmpty: isEmpty, start: start, nameEnd: start + length - (isEmpty ? 2 : 1))
    }

    /// Reads `</key>` or `</string>` by comparing bytes, else the general closing tag.
    @inline(__always)
    mutating func readClosingTagFast(_ expected: Element) throws(PropertyListError) {
        if expected == .string, startsWith("</string>", at: index) {
            index += 9
        } else if expected == .key, startsWith("</key>", at: index) {
            index += 6
        } else {
            try readClosingTag(expected)
        }
    }

    /// Reads `</name>` at `index` and checks it closes `expected`.
    mutating func readClosingTag(_ expected: Element) throws(PropertyListError) {
        let start = index
        guard isClosingTag() else {
            throw .unexpectedElement("text or a new element", expected: "</\(expected.name)>", location(start))
        }
        index += 2
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">"), !Self.isWhitespace(bytes[index]) { index += 1 }
        let nameEnd = index
        let found = element(nameStart, nameEnd)
        if found == expected, index < bytes.count, bytes[index] == UInt8(ascii: ">") {
            index += 1
            return
        }
        let foundName =
            found == .other
            ? String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self) : found.name
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw .unterminated("The tag </\(foundName)>", location(start))
        }
        index += 1
        if found != expected {
            throw .mismatchedClosingTag(found: foundName, expected: expected.name, location(start))
        }
    }

    /// The element named by the bytes `start..<end`.
    func element(_ start: Int, _ end: Int) -> Element {
        let count = end - start
        func matches(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == count else { return false }
            let pointer = name.utf8Start
            for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
            return true
        }
        switch count {
        case 3: if matches("key") { return .key }
        case 4:
            if matches("dict") { return .dict }
            if matches("real") { return .real }
            if matches("true") { return .true }
            if matches("date") { return .date }
            if matches("data") { return .data }
        case 5:
            if matches("array") { return .array }
            if matches("plist") { return .plist }
            if matches("false") { return .false }
        case 6: if matches("string") { return .string }
        case 7: if matches("integer") { return .integer }
        default: break
        }
        return .other
    }
}
