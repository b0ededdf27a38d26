extension FormatTemplate {
    /// One argument a specifier takes: its position and its conversion, with conversions that
    /// take the same type made equal (`d` = `i`, `D` = `ld`, `e` = `f`), and `@` for a `%#@name@`
    /// variable (a substitution formats an object).
    package struct Argument: Sendable, Hashable, Comparable, CustomStringConvertible {
        package var position: Int
        package var conversion: String

        package static func < (lhs: Argument, rhs: Argument) -> Bool {
            (lhs.position, lhs.conversion) < (rhs.position, rhs.conversion)
        }

        package var description: String { "\(position):\(conversion)" }
    }

    /// The arguments the specifiers take, one per specifier, by position: what a translation
    /// must take too, or the app formats it with the wrong types (a crash for `%@` against an
    /// integer). The order of writing does not count where positions say it.
    ///
    /// ```swift
    /// FormatTemplate("%1$@ has %2$d").takesSameArguments(as: FormatTemplate("%2$i hat %1$@"))  // true
    /// ```
    package var arguments: [Argument] {
        specifiers.filter { !$0.isArgumentPlaceholder }
            .map {
                Argument(position: $0.position, conversion: $0.variable == nil ? Self.normalized($0.conversion) : "@")
            }
            .sorted()
    }

    /// Whether `other` takes the same arguments (``arguments``).
    package func takesSameArguments(as other: FormatTemplate) -> Bool { arguments == other.arguments }

    /// The specifiers as written, for messages: `%@ %lld`, or `none`.
    package var writtenSpecifiers: String {
        specifiers.isEmpty ? "none" : specifiers.map(\.text).joined(separator: " ")
    }

    /// Conversions that take the same argument type compare equal.
    private static func normalized(_ conversion: String) -> String {
        switch conversion {
        case "i": "d"
        case "D": "ld"
        case "U": "lu"
        case "O": "lo"
        case "F", "E", "g", "G", "e": "f"
        case "X": "x"
        case "S": "ls"
        case "C": "lc"
        default: conversion
        }
    }
}
