import Foundation

extension PropertyListValue {
    /// The value as JSON text, dictionaries' members in file order.
    ///
    /// Data becomes a base64 string, a date an ISO 8601 string (`2024-05-01T12:00:00Z`),
    /// and a real that JSON cannot write (`nan`, `inf`, `-inf`) that word as a string.
    ///
    /// ```swift
    /// let value = try PropertyListReader.read(data)
    /// print(value.jsonText())  // {"Title": "Getting started", ...}
    /// ```
    ///
    /// - Parameter prettyPrinted: Indent by two spaces per level and put one member per line.
    /// - Complexity: O(n) in the size of the value.
    public func jsonText(prettyPrinted: Bool = true) -> String {
        var output = ""
        JSONTextWriter(pretty: prettyPrinted).write(self, indent: 0, to: &output)
        return output
    }
}

/// Writes JSON text by hand so that object members keep their order.
struct JSONTextWriter {
    var pretty: Bool

    func write(_ value: PropertyListValue, indent: Int, to output: inout String) {
        switch value {
        case .string(let text): Self.writeString(text, to: &output)
        case .integer(let number): output += String(number)
        case .real(let number):
            if number.isNaN {
                output += "\"nan\""
            } else if number.isInfinite {
                output += number < 0 ? "\"-inf\"" : "\"inf\""
            } else if number == number.rounded(), abs(number) < 1e15 {
                output += String(Int64(number))
            } else {
                output += "\(number)"
            }
        case .bool(let flag): output += flag ? "true" : "false"
        case .date(let date): Self.writeString(Self.iso8601(date), to: &output)
        case .data(let data): Self.writeString(data.base64EncodedString(), to: &output)
        case .array(let values):
            writeContainer(open: "[", close: "]", count: values.count, indent: indent, to: &output) { index, output in
                write(values[index], indent: indent + 1, to: &output)
            }
        case .dictionary(let dictionary):
            writeContainer(open: "{", close: "}", count: dictionary.count, indent: indent, to: &output) {
                index, output in
                let entry = dictionary[index]
                Self.writeString(entry.key, to: &output)
                output += pretty ? ": " : ":"
                write(entry.value, indent: indent + 1, to: &output)
            }
        }
    }

    func writeContainer(
        open: String, close: String, count: Int, indent: Int, to output: inout String,
        member: (Int, inout String) -> Void
    ) {
        output += open
        guard count > 0 else {
            output += close
            return
        }
        for index in 0..<count {
            if index > 0 { output += "," }
            if pretty {
                output += "\n"
                output += String(repeating: "  ", count: indent + 1)
            }
            member(index, &output)
        }
        if pretty {
            output += "\n"
            output += String(repeating: "  ", count: indent)
        }
        output += close
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        var needsEscaping = false
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            needsEscaping = true
            break
        }
        if !needsEscaping {
            output += text
        } else {
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                case "\n": output += "\\n"
                case "\r": output += "\\r"
                case "\t": output += "\\t"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }

    /// The dates a property list can write, in seconds since 1970: 0000-01-01T00:00:00Z through
    /// 9999-12-31T23:59:59Z (four-digit years). Readers reject binary dates outside it.
    static let writableSeconds: ClosedRange<Double> = -62_167_219_200...253_402_300_799

    /// `2024-05-01T12:00:00Z` (whole seconds, UTC), as property lists write dates. A date
    /// outside ``writableSeconds`` is written as the nearest end of it (`NaN` as 1970), so
    /// writing never traps on a date made in code.
    static func iso8601(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let clamped = interval.isNaN ? 0 : min(max(interval, writableSeconds.lowerBound), writableSeconds.upperBound)
        let seconds = Int64(clamped.rounded(.down))
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        let (year, month, day) = civil(fromDays: days)
        func two(_ number: Int64) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let yearText = String(year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - yearText.count)) + yearText
        return "\(paddedYear)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest / 60 % 60)):\(two(rest % 60))Z"
    }

    /// The proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's algorithm).
    static func civil(fromDays days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
