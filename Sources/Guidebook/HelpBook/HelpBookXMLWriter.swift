import Foundation

/// A small XML property-list writer for the v2 encoder, keys in tree order.
/// (Kept here until a shared property-list writer lands; JSON uses `PropertyListValue.jsonText()`.)
enum HelpBookXMLWriter {
    static func xmlPropertyList(_ value: PropertyListValue) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        writeXML(value, indent: 0, into: &out)
        out += "</plist>\n"
        return out
    }

    private static func writeXML(_ value: PropertyListValue, indent: Int, into out: inout String) {
        let pad = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text): out += "\(pad)<string>\(xmlEscaped(text))</string>\n"
        case .integer(let number): out += "\(pad)<integer>\(number)</integer>\n"
        case .real(let number): out += "\(pad)<real>\(number)</real>\n"
        case .bool(let flag): out += "\(pad)<\(flag ? "true" : "false")/>\n"
        case .date(let date):
            out += "\(pad)<date>\(JSONTextWriter.iso8601(date))</date>\n"
        case .data(let data): out += "\(pad)<data>\(data.base64EncodedString())</data>\n"
        case .array(let values):
            guard !values.isEmpty else {
                out += "\(pad)<array/>\n"
                return
            }
            out += "\(pad)<array>\n"
            for element in values { writeXML(element, indent: indent + 1, into: &out) }
            out += "\(pad)</array>\n"
        case .dictionary(let dictionary):
            guard !dictionary.isEmpty else {
                out += "\(pad)<dict/>\n"
                return
            }
            out += "\(pad)<dict>\n"
            for entry in dictionary {
                out += "\(pad)\t<key>\(xmlEscaped(entry.key))</key>\n"
                writeXML(entry.value, indent: indent + 1, into: &out)
            }
            out += "\(pad)</dict>\n"
        }
    }

    private static func xmlEscaped(_ text: String) -> String {
        guard text.contains(where: { "&<>\r".contains($0) }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
