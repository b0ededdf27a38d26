import Foundation

/// Fills format specifiers in localized copy with arguments, safely: a missing argument or a
/// wrong kind of value is a `FormatError`, never a crash or garbage as with `String(format:)`.
///
/// Copy is never formatted unless a caller asks: `LocalizedString.value` keeps `%@` verbatim.
/// Supported: `%@ %s %d %i %u %x %X %o %c %f %F %e %E %g %G %a %A %%`, positions (`%2$@`),
/// flags (`-+ 0#'`), width, precision, and length modifiers (`l ll q h hh z t j L`, which
/// only document the C type and change nothing here). An unresolved String Catalog
/// substitution (`%#@name@`) is kept verbatim.
///
/// ```swift
/// try StringFormatter.format("%1$@ has %2$lld cards (%3$.1f%%)", ["Anna", 3, 42.5])
/// // "Anna has 3 cards (42.5%)"
/// ```
public enum StringFormatter {
    /// Formats a template with arguments.
    ///
    /// - Parameters:
    ///   - template: The copy, with specifiers.
    ///   - arguments: The values, in argument order (`%1$` is the first).
    /// - Returns: The text with every specifier replaced.
    /// - Throws: `FormatError` for a missing argument, a wrong kind of value or a bad specifier.
    /// - Complexity: O(n) in the template's length plus the arguments' text.
    public static func format(_ template: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        try format(template, arguments, zeroDigit: nil)
    }

    /// Formats a template with arguments, writing whole numbers (`%d`, `%u`, `%@` of an integer)
    /// in the digits that start at `zeroDigit` (`"٠"` for Arabic-Indic digits); ASCII when `nil`.
    ///
    /// `package`: for the core's own texts in a card's language (a tour's "٢ من ٤").
    ///
    /// - Parameters:
    ///   - template: The copy, with specifiers.
    ///   - arguments: The values, in argument order.
    ///   - zeroDigit: The digit zero of the numbering system (a decimal digit whose nine
    ///     successors are 1...9), or `nil` for ASCII.
    /// - Throws: `FormatError` as ``format(_:_:)``.
    package static func format(
        _ template: String, _ arguments: [FormatArgument], zeroDigit: Unicode.Scalar?
    ) throws(FormatError) -> String {
        let scalars = Array(template.unicodeScalars)
        var output = String.UnicodeScalarView()
        var index = 0
        var nextArgument = 1
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                output.append(scalar)
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < scalars.count else { throw .invalidSpecifier("%", offset: start) }
            if scalars[index] == "%" {
                output.append("%")
                index += 1
                continue
            }
            if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
                // An unresolved substitution: copy through its closing "@".
                var end = index + 2
                while end < scalars.count && scalars[end] != "@" { end += 1 }
                end = min(end + 1, scalars.count)
                output.append(contentsOf: scalars[start..<end])
                index = end
                continue
            }
            var spec = Specifier()
            spec.zeroDigit = zeroDigit
            spec.argument = readPosition(scalars, &index)
            while index < scalars.count, "-+ 0#'".unicodeScalars.contains(scalars[index]) {
                spec.flags.insert(Character(scalars[index]))
                index += 1
            }
            spec.width = readNumber(scalars, &index)
            if index < scalars.count && scalars[index] == "." {
                index += 1
                spec.precision = readNumber(scalars, &index) ?? 0
            }
            while index < scalars.count, "hlqLztj".unicodeScalars.contains(scalars[index]) { index += 1 }
            guard index < scalars.count else {
                throw .invalidSpecifier(String(String.UnicodeScalarView(scalars[start..<index])), offset: start)
            }
            spec.conversion = Character(scalars[index])
            index += 1
            let text = String(String.UnicodeScalarView(scalars[start..<index]))
            guard "@sSdiDuUxXoOcCfFeEgGaA".contains(spec.conversion) else {
                throw .invalidSpecifier(text, offset: start)
            }
            let number: Int
            if let position = spec.argument {
                number = position
            } else {
                number = nextArgument
                nextArgument += 1
            }
            guard number >= 1, number <= arguments.count else {
                throw .missingArgument(specifier: text, offset: start, argument: number, passed: arguments.count)
            }
            let formatted = try spec.format(arguments[number - 1], text: text, offset: start, argument: number)
            output.append(contentsOf: formatted.unicodeScalars)
        }
        return String(output)
    }

    /// Reads `N$` when it is there; leaves `index` alone otherwise.
    private static func readPosition(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Int? {
        var probe = index
        guard let number = readNumber(scalars, &probe), probe < scalars.count, scalars[probe] == "$" else {
            return nil
        }
        index = probe + 1
        return number
    }

    private static func readNumber(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Int? {
        var value: Int?
        while index < scalars.count, ("0"..."9").contains(scalars[index]) {
            let digit = Int(scalars[index].value) - 48
            value = min((value ?? 0) * 10 + digit, 10_000)
            index += 1
        }
        return value
    }
}

/// One parsed specifier.
private struct Specifier {
    var argument: Int?
    var flags: Set<Character> = []
    var width: Int?
    var precision: Int?
    var conversion: Character = "@"
    /// The zero of the digits decimal numbers are written in; ASCII when `nil`.
    var zeroDigit: Unicode.Scalar?

    func format(
        _ value: FormatArgument, text: String, offset: Int, argument: Int
    ) throws(FormatError) -> String {
        func mismatch(_ expected: String) -> FormatError {
            .typeMismatch(
                specifier: text, offset: offset, argument: argument, expected: expected, found: value.kindName)
        }
        switch conversion {
        case "@", "s", "S":
            var body = value.description
            if case .integer = value { body = localizedDigits(body) }
            if conversion != "@", let precision { body = String(body.prefix(precision)) }
            return pad(body, numeric: false)
        case "d", "i", "D":
            guard case .integer(let number) = value else { throw mismatch("a whole number") }
            return formatInteger(magnitude: number.magnitude, negative: number < 0, radix: 10)
        case "u", "U", "x", "X", "o", "O":
            guard case .integer(let number) = value else { throw mismatch("a whole number") }
            let radix = conversion == "u" || conversion == "U" ? 10 : conversion == "o" || conversion == "O" ? 8 : 16
            return formatInteger(magnitude: UInt64(bitPattern: number), negative: false, radix: radix)
        case "c", "C":
            switch value {
            case .integer(let number):
                guard let scalar = UInt32(exactly: number).flatMap(Unicode.Scalar.init) else {
                    throw mismatch("a character code")
                }
                return pad(String(Character(scalar)), numeric: false)
            case .string(let text) where text.count == 1:
                return pad(text, numeric: false)
            default:
                throw mismatch("a character")
            }
        default:
            let real: Double
            switch value {
            case .real(let number): real = number
            case .integer(let number): real = Double(number)
            case .string: throw mismatch("a number")
            }
            var cFormat = "%" + flags.filter { $0 != "'" }.sorted().map(String.init).joined()
            if let width { cFormat += String(width) }
            if let precision { cFormat += "." + String(precision) }
            cFormat.append(conversion)
            return String(format: cFormat, real)
        }
    }

    func formatInteger(magnitude: UInt64, negative: Bool, radix: Int) -> String {
        var digits = String(magnitude, radix: radix, uppercase: conversion == "X")
        if let precision, digits.count < precision {
            digits = String(repeating: "0", count: precision - digits.count) + digits
        }
        var prefix = ""
        if negative {
            prefix = "-"
        } else if radix == 10 && flags.contains("+") {
            prefix = "+"
        } else if radix == 10 && flags.contains(" ") {
            prefix = " "
        }
        if flags.contains("#") && magnitude != 0 {
            if radix == 16 { prefix += conversion == "X" ? "0X" : "0x" }
            if radix == 8 && !digits.hasPrefix("0") { digits = "0" + digits }
        }
        if let width, flags.contains("0"), !flags.contains("-"), precision == nil,
            prefix.count + digits.count < width
        {
            digits = String(repeating: "0", count: width - prefix.count - digits.count) + digits
        }
        return pad(prefix + (radix == 10 ? localizedDigits(digits) : digits), numeric: true)
    }

    /// `text` with its ASCII digits written from ``zeroDigit`` on.
    func localizedDigits(_ text: String) -> String {
        guard let zeroDigit, zeroDigit != "0" else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if ("0"..."9").contains(scalar), let digit = Unicode.Scalar(zeroDigit.value + scalar.value - 48) {
                scalars.append(digit)
            } else {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    func pad(_ body: String, numeric: Bool) -> String {
        guard let width, body.count < width else { return body }
        let fill = String(repeating: " ", count: width - body.count)
        return flags.contains("-") ? body + fill : fill + body
    }
}
