import Foundation

/// Writes a `PropertyListValue` as an XML property list, dictionaries in their order.
///
/// The output is what Xcode and `plutil` write (tab-indented, Apple's DOCTYPE), so it can
/// be diffed, bundled, and read back by Foundation or `PropertyListReader`.
///
/// ```swift
/// let value = PropertyListValue.dictionary(["Title": .string("Basics"), "Tap": .string("…")])
/// let text = PropertyListWriter.xmlString(value)
/// try Data(text.utf8).write(to: url)
/// ```
///
/// `package`, not public: it writes what `guidebook convert` and the encoders in the package
/// produce (``HelpBookV2Encoder`` hands apps a ``PropertyListValue``); apps write property
/// lists with Foundation.
package enum PropertyListWriter {
    /// The XML property list for `value`, ending in a newline.
    ///
    /// - Parameter value: The value to write; a real that is not finite is written as
    ///   `nan`, `+infinity` or `-infinity`, as Foundation writes it.
    /// - Returns: The document's text (UTF-8 when saved with `Data(text.utf8)`).
    /// - Complexity: O(n) in the size of the value.
    package static func xmlString(_ value: PropertyListValue) -> String {
        var output = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &output)
        output += "</plist>\n"
        return output
    }

    /// The XML property list for `value` as UTF-8 bytes.
    ///
    /// - Complexity: O(n) in the size of the value.
    package static func xmlData(_ value: PropertyListValue) -> Data {
        Data(xmlString(value).utf8)
    }

    static func write(_ value: PropertyListValue, indent: Int, to output: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        output += tabs
        switch value {
        case .string(let text):
            output += "<string>"
            escape(text, to: &output)
            output += "</string>\n"
        case .integer(let number): output += "<integer>\(number)</integer>\n"
        case .real(let number):
            let text =
                number.isNaN ? "nan" : number.isInfinite ? (number < 0 ? "-infinity" : "+infinity") : "\(number)"
            output += "<real>\(text)</real>\n"
        case .bool(let flag): output += flag ? "<true/>\n" : "<false/>\n"
        case .date(let date): output += "<date>\(JSONTextWriter.iso8601(date))</date>\n"
        case .data(let data): output += "<data>\(data.base64EncodedString())</data>\n"
        case .array(let values):
            guard !values.isEmpty else {
                output += "<array/>\n"
                return
            }
            output += "<array>\n"
            for value in values { write(value, indent: indent + 1, to: &output) }
            output += tabs + "</array>\n"
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else {
                output += "<dict/>\n"
                return
            }
            output += "<dict>\n"
            for entry in dictionary {
                output += tabs + "\t<key>"
                escape(entry.key, to: &output)
                output += "</key>\n"
                write(entry.value, indent: indent + 1, to: &output)
            }
            output += tabs + "</dict>\n"
        }
    }

    /// Appends `text` with what XML must not hold as written escaped: `<`, `>` and `&` as
    /// entities, and the characters XML 1.0 cannot carry raw (the C0 controls other than tab
    /// and line feed, and U+FFFE / U+FFFF) as character references. A carriage return is one
    /// of them, since an XML reader turns a raw one into a line feed. Foundation and
    /// `PropertyListReader` read every reference back to the character written.
    static func escape(_ text: String, to output: inout String) {
        guard needsEscape(text) else {
            output += text
            return
        }
        for character in text.unicodeScalars {
            switch character {
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "&": output += "&amp;"
            case "\t", "\n": output.unicodeScalars.append(character)
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": output += "&#\(character.value);"
            default: output.unicodeScalars.append(character)
            }
        }
    }

    /// Whether `text` holds anything `escape` rewrites, read in its UTF-8: U+FFFE and U+FFFF
    /// are `EF BF BE` and `EF BF BF`, so text with other `EF` characters (the fullwidth
    /// punctuation of CJK text) still takes the fast path.
    private static func needsEscape(_ text: String) -> Bool {
        var last: UInt8 = 0
        var beforeLast: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20, byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") { return true }
            if byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "&") { return true }
            if beforeLast == 0xEF, last == 0xBF, byte == 0xBE || byte == 0xBF { return true }
            beforeLast = last
            last = byte
        }
        return false
    }
}
