/// Escapes text for the places it can stand in an HTML page. Every piece of content
/// Guidebook writes into a page goes through one of these functions.
///
/// Text and attribute values escape `& < > " '`, so content can neither open a tag
/// nor leave a quoted attribute. JSON embedded in a `<script>` element also escapes
/// `<`, `>`, `&` and the JavaScript line separators, so `</script>` in content cannot
/// end the element.
///
/// ```swift
/// HTMLEscaping.text("<b>Tom & Jerry</b>")   // "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"
/// HTMLEscaping.attribute("a\" onclick=\"x")  // "a&quot; onclick=&quot;x"
/// ```
public enum HTMLEscaping {
    /// Escapes `text` for an element's content.
    ///
    /// - Parameter text: Any text; control characters other than tab and newlines are dropped.
    /// - Complexity: O(n) in the length of `text`.
    public static func text(_ text: String) -> String {
        escape(text)
    }

    /// Escapes `value` for a double- or single-quoted attribute value.
    ///
    /// - Parameter value: Any text.
    /// - Complexity: O(n) in the length of `value`.
    public static func attribute(_ value: String) -> String {
        escape(value)
    }

    /// Makes JSON text safe inside `<script type="application/json">`: `<`, `>`, `&`,
    /// U+2028 and U+2029 become `\uXXXX` escapes (valid JSON with the same meaning).
    ///
    /// - Parameter json: JSON text produced by an encoder.
    /// - Complexity: O(n) in the length of `json`.
    public static func scriptJSON(_ json: String) -> String {
        var result = ""
        result.reserveCapacity(json.utf8.count)
        for scalar in json.unicodeScalars {
            switch scalar {
            case "<": result += "\\u003c"
            case ">": result += "\\u003e"
            case "&": result += "\\u0026"
            case "\u{2028}": result += "\\u2028"
            case "\u{2029}": result += "\\u2029"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                // C0/C1 controls and noncharacters are not allowed in HTML text.
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                    || (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
                {
                    continue
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
