/// The format specifiers of one localized text, in order, with the argument each one takes:
/// what ``FormatCheck`` checks and the `.stringsdict` reader numbers its variables by.
///
/// `%%` is a literal percent sign; a `%` that starts no specifier is text. `%#@name@` is a
/// variable (a substitution); with `placeholders`, `%arg` (a String Catalog substitution's
/// own argument) is one too, not the hex-float `%a`.
///
/// ```swift
/// FormatTemplate("%2$#@files@ in %@").specifiers.map(\.position)  // [2, 1]
/// ```
package struct FormatTemplate: Sendable, Hashable {
    /// One specifier as written.
    package struct Specifier: Sendable, Hashable {
        /// The specifier as written (`%2$#@files@`, `%lld`, `%arg`).
        package var text: String
        /// The position its `%N$` names, as written (0 included), or `nil`.
        package var explicitPosition: Int?
        /// The argument it takes: the explicit position, else its place among the unnumbered ones.
        package var position: Int
        /// The name of a `%#@name@` variable.
        package var variable: String?
        /// The length and conversion (`lld`, `@`, `f`); empty for a variable and for `%arg`.
        package var conversion: String
        /// Whether it is a String Catalog substitution's `%arg`.
        package var isArgumentPlaceholder: Bool
    }

    /// The specifiers in text order.
    package var specifiers: [Specifier] = []

    /// The number of different arguments the text takes.
    var argumentCount: Int { Set(specifiers.map(\.position)).count }

    /// Reads the specifiers of `text`.
    ///
    /// - Parameters:
    ///   - text: The localized text.
    ///   - placeholders: Whether `%arg` is a substitution's argument (in a String Catalog's forms).
    /// - Complexity: O(n) in the text's length.
    package init(_ text: String, placeholders: Bool = false) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var sequential = 0
        func written(from start: Int, to end: Int) -> String {
            String(String.UnicodeScalarView(scalars[start..<min(end, scalars.count)]))
        }
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
            if placeholders, index + 2 < scalars.count, scalars[index] == "a", scalars[index + 1] == "r",
                scalars[index + 2] == "g"
            {
                index += 3
                specifiers.append(
                    Specifier(
                        text: "%arg", explicitPosition: nil, position: 0, variable: nil, conversion: "",
                        isArgumentPlaceholder: true))
                continue
            }
            var explicit: Int?
            var probe = index
            var number = 0
            while probe < scalars.count, ("0"..."9").contains(scalars[probe]) {
                number = min(number * 10 + Int(scalars[probe].value) - 48, 100_000)
                probe += 1
            }
            if probe > index, probe < scalars.count, scalars[probe] == "$" {
                explicit = number
                index = probe + 1
            }
            if index + 1 < scalars.count, scalars[index] == "#", scalars[index + 1] == "@" {
                var end = index + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                let name = written(from: index + 2, to: end)
                index = end + 1
                if explicit == nil { sequential += 1 }
                specifiers.append(
                    Specifier(
                        text: written(from: start, to: index), explicitPosition: explicit,
                        position: explicit ?? sequential, variable: name, conversion: "",
                        isArgumentPlaceholder: false))
                continue
            }
            var cursor = index
            while cursor < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) || scalars[cursor] == "." {
                cursor += 1
            }
            let lengthStart = cursor
            while cursor < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            guard cursor < scalars.count, Self.conversions.contains(scalars[cursor]) else { continue }
            let conversion = written(from: lengthStart, to: cursor + 1)
            index = cursor + 1
            if explicit == nil { sequential += 1 }
            specifiers.append(
                Specifier(
                    text: written(from: start, to: index), explicitPosition: explicit,
                    position: explicit ?? sequential, variable: nil, conversion: conversion,
                    isArgumentPlaceholder: false))
        }
    }

    /// The conversions a specifier can end with.
    static let conversions: Set<Unicode.Scalar> = [
        "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "a", "A", "c", "C", "s",
        "S", "p",
    ]

    /// What kind of value a conversion takes (`lld` and `u` a whole number, `f` a real, `@` an
    /// object), for comparing a form's specifier with its rule's type; `nil` for an empty conversion.
    static func valueKind(of conversion: String) -> String? {
        guard let last = conversion.unicodeScalars.last else { return nil }
        switch last {
        case "d", "D", "i", "u", "U", "x", "X", "o", "O", "c", "C": return "a whole number"
        case "f", "F", "e", "E", "g", "G", "a", "A": return "a real number"
        case "@": return "an object"
        case "s", "S": return "a C string"
        default: return "a pointer"
        }
    }
}
