/// The printf-style format specifiers of a localized string (`%@`, `%d`, `%1$@`, `%.2f`,
/// `%lld`), compared between languages: a translation must ask for the same arguments,
/// or the app formats it with the wrong types (a crash for `%@` against an integer).
package struct FormatSpecifiers: Sendable, Hashable, CustomStringConvertible {
    /// One argument: its position (1-based) and its conversion with length (`@`, `lld`, `f`).
    package struct Argument: Sendable, Hashable, Comparable {
        package var position: Int
        package var conversion: String

        package static func < (lhs: Argument, rhs: Argument) -> Bool {
            (lhs.position, lhs.conversion) < (rhs.position, rhs.conversion)
        }
    }

    /// The arguments asked for, by position.
    package var arguments: [Argument]
    /// The specifiers as written, for messages.
    package var written: [String]

    /// Reads the specifiers of `text`. `%%` is a literal percent sign; `%#@name@`
    /// (String Catalog substitutions) counts as an object argument.
    package init(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        var arguments: [Argument] = []
        var written: [String] = []
        var next = 1
        var index = 0
        let lengths: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]
        let conversions: Set<Unicode.Scalar> = [
            "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S",
            "p", "a", "A",
        ]
        while index < scalars.count {
            guard scalars[index] == "%" else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" {
                index += 1
                continue
            }
            var position: Int?
            var digits = ""
            var probe = index
            while probe < scalars.count, ("0"..."9").contains(scalars[probe]) {
                digits.unicodeScalars.append(scalars[probe])
                probe += 1
            }
            if probe < scalars.count, scalars[probe] == "$", let number = Int(digits), number > 0 {
                position = number
                index = probe + 1
            }
            while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) { index += 1 }
            while index < scalars.count,
                ("0"..."9").contains(scalars[index]) || scalars[index] == "*" || scalars[index] == "."
            {
                index += 1
            }
            var conversion = ""
            while index < scalars.count, lengths.contains(scalars[index]) {
                conversion.unicodeScalars.append(scalars[index])
                index += 1
            }
            if index < scalars.count, scalars[index] == "@", scalars[index - 1] == "#" {
                // %#@name@: a substitution, an object argument.
                index += 1
                while index < scalars.count, scalars[index] != "@" { index += 1 }
                conversion = "@"
            } else if index < scalars.count, conversions.contains(scalars[index]) {
                conversion.unicodeScalars.append(scalars[index])
            } else {
                continue  // not a specifier: a lone percent sign
            }
            index += 1
            let argumentPosition = position ?? next
            next = argumentPosition + 1
            arguments.append(Argument(position: argumentPosition, conversion: Self.normalized(conversion)))
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars[start..<min(index, scalars.count)])
            written.append(text)
        }
        self.arguments = arguments.sorted()
        self.written = written
    }

    /// Conversions that take the same argument type compare equal (`d` = `i`, `D` = `ld`).
    private static func normalized(_ conversion: String) -> String {
        switch conversion {
        case "i": return "d"
        case "D": return "ld"
        case "U": return "lu"
        case "O": return "lo"
        case "F": return "f"
        case "E", "g", "G", "e": return "f"
        case "X": return "x"
        case "S": return "ls"
        case "C": return "lc"
        default: return conversion
        }
    }

    /// Whether `other` asks for the same arguments (order of writing may differ with positions).
    package func matches(_ other: FormatSpecifiers) -> Bool { arguments == other.arguments }

    package var description: String { written.isEmpty ? "none" : written.joined(separator: " ") }
}
